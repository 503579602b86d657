/**
 * The activity part of the admin's employer page: the organisation's newest jobs (each a link to the admin's
 * job page, with its state, applicants and reports), what workers reported of it and its jobs, and its limits
 * now, as getEmployerOrganisation answers them.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { type Column, DataTable } from '#web/components/back-office/DataTable';
import { TableCard } from '#web/components/back-office/TableCard';
import { DetailList } from '#web/components/DetailList';
import { formatDate, formatDateTime } from '#web/lib/format';
import { paths } from '#web/lib/paths';
import type { EmployerOrganisation } from '../api/employer-checks';
import { STATE_LABELS } from '../moderation/moderation-values';
import { reasonsText } from '../reports/report-values';

type JobLine = EmployerOrganisation['jobs']['data'][number];
type LimitUse = EmployerOrganisation['limits']['active'];

const useStyles = makeStyles({
  note: { margin: `${tokens.spacingVerticalS} 0 0`, color: tokens.colorNeutralForeground2 },
});

function reportsText(reports: JobLine['reports']): string {
  if (!reports) return 'None';
  const reporters = `${reports.reporters} ${reports.reporters === 1 ? 'reporter' : 'reporters'}`;
  return reports.paused ? `${reporters}, paused` : reporters;
}

const columns: Column<JobLine>[] = [
  {
    header: 'Job',
    width: '34%',
    cell: (job) => <Link to={paths.adminJob(job.id)}>{job.title}</Link>,
  },
  {
    header: 'State',
    width: '14%',
    cell: (job) =>
      job.pausedBySuspension
        ? `${STATE_LABELS[job.state]}: paused by the suspension`
        : STATE_LABELS[job.state],
  },
  {
    header: 'Applicants',
    width: '14%',
    cell: (job) => (job.applicants === undefined ? 'Not counted' : String(job.applicants)),
  },
  { header: 'Posted', width: '16%', cell: (job) => formatDate(job.postedAt) },
  { header: 'Reports', width: '22%', cell: (job) => reportsText(job.reports) },
];

/** "1 of 2", or "3 (no limit)" for a limit the organisation's level lifts. */
function limitText(use: LimitUse): string {
  return use.allowed === undefined ? `${use.used} (no limit)` : `${use.used} of ${use.allowed}`;
}

export function EmployerActivity({ data }: { data: EmployerOrganisation }) {
  const styles = useStyles();
  const reported = data.jobs.data.filter((job) => job.reports);
  return (
    <>
      <TableCard headingId="employer-jobs" title="Jobs">
        <DataTable
          label="Jobs of the employer"
          columns={columns}
          rows={data.jobs.data}
          rowKey={(job) => String(job.id)}
          loading={false}
          emptyText="No jobs yet."
          minWidth="640px"
        />
        {data.jobs.more ? (
          <p className={styles.note}>
            The newest {data.jobs.data.length} jobs, newest first: the employer has more.
          </p>
        ) : null}
      </TableCard>

      <TableCard headingId="employer-reports" title="Reports">
        <DetailList
          missing="None"
          items={[
            { term: 'Reports of the employer and its jobs', value: String(data.reports.reports) },
            { term: 'Of the employer itself', value: String(data.reports.direct) },
            {
              term: 'Last report',
              value: data.reports.lastAt ? formatDateTime(data.reports.lastAt) : '',
            },
            { term: 'Reasons', value: reasonsText(data.reports.reasons) },
            {
              term: 'Jobs with reports to review',
              value:
                reported.length === 0 ? (
                  ''
                ) : (
                  <Link to={paths.adminReportedJobs}>{reported.map((job) => job.title).join(', ')}</Link>
                ),
            },
          ]}
        />
      </TableCard>

      <TableCard headingId="employer-limits" title="Limits now">
        <DetailList
          missing="None"
          items={[
            { term: 'Jobs live or in review', value: limitText(data.limits.active) },
            { term: 'Jobs posted today', value: limitText(data.limits.postingsToday) },
            { term: 'Applicants opened today', value: limitText(data.limits.applicantsToday) },
          ]}
        />
      </TableCard>
    </>
  );
}
