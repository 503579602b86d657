/**
 * An unverified organisation's people open at most 25 distinct applicants an IST day (decision 540), kept by the
 * conditions of one transaction: the 26th is a 409 with its code and message, an applicant opened that day
 * opens again freely, two opens at once at the limit let one through. A verified organisation (its opens counted
 * for the admin) and Earnlearn's HR (uncounted) are never limited; the CSV export is refused to an unverified
 * organisation's people.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type * as jobs from '#lib/db/jobs';
import { openedOn } from '#lib/db/organisation-applicant-opens';
import * as organisations from '#lib/db/organisations';
import {
  APPLICANTS_LIMIT_CODE,
  applicantsLimitMessage,
  EXPORT_LIMIT_CODE,
  EXPORT_NEEDS_VERIFICATION,
  UNVERIFIED_APPLICANTS_A_DAY,
} from '#shared/domain/employer-jobs';
import { istDay } from '#shared/domain/job-details';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { createOrganisationWithOwner } from '#test/support/employers';
import { createApplication, createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';
import { accessEntriesOf } from '#test/support/job-applications';

/** A job of a new organisation (verified or not) with `count` applicants, and the organisation's owner. */
async function jobWithApplicants(count: number, verified: boolean) {
  const { owner, organisationId } = await createOrganisationWithOwner();
  if (verified) await organisations.setDocumentCheck(organisationId, 'checked');
  const job: jobs.StoredJob = await createJob({ ORG_ID: organisationId });
  const workers: number[] = [];
  // A few at a time: the machine is shared.
  for (let start = 0; start < count; start += 5) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(5, count - start) }, () => createApplication({ job })),
    );
    workers.push(...batch.map(({ worker }) => worker.id));
  }
  return { owner, organisationId, job, workers };
}

const open = (token: string, job: jobs.StoredJob, userId: number) =>
  call('getApplicationDetails', { token, query: { id: String(job.ID), userId: String(userId) } });

/** Opens each of `userIds` in turn, answering each status. */
async function openEach(token: string, job: jobs.StoredJob, userIds: number[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const userId of userIds) statuses.push((await open(token, job, userId)).status);
  return statuses;
}

const LIMIT = UNVERIFIED_APPLICANTS_A_DAY;
let unverified: Awaited<ReturnType<typeof jobWithApplicants>>;
let HR: TestAccount;

beforeAll(async () => {
  [unverified, HR] = await Promise.all([jobWithApplicants(LIMIT + 1, false), createStaff('HR')]);
}, 120_000);

describe("an unverified organisation's applicants a day", () => {
  it(`refuses the ${LIMIT + 1}th distinct applicant with 409 ${APPLICANTS_LIMIT_CODE}, reads and records nothing of them, and opens one opened today again`, async () => {
    const { owner, job, workers, organisationId } = unverified;
    const first = workers.slice(0, LIMIT);
    const last = workers[LIMIT] ?? 0;

    expect(await openEach(owner.token, job, first)).toEqual(first.map(() => 200));
    const refused = await open(owner.token, job, last);
    const again = await open(owner.token, job, first[0] ?? 0);

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: applicantsLimitMessage('domainMatches'),
      code: APPLICANTS_LIMIT_CODE,
    });
    expect(refused.body.message).toContain(`${LIMIT} applicants a day`);
    expect(await accessEntriesOf(last)).toEqual([]);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ data: { USER_ID: first[0] } });
    expect(await openedOn(organisationId, istDay(new Date()))).toBe(LIMIT);
    const listed = await call('getEmployerJobs', { token: owner.token, query: {} });
    expect(listed.body).toMatchObject({ applicantsToday: { used: LIMIT, allowed: LIMIT } });
  });

  it('lets HR open the applicants the organisation may not, uncounted', async () => {
    const { job, workers, organisationId } = unverified;

    const answer = await open(HR.token, job, workers[LIMIT] ?? 0);

    expect(answer.status).toBe(200);
    expect(await openedOn(organisationId, istDay(new Date()))).toBe(LIMIT);
  });

  it('refuses the CSV export with 403 and its code, and HR still exports', async () => {
    const { owner, job } = unverified;

    const refused = await call('exportApplications', { token: owner.token, query: { id: String(job.ID) } });
    const staff = await call('exportApplications', { token: HR.token, query: { id: String(job.ID) } });

    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: EXPORT_NEEDS_VERIFICATION, code: EXPORT_LIMIT_CODE });
    expect(staff.status).toBe(200);
  });

  it('lets only one of two opens at once through at the limit', async () => {
    const { owner, job, workers } = await jobWithApplicants(LIMIT + 1, false);
    const two = workers.slice(LIMIT - 1);
    expect(await openEach(owner.token, job, workers.slice(0, LIMIT - 1))).toEqual(
      workers.slice(0, LIMIT - 1).map(() => 200),
    );

    const answers = await Promise.all(two.map((userId) => open(owner.token, job, userId)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  }, 60_000);
});

describe("a verified organisation's applicants", () => {
  it(`opens more than ${LIMIT} a day, each counted for the admin's screen`, async () => {
    const { owner, organisationId, job, workers } = await jobWithApplicants(LIMIT + 1, true);

    const statuses = await openEach(owner.token, job, workers);

    expect(statuses).toEqual(workers.map(() => 200));
    expect(await openedOn(organisationId, istDay(new Date()))).toBe(LIMIT + 1);
    const listed = await call('getEmployerJobs', { token: owner.token, query: {} });
    expect(listed.body).toMatchObject({ applicantsToday: { used: LIMIT + 1 } });
    expect(listed.body).not.toHaveProperty('applicantsToday.allowed');
  }, 60_000);
});
