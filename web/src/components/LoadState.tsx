import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  loading: { padding: `${tokens.spacingVerticalXXL} 0` },
});

export function Loading({ label }: { label: string }) {
  const styles = useStyles();
  return <Spinner className={styles.loading} label={label} />;
}

/** A load that failed: the server's message and a way to try again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>Try again</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
