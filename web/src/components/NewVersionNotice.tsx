import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { useT } from '#web/lib/i18n';
import { isNewVersionAvailable, subscribeToNewVersion } from '#web/lib/new-version';

const useStyles = makeStyles({
  // Above the page, not over it: nothing is hidden and nothing waits for it (non-blocking).
  root: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0` },
});

/**
 * Once an API answer named other contracts than this SPA was built with (a deploy happened while the tab was
 * open), a polite notice with a Reload button, on every page (worker and back office). The page keeps working
 * meanwhile: the hashed chunks it may still load stay in the bucket (docs/decisions.md 115).
 */
export function NewVersionNotice() {
  const styles = useStyles();
  const t = useT();
  const available = useSyncExternalStore(subscribeToNewVersion, isNewVersionAvailable, () => false);
  if (!available) return null;
  return (
    <div role="status" className={styles.root}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{t('update.available')}</MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" size="small" onClick={() => window.location.reload()}>
            {t('update.reload')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
