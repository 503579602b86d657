/**
 * `/admin/privacy` (not in the spec): the data-rights requests of the last 30 days by kind
 * (counted without naming anyone), the open grievances by due state and the list by due date, and the privacy
 * notice in force.
 */
import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TableCard } from '#web/components/back-office/TableCard';
import { DetailList } from '#web/components/DetailList';
import { PageTitle } from '#web/components/PageTitle';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { usePrivacyOverview } from '../api/grievances';
import { GrievancesTable } from './GrievancesTable';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function PrivacyPage() {
  const styles = useStyles();
  const type = useTypography();
  const { data, error, isLoading } = usePrivacyOverview();

  let requests: ReactNode = null;
  let grievances: ReactNode = null;
  let notice: ReactNode = null;
  if (isLoading) requests = <ProgressBar aria-label="Loading the privacy overview" thickness="medium" />;
  else if (error) requests = <p className={styles.muted}>The overview did not load: {error.message}</p>;
  else if (data) {
    requests = (
      <>
        <p className={styles.muted}>Since {data.since} (today included), naming no one.</p>
        <DetailList
          items={[
            { term: 'Data exports', value: String(data.requests.export) },
            { term: 'Erasures', value: String(data.requests.erasure) },
            { term: 'Withdrawals of consent', value: String(data.requests.withdrawal) },
            { term: 'Corrections', value: String(data.requests.correction) },
            { term: 'Grievances raised', value: String(data.requests.grievance) },
          ]}
          missing="0"
        />
      </>
    );
    grievances = (
      <DetailList
        items={[
          { term: 'Open', value: String(data.grievances.open) },
          { term: 'Due within 14 days', value: String(data.grievances.dueSoon) },
          { term: 'Overdue', value: String(data.grievances.overdue) },
        ]}
        missing="0"
      />
    );
    notice = (
      <DetailList
        items={[
          { term: 'Version', value: data.noticeVersion },
          { term: 'In force from', value: data.noticeEffectiveFrom },
        ]}
        missing="—"
      />
    );
  }

  return (
    <div className={styles.page}>
      <PageTitle title="Privacy" />
      <h1 className={type.sectionTitle}>Privacy</h1>
      <TableCard headingId="privacy-requests" title="Requests in the last 30 days">
        {requests}
      </TableCard>
      <TableCard headingId="privacy-grievances" title="Open grievances by due date">
        {grievances}
        <GrievancesTable view="open" />
        <Link to={paths.adminGrievances}>Answer grievances</Link>
      </TableCard>
      <TableCard headingId="privacy-notice" title="Privacy notice in force">
        {notice}
      </TableCard>
    </div>
  );
}
