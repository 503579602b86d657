import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { earnlearnTheme } from './theme';

// Data hooks use the typed client (`useApi` in lib/api.ts), which brings its own fetcher.
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false };

/** Theme and data-fetching defaults shared by every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={earnlearnTheme}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </FluentProvider>
  );
}
