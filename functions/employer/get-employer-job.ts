/** One of the organisation's jobs, as the edit form fills from it; 404 for another organisation's. */
import { organisationOf } from '#features/employers/organisation';
import { organisationJob } from '#features/job-posting/employer-posting';
import { clock } from '#lib/clock';
import * as jobEdits from '#lib/db/job-edits';
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getEmployerJob } from '#shared/api/employer';
import { stateOf } from '#shared/domain/job-lifecycle';

export const handler = endpoint(getEmployerJob, async ({ id }, { account }) => {
  const job = await organisationJob(organisationOf(account), id);
  return {
    data: {
      job: {
        ...job,
        VERSION: jobEdits.versionOf(job),
        APPLICANTS: jobs.applicantsOf(job),
        STATE: stateOf(job, new Date(clock.now())),
      },
    },
  };
});
