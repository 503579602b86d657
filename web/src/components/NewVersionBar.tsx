import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  // Above the page, not over it: nothing is hidden and nothing waits for it (non-blocking).
  root: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0` },
});

/** The notice itself (NewVersionNotice fetches it only once a new version is there: Fluent's MessageBar). */
export function NewVersionBar() {
  const styles = useStyles();
  const t = useT();
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
