/**
 * reviewApplication, the hiring pipeline: every allowed move and every refused one, the two-reviewer race,
 * a stale status (also one that goes stale between the read and the write), unknown applications, who may call it, the SMS each move sends to the worker's current
 * number, and what the worker (Applied Jobs), the admin (user detail) and the job's counts show afterwards.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import type { ReviewDecision } from '#shared/domain/review';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import {
  allowed,
  applicationIn,
  counts,
  dltVariable,
  mobileOf,
  posted,
  refused,
  review,
  reviewStaff,
  staff,
} from '#test/support/internal-review';
import { allSms, freshMobileNumber, smsTo } from '#test/support/sms';

reviewStaff();

describe('reviewApplication', () => {
  it('knows the pipeline: four allowed moves and four refused ones', () => {
    expect(allowed).toEqual([
      ['APPLIED', 'accept', 'SHORTLISTED'],
      ['APPLIED', 'reject', 'REJECTED'],
      ['SHORTLISTED', 'accept', 'SELECTED'],
      ['SHORTLISTED', 'reject', 'REJECTED'],
    ]);
    expect(refused).toHaveLength(4);
  });

  it.each(allowed)(
    'moves %s on %s to %s, with the counts, the audit trail and the SMS',
    async (from, decision, to) => {
      const { job, worker } = await applicationIn(from);
      const number = await mobileOf(worker);
      const before = (await posted(job.ID)).APPLICANTS;
      const smsBefore = smsTo(number).length;

      const answer = await review({ id: job.ID, userId: worker.id, status: from, decision }, staff.HR.token);

      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        STATUS: to,
        REVIEWED_AT: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      const after = (await posted(job.ID)).APPLICANTS;
      expect(after).toEqual({ ...before, [from]: before[from] - 1, [to]: before[to] + 1 });

      const stored = await applications.get(worker.id, job.ID);
      expect(stored?.STATUS).toBe(to);
      expect(stored?.REVIEWED_AT).toBe(answer.body.REVIEWED_AT);
      expect(stored?.REVIEWS?.at(-1)).toEqual({
        FROM: from,
        TO: to,
        AT: answer.body.REVIEWED_AT,
        BY_ID: staff.HR.id,
        BY_NAME: 'HR tester',
        BY_EMAIL: expect.stringMatching(/^hr\..+@earnlearn\.in$/),
        BY_TYPE: 'HR',
      });

      const messages = smsTo(number);
      expect(messages).toHaveLength(smsBefore + 1);
      const texts: Record<string, string> = {
        SHORTLISTED: `Earnlearn: your application for ${dltVariable(job.TITLE)} at ${dltVariable(job.COMPANY_NAME)} is shortlisted. See Applied Jobs for updates.`,
        SELECTED: `Earnlearn: your application for ${dltVariable(job.TITLE)} at ${dltVariable(job.COMPANY_NAME)} is selected, congratulations. See Applied Jobs for updates.`,
        REJECTED: `Earnlearn: your application for ${dltVariable(job.TITLE)} at ${dltVariable(job.COMPANY_NAME)} is not selected this time. See Applied Jobs for updates.`,
      };
      expect(messages[0]?.message).toBe(texts[to]);
      expect(messages[0]?.smsType).toBe('Transactional');
    },
  );

  it.each(refused)(
    'refuses %s on %s with a 400 naming decision; nothing changes, no SMS',
    async (from, decision) => {
      const { job, worker } = await applicationIn(from);
      const number = await mobileOf(worker);
      const before = await applications.get(worker.id, job.ID);
      const countsBefore = (await posted(job.ID)).APPLICANTS;
      const smsBefore = smsTo(number).length;

      const answer = await review({ id: job.ID, userId: worker.id, status: from, decision });

      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'decision', message: expect.stringContaining('final') }]);
      expect(answer.body.message).toContain('decision');
      expect(await applications.get(worker.id, job.ID)).toEqual(before);
      expect((await posted(job.ID)).APPLICANTS).toEqual(countsBefore);
      expect(smsTo(number)).toHaveLength(smsBefore);
    },
  );

  it('lets exactly one of two reviewers acting at once win; the other gets a 409 saying the status now', async () => {
    const { job, worker } = await createApplication();
    const number = await mobileOf(worker);

    const answers = await Promise.all([
      review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' }, staff.HR.token),
      review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'reject' }, staff.OPS.token),
    ]);

    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const now = won[0]?.body.STATUS as 'SHORTLISTED' | 'REJECTED';
    const label = now === 'SHORTLISTED' ? 'Shortlisted' : 'Rejected';
    expect(lost[0]?.body.message).toBe(
      `Someone else has already moved this application: it is now ${label}.`,
    );
    expect((await posted(job.ID)).APPLICANTS).toEqual(
      now === 'SHORTLISTED' ? counts(0, 1) : counts(0, 0, 0, 1),
    );
    const stored = await applications.get(worker.id, job.ID);
    expect(stored?.STATUS).toBe(now);
    expect(stored?.REVIEWS).toHaveLength(1);
    expect(smsTo(number)).toHaveLength(1);
  });

  it('refuses a move from a status the application no longer has (stale screen) with a 409', async () => {
    const { job, worker } = await applicationIn('SHORTLISTED');
    const answer = await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'reject' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Someone else has already moved this application: it is now Shortlisted.',
    );
    expect((await applications.get(worker.id, job.ID))?.STATUS).toBe('SHORTLISTED');
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0, 1));
  });

  it('refuses with a 409 a move whose status goes stale between its read and its write', async () => {
    const { job, worker } = await createApplication();
    const number = await mobileOf(worker);
    const smsBefore = smsTo(number).length;
    const ops = { ID: staff.OPS.id, NAME: 'OPS tester', EMAIL: 'ops@example.com', TYPE: 'OPS' } as const;
    // OPS rejects the application once HR's call has read it as Applied, just before HR's write goes.
    const send = db.send.bind(db);
    let movedMeanwhile = false;
    const spy = vi.spyOn(db, 'send').mockImplementation((async (command: object) => {
      if (command instanceof TransactWriteCommand && !movedMeanwhile) {
        movedMeanwhile = true;
        await applications.review({ userId: worker.id, jobId: job.ID, from: 'APPLIED', to: 'REJECTED' }, ops);
      }
      return send(command as never);
    }) as typeof db.send);
    try {
      const answer = await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' });
      expect(movedMeanwhile).toBe(true);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'Someone else has already moved this application: it is now Rejected.',
      );
    } finally {
      spy.mockRestore();
    }
    const stored = await applications.get(worker.id, job.ID);
    expect(stored?.STATUS).toBe('REJECTED');
    expect(stored?.REVIEWS).toEqual([
      expect.objectContaining({ FROM: 'APPLIED', TO: 'REJECTED', BY_TYPE: 'OPS' }),
    ]);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0, 0, 0, 1));
    expect(smsTo(number)).toHaveLength(smsBefore);
  });

  it('never takes a count below 0 for applications older than the counts: they move, the counts stay at 0 or more', async () => {
    const job = await createJob();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createApplication({ job })));
    if (!a || !b || !c) throw new Error('Three applications were made');
    // The job as it was before it counted applicants: no APPLICANTS_* at all.
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: `JOB#${job.ID}`, sk: 'JOB' },
        UpdateExpression: 'REMOVE APPLICANTS_APPLIED',
      }),
    );
    const move = (made: typeof a, status: string, decision: ReviewDecision) =>
      review({ id: job.ID, userId: made.worker.id, status, decision });

    // In parallel, as reviewers work: both ways of the count's condition are tried.
    const first = await Promise.all([move(a, 'APPLIED', 'accept'), move(b, 'APPLIED', 'reject')]);
    expect(first.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await move(a, 'SHORTLISTED', 'accept')).status).toBe(200);

    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0, 0, 1, 1));
    const stored = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: `JOB#${job.ID}`, sk: 'JOB' } }),
    );
    for (const status of ['APPLIED', 'SHORTLISTED', 'SELECTED', 'REJECTED']) {
      expect(stored.Item?.[`APPLICANTS_${status}`] ?? 0).toBeGreaterThanOrEqual(0);
    }
    // A new applicant counts from 0, and a counted one moves as before.
    const fresh = await createApplication({ job });
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(1, 0, 1, 1));
    expect((await move(fresh, 'APPLIED', 'accept')).status).toBe(200);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0, 1, 1, 1));
    expect((await applications.get(c.worker.id, job.ID))?.STATUS).toBe('APPLIED');
  });

  it('answers 404 for an application that does not exist, of a known or an unknown job', async () => {
    const job = await createJob();
    const worker = await createWorker();
    const messages = [
      [job.ID, 'There is no such application.'],
      // The hiring scope answers for the job first (lib/auth/hiring.ts), as for a job of another employer.
      [987_654_321, 'There is no job with id 987654321.'],
    ] as const;
    for (const [id, message] of messages) {
      const answer = await review({ id, userId: worker.id, status: 'APPLIED', decision: 'accept' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(message);
    }
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(0));
  });

  it('lets HR and OPS review; refuses a worker and an admin (403) and no token (401)', async () => {
    for (const role of ['HR', 'OPS'] as const) {
      const { job, worker } = await createApplication();
      const answer = await review(
        { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' },
        staff[role].token,
      );
      expect(answer.status).toBe(200);
      expect((await applications.get(worker.id, job.ID))?.REVIEWS?.[0]?.BY_TYPE).toBe(role);
    }
    const { job, worker } = await createApplication();
    const body = { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' } as const;
    expect((await review(body, worker.token)).status).toBe(403);
    expect((await review(body, staff.admin.token)).status).toBe(403);
    expect((await callApi('reviewApplication', { body })).status).toBe(401);
    expect((await applications.get(worker.id, job.ID))?.STATUS).toBe('APPLIED');
  });

  it('texts the number the worker has now, and nobody when the worker has no verified number', async () => {
    const { job, worker, application } = await createApplication();
    const newNumber = freshMobileNumber();
    await users.verifyMobileNumber(worker.id, newNumber);

    await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' });

    expect(smsTo(newNumber)).toHaveLength(1);
    expect(smsTo(application.MOBILE_NUMBER)).toHaveLength(0);

    const unverified = await createWorker({ verified: false });
    await createApplication({ job, worker: unverified });
    const sent = allSms().length;
    const answer = await review({ id: job.ID, userId: unverified.id, status: 'APPLIED', decision: 'reject' });
    expect(answer.status).toBe(200);
    expect(allSms()).toHaveLength(sent);
  });

  it("shows the move in the worker's Applied Jobs and in the admin's user detail (REVIEWS)", async () => {
    const { job, worker } = await createApplication();
    await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' }, staff.HR.token);
    await review(
      { id: job.ID, userId: worker.id, status: 'SHORTLISTED', decision: 'accept' },
      staff.OPS.token,
    );

    const applied = await callApi('getAppliedJobs', { token: worker.token });
    expect(applied.body.data).toEqual([expect.objectContaining({ ID: job.ID, STATUS: 'SELECTED' })]);
    // The worker sees the status, not who moved it.
    expect(JSON.stringify(applied.body)).not.toMatch(/REVIEWS|BY_EMAIL/);

    const detail = await callApi('getUserDataById', {
      token: staff.admin.token,
      query: { id: String(worker.id) },
    });
    expect(detail.body.data).toEqual([
      expect.objectContaining({
        TITLE: job.TITLE,
        COMPANY_NAME: job.COMPANY_NAME,
        STATUS: 'SELECTED',
        REVIEWS: [
          {
            FROM: 'APPLIED',
            TO: 'SHORTLISTED',
            AT: expect.any(String),
            BY_NAME: 'HR tester',
            BY_EMAIL: expect.stringMatching(/^hr\./),
            BY_TYPE: 'HR',
          },
          {
            FROM: 'SHORTLISTED',
            TO: 'SELECTED',
            AT: expect.any(String),
            BY_NAME: 'OPS tester',
            BY_EMAIL: expect.stringMatching(/^ops\./),
            BY_TYPE: 'OPS',
          },
        ],
      }),
    ]);
  });

  it('keeps the job counts exact over many moves of many applicants', async () => {
    const job = await createJob();
    const made: TestAccount[] = [];
    for (let n = 0; n < 6; n++) made.push((await createApplication({ job })).worker);
    const decide = (n: number, status: string, decision: ReviewDecision) =>
      review({ id: job.ID, userId: (made[n] as TestAccount).id, status, decision });
    await Promise.all([
      decide(0, 'APPLIED', 'accept'),
      decide(1, 'APPLIED', 'accept'),
      decide(2, 'APPLIED', 'reject'),
      decide(3, 'APPLIED', 'accept'),
    ]);
    await Promise.all([decide(0, 'SHORTLISTED', 'accept'), decide(1, 'SHORTLISTED', 'reject')]);
    expect((await posted(job.ID)).APPLICANTS).toEqual(counts(2, 1, 1, 2));
  });
});
