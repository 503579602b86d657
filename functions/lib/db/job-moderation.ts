/**
 * The jobs waiting for a moderator, and the moderators' decisions (shared/domain/job-lifecycle.ts).
 *
 * | pattern                                   | key / index                                                  | operation          |
 * |-------------------------------------------|--------------------------------------------------------------|--------------------|
 * | the queue, oldest submission first        | gsi3: gsi3pk=JOBS#INREVIEW gsi3sk=<submittedAt>#<id> (sparse: job items in review only) | Query (a page) |
 * | submit a draft for review                 | job: SET STATE inReview + gsi3 keys, if STATE draft and VERSION as read | UpdateItem |
 * | approve                                   | job: REMOVE STATE + gsi3 keys, SET STATUS OPEN + gsi1 keys, if inReview at VERSION; its listing items; an employer's job: its organisation active (ConditionCheck); the decision pk=JOB#<id> sk=MODERATION#<at> | TransactWriteItems |
 * | reject, ask for changes                   | job: SET STATE rejected / draft + the reason, REMOVE gsi3 keys, if inReview at VERSION; the decision; an employer's job: its organisation's active count - 1 | TransactWriteItems |
 * | a job's decisions, oldest first           | pk=JOB#<id> begins_with(sk, MODERATION#), Limit 50           | Query              |
 *
 * A live job goes back to review by its edit (job-edits.ts, `toReview`), in the edit's own transaction. Every
 * move is conditional on the state and VERSION the caller read, so of two moderators deciding the same job,
 * or a moderator and a poster's edit, the first wins and the other gets a 409.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { EMPLOYER_SUSPENDED_CODE, employerCheckMessages } from '#shared/domain/employer-checks';
import {
  ALREADY_DECIDED_CODE,
  type ModerationDecision,
  moderationMessages,
} from '#shared/domain/moderation/decisions';
import type { RuleCheck } from '#shared/domain/moderation/rule-check';
import { RULES_VERSION } from '#shared/domain/moderation/rules';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, NotFound } from '../errors';
import { listingPartitions, listingPuts } from './job-listings';
import * as jobs from './jobs';
import {
  inReviewJobKeys,
  inReviewJobShape,
  JOB_MODERATION_PREFIX,
  JOBS_IN_REVIEW,
  jobKey,
  jobModerationKey,
  openJobKeys,
  timeOrder,
} from './keys';
import { activeJobsChange } from './organisation-job-counts';
import { activeCheck } from './organisations';
import { type Page, queryPage } from './paging';
import { cancellationReasons, putNew, type TransactItem, transact, updateIf } from './transactions';

/** One moderator's decision on a job, as its audit trail keeps it. */
export interface StoredModerationDecision {
  JOB_ID: number;
  AT: string;
  DECISION: ModerationDecision;
  REASON?: string;
  BY: jobs.Poster;
  /** The rule set the job's hits were found with (the one in force when it had none). */
  RULES_VERSION: string;
  /** The job's version decided on. */
  VERSION: number;
}

/** The most decisions the admin's job page lists. */
export const DECISIONS_SHOWN = 50;

export const NOT_A_DRAFT =
  'This job is not a draft, or it changed after you opened it. Reload it and try again.';

/** The condition on a job's VERSION as read (absent until its first edit, read as 0). */
export function versionIs(version: number): { expression: string; values: Record<string, unknown> } {
  return version === 0
    ? { expression: '(attribute_not_exists(#version) OR #version = :zero)', values: { ':zero': 0 } }
    : { expression: '#version = :version', values: { ':version': version } };
}

