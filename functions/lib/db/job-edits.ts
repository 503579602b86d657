/**
 * Edits of a posted job, each kept as a history item in the job's partition.
 *
 * | pattern                      | key / index                                                      | operation |
 * |------------------------------|------------------------------------------------------------------|-----------|
 * | edit a job                   | job: SET the fields sent, REMOVE the details left out, VERSION + 1, if VERSION and STATUS are as read; the history item (new); an open job's listing items: put the new lists', delete the lists it left | TransactWriteItems |
 * | edit a published job back to review | the same, and: SET STATE inReview + the queue's gsi3 keys, STATUS CLOSED, REMOVE gsi1 keys, if it has no STATE; delete every listing item | TransactWriteItems |
 * | a job's edits, newest first  | pk=JOB#<id> begins_with(sk, EDIT#), backwards, Limit 50          | Query     |
 *
 * VERSION is absent on a job never edited (read as 0). The condition on it makes two admins' edits from the
 * same reading a first-wins race: the second is refused with a 409 and nothing of it is written. The
 * condition on STATUS keeps an edit from listing a job that was closed meanwhile. Applicants' counts are
 * never SET here, so an application counted during the edit is kept.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CLEARABLE_JOB_FIELDS as CLEARABLE_FIELDS } from '#shared/domain/job-details';
import type { RuleCheck } from '#shared/domain/moderation/rule-check';
import { db, tableName } from '../clients/dynamodb';
import { BadRequest } from '../errors';
import { listingPartitions, listingPuts } from './job-listings';
import type { NewJob, StoredJob, Submission } from './jobs';
import { inReviewJobKeys, JOB_EDIT_PREFIX, jobEditKey, jobKey, listingItemKeys } from './keys';
import { putNew, type TransactItem, transact } from './transactions';

/** One field's change: its value before and after, as text (a value the job did not have is absent). */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

/** Who edited: the admin's id and e-mail, as the history shows them. */
export interface Editor {
  ID: number;
  EMAIL: string;
}

export interface StoredJobEdit {
  JOB_ID: number;
  AT: string;
  /** The job's version this edit made. */
  VERSION: number;
  BY: Editor;
  CHANGES: FieldChange[];
  /** The rule hits the editor acknowledged, when a rule held for the edited job. */
  RULE_CHECK?: RuleCheck;
}

export const EDIT_CONFLICT =
  'Someone else changed this job after you opened it. Reload it to see their changes, then edit again.';

/** The most edits the admin's job page lists (newest first). */
export const EDITS_SHOWN = 50;

/** The fields an edit never sets: the job's identity, status, counts and keys. */
const KEPT = new Set([
  'ID',
  'POSTED_AT',
  'STATUS',
  'VERSION',
  'LISTINGS',
  'STATE',
  'SUBMITTED_AT',
  'SUBMITTED_BY',
  'MODERATION_REASON',
  'WAS_LIVE',
  'pk',
  'sk',
  'entity',
]);
const isKept = (field: string) =>
  KEPT.has(field) || field.startsWith('APPLICANTS_') || field.startsWith('gsi');

/** A job's version (0 until its first edit). */
export function versionOf(job: StoredJob): number {
  return job.VERSION ?? 0;
}

/** The most items one TransactWriteItems takes. */
const MAX_TRANSACTION_ITEMS = 100;

/**
 * Writes `edited` over `stored` (as read, at version `version`) with its history item, on condition that
 * the job is still at that version and status. The optional fields `stored` has and `edited` does not
 * (CLEARABLE_FIELDS) are removed: the details an admin cleared. With `toReview` (an edit the rules hold, by
 * a poster who may not publish it), a published job goes back to the moderation queue in the same
 * transaction: closed, off every list, until a moderator approves it (job-moderation.ts).
 */
