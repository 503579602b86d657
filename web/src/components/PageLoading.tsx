import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '#web/lib/i18n';

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
  const t = useT();
  return (
    <div className={styles.root} role="status">
      {t('common.loading')}
    </div>
  );
}
