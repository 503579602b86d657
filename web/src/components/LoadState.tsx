import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  loading: { padding: `${tokens.spacingVerticalXXL} 0` },
});

export function Loading({ label }: { label: string }) {
  const styles = useStyles();
  return <Spinner className={styles.loading} label={label} />;
}

/** A load that failed: the server's message and a way to try again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
