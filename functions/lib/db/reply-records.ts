/**
 * Employers' reply records: how soon an employer's recruiters first answer its applicants, counted per month
 * (`shared/domain/reply-record.ts` has the rule that turns the counts into "usually replies within 3 days").
 *
 * | pattern                                  | key / index                                                   | operation |
 * |------------------------------------------|---------------------------------------------------------------|-----------|
 * | count an application                     | pk=REPLIES#<employer> sk=MONTH#<YYYY-MM>#<shard>: ADD APPLICATIONS 1, in the apply transaction (requests.ts) | TransactWriteItems |
 * | count a first reply                      | the same item of the application's month: ADD REPLIES_<bucket> 1, in the move's transaction (applications.ts) | TransactWriteItems |
 * | an employer's record                     | the record's months x the shards                              | BatchGetItem (24 keys) |
 *
 * The counts change only in the transaction that makes the application or its first move, so they are exact
 * for every application made since the record exists. A record changes slowly (it reads whole past months), so
 * a function keeps what it read for an hour instead of reading the same 24 items on every job page.
 */
import {
  REPLY_BUCKETS,
  type ReplyBucket,
  type ReplyMonth,
  type ReplyRecord,
  replyBucketOf,
  replyRecordMonths,
  replyRecordOf,
} from '#shared/domain/reply-record';
import { tableName } from '../clients/dynamodb';
import { batchGet } from './batch-get';
import { EARNLEARN_EMPLOYER, REPLY_RECORD_SHARDS, replyMonthKey } from './keys';
import { replyCount, type TransactItem } from './requests';

/** The employer whose record a job's applications count in: its organisation, or Earnlearn for its own jobs. */
export function employerOf(job: { ORG_ID?: string | undefined }): string {
  return job.ORG_ID ?? EARNLEARN_EMPLOYER;
}

/** The first move's item of the record: one more reply of its bucket, in the application's month. */
export function firstReplyCounted(
  of: { employer: string; jobId: number; appliedAt: string },
  repliedAt: string,
): TransactItem {
  return replyCount(tableName, of, replyCountName(replyBucketOf(of.appliedAt, repliedAt)));
}

const replyCountName = (bucket: ReplyBucket): `REPLIES_${ReplyBucket}` => `REPLIES_${bucket}`;

type MonthItem = { APPLICATIONS?: number } & Partial<Record<`REPLIES_${ReplyBucket}`, number>>;

const CACHE_MS = 60 * 60 * 1000;
const cache = new Map<string, { record: ReplyRecord; until: number }>();

/** The employer's record on `now`: read at most once an hour per function instance. */
export async function recordOf(employer: string, now: Date): Promise<ReplyRecord> {
  const cached = cache.get(employer);
  if (cached && cached.until > now.getTime()) return cached.record;
  const record = replyRecordOf(await readMonths(employer, replyRecordMonths(now)));
  cache.set(employer, { record, until: now.getTime() + CACHE_MS });
  return record;
}

/** Forgets what was read (a test that changes the counts reads them again). */
export function forgetRecords(): void {
  cache.clear();
}

async function readMonths(employer: string, months: readonly string[]): Promise<ReplyMonth[]> {
  const items = await batchGet<MonthItem>(
    months.flatMap((month) =>
      Array.from({ length: REPLY_RECORD_SHARDS }, (_, shard) => replyMonthKey(employer, month, shard)),
    ),
  );
  return items.map((item) => ({
    applications: item.APPLICATIONS ?? 0,
    replies: Object.fromEntries(
      REPLY_BUCKETS.map((bucket) => [bucket.key, item[replyCountName(bucket.key)] ?? 0]),
    ),
  }));
}
