/**
 * `/admin/reported-jobs` (not in the spec): the jobs workers reported, the oldest report first, each with its
 * reasons counted and the workers' own words for "something else". A job enough workers reported is paused (off
 * the lists, no applications); the admin dismisses the reports (the job is live again) or closes the job.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { JOB_REPORTS_TO_PAUSE, type JobReportDecision } from '#shared/domain/job-reports';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { PageTitle } from '#web/components/PageTitle';
import { ApiError } from '#web/lib/api';
import { pageTable, usePager } from '#web/lib/pager';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { type ReportedJobRow, useDecideReportedJob, useReportedJobs } from '../api/reported-jobs';
import { ViewLink } from '../components/ViewLink';
import { istDate } from '../privacy/grievance-values';
import { reasonsText } from './report-values';

const useStyles = makeStyles({
  intro: { marginTop: 0, color: tokens.colorNeutralForeground2 },
  paused: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  texts: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const DONE: Record<JobReportDecision, string> = {
  dismiss: 'Reports dismissed: the job is live',
  close: 'Job closed',
};

export function ReportedJobsPage() {
  const styles = useStyles();
  const type = useTypography();
  const pager = usePager();
  const page = useReportedJobs(pager.request);
  const decide = useDecideReportedJob();
  const toast = useToast();
  const [pending, setPending] = useState<{ row: ReportedJobRow; decision: JobReportDecision } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await decide(pending.row.id, pending.decision);
      toast(`${DONE[pending.decision]}: ${pending.row.title}`, 'success');
    } catch (error: unknown) {
      toast(error instanceof ApiError && error.message ? error.message : 'Please try again.', 'error');
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const columns = [
    {
      header: 'Job',
      cell: (row: ReportedJobRow) => `${row.title}, ${row.companyName}`,
    },
    { header: 'First report', width: '12%', cell: (row: ReportedJobRow) => istDate(row.firstReportedAt) },
    { header: 'Reporters', width: '9%', cell: (row: ReportedJobRow) => String(row.reporters) },
    {
      header: 'Reasons',
      width: '26%',
      cell: (row: ReportedJobRow) => (
        <>
          {reasonsText(row.reasons)}
          {row.texts.length > 0 ? (
            <ul className={styles.texts}>
              {row.texts.map((text, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two workers may write the same words
                <li key={index}>{text}</li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    },
    {
      header: 'State',
      width: '9%',
      cell: (row: ReportedJobRow) => (row.paused ? <span className={styles.paused}>Paused</span> : 'Live'),
    },
    {
      header: 'Decide',
      width: '200px',
      cell: (row: ReportedJobRow) => (
        <div className={styles.actions}>
          <ViewLink to={paths.adminJob(row.id)} name={`job ${row.title}`} />
          <Button size="small" onClick={() => setPending({ row, decision: 'dismiss' })}>
            Dismiss
          </Button>
          <Button size="small" onClick={() => setPending({ row, decision: 'close' })}>
            Close job
          </Button>
        </div>
      ),
    },
  ];
  const label = 'reported jobs';
  const title = pending?.row.title ?? '';
  return (
    <>
      <PageTitle title="Reported jobs" />
      <h1 className={type.sectionTitle}>Reported jobs</h1>
      <TableCard headingId="reported-jobs-title" title="Jobs workers reported">
        <p className={styles.intro}>
          The oldest report first. A job {JOB_REPORTS_TO_PAUSE} workers reported is paused until you decide.
          The procedure is in docs/operations.md, "Reported jobs".
        </p>
        <DataTable
          label={label}
          columns={columns}
          {...pageTable(pager, page)}
          rowKey={(row) => String(row.id)}
          emptyText="No reported jobs."
          minWidth="900px"
        />
        <Paginator label={label} pager={pager} page={page} />
      </TableCard>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.decision === 'close' ? `Close ${title}?` : `Dismiss the reports of ${title}?`}
        confirmLabel={pending?.decision === 'close' ? 'Close job' : 'Dismiss'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.decision === 'close'
          ? 'The job takes no more applications and stays off the workers’ lists. Its reports leave this queue.'
          : `The reports leave this queue${pending?.row.paused ? ' and the job is live again' : ''}. New reports count afresh.`}
      </ConfirmDialog>
    </>
  );
}
