import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '#shared/domain/constants';
import { districtName } from '#shared/domain/districts';
import { BackLink } from '#web/components/back-office/BackLink';
import { EmailText } from '#web/components/back-office/EmailText';
import { TableCard } from '#web/components/back-office/TableCard';
import { DetailList } from '#web/components/DetailList';
import { PageTitle } from '#web/components/PageTitle';
import { usePager } from '#web/lib/pager';
import { paths, routeId } from '#web/lib/paths';
import { type UserDetailRow, useUser } from '../api/get-user';
import { useUpdateStudentAccount } from '../api/update-student-account';
import { StatusToggle } from '../components/StatusToggle';
import { useStatusChange } from '../components/status-change';
import { useBackToList } from '../components/url-search';
import { activeText, displayName, NOT_PROVIDED, verifiedText } from '../components/values';
import { AppliedInternships } from './AppliedInternships';
import { StaffAccess } from './StaffAccess';
import { UserConsent } from './UserConsent';

const CARD_REQUEST = { limit: String(DEFAULT_PAGE_SIZE) };

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  notFound: { margin: 0, color: tokens.colorNeutralForeground2 },
  status: { marginTop: tokens.spacingVerticalL },
});

/**
 * `/admin/users/{id}` (spec section 2): the User Details card from the first row of the answer, the student's
 * consent, then the Applied Internships table, a page at a time. A failed load only stops the bar
 * (spec section 8). The card offers Deactivate (or Activate), confirmed first, as the users list's toggle does
 *.
 */
export function UserDetailsPage() {
  const styles = useStyles();
  const { id: idText } = useParams();
  const id = routeId(idText);
  const backTo = useBackToList(paths.adminUsers);
  const pager = usePager();
  // The card reads the first page at the default page size: the same request as the table's first page, so
  // they are one call; the card stays as it is while the table changes page or page size.
  const { data, error, isLoading } = useUser(id, CARD_REQUEST);
  const page = useUser(id, pager.request);
  const user = data?.data[0];
  const status = useStatusChange('student', useUpdateStudentAccount());

  let body: ReactNode = null;
  if (isLoading) body = <ProgressBar aria-label="Loading user details" thickness="medium" />;
  else if (user) body = <DetailList items={userDetails(user)} missing={NOT_PROVIDED} />;
  else if (id === null || (data && !error))
    body = <p className={styles.notFound}>No user with ID {idText} was found.</p>;

  return (
    <div className={styles.page}>
      <PageTitle title="User Details" />
      <div>
        <BackLink to={backTo}>All users</BackLink>
        <TableCard headingId="user-details" title="User Details" level={1} saving={status.saving}>
          {body}
          {user && !isLoading ? (
            <div className={styles.status}>
              <StatusToggle
                labelled
                name={displayName(user)}
                active={user.ACTIVE === 1}
                disabled={status.saving}
                onChange={(next) => status.request(user, next)}
              />
            </div>
          ) : null}
        </TableCard>
        {status.dialog}
      </div>
      {user && data?.privacy ? <UserConsent privacy={data.privacy} /> : null}
      {user ? <AppliedInternships pager={pager} page={page} /> : null}
      {user && data?.staffAccess ? <StaffAccess entries={data.staffAccess} /> : null}
    </div>
  );
}

function userDetails(user: UserDetailRow) {
  return [
    { term: 'Name', value: user.NAME },
    { term: 'E-mail', value: user.EMAIL && <EmailText email={user.EMAIL} /> },
    { term: 'Phone', value: user.MOBILE_NUMBER },
    { term: 'City', value: districtName(user.LOCATION) },
    { term: 'College', value: user.COLLEGE_NAME },
    { term: 'Status', value: activeText(user.ACTIVE) },
    { term: 'Verified', value: verifiedText(user.VERIFIED) },
  ];
}
