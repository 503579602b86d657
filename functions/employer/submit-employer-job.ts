/**
 * Submits one of the organisation's drafts (a new one, or one an admin sent back for changes): checked against
 * the rules as it stands, it goes live or to the moderation queue as a new posting would, inside the
 * organisation's limit of jobs live or in review.
 */
import {
  answeredHits,
  autoPublishes,
  checkPosting,
  moderatedOf,
  organisationJob,
  postingOrganisationOf,
} from '#features/job-posting/employer-posting';
import { clock } from '#lib/clock';
import * as employerJobs from '#lib/db/employer-jobs';
import * as jobEdits from '#lib/db/job-edits';
import { NOT_A_DRAFT } from '#lib/db/job-moderation';
import { Conflict } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { submitEmployerJob } from '#shared/api/employer';
import { destinationOf } from '#shared/domain/employer-jobs';
import { verificationLevelOf } from '#shared/domain/employer-verification';

export const handler = endpoint(submitEmployerJob, async ({ id }, { account }) => {
  const organisation = postingOrganisationOf(account);
  const at = new Date(clock.now()).toISOString();
  const by = { ID: account.ID, EMAIL: account.EMAIL };
  const job = await organisationJob(organisation, id);
  if (job.STATE !== 'draft') throw new Conflict(NOT_A_DRAFT);
  const { hits, ruleCheck } = checkPosting(moderatedOf(job), by, at);
  const level = verificationLevelOf(organisation);
  const state = destinationOf({ hits: hits.length, level, autoPublish: autoPublishes() });
  await employerJobs.submit(job, jobEdits.versionOf(job), state, { at, by }, ruleCheck, level);
  return { state, hits: answeredHits(hits) };
});
