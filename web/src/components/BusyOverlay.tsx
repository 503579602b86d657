import { makeStyles, Spinner } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'inherit',
    backgroundColor: 'rgba(255, 255, 255, 0.85)',
  },
});

/**
 * A blocking overlay with a spinner and the spec's text ('Please wait...', 'Validating OTP', 'Saving').
 * Place it inside a positioned container (a dialog surface or a card); it covers that container only.
 */
export function BusyOverlay({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner label={label} labelPosition="below" size="large" />
    </div>
  );
}
