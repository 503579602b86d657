/**
 * `/admin/messages` (not in the spec, decision 603): the hiring sides' thread messages the rules held and those
 * workers reported, newest first, each with its text, the rules it broke explained, who wrote it and the job.
 * The admin releases a held message (the worker reads it, with a bell entry), removes it (the worker keeps the
 * warning) or dismisses a report (the message stays as it was); each is confirmed first, and the queue is read
 * again (a 409: someone decided first).
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { MessageReviewDecisionCode } from '#shared/api/message-review';
import { RULES } from '#shared/domain/moderation/rules';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { PageTitle } from '#web/components/PageTitle';
import { ApiError } from '#web/lib/api';
import { pageTable, usePager } from '#web/lib/pager';
import { useTypography } from '#web/lib/typography';
import { type MessageReviewRow, useDecideMessageReview, useMessageReviewQueue } from '../api/message-review';
import { istDate } from '../privacy/grievance-values';

const useStyles = makeStyles({
  intro: { marginTop: 0, color: tokens.colorNeutralForeground2 },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  rules: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  state: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const LABELS: Record<MessageReviewDecisionCode, string> = {
  release: 'Release',
  remove: 'Remove',
  dismiss: 'Dismiss report',
};
const EFFECTS: Record<MessageReviewDecisionCode, string> = {
  release: 'The applicant reads the message and is told of it in their notifications.',
  remove: 'The applicant keeps the warning in its place and never reads the text.',
  dismiss: 'The message stays as the applicant reads it now; the report leaves this queue.',
};
const DONE: Record<MessageReviewDecisionCode, string> = {
  release: 'Message released',
  remove: 'Message removed',
  dismiss: 'Report dismissed',
};

/** The writer as the staff read it: name, kind and organisation. */
function writerOf(row: MessageReviewRow): string {
  const kind = row.by.type === 'employer' ? 'Employer' : row.by.type;
  return [row.by.name, kind, row.by.organisationName].filter(Boolean).join(', ') || 'Unknown';
}

/** What the admin may decide: a held message is released or removed, a reported visible one removed or kept. */
function decisionsOf(row: MessageReviewRow): MessageReviewDecisionCode[] {
  return row.held ? ['release', 'remove'] : ['remove', 'dismiss'];
}

export function MessageReviewPage() {
  const styles = useStyles();
  const type = useTypography();
  const pager = usePager();
  const page = useMessageReviewQueue(pager.request);
  const decide = useDecideMessageReview();
  const toast = useToast();
  const [pending, setPending] = useState<{
    row: MessageReviewRow;
    decision: MessageReviewDecisionCode;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await decide(pending.row, pending.decision);
      toast(`${DONE[pending.decision]}: ${pending.row.job?.title ?? 'a job'}`, 'success');
    } catch (error: unknown) {
      toast(error instanceof ApiError && error.message ? error.message : 'Please try again.', 'error');
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const columns = [
    {
      header: 'Message',
      cell: (row: MessageReviewRow) => <p className={styles.text}>{row.text}</p>,
    },
    {
      header: 'Why here',
      width: '24%',
      cell: (row: MessageReviewRow) => (
        <>
          <span className={styles.state}>
            {[row.held ? 'Held' : null, row.reportedAt ? 'Reported by the applicant' : null]
              .filter(Boolean)
              .join(', ')}
          </span>
          {row.heldRules.length > 0 ? (
            <ul className={styles.rules}>
              {row.heldRules.map((id) => (
                <li key={id}>{RULES.get(id)?.explanation ?? id}</li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    },
    { header: 'Written by', width: '15%', cell: writerOf },
    {
      header: 'Job',
      width: '15%',
      cell: (row: MessageReviewRow) =>
        row.job ? `${row.job.title}, ${row.job.companyName}` : `Job ${row.jobId}`,
    },
    { header: 'Written', width: '10%', cell: (row: MessageReviewRow) => istDate(row.at) },
    {
      header: 'Decide',
      width: '190px',
      cell: (row: MessageReviewRow) => (
        <div className={styles.actions}>
          {decisionsOf(row).map((decision) => (
            <Button key={decision} size="small" onClick={() => setPending({ row, decision })}>
              {LABELS[decision]}
            </Button>
          ))}
        </div>
      ),
    },
  ];
  const label = 'messages in review';
  return (
    <>
      <PageTitle title="Messages" />
      <h1 className={type.sectionTitle}>Messages</h1>
      <TableCard headingId="message-review-title" title="Held and reported messages">
        <p className={styles.intro}>
          The newest first: hiring sides' messages the rules held from the applicant, and messages applicants
          reported. Release a held message the applicant may read, remove one that breaks the rules, or
          dismiss a report.
        </p>
        <DataTable
          label={label}
          columns={columns}
          {...pageTable(pager, page)}
          rowKey={(row) => `${row.userId}#${row.jobId}#${row.messageId}`}
          emptyText="No messages are waiting for review."
          minWidth="900px"
        />
        <Paginator label={label} pager={pager} page={page} />
      </TableCard>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? `${LABELS[pending.decision]}: the message about ${pending.row.job?.title ?? 'the job'}?`
            : ''
        }
        confirmLabel={pending ? LABELS[pending.decision] : ''}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending ? EFFECTS[pending.decision] : ''}
      </ConfirmDialog>
    </>
  );
}
