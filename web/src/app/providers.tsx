import { FluentProvider } from '@fluentui/react-components';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { i18n } from '#web/lib/i18n';
import { earnlearnTheme } from './theme';

// Each feature's data hooks (features/*/api/) bring their own fetcher over the typed client (lib/api.ts).
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false };

/** Messages in the chosen language, theme and data-fetching defaults shared by every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <FluentProvider theme={earnlearnTheme}>
        <SWRConfig value={swrOptions}>{children}</SWRConfig>
      </FluentProvider>
    </I18nProvider>
  );
}
