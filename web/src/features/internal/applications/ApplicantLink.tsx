import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { Link, useLocation } from 'react-router-dom';
import { useTypography } from '#web/lib/typography';
import type { Application } from '../api/get-applications';
import { useHiringArea } from '../hiring-area';

const useStyles = makeStyles({
  // A target a thumb can hit on a phone's card, the name wrapping rather than widening the page.
  link: { display: 'inline-block', minHeight: '24px', overflowWrap: 'anywhere' },
});

/**
 * The applicant's name as the way into their panel: a link, so it is keyboard usable, opens in a
 * new tab on demand and is the same on a phone's card. The list it leaves (its tab) goes along, for the way back.
 */
export function ApplicantLink({ application }: { application: Application }) {
  const styles = useStyles();
  const type = useTypography();
  const location = useLocation();
  const area = useHiringArea();
  return (
    <Link
      className={mergeClasses(type.link, styles.link)}
      to={area.applicant(application.ID, application.USER_ID)}
      state={{ from: `${location.pathname}${location.search}` }}
    >
      {application.NAME}
    </Link>
  );
}
