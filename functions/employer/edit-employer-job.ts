/**
 * Edits one of the organisation's jobs from the posting form (409 when it changed since the form was filled,
 * or when it is rejected or closed). The rules run again: a live job with a hit goes back to review in the
 * edit's own transaction (off search at once); clean, it stays live. A draft stays a draft and a job in review
 * stays in review, with the hits found now.
 */

import { editPosted } from '#features/job-posting/edit-posted';
import {
  answeredHits,
  checkPosting,
  organisationJob,
  organisationJobFrom,
  postingOrganisationOf,
} from '#features/job-posting/employer-posting';
import { clock } from '#lib/clock';
import * as jobEdits from '#lib/db/job-edits';
import { Conflict } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { editEmployerJob } from '#shared/api/employer';
import { editDestinationOf, NOT_EDITABLE } from '#shared/domain/employer-jobs';
import { type JobState, stateOf } from '#shared/domain/job-lifecycle';

export const handler = endpoint(editEmployerJob, async ({ id, version, ...posting }, { account }) => {
  const organisation = postingOrganisationOf(account);
  const now = new Date(clock.now());
  const at = now.toISOString();
  const by = { ID: account.ID, EMAIL: account.EMAIL };
  const stored = await organisationJob(organisation, id);
  const before = stateOf(stored, now);
  // A closed job's edit could take it back to review past the organisation's limit: a new posting is counted.
  if (before === 'rejected' || before === 'closed') throw new Conflict(NOT_EDITABLE);
  if (jobEdits.versionOf(stored) !== version) throw new Conflict(jobEdits.EDIT_CONFLICT);
  const { hits, ruleCheck } = checkPosting(posting, by, at);
  const published = before === 'live' || before === 'expired';
  const toReview = published && editDestinationOf(hits.length) === 'inReview';
  const next = await editPosted(stored, organisationJobFrom(posting, organisation), version, {
    at,
    by,
    ruleCheck,
    ...(toReview ? { toReview: { at, by } } : {}),
  });
  const state: JobState = toReview ? 'inReview' : before;
  return { version: next, state, hits: answeredHits(hits) };
});
