import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { earnlearnTheme } from './theme';

// Each feature's data hooks (features/*/api/) bring their own fetcher over the typed client (lib/api.ts).
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false };

/** Theme and data-fetching defaults shared by every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={earnlearnTheme}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </FluentProvider>
  );
}