/** The jobs in review, oldest submission first: one Query a page, however many jobs there are. */
export function listQueue(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<jobs.StoredJob>> {
  return queryPage<jobs.StoredJob>({
    index: 'gsi3',
    partition: JOBS_IN_REVIEW,
    shape: inReviewJobShape,
    order: 'oldest',
    ...page,
  });
}

/**
 * Submits a draft at `version` for review: it joins the queue at `at`, with the hits the rules found now
 * (`ruleCheck`; none: a clean job). 409 when the job is no longer a draft at that version.
 */
export async function submit(
  jobId: number,
  version: number,
  submission: jobs.Submission,
  ruleCheck: RuleCheck | undefined,
): Promise<void> {
  const updated = await updateIf(submissionUpdate(jobId, version, submission, ruleCheck));
  if (!updated) throw new Conflict(NOT_A_DRAFT);
}

/** The update that submits a draft at `version` (submit's, or an item of a transaction with `TableName`). */
export function submissionUpdate(
  jobId: number,
  version: number,
  submission: jobs.Submission,
  ruleCheck: RuleCheck | undefined,
) {
  const condition = versionIs(version);
  const queue = inReviewJobKeys(jobId, submission.at);
  const sets = [
    '#state = :inReview',
    'SUBMITTED_AT = :at',
    'SUBMITTED_BY = :by',
    'gsi3pk = :queue',
    'gsi3sk = :order',
  ];
  const removes = ['MODERATION_REASON'];
  if (ruleCheck) sets.push('RULE_CHECK = :check');
  else removes.push('RULE_CHECK');
  return {
    Key: jobKey(jobId),
    ConditionExpression: `attribute_exists(pk) AND #state = :draft AND ${condition.expression}`,
    UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
    ExpressionAttributeNames: { '#state': 'STATE', '#version': 'VERSION' },
    ExpressionAttributeValues: {
      ':draft': 'draft',
      ':inReview': 'inReview',
      ':at': submission.at,
      ':by': submission.by,
      ':queue': queue.gsi3pk,
      ':order': queue.gsi3sk,
      ...(ruleCheck ? { ':check': ruleCheck } : {}),
      ...condition.values,
    },
  };
}

/**
 * The items that publish an unpublished job on condition `guard` (over #state, #version, #status): open, in the
 * workers' lists, posted at `at` unless it was live before (then it keeps its place).
 */
export function publicationItems(
  job: jobs.StoredJob,
  at: string,
  guard: { expression: string; values: Record<string, unknown> },
): TransactItem[] {
  // A first publication is new to workers (their lists and alerts go by the posting time); a job back from
  // review after an edit keeps its place.
  const postedAt = job.WAS_LIVE ? job.POSTED_AT : at;
  const published: jobs.StoredJob = { ...job, POSTED_AT: postedAt, STATUS: 'OPEN' };
  const { gsi1pk, gsi1sk } = openJobKeys(published);
  return [
    {
      Update: {
        TableName: tableName,
        Key: jobKey(job.ID),
        ConditionExpression: guard.expression,
        UpdateExpression: [
          'SET #status = :open, POSTED_AT = :postedAt, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, gsi2sk = :gsi2sk,',
          'LISTINGS = :listings REMOVE #state, gsi3pk, gsi3sk, MODERATION_REASON, WAS_LIVE',
        ].join(' '),
        ExpressionAttributeNames: { '#state': 'STATE', '#version': 'VERSION', '#status': 'STATUS' },
        ExpressionAttributeValues: {
          ':open': 'OPEN',
          ':postedAt': postedAt,
          ':gsi1pk': gsi1pk,
          ':gsi1sk': gsi1sk,
          ':gsi2sk': timeOrder(postedAt, job.ID),
          ':listings': listingPartitions(published),
          ...guard.values,
        },
      },
    },
    ...listingPuts(published),
  ];
}

/**
 * A moderator's decision on a job in review at `version`, with its audit record, in one transaction: approve
 * publishes it (open, in the workers' lists, posted now unless it was live before), reject and requestChanges
 * take it off the queue with the reason for the poster. 404 for an unknown job; 409 (alreadyDecided) when the
 * job is no longer in review at that version; 409 (employerSuspended) approving a job whose organisation is
 * suspended, checked in the approval's own transaction (decision 550). Rejecting it, or asking for changes, is
 * allowed.
 */
export async function decide(
  jobId: number,
  version: number,
  decision: { decision: ModerationDecision; reason?: string | undefined },
  by: jobs.Poster,
  now: Date,
): Promise<void> {
  const job = await jobs.get(jobId, { consistent: true });
  if (!job) throw new NotFound(`There is no job with id ${jobId}.`);
  const at = now.toISOString();
  const condition = versionIs(version);
  const record: StoredModerationDecision = {
    JOB_ID: jobId,
    AT: at,
    DECISION: decision.decision,
    ...(decision.reason === undefined ? {} : { REASON: decision.reason }),
    BY: by,
    RULES_VERSION: job.RULE_CHECK?.RULES_VERSION ?? RULES_VERSION,
    VERSION: version,
  };
  const guard = `#state = :inReview AND ${condition.expression}`;
  let items: TransactItem[];
  // Where the approval's check that the job's organisation is active sits, for an employer's job.
  let organisationCheck: number | undefined;
  if (decision.decision === 'approve') {
    items = publicationItems(job, at, {
      expression: guard,
      values: { ':inReview': 'inReview', ...condition.values },
    });
    if (job.ORG_ID !== undefined) organisationCheck = items.push(activeCheck(job.ORG_ID)) - 1;
  } else {
    items = [
      {
        Update: {
          TableName: tableName,
          Key: jobKey(jobId),
          ConditionExpression: guard,
          UpdateExpression: 'SET #state = :next, MODERATION_REASON = :reason REMOVE gsi3pk, gsi3sk',
          ExpressionAttributeNames: { '#state': 'STATE', '#version': 'VERSION' },
          ExpressionAttributeValues: {
            ':inReview': 'inReview',
            ':next': decision.decision === 'reject' ? 'rejected' : 'draft',
            ':reason': decision.reason ?? '',
            ...condition.values,
          },
        },
      },
      // Rejected or sent back to draft, the job no longer counts against its organisation's limit.
      ...(job.ORG_ID === undefined ? [] : [activeJobsChange(job.ORG_ID, -1)]),
    ];
  }
  items.push(putNew({ ...jobModerationKey(jobId, at), entity: 'JOB_MODERATION', ...record }));
  try {
    await transact(items);
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') {
      throw new Conflict(moderationMessages.alreadyDecided, ALREADY_DECIDED_CODE);
    }
    if (organisationCheck !== undefined && reasons?.[organisationCheck] === 'ConditionalCheckFailed') {
      throw new Conflict(employerCheckMessages.suspendedApprove, EMPLOYER_SUSPENDED_CODE);
    }
    throw error;
  }
}

/** A job's moderation decisions, oldest first (the first DECISIONS_SHOWN). */
export async function history(jobId: number): Promise<StoredModerationDecision[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': jobKey(jobId).pk, ':prefix': JOB_MODERATION_PREFIX },
      Limit: DECISIONS_SHOWN,
    }),
  );
  return (Items ?? []) as StoredModerationDecision[];
}
