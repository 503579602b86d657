/**
 * An employer organisation's jobs: created, submitted and closed inside its limits (shared/domain/employer-jobs.ts,
 * counted by organisation-job-counts.ts), and listed newest first. The job items are jobs.ts's, with ORG_ID; the
 * list is the organisation's job items (organisation-jobs.ts, the one store of them: decision 520).
 *
 * | pattern                                   | key / index                                                   | operation          |
 * |-------------------------------------------|---------------------------------------------------------------|--------------------|
 * | the organisation's jobs, newest first     | pk=ORG#<id> begins_with(sk, JOB#) backwards, then those jobs (both consistent) | Query (a page) + BatchGetItem |
 * | post (draft, in review or live)           | the day's postings count (limited) + active count (limited, unless a draft) + jobs.create's items + the organisation active (ConditionCheck) | TransactWriteItems |
 * | submit a draft for review                 | active count (limited) + job: SET STATE inReview + gsi3 keys, if draft at VERSION + the organisation active | TransactWriteItems |
 * | submit a draft straight to live           | active count (limited) + job: publish (job-moderation.ts), if draft at VERSION; its listing items + the organisation active | TransactWriteItems |
 * | close a live or expired job               | jobs.closeItems (the active count - 1 with it)                | TransactWriteItems |
 * | the badge after a verification change     | each job of the list, read: SET EMPLOYER on it and on its listing items (if still there) | Query + GetItem + UpdateItem |
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ACTIVE_LIMIT_CODE,
  activeLimitMessage,
  DAILY_LIMIT_CODE,
  type Destination,
  dailyLimitMessage,
  jobLimitsFor,
} from '#shared/domain/employer-jobs';
import { ORGANISATION_SUSPENDED_CODE, ORGANISATION_SUSPENDED_MESSAGE } from '#shared/domain/employer-team';
import type { VerificationLevel } from '#shared/domain/employer-verification';
import { istDay } from '#shared/domain/job-details';
import type { RuleCheck } from '#shared/domain/moderation/rule-check';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, Forbidden } from '../errors';
import { NOT_A_DRAFT, publicationItems, submissionUpdate, versionIs } from './job-moderation';
import * as jobs from './jobs';
import { jobKey, timeOrder } from './keys';
import { activeJobsChange, postingCounted } from './organisation-job-counts';
import { organisationJobsPage } from './organisation-jobs';
import { activeCheck } from './organisations';
import type { Page } from './paging';
import { cancellationReasons, isConditionFailure, type TransactItem, transact } from './transactions';

/**
 * The organisation's jobs, newest created first: one Query of its partition a page and one BatchGetItem of
 * those jobs (at most 100), however many jobs the table holds; a job is on it as soon as it is created.
 */
