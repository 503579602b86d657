/**
 * The organisation's jobs, newest first, a page at a time: one Query of its own list, however big the table. The
 * first page also reads today's applicants opened (one GetItem beside the Query), for the page's count.
 */
import { organisationOf } from '#features/employers/organisation';
import { clock } from '#lib/clock';
import * as employerJobs from '#lib/db/employer-jobs';
import * as jobs from '#lib/db/jobs';
import { openedOn } from '#lib/db/organisation-applicant-opens';
import { endpoint } from '#lib/http/endpoint';
import { getEmployerJobs } from '#shared/api/employer';
import { applicantsADayFor } from '#shared/domain/employer-jobs';
import { verificationLevelOf } from '#shared/domain/employer-verification';
import { istDay } from '#shared/domain/job-details';
import { stateOf } from '#shared/domain/job-lifecycle';

export const handler = endpoint(getEmployerJobs, async ({ limit, cursor }, { account }) => {
  const organisation = organisationOf(account);
  const now = new Date(clock.now());
  const first = cursor === undefined || cursor === '';
  const [page, opened] = await Promise.all([
    employerJobs.listForOrganisation(organisation.id, { limit, cursor }),
    first ? openedOn(organisation.id, istDay(now)) : undefined,
  ]);
  const allowed = applicantsADayFor(verificationLevelOf(organisation));
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
    ...(opened === undefined
      ? {}
      : { applicantsToday: { used: opened, ...(allowed === undefined ? {} : { allowed }) } }),
  };
});
