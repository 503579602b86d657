/**
 * An employer's reply record, as workers see it on its jobs ("Usually replies within 3 days"): computed from
 * what its recruiters did, never typed. A reply is an application's first move out of New (shortlisted,
 * selected or rejected). The record is kept as counts per calendar month of applications and of first replies
 * by how long they took (both counted in the month the application was made), so reading it is a few items
 * however many applications there were. It reads the `REPLY_RECORD_MONTHS` months before the current one: this
 * month's applications have not had their time to be answered yet, and would count as unanswered.
 */

/** How long a first reply took, in whole days from the application, as the record counts them. */
export const REPLY_BUCKETS = [
  { key: 'withinDay', days: 1 },
  { key: 'within3Days', days: 3 },
  { key: 'withinWeek', days: 7 },
  { key: 'within2Weeks', days: 14 },
  { key: 'later', days: Number.POSITIVE_INFINITY },
] as const;
export type ReplyBucket = (typeof REPLY_BUCKETS)[number]['key'];

/** The months the record reads: recent enough to be true of today's recruiters. */
export const REPLY_RECORD_MONTHS = 3;
/** Fewer applications than this say nothing about a habit: no record is shown. */
export const REPLY_RECORD_MIN_APPLICATIONS = 5;
/** "Usually": at least this share of the applications got their first reply within the bucket's days. */
export const USUALLY_SHARE = 0.5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The bucket a first reply `repliedAt` to an application made at `appliedAt` falls in (ISO instants). */
export function replyBucketOf(appliedAt: string, repliedAt: string): ReplyBucket {
  const days = (Date.parse(repliedAt) - Date.parse(appliedAt)) / DAY_MS;
  return REPLY_BUCKETS.find((bucket) => days <= bucket.days)?.key ?? 'later';
}

/** One month of the record: applications made that month, and their first replies by bucket. */
export interface ReplyMonth {
  readonly applications: number;
  readonly replies: Readonly<Partial<Record<ReplyBucket, number>>>;
}

export type ReplyRecord =
  /** Too few applications yet to say. */
  | { readonly kind: 'new' }
  | { readonly kind: 'usually'; readonly withinDays: 1 | 3 | 7 | 14 }
  /** Most applications got no reply within two weeks. */
  | { readonly kind: 'slow' };

/**
 * The record over some months: the shortest bucket within which at least half of all the applications got a
 * reply. An application with no reply yet counts against every bucket, so an employer who ignores most
 * applicants cannot look quick by answering the few it likes.
 */
export function replyRecordOf(months: readonly ReplyMonth[]): ReplyRecord {
  const applications = months.reduce((sum, month) => sum + month.applications, 0);
  if (applications < REPLY_RECORD_MIN_APPLICATIONS) return { kind: 'new' };
  let replied = 0;
  for (const bucket of REPLY_BUCKETS) {
    if (bucket.key === 'later') break;
    replied += months.reduce((sum, month) => sum + (month.replies[bucket.key] ?? 0), 0);
    if (replied >= USUALLY_SHARE * applications) return { kind: 'usually', withinDays: bucket.days };
  }
  return { kind: 'slow' };
}

/** The `YYYY-MM` months the record reads on `today`, the last full month first. */
export function replyRecordMonths(today: Date): string[] {
  return Array.from({ length: REPLY_RECORD_MONTHS }, (_, index) => {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - index - 1, 1));
    return month.toISOString().slice(0, 7);
  });
}
