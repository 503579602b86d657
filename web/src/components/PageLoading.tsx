import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    minHeight: '50vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
  },
});

/** What shows while a lazily loaded page arrives (kept plain: it is in the first-load bundle). */
export function PageLoading() {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      Loading…
    </div>
  );
}
