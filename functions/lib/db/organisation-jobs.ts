/**
 * An organisation's jobs, the one store of them (decision 520): each job an employer creates has a small item
 * in its organisation's partition, written in the job's create transaction (jobs.ts). The employer's list reads
 * them newest first a page at a time (employer-jobs.ts), its suspension pauses the live ones and marks them, and
 * its reinstatement opens exactly the jobs the suspension closed (not one its poster or an admin closed). Every
 * read is consistent: a job created just before a suspension is paused with the others (a GSI, eventually
 * consistent, could leave it live).
 *
 * | pattern                                   | key / index                                                  | operation          |
 * |-------------------------------------------|--------------------------------------------------------------|--------------------|
 * | the organisation's jobs, newest first     | pk=ORG#<id> begins_with(sk, JOB#), backwards, consistent     | Query (a page)     |
 * | pause a live job                          | the job closed as read (jobs.closeItems) + its item SET PAUSED | TransactWriteItems |
 * | open a paused job again                   | jobs.setStatus OPEN, then its item REMOVE PAUSED             | TransactWriteItems, UpdateItem |
 * | keep a job for the reinstatement          | its item SET PAUSED (a report's dismissal while suspended)   | UpdateItem         |
 *
 * A suspended organisation's job opens only at its reinstatement: `jobs.setStatus` OPEN refuses it while the
 * organisation is suspended (decision 550), so a suspension between reinstatement and its sweep keeps the mark.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { EMPLOYER_SUSPENDED_CODE } from '#shared/domain/employer-checks';
import { isPublished } from '#shared/domain/job-lifecycle';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { encodeCursor } from './cursor';
import * as jobs from './jobs';
import { organisationJobKey } from './keys';
import type { Page } from './paging';
import { organisationJobsPageInput } from './requests';
import { transact, updateIf } from './transactions';

/** Jobs paused or opened at once: a few transactions in flight, not a thousand. */
const AT_ONCE = 10;
/** The page a suspension or reinstatement reads at a time. */
const SWEEP_PAGE = 100;

export interface OrganisationJob {
  jobId: number;
  paused: boolean;
}

/** A page of the organisation's jobs, newest created first (one Query, consistent). */
export async function organisationJobsPage(
  organisationId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<OrganisationJob>> {
  const result = await db.send(new QueryCommand(organisationJobsPageInput(tableName, organisationId, page)));
  return {
    items: (result.Items ?? []).map((item) => ({ jobId: Number(item.jobId), paused: item.PAUSED === true })),
    cursor: encodeCursor(result.LastEvaluatedKey),
  };
}

/** Runs `work` on every job of the organisation, a page at a time; answers how many it answered true for. */
async function forEachJob(
  organisationId: string,
  work: (job: OrganisationJob) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  let cursor: string | undefined;
  do {
    const page = await organisationJobsPage(organisationId, { limit: SWEEP_PAGE, cursor });
    done += await inGroups(page.items, work);
    cursor = page.cursor;
  } while (cursor);
  return done;
}

async function inGroups<T>(items: readonly T[], work: (item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (let start = 0; start < items.length; start += AT_ONCE) {
    const results = await Promise.all(items.slice(start, start + AT_ONCE).map(work));
    done += results.filter(Boolean).length;
  }
  return done;
}

/**
 * Closes every live job of the organisation (off the workers' lists and search) and marks it paused. Answers
 * how many it paused; a job closed meanwhile by someone else is left as it is.
 */
export function pauseOrganisationJobs(organisationId: string): Promise<number> {
  return forEachJob(organisationId, async ({ jobId }) => {
    const job = await jobs.get(jobId, { consistent: true });
    if (job?.STATUS !== 'OPEN' || !isPublished(job)) return false;
    try {
      await transact(
        [
          ...jobs.closeItems(job),
          {
            Update: {
              TableName: tableName,
              Key: organisationJobKey(organisationId, jobId),
              ConditionExpression: 'attribute_exists(pk)',
              UpdateExpression: 'SET PAUSED = :yes',
              ExpressionAttributeValues: { ':yes': true },
            },
          },
        ],
        { 0: jobs.STATUS_CHANGED },
      );
      return true;
    } catch (error: unknown) {
      if (error instanceof Conflict) return false;
      throw error;
    }
  });
}

/** Whether `error` is the refusal to open a job of a suspended organisation (jobs.setStatus). */
export function isEmployerSuspended(error: unknown): boolean {
  return error instanceof Conflict && error.code === EMPLOYER_SUSPENDED_CODE;
}

/**
 * Marks a closed job of the organisation to be opened at its reinstatement, as the suspension marks the live
 * ones (a report dismissed while it is suspended, job-reports.ts).
 */
export async function keepForReinstatement(organisationId: string, jobId: number): Promise<void> {
  await updateIf({
    Key: organisationJobKey(organisationId, jobId),
    ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'SET PAUSED = :yes',
    ExpressionAttributeValues: { ':yes': true },
  });
}

/**
 * Opens again the jobs the suspension paused (those still closed), and clears their marks; suspended again
 * meanwhile, the organisation's jobs keep them for the next reinstatement.
 */
export function resumeOrganisationJobs(organisationId: string): Promise<number> {
  return forEachJob(organisationId, async ({ jobId, paused }) => {
    if (!paused) return false;
    const job = await jobs.get(jobId, { consistent: true });
    let opened = false;
    try {
      opened = job !== undefined && isPublished(job) && (await jobs.setStatus(jobId, 'OPEN'));
    } catch (error: unknown) {
      if (isEmployerSuspended(error)) return false;
      throw error;
    }
    await updateIf({
      Key: organisationJobKey(organisationId, jobId),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'REMOVE PAUSED',
    });
    return opened;
  });
}
