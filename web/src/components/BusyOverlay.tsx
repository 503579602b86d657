import { makeStyles, mergeClasses, Spinner } from '@fluentui/react-components';

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
  // Above the page and its fixed menu, so a long list's overlay is in view wherever it is scrolled.
  fullScreen: { position: 'fixed', zIndex: 1000, borderRadius: 0 },
});

/**
 * A blocking overlay with a spinner and the spec's text ('Please wait...', 'Validating OTP', 'Saving').
 * Place it inside a positioned container (a dialog surface or a card); it covers that container only, or with
 * `fullScreen` the whole window.
 */
export function BusyOverlay({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  const styles = useStyles();
  return (
    <div
      className={mergeClasses(styles.root, fullScreen && styles.fullScreen)}
      role="status"
      aria-live="polite"
    >
      <Spinner label={label} labelPosition="below" size="large" />
    </div>
  );
}