export async function listForOrganisation(
  organisationId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<jobs.StoredJob> & { pausedBySuspension: ReadonlySet<number> }> {
  const listed = await organisationJobsPage(organisationId, page);
  const ids = listed.items.map((item) => item.jobId);
  const found =
    ids.length === 0 ? new Map<number, jobs.StoredJob>() : await jobs.getMany(ids, { consistent: true });
  return {
    items: ids.flatMap((id) => found.get(id) ?? []),
    cursor: listed.cursor,
    // The jobs a suspension closed, which its reinstatement opens again.
    pausedBySuspension: new Set(listed.items.filter((item) => item.paused).map((item) => item.jobId)),
  };
}

/**
 * Puts the organisation's badge (its id and verification level as of now) on every job of it and on the open
 * ones' listing items, after its level changed: a page of the list at a time, each write on its own. A listing
 * item a close removed meanwhile is left removed (its condition fails), and a job posted meanwhile took the new
 * level when it was posted.
 */
export async function refreshBadge(organisationId: string, level: VerificationLevel): Promise<void> {
  const badge = { ID: organisationId, LEVEL: level };
  const setBadge = (Key: Record<string, unknown>) =>
    db
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: 'SET EMPLOYER = :badge',
          ExpressionAttributeValues: { ':badge': badge },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  let cursor: string | undefined;
  do {
    // Job by job, as it writes them (no BatchGetItem: its callers' grants stay GetItem, Query and writes).
    const page = await organisationJobsPage(organisationId, { limit: 100, cursor });
    for (const { jobId } of page.items) {
      const job = await jobs.get(jobId, { consistent: true });
      if (!job) continue;
      const listings = job.STATUS === 'OPEN' ? (job.LISTINGS ?? []) : [];
      await Promise.all([
        setBadge(jobKey(job.ID)),
        ...listings.map((partition) => setBadge({ pk: partition, sk: timeOrder(job.POSTED_AT, job.ID) })),
      ]);
    }
    cursor = page.cursor;
  } while (cursor);
}

/**
 * Runs `write`; a limit's condition failing (at `reasons` index) is the limit's 409 with its code, the
 * organisation's status check failing the 403 of a suspended organisation (as the session check answers).
 */
async function withinLimits(
  write: () => Promise<void>,
  level: VerificationLevel,
  at: { daily?: number; active?: number; suspended: number },
): Promise<void> {
  try {
    await write();
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    if (reasons) {
      if (reasons[at.suspended] === 'ConditionalCheckFailed') {
        throw new Forbidden(ORGANISATION_SUSPENDED_MESSAGE, ORGANISATION_SUSPENDED_CODE);
      }
      if (at.daily !== undefined && reasons[at.daily] === 'ConditionalCheckFailed') {
        throw new Conflict(dailyLimitMessage(level), DAILY_LIMIT_CODE);
      }
      if (at.active !== undefined && reasons[at.active] === 'ConditionalCheckFailed') {
        throw new Conflict(activeLimitMessage(level), ACTIVE_LIMIT_CODE);
      }
    }
    throw error;
  }
}

/**
 * Creates an organisation's job as a draft, in review or live, counted against the organisation's limits in
 * the same transaction: 409 (its code) when the day's postings or the jobs live or in review are at the limit.
 */
export async function post(
  input: jobs.NewJob & { ORG_ID: string },
  state: Destination | 'draft',
  submission: jobs.Submission,
  level: VerificationLevel,
): Promise<jobs.StoredJob> {
  const limits = jobLimitsFor(level);
  const items: TransactItem[] = [
    postingCounted(input.ORG_ID, istDay(new Date(submission.at)), new Date(submission.at), limits.daily),
  ];
  if (state !== 'draft') items.push(activeJobsChange(input.ORG_ID, 1, limits.active));
  items.push(activeCheck(input.ORG_ID));
  let created: jobs.StoredJob | undefined;
  await withinLimits(
    async () => {
      created = await jobs.create(input, state === 'live' ? undefined : { state, ...submission }, items);
    },
    level,
    { daily: 0, ...(state === 'draft' ? {} : { active: 1 }), suspended: items.length - 1 },
  );
  return created as jobs.StoredJob;
}

/**
 * Submits a draft at `version`: to the moderation queue (its hits in RULE_CHECK), or live at once. 409 when it
 * is no longer a draft at that version, or (its code) when the organisation's jobs live or in review are at
 * the limit.
 */
export async function submit(
  job: jobs.StoredJob & { ORG_ID: string },
  version: number,
  destination: Destination,
  submission: jobs.Submission,
  ruleCheck: RuleCheck | undefined,
  level: VerificationLevel,
): Promise<void> {
  const condition = versionIs(version);
  const jobItems: TransactItem[] =
    destination === 'live'
      ? publicationItems({ ...job, SUBMITTED_AT: submission.at }, submission.at, {
          expression: `attribute_exists(pk) AND #state = :draft AND ${condition.expression}`,
          values: { ':draft': 'draft', ...condition.values },
        })
      : [
          {
            Update: {
              TableName: tableName,
              ...submissionUpdate(job.ID, version, submission, ruleCheck),
            },
          },
        ];
  const items = [
    activeJobsChange(job.ORG_ID, 1, jobLimitsFor(level).active),
    ...jobItems,
    activeCheck(job.ORG_ID),
  ];
  await withinLimits(
    async () => {
      try {
        await transact(items);
      } catch (error: unknown) {
        if (cancellationReasons(error)?.[1] === 'ConditionalCheckFailed') throw new Conflict(NOT_A_DRAFT);
        throw error;
      }
    },
    level,
    { active: 0, suspended: items.length - 1 },
  );
}
