/**
 * A job as the admin's job page reads it: every field the edit form fills, its version, its state in the
 * lifecycle, its history of edits and its moderation decisions.
 */
import { clock } from '#lib/clock';
import * as jobEdits from '#lib/db/job-edits';
import * as jobModeration from '#lib/db/job-moderation';
import * as jobs from '#lib/db/jobs';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { getAdminJob } from '#shared/api/admin';
import { stateOf } from '#shared/domain/job-lifecycle';

export const handler = endpoint(getAdminJob, async ({ id }) => {
  const [job, edits, moderation] = await Promise.all([
    jobs.get(id, { consistent: true }),
    jobEdits.list(id),
    jobModeration.history(id),
  ]);
  if (!job) throw new NotFound(`There is no job with id ${id}.`);
  return {
    data: {
      job: {
        ...job,
        VERSION: jobEdits.versionOf(job),
        APPLICANTS: jobs.applicantsOf(job),
        STATE: stateOf(job, new Date(clock.now())),
      },
      edits,
      moderation,
    },
  };
});
