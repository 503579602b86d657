/** A posted job as the admin's job page reads it: every field the edit form fills, its version and history. */
import * as jobEdits from '#lib/db/job-edits';
import * as jobs from '#lib/db/jobs';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { getAdminJob } from '#shared/api/admin';

export const handler = endpoint(getAdminJob, async ({ id }) => {
  const [job, edits] = await Promise.all([jobs.get(id, { consistent: true }), jobEdits.list(id)]);
  if (!job) throw new NotFound(`There is no job with id ${id}.`);
  return {
    data: {
      job: { ...job, VERSION: jobEdits.versionOf(job), APPLICANTS: jobs.applicantsOf(job) },
      edits,
    },
  };
});
