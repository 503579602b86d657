import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReviewDecision } from '#shared/domain/review';
import type { Column } from '#web/components/back-office/DataTable';
import { EmailText } from '#web/components/back-office/EmailText';
import type { Application } from '../api/get-applications';
import { ApplicantLink } from './ApplicantLink';
import { ReviewButtons } from './ReviewButtons';

const useStyles = makeStyles({
  job: { display: 'flex', flexDirection: 'column' },
  employer: { fontWeight: tokens.fontWeightSemibold },
  position: { color: tokens.colorNeutralForeground3 },
  number: { whiteSpace: 'nowrap' },
});

/**
 * The columns of an applications table (spec section 2): applicant name (the link to their panel), e-mail and mobile number, job details
 * (employer, title, position), current city (LOCATION, the district's name) and the accept / reject buttons.
 */
export function useApplicationColumns(
  onDecide: (application: Application, decision: ReviewDecision) => void,
): Column<Application>[] {
  const styles = useStyles();
  return [
    { header: 'Name', width: '16%', cell: (row) => <ApplicantLink application={row} /> },
    { header: 'Email', width: '20%', cell: (row) => <EmailText email={row.EMAIL} /> },
    {
      header: 'Mobile Number',
      width: '130px',
      cell: (row) => <span className={styles.number}>{row.MOBILE_NUMBER}</span>,
    },
    {
      header: 'Job Details',
      cell: (row) => (
        <div className={styles.job}>
          <span className={styles.employer}>{row.COMPANY_NAME}</span>
          <span>{row.TITLE}</span>
          <span className={styles.position}>{row.POSITION}</span>
        </div>
      ),
    },
    { header: 'Current City', width: '14%', cell: (row) => row.LOCATION },
    {
      header: 'Actions',
      width: '96px',
      cell: (row) => <ReviewButtons application={row} onDecide={onDecide} />,
    },
  ];
}
