/** The organisation's jobs, newest first, a page at a time: one Query of its own list, however big the table. */
import { organisationOf } from '#features/employers/organisation';
import { clock } from '#lib/clock';
import * as employerJobs from '#lib/db/employer-jobs';
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getEmployerJobs } from '#shared/api/employer';
import { stateOf } from '#shared/domain/job-lifecycle';

export const handler = endpoint(getEmployerJobs, async ({ limit, cursor }, { account }) => {
  const organisation = organisationOf(account);
  const now = new Date(clock.now());
  const page = await employerJobs.listForOrganisation(organisation.id, { limit, cursor });
  return {
    data: page.items.map((job) => {
      const state = stateOf(job, now);
      // The reason is the poster's while it still explains the job's state: rejected, or sent back to draft.
      const reason = state === 'rejected' || state === 'draft' ? job.MODERATION_REASON : undefined;
      return {
        ...job,
        STATE: state,
        ...(reason ? { MODERATION_REASON: reason } : { MODERATION_REASON: undefined }),
        APPLICANTS: jobs.applicantsOf(job),
      };
    }),
    cursor: page.cursor,
  };
});
