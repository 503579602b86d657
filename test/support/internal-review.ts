/**
 * Shared set-up of the reviewApplication API tests: the reviewing staff, a review call, an application in a
 * given status, the job's counts as the admin sees them, and the moves the pipeline allows and refuses.
 */
import { beforeAll } from 'vitest';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { APPLICATION_STATUS_CODES, type ApplicationStatus } from '#shared/domain/codes';
import { REVIEW_DECISIONS, reviewTarget } from '#shared/domain/review';
import { createStaff, type TestAccount } from './accounts';
import { callApi } from './api';
import { createApplication } from './fixtures';
import { call } from './invoke';

/** A title or company as the one DLT template carries it: at most 30 characters, '...' marking a cut. */
export const dltVariable = (text: string) => (text.length > 30 ? `${text.slice(0, 27).trimEnd()}...` : text);

export const staff = {} as Record<'HR' | 'OPS' | 'admin', TestAccount>;

/** Creates the HR, OPS and admin accounts of the calling test file (call once at the top of the test file). */
export function reviewStaff(): void {
  beforeAll(async () => {
    staff.HR = await createStaff('HR');
    staff.OPS = await createStaff('OPS');
    staff.admin = await createStaff('admin');
  });
}

export const review = (
  body: { id: number; userId: number; status: string; decision: string },
  token: string = staff.HR.token,
) => call('reviewApplication', { token, body });

/** The number a test worker verified (createWorker verifies one). */
export async function mobileOf(worker: TestAccount): Promise<string> {
  const account = await users.get(worker.id);
  if (!account?.MOBILE_NUMBER) throw new Error(`Worker ${worker.id} has no mobile number`);
  return account.MOBILE_NUMBER;
}

/** An application brought to `status` by allowed moves (Selected by way of Shortlisted). */
export async function applicationIn(status: ApplicationStatus) {
  const made = await createApplication();
  const path: Record<ApplicationStatus, [ApplicationStatus, ApplicationStatus][]> = {
    APPLIED: [],
    SHORTLISTED: [['APPLIED', 'SHORTLISTED']],
    SELECTED: [
      ['APPLIED', 'SHORTLISTED'],
      ['SHORTLISTED', 'SELECTED'],
    ],
    REJECTED: [['APPLIED', 'REJECTED']],
  };
  const reviewer = { ID: staff.OPS.id, NAME: 'OPS tester', EMAIL: 'ops@example.com', TYPE: 'OPS' } as const;
  for (const [from, to] of path[status])
    await applications.review({ userId: made.worker.id, jobId: made.job.ID, from, to }, reviewer);
  return made;
}

export const posted = async (jobId: number) => {
  const answer = await callApi('getInternalDataById', {
    token: staff.OPS.token,
    query: { id: String(jobId) },
  });
  return answer.body.JOB as { APPLICANTS: Record<ApplicationStatus, number> };
};

export const counts = (applied: number, shortlisted = 0, selected = 0, rejected = 0) => ({
  APPLIED: applied,
  SHORTLISTED: shortlisted,
  SELECTED: selected,
  REJECTED: rejected,
});

export const allowed = APPLICATION_STATUS_CODES.flatMap((status) =>
  REVIEW_DECISIONS.flatMap((decision) => {
    const to = reviewTarget(status, decision);
    return to ? [[status, decision, to] as const] : [];
  }),
);
export const refused = APPLICATION_STATUS_CODES.flatMap((status) =>
  REVIEW_DECISIONS.filter((decision) => !reviewTarget(status, decision)).map(
    (decision) => [status, decision] as const,
  ),
);
