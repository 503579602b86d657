/**
 * reviewApplications, bulk moves: several of a job's applications moved in one call, each on
 * condition it still has the status the reviewer saw (a row another reviewer moved meanwhile is reported by
 * name and left where it is), one SMS per worker moved within the same caps as a single move, and bad input
 * refused with a 400 naming the field before anything moves.
 */
import { describe, expect, it } from 'vitest';
import * as applications from '#lib/db/applications';
import * as smsCounts from '#lib/db/sms-counts';
import { dayOf, STATUS_SMS_PER_DAY } from '#lib/messaging/allowance';
import { BULK_REVIEW_MAX } from '#shared/api/internal';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import { applicationIn, counts, mobileOf, posted, reviewStaff, staff } from '#test/support/internal-review';
import { smsTo } from '#test/support/sms';

reviewStaff();

type Row = { userId: number; status: string };

const bulk = (body: { id: number; decision: string; applications: Row[] }, token = staff.HR.token) =>
  callApi('reviewApplications', { token, body: body as never });

/** Three fresh applications in New on one job. */
async function threeNew() {
  const job = await createJob();
  const made = [];
  for (let n = 0; n < 3; n++) made.push(await createApplication({ job }));
  return { job, made };
}

describe('reviewApplications', () => {
  it('shortlists three in one call: each moved with its name, the counts moved, one SMS each', async () => {
    const { job, made } = await threeNew();

    const answer = await bulk({
      id: job.ID,
      decision: 'accept',
      applications: made.map(({ worker }) => ({ userId: worker.id, status: 'APPLIED' })),
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      moved: 3,
      notMoved: 0,
      results: made.map(({ worker, application }) => ({
        userId: worker.id,
        NAME: application.NAME,
        outcome: 'moved',
        STATUS: 'SHORTLISTED',
        REVIEWED_AT: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })),
    });
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0, 3));
    for (const { worker } of made) {
      expect((await applications.get(worker.id, job.ID))?.REVIEWS?.at(-1)).toMatchObject({
        FROM: 'APPLIED',
        TO: 'SHORTLISTED',
        BY_ID: staff.HR.id,
      });
      expect(smsTo(await mobileOf(worker))).toHaveLength(1);
    }
  });

  it('reports a row another reviewer moved meanwhile by name and where it is, and does not overwrite it', async () => {
    const { job, made } = await threeNew();
    const [first, second, third] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    // Another reviewer rejects the second while this one still sees it in New.
    const other = await callApi('reviewApplication', {
      token: staff.OPS.token,
      body: { id: job.ID, userId: second.worker.id, status: 'APPLIED', decision: 'reject' },
    });
    expect(other.status).toBe(200);
    const secondNumber = await mobileOf(second.worker);
    const secondSms = smsTo(secondNumber).length;

    const answer = await bulk({
      id: job.ID,
      decision: 'accept',
      applications: made.map(({ worker }) => ({ userId: worker.id, status: 'APPLIED' })),
    });

    expect(answer.status).toBe(200);
    expect(answer.body.moved).toBe(2);
    expect(answer.body.notMoved).toBe(1);
    expect(answer.body.results.map((row) => [row.userId, row.outcome, row.STATUS])).toEqual([
      [first.worker.id, 'moved', 'SHORTLISTED'],
      [second.worker.id, 'movedMeanwhile', 'REJECTED'],
      [third.worker.id, 'moved', 'SHORTLISTED'],
    ]);
    expect(answer.body.results[1]?.NAME).toBe(second.application.NAME);
    // Left where the other reviewer put it, and told nothing more.
    const stored = await applications.get(second.worker.id, job.ID);
    expect(stored?.STATUS).toBe('REJECTED');
    expect(stored?.REVIEWS?.map((entry) => entry.BY_ID)).toEqual([staff.OPS.id]);
    expect(smsTo(secondNumber)).toHaveLength(secondSms);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0, 2, 0, 1));
  });

  it('reports an application that does not exist as missing, and moves the rest', async () => {
    const { job, worker } = await createApplication();
    const stranger = await createApplication();

    const answer = await bulk({
      id: job.ID,
      decision: 'reject',
      applications: [
        { userId: stranger.worker.id, status: 'APPLIED' },
        { userId: worker.id, status: 'APPLIED' },
      ],
    });

    expect(answer.status).toBe(200);
    expect(answer.body.results.map((row) => [row.userId, row.outcome])).toEqual([
      [stranger.worker.id, 'missing'],
      [worker.id, 'moved'],
    ]);
    // The other job's application is untouched.
    expect((await applications.get(stranger.worker.id, stranger.job.ID))?.STATUS).toBe('APPLIED');
  });

  it('reports a row the worker withdrew as withdrawn without naming the worker, and moves the rest', async () => {
    const { job, worker } = await createApplication();
    const other = await createApplication({ job });
    const withdrawn = await callApi('withdrawApplication', { token: worker.token, body: { id: job.ID } });
    expect(withdrawn.status).toBe(200);

    const answer = await bulk({
      id: job.ID,
      decision: 'accept',
      applications: [
        { userId: worker.id, status: 'APPLIED' },
        { userId: other.worker.id, status: 'APPLIED' },
      ],
    });

    expect(answer.status).toBe(200);
    expect(answer.body.results[0]).toEqual({
      userId: worker.id,
      outcome: 'movedMeanwhile',
      STATUS: 'WITHDRAWN',
    });
    expect(answer.body.results[1]?.outcome).toBe('moved');
    expect((await applications.get(worker.id, job.ID))?.STATUS).toBe('WITHDRAWN');
  });

  it('selects from Shortlisted too, by OPS', async () => {
    const { job, worker } = await applicationIn('SHORTLISTED');

    const answer = await bulk(
      { id: job.ID, decision: 'accept', applications: [{ userId: worker.id, status: 'SHORTLISTED' }] },
      staff.OPS.token,
    );

    expect(answer.status).toBe(200);
    expect(answer.body.results[0]).toMatchObject({ outcome: 'moved', STATUS: 'SELECTED' });
  });

  it("keeps each worker's daily cap: a worker at the cap is moved but not texted, the others are texted once", async () => {
    const { job, made } = await threeNew();
    const capped = made[0]?.worker;
    if (!capped) throw new Error('no worker');
    for (let n = 0; n < STATUS_SMS_PER_DAY; n++)
      await smsCounts.takeStatusSms(capped.id, dayOf(Date.now()), STATUS_SMS_PER_DAY);

    const answer = await bulk({
      id: job.ID,
      decision: 'accept',
      applications: made.map(({ worker }) => ({ userId: worker.id, status: 'APPLIED' })),
    });

    expect(answer.body.moved).toBe(3);
    const told = await Promise.all(made.map(async ({ worker }) => smsTo(await mobileOf(worker)).length));
    expect(told).toEqual([0, 1, 1]);
    expect((await applications.get(capped.id, job.ID))?.STATUS).toBe('SHORTLISTED');
  });

  describe('refuses bad input with a 400 naming the field, and moves nothing', () => {
    it.each([
      ['no rows', () => [], 'applications'],
      [
        `more than ${BULK_REVIEW_MAX} rows`,
        (userId: number) =>
          Array.from({ length: BULK_REVIEW_MAX + 1 }, (_, n) => ({ userId: userId + n, status: 'APPLIED' })),
        'applications',
      ],
      [
        'the same applicant twice',
        (userId: number) => [
          { userId, status: 'APPLIED' },
          { userId, status: 'APPLIED' },
        ],
        'applications.1.userId',
      ],
      [
        'a status that is no status',
        (userId: number) => [{ userId, status: 'HIRED' }],
        'applications.0.status',
      ],
      ['a row without its status', (userId: number) => [{ userId }], 'applications.0.status'],
    ])('%s', async (_, rowsFor, field) => {
      const { job, worker } = await createApplication();

      const answer = await bulk({
        id: job.ID,
        decision: 'accept',
        applications: rowsFor(worker.id) as Row[],
      });

      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
      expect(
        (answer.body as unknown as { errors: { field: string }[] }).errors.map((error) => error.field),
      ).toContain(field);
      expect((await applications.get(worker.id, job.ID))?.STATUS).toBe('APPLIED');
    });

    it('a move the pipeline does not allow for one row: nothing moves, that row named', async () => {
      const { job, made } = await threeNew();
      const selected = await applicationIn('SELECTED');

      const answer = await bulk({
        id: job.ID,
        decision: 'accept',
        applications: [
          ...made.map(({ worker }) => ({ userId: worker.id, status: 'APPLIED' })),
          { userId: selected.worker.id, status: 'SELECTED' },
        ],
      });

      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'applications.3.status: A selected application is final: it cannot be accepted.',
      );
      expect((await posted(job.ID)).APPLICANTS).toEqual(counts(3));
    });

    it('an admin may not move applications', async () => {
      const { job, worker } = await createApplication();
      const answer = await bulk(
        { id: job.ID, decision: 'accept', applications: [{ userId: worker.id, status: 'APPLIED' }] },
        staff.admin.token,
      );
      expect(answer.status).toBe(403);
      expect((await applications.get(worker.id, job.ID))?.STATUS).toBe('APPLIED');
    });
  });
});
