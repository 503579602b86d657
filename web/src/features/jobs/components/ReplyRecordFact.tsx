import type { Job } from '#shared/api/job-shapes';
import type { ReplyRecord } from '#shared/domain/reply-record';
import { useT } from '#web/lib/i18n';
import { useReplyRecord } from '../api/get-reply-record';

interface ReplyRecordFactProps {
  job: Job;
  /** The job page's fact styles, so this reads as the facts beside it. */
  classes: { fact: string; term: string; value: string };
}

/**
 * How soon the employer usually answers applicants, among the job page's facts: computed on the server from
 * its recruiters' first moves, never typed by the employer. Until it arrives, or when it cannot be read, the
 * fact is simply absent: nothing on the page waits for it.
 */
export function ReplyRecordFact({ job, classes }: ReplyRecordFactProps) {
  const t = useT();
  const { data } = useReplyRecord(job.ID);
  const record = data?.data;
  if (!record) return null;
  return (
    <div className={classes.fact}>
      <dt className={classes.term}>{t('job.replyRecord')}</dt>
      <dd className={classes.value}>
        <ReplyRecordValue record={record} />
      </dd>
    </div>
  );
}

/** The record in the worker's words: "Usually within 3 days", too few yet, or often slow. */
export function ReplyRecordValue({
  record,
}: {
  record: Pick<ReplyRecord, 'kind'> & { withinDays?: number };
}) {
  const t = useT();
  if (record.kind === 'usually' && record.withinDays !== undefined)
    return <>{t('job.repliesWithin', { days: record.withinDays })}</>;
  return <>{record.kind === 'slow' ? t('job.repliesSlow') : t('job.repliesNew')}</>;
}
