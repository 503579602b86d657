/**
 * Migration 0008 (one store of an organisation's jobs, decision 520): the employer's list now reads the
 * organisation's job items (`ORG#<id>`/`JOB#<padded id>`, organisation-jobs.ts), which the suspension already
 * read, instead of the job items' gsi4 keys. Every job with an ORG_ID gets its organisation's item if it has none
 * (a put on condition that there is none: a paused job keeps its mark), and loses `gsi4pk` and `gsi4sk` (on
 * condition that it has them), so gsi4 holds nothing and no write of a job is copied to it any more. Both writes
 * are conditional, so an interrupted run is run again. Until it has run, a job created before the items were
 * written with each job (decision 485; none outside a development table) is missing from its organisation's
 * list, and gsi4 goes on holding copies no code reads.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/clients/dynamodb';
import type * as jobs from '#lib/db/jobs';
import { jobKey, organisationJobKey } from '#lib/db/keys';
import { isConditionFailure } from '#lib/db/transactions';
import { forEveryJob } from './every-job';
import type { Migration } from './index';

type Outcome = 'listed' | 'unkeyed' | 'skipped';

/** Runs one conditional write; false when its condition failed (it was done already). */
async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function moveToOrganisation(job: jobs.StoredJob & { gsi4pk?: string }): Promise<Outcome> {
  const organisationId = job.ORG_ID;
  if (!organisationId) return 'skipped';
  const listed = await conditionally(() =>
    db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...organisationJobKey(organisationId, job.ID), entity: 'ORG_JOB', jobId: job.ID },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
  const unkeyed =
    job.gsi4pk !== undefined &&
    (await conditionally(() =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: jobKey(job.ID),
          ConditionExpression: 'attribute_exists(gsi4pk)',
          UpdateExpression: 'REMOVE gsi4pk, gsi4sk',
        }),
      ),
    ));
  return listed ? 'listed' : unkeyed ? 'unkeyed' : 'skipped';
}

/** Every employer's job listed under its organisation and taken off gsi4, newest first, a page at a time. */
export function listJobsUnderOrganisations(): Promise<Record<Outcome, number>> {
  return forEveryJob<Outcome>({ listed: 0, unkeyed: 0, skipped: 0 }, moveToOrganisation);
}

export const migration: Migration = {
  id: '0008-organisation-job-list',
  about:
    "Every employer's job is listed by its organisation's item (ORG#<id>/JOB#<id>, added where missing) and loses its gsi4 keys.",
  run: () => listJobsUnderOrganisations(),
};
