import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';

const useStyles = makeStyles({
  root: {
    maxWidth: '640px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    fontFamily: tokens.fontFamilyBase,
  },
});

/**
 * Shown when a page fails to render or its code cannot be loaded (for example after a new release replaced the
 * files); reloading fetches the current version.
 */
export function RouteError() {
  const styles = useStyles();
  const t = useT();
  return (
    <main className={styles.root}>
      <h1>{t('routeError.heading')}</h1>
      <p>{t('routeError.text')}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>{' '}
        <a href={paths.home}>{t('common.backToHomepage')}</a>
      </p>
    </main>
  );
}
