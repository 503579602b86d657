/**
 * Shared set-up of the interview tests: an application brought to Shortlisted, a time in IST some
 * days ahead, and an interview proposed straight in the table (as scheduleInterview stores it).
 */
import * as applications from '#lib/db/applications';
import * as interviews from '#lib/db/interviews';
import type * as jobs from '#lib/db/jobs';
import { istDayAfter, istInstant } from '#shared/domain/interviews';
import type { TestAccount } from './accounts';
import { createApplication } from './fixtures';

const reviewer = { ID: 1, NAME: 'HR tester', EMAIL: 'hr@example.com', TYPE: 'HR' } as const;

/** An application moved to Shortlisted (for `worker` and `job` when given). */
export async function shortlistedApplication(options: { worker?: TestAccount; job?: jobs.StoredJob } = {}) {
  const made = await createApplication(options);
  await applications.review(
    { userId: made.worker.id, jobId: made.job.ID, from: 'APPLIED', to: 'SHORTLISTED' },
    reviewer,
  );
  return made;
}

/** A date and time in IST `days` after today (IST), at `time`. */
export function slot(days: number, time = '10:30', now = Date.now()): { date: string; time: string } {
  return { date: istDayAfter(now, days), time };
}

/** An interview proposed on a shortlisted application, `days` ahead. */
export async function proposedInterview(
  options: { worker?: TestAccount; job?: jobs.StoredJob; days?: number; time?: string } = {},
) {
  const made = await shortlistedApplication(options);
  const { date, time } = slot(options.days ?? 3, options.time);
  const interview: interviews.StoredInterview = {
    STARTS_AT: new Date(istInstant(date, time)).toISOString(),
    DATE: date,
    TIME: time,
    PLACE: 'Plot 12, HITEC City, Hyderabad',
    ANSWER: 'PROPOSED',
    PROPOSED_AT: new Date().toISOString(),
    PROPOSED_BY_ID: reviewer.ID,
    PROPOSED_BY_TYPE: 'HR',
  };
  const application = await interviews.propose(made.worker.id, made.job.ID, interview);
  if (!application) throw new Error('The interview could not be proposed');
  return { ...made, application, interview };
}
