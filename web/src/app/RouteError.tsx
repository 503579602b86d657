import { makeStyles, tokens } from '@fluentui/react-components';
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
  return (
    <main className={styles.root}>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload the page, or go back to the homepage.</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <a href={paths.home}>Back To Homepage</a>
      </p>
    </main>
  );
}
