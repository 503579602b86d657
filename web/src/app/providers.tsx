import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fetchJson } from '../lib/fetcher';
import { earnlearnTheme } from './theme';

const swrOptions = { fetcher: fetchJson, revalidateOnFocus: false, shouldRetryOnError: false };

/** Theme and data-fetching defaults shared by every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={earnlearnTheme}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </FluentProvider>
  );
}
