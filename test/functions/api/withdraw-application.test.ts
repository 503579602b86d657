/**
 * withdrawApplication: a worker takes back an application while it is New, in one conditional
 * transaction that moves the job's counts; HR's lists lose it, the worker's Applied Jobs and the admin's Applied
 * Internships show it as Withdrawn; applying again is refused with its own message; once HR or OPS reviewed it,
 * withdrawing is refused, also when the two race.
 */
import { describe, expect, it } from 'vitest';
import { eraseWorker } from '#features/consent/erase';
import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import { SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import { applicationIn, counts, posted, review, reviewStaff, staff } from '#test/support/internal-review';

reviewStaff();

const withdraw = (token: string, id: number) => callApi('withdrawApplication', { token, body: { id } });

/** The job's count of withdrawn applications, which no screen shows (kept for the record). */
const withdrawnCount = async (jobId: number) =>
  (await jobs.get(jobId, { consistent: true }))?.APPLICANTS_WITHDRAWN;

/** The user ids in HR's list of a job, one page of a status or of all. */
async function hrList(jobId: number, page?: 'new') {
  const answer = await callApi('getInternalDataById', {
    token: staff.HR.token,
    query: { id: String(jobId), ...(page ? { page } : {}) },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.map((row) => row.USER_ID);
}

describe('withdrawApplication', () => {
  it('withdraws a New application: HR lists lose it, the counts move, Applied Jobs shows it Withdrawn', async () => {
    const { job, worker } = await createApplication();
    const other = await createApplication({ job });
    expect(await hrList(job.ID, 'new')).toEqual([worker.id, other.worker.id]);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(2));

    const answer = await withdraw(worker.token, job.ID);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(await hrList(job.ID, 'new')).toEqual([other.worker.id]);
    expect(await hrList(job.ID)).toEqual([other.worker.id]);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(1));
    expect(await withdrawnCount(job.ID)).toBe(1);
    const mine = await callApi('getAppliedJobs', { token: worker.token });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ ID: job.ID, STATUS: 'WITHDRAWN', WITHDRAWN_AT: expect.any(String) }),
    ]);
  });

  it('shows the admin the application as WITHDRAWN in the user detail (no 500)', async () => {
    const { job, worker } = await createApplication();
    await withdraw(worker.token, job.ID);

    const detail = await callApi('getUserDataById', {
      token: staff.admin.token,
      query: { id: String(worker.id) },
    });

    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toEqual([expect.objectContaining({ TITLE: job.TITLE, STATUS: 'WITHDRAWN' })]);
  });

  it('refuses to apply again after withdrawing, with its own message and code', async () => {
    const { job, worker } = await createApplication();
    await withdraw(worker.token, job.ID);

    const again = await callApi('applyJob', { token: worker.token, body: { id: job.ID } });

    expect(again.status).toBe(409);
    expect(again.body.message).toBe(applications.APPLIED_AND_WITHDRAWN);
    expect(again.body.code).toBe(SAVE_WITHDRAW_CODES.withdrawnBefore);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0));
    // Applying twice without withdrawing still says what it always said.
    const fresh = await createApplication();
    const twice = await callApi('applyJob', { token: fresh.worker.token, body: { id: fresh.job.ID } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already applied for this job.');
    expect(twice.body.code).toBeUndefined();
  });

  it.each(['SHORTLISTED', 'SELECTED', 'REJECTED'] as const)(
    'refuses to withdraw a %s application ("already reviewed", naming its status now), changing nothing',
    async (status) => {
      const { job, worker } = await applicationIn(status);
      const before = (await posted(job.ID)).APPLICANTS;

      const answer = await withdraw(worker.token, job.ID);

      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/already been reviewed/);
      expect(answer.body.code).toBe(SAVE_WITHDRAW_CODES.alreadyReviewed);
      expect(answer.body.currentStatus).toBe(status);
      expect((await posted(job.ID)).APPLICANTS).toEqual(before);
      expect((await applications.get(worker.id, job.ID))?.STATUS).toBe(status);
    },
  );

  it('lets exactly one of a withdrawal and a shortlisting racing each other win, with the counts exact', async () => {
    for (let round = 0; round < 4; round++) {
      const { job, worker } = await createApplication();
      const [withdrawn, shortlisted] = await Promise.all([
        withdraw(worker.token, job.ID),
        review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' }),
      ]);
      expect([withdrawn.status, shortlisted.status].sort()).toEqual([200, 409]);
      const status = (await applications.get(worker.id, job.ID))?.STATUS;
      const counted = (await posted(job.ID)).APPLICANTS;
      if (withdrawn.status === 200) {
        expect(status).toBe('WITHDRAWN');
        expect(counted).toEqual(counts(0));
        expect(await withdrawnCount(job.ID)).toBe(1);
        expect(shortlisted.body.message).toBe(applications.WITHDRAWN_BY_APPLICANT);
      } else {
        expect(status).toBe('SHORTLISTED');
        expect(counted).toEqual(counts(0, 1));
        expect(withdrawn.body.message).toMatch(/already been reviewed/);
      }
    }
  });

  it('tells HR acting on a stale New row that the applicant withdrew it', async () => {
    const { job, worker } = await createApplication();
    await withdraw(worker.token, job.ID);

    const answer = await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'reject' });

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The applicant has withdrawn this application.');
    expect((await applications.get(worker.id, job.ID))?.STATUS).toBe('WITHDRAWN');
  });

  it('changes nothing when withdrawn twice (a retry after a lost answer)', async () => {
    const { job, worker } = await createApplication();
    await withdraw(worker.token, job.ID);

    const again = await withdraw(worker.token, job.ID);

    expect(again.status).toBe(200);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0));
    expect(await withdrawnCount(job.ID)).toBe(1);
  });

  it("answers 404 for a job the worker did not apply to, and touches no one else's application", async () => {
    const { job } = await createApplication();
    const stranger = await createApplication({ job: await createJob() });

    const answer = await withdraw(stranger.worker.token, job.ID);

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('You have not applied for this job.');
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(1));
  });

  it('gives the withdrawn count back when the worker is erased, leaving the others', async () => {
    const { job, worker } = await createApplication();
    const other = await createApplication({ job });
    await withdraw(worker.token, job.ID);

    await eraseWorker(worker.id, 'workerRequest');

    expect(await withdrawnCount(job.ID)).toBe(0);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(1));
    expect(await hrList(job.ID)).toEqual([other.worker.id]);
  });

  it('answers 400 naming id for an id that is not one', async () => {
    const { worker } = await createApplication();
    const answer = await callApi('withdrawApplication', {
      token: worker.token,
      body: { id: 'seven' as unknown as number },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.field).toBe('id');
  });
});