export async function edit(
  stored: StoredJob,
  edited: NewJob,
  version: number,
  history: {
    at: string;
    by: Editor;
    changes: FieldChange[];
    ruleCheck?: RuleCheck | undefined;
    toReview?: Submission | undefined;
  },
): Promise<number> {
  const next = version + 1;
  const names: Record<string, string> = { '#version': 'VERSION', '#status': 'STATUS' };
  const values: Record<string, unknown> = { ':next': next, ':status': stored.STATUS };
  const sets: string[] = ['#version = :next'];
  const removes: string[] = [];
  let index = 0;
  const fields = Object.entries(edited).filter(([field]) => !isKept(field));
  for (const [field, value] of fields) {
    index++;
    names[`#f${index}`] = field;
    if (value === undefined) {
      removes.push(`#f${index}`);
      continue;
    }
    values[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
  }
  for (const field of CLEARABLE_FIELDS) {
    if (!(field in stored) || field in edited) continue;
    index++;
    names[`#f${index}`] = field;
    removes.push(`#f${index}`);
  }
  const after = { ...stored, ...edited, ID: stored.ID, POSTED_AT: stored.POSTED_AT, STATUS: stored.STATUS };
  const review = history.toReview && stored.STATE === undefined ? history.toReview : undefined;
  const listed = stored.STATUS === 'OPEN' && !review;
  const partitions = listed ? listingPartitions(after) : [];
  if (listed) {
    values[':listings'] = partitions;
    sets.push('LISTINGS = :listings');
  }
  let stateCondition = '';
  if (review) {
    const queue = inReviewJobKeys(stored.ID, review.at);
    names['#state'] = 'STATE';
    Object.assign(values, {
      ':inReview': 'inReview',
      ':closed': 'CLOSED',
      ':submittedAt': review.at,
      ':submittedBy': review.by,
      ':queue': queue.gsi3pk,
      ':order': queue.gsi3sk,
      ':wasLive': true,
    });
    sets.push(
      '#state = :inReview',
      '#status = :closed',
      'SUBMITTED_AT = :submittedAt',
      'SUBMITTED_BY = :submittedBy',
      'gsi3pk = :queue',
      'gsi3sk = :order',
      'WAS_LIVE = :wasLive',
    );
    removes.push('gsi1pk', 'gsi1sk', 'LISTINGS', 'MODERATION_REASON');
    stateCondition = ' AND attribute_not_exists(#state)';
  }
  if (version === 0) values[':zero'] = 0;
  const update: TransactItem = {
    Update: {
      TableName: tableName,
      Key: jobKey(stored.ID),
      ConditionExpression: `attribute_exists(pk) AND #status = :status${stateCondition} AND ${
        version === 0 ? '(attribute_not_exists(#version) OR #version = :zero)' : '#version = :version'
      }`,
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: version === 0 ? values : { ...values, ':version': version },
    },
  };
  const record: StoredJobEdit = {
    JOB_ID: stored.ID,
    AT: history.at,
    VERSION: next,
    BY: history.by,
    CHANGES: history.changes,
    ...(history.ruleCheck ? { RULE_CHECK: history.ruleCheck } : {}),
  };
  const historyPut = putNew({ ...jobEditKey(stored.ID, history.at, next), entity: 'JOB_EDIT', ...record });
  // An open job's listing items follow it: every list it is in now gets the new card, the lists it left lose it;
  // going back to review, it leaves them all.
  const wasListed = stored.STATUS === 'OPEN';
  const left = wasListed
    ? (stored.LISTINGS ?? listingPartitions(stored)).filter((partition) => !partitions.includes(partition))
    : [];
  const deletes: TransactItem[] = left.map((partition) => {
    const { pk, sk } = listingItemKeys(partition, stored);
    return { Delete: { TableName: tableName, Key: { pk, sk } } };
  });
  const items = [update, historyPut, ...(listed ? listingPuts(after) : []), ...deletes];
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new BadRequest(
      'This edit changes too many of the words the job is found by at once. Change the title or texts in two edits.',
    );
  }
  await transact(items, { 0: EDIT_CONFLICT });
  return next;
}

/** A job's edits, newest first (the newest EDITS_SHOWN). */
export async function list(jobId: number): Promise<StoredJobEdit[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': jobKey(jobId).pk, ':prefix': JOB_EDIT_PREFIX },
      ScanIndexForward: false,
      Limit: EDITS_SHOWN,
    }),
  );
  return (Items ?? []) as StoredJobEdit[];
}
