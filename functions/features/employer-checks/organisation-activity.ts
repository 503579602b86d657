/**
 * What the admin's employer page shows of an organisation's activity: its newest jobs with their reports, the
 * reports of it and its jobs, and its limits now. Bounded reads only: its list's first page (a Query of its
 * job items and one BatchGetItem of those jobs, decision 520), one BatchGetItem of those jobs' report counts,
 * four GetItems of its counts.
 */
import * as employerJobs from '#lib/db/employer-jobs';
import * as jobReports from '#lib/db/job-reports';
import * as jobs from '#lib/db/jobs';
import { openedOn } from '#lib/db/organisation-applicant-opens';
import { activeJobs, postingsOn } from '#lib/db/organisation-job-counts';
import { ORGANISATION_JOBS_SHOWN, type OrganisationJobLine } from '#shared/api/employer-checks';
import { APPLICATION_STATUS_CODES } from '#shared/domain/codes';
import { applicantsADayFor, jobLimitsFor } from '#shared/domain/employer-jobs';
import type { VerificationLevel } from '#shared/domain/employer-verification';
import { istDay } from '#shared/domain/job-details';
import { stateOf } from '#shared/domain/job-lifecycle';

/** Its applications in the pipeline, when the job keeps counts (every job posted since they exist does). */
function applicantsOn(job: jobs.StoredJob): number | undefined {
  if (!APPLICATION_STATUS_CODES.some((status) => job[jobs.applicantCountName(status)] !== undefined))
    return undefined;
  const counts = jobs.applicantsOf(job);
  return APPLICATION_STATUS_CODES.reduce((sum, status) => sum + counts[status], 0);
}

export async function organisationActivity(organisationId: string, level: VerificationLevel, now: Date) {
  const today = istDay(now);
  const [page, reports, active, postings, opened] = await Promise.all([
    employerJobs.listForOrganisation(organisationId, { limit: ORGANISATION_JOBS_SHOWN }),
    jobReports.employerReports(organisationId),
    activeJobs(organisationId),
    postingsOn(organisationId, today),
    openedOn(organisationId, today),
  ]);
  const reported = await jobReports.reportedAmong(page.items.map((job) => job.ID));
  const limits = jobLimitsFor(level);
  const applicantsADay = applicantsADayFor(level);
  return {
    jobs: {
      data: page.items.map((job): OrganisationJobLine => {
        const count = reported.get(job.ID);
        const applicants = applicantsOn(job);
        return {
          id: job.ID,
          title: job.TITLE,
          state: stateOf(job, now),
          status: job.STATUS,
          ...(applicants === undefined ? {} : { applicants }),
          postedAt: job.POSTED_AT,
          ...(count ? { reports: { reporters: count.REPORTERS, paused: count.PAUSED === true } } : {}),
          ...(page.pausedBySuspension.has(job.ID) ? { pausedBySuspension: true } : {}),
        };
      }),
      more: page.cursor !== undefined,
    },
    reports,
    limits: {
      active: { used: active, allowed: limits.active },
      postingsToday: {
        used: postings,
        ...(limits.daily === undefined ? {} : { allowed: limits.daily }),
      },
      applicantsToday: {
        used: opened,
        ...(applicantsADay === undefined ? {} : { allowed: applicantsADay }),
      },
    },
  };
}
