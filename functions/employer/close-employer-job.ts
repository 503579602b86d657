/**
 * Closes one of the organisation's live or expired jobs: it leaves search and refuses applications, and no
 * longer counts against the organisation's limit (in the closing transaction).
 */
import { organisationJob, postingOrganisationOf } from '#features/job-posting/employer-posting';
import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import { Conflict } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { closeEmployerJob } from '#shared/api/employer';
import { NOT_CLOSABLE } from '#shared/domain/employer-jobs';
import { stateOf } from '#shared/domain/job-lifecycle';

export const handler = endpoint(closeEmployerJob, async ({ id }, { account }) => {
  const job = await organisationJob(postingOrganisationOf(account), id);
  const state = stateOf(job, new Date(clock.now()));
  if (state !== 'live' && state !== 'expired') throw new Conflict(NOT_CLOSABLE);
  await jobs.close(id);
  return { success: true };
});
