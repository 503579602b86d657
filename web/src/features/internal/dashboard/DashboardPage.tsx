import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { PagedJobGrid } from '#web/components/PagedJobGrid';
import { paths } from '#web/lib/paths';
import { useInternships } from '../api/get-internships';
import { InternalPage } from '../InternalPage';
import { InternshipCard } from './InternshipCard';

const useStyles = makeStyles({
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  link: { color: tokens.colorBrandForegroundLink },
});

/**
 * /internal/dashboard (spec section 2): 'All Internships (count)' and a card for each, newest first, a page at
 * a time with 'Load more'. A failed load says so, with Try again. Beside the title, a link to setting up
 * two-step sign-in.
 */
export function DashboardPage() {
  const styles = useStyles();
  const internships = useInternships();
  const { total } = internships;
  const title = total === undefined ? 'All Internships' : `All Internships (${total})`;
  return (
    <InternalPage
      title={title}
      actions={
        <Link to={paths.internalSecurity} className={styles.link}>
          Two-step sign-in
        </Link>
      }
    >
      <PagedJobGrid
        list={internships}
        keyOf={(internship) => internship.ID}
        card={(internship) => <InternshipCard internship={internship} />}
        loading={{ indicator: 'bar', label: 'Loading the internships' }}
        empty={<p className={styles.empty}>No internships have been posted yet.</p>}
        more={{ label: 'Load more', busyLabel: 'Loading…' }}
      />
    </InternalPage>
  );
}
