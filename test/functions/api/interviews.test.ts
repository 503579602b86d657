/**
 * Interviews through the API, against DynamoDB Local and the local SMS outbox: HR proposes an
 * interview only to a Shortlisted applicant (each bad field a 400 naming it), the worker is told by SMS in their
 * language with the Applied Jobs and calendar links, sees it in Applied Jobs, confirms or asks for another time,
 * gets the calendar file with their own session only, and the day-before reminder goes once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendInterviewReminders } from '#features/interviews/reminders';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';
import { mobileOf } from '#test/support/internal-review';
import { proposedInterview, shortlistedApplication, slot } from '#test/support/interviews';
import { smsTo } from '#test/support/sms';

let hr: TestAccount;
let ops: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  hr = await createStaff('HR');
  ops = await createStaff('OPS');
  admin = await createStaff('admin');
});

const PLACE = 'Plot 12, HITEC City, Hyderabad';
const schedule = (body: Record<string, unknown>, token = hr.token) =>
  callApi('scheduleInterview', { token, body: body as never });

describe('scheduleInterview', () => {
  it('invites a Shortlisted applicant: the worker gets the SMS with both links and sees it in Applied Jobs; HR sees Proposed', async () => {
    const { job, worker } = await shortlistedApplication();
    const when = slot(4, '15:30');

    const answer = await schedule({ id: job.ID, userId: worker.id, ...when, place: `  ${PLACE}  ` });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.INTERVIEW).toMatchObject({ ...toUpper(when), PLACE, ANSWER: 'PROPOSED' });
    const [sms] = smsTo(await mobileOf(worker));
    expect(sms?.message).toContain(`interview for ${job.TITLE.slice(0, 27)}`);
    expect(sms?.message).toContain('3:30 PM IST');
    const site = process.env.SITE_URL;
    expect(sms?.message).toContain(`${site}/dashboard?tab=applied `);
    expect(sms?.message).toContain(`${site}/dashboard?tab=applied&ics=${job.ID}`);

    const applied = await callApi('getAppliedJobs', { token: worker.token });
    const mine = applied.body.data.find((application) => application.ID === job.ID);
    expect(mine?.INTERVIEW).toMatchObject({ ...toUpper(when), PLACE, ANSWER: 'PROPOSED' });
    expect(mine?.INTERVIEW).not.toHaveProperty('PROPOSED_BY_ID');

    const list = await callApi('getInternalDataById', {
      token: ops.token,
      query: { id: String(job.ID), page: 'shortlisted' },
    });
    expect(list.body.data.find((row) => row.USER_ID === worker.id)?.INTERVIEW?.ANSWER).toBe('PROPOSED');
    // On the worker's record of messages sent.
    const records = await callApi('getMyData', { token: worker.token });
    expect(records.body.data.messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'interview', jobId: job.ID })]),
    );
  });

  it('writes the SMS in the worker language (Telugu) and sends none without consent to SMS updates', async () => {
    const { job, worker } = await shortlistedApplication();
    await users.setSiteLanguage(worker.id, 'te');
    expect(
      (await schedule({ id: job.ID, userId: worker.id, ...slot(2), link: 'https://meet.example.com/a' }))
        .status,
    ).toBe(200);
    expect(smsTo(await mobileOf(worker))[0]?.message).toMatch(/ఇంటర్వ్యూ .*గంటలకు IST/u);

    const quiet = await shortlistedApplication();
    await callApi('updateConsent', {
      token: quiet.worker.token,
      body: { purpose: 'smsUpdates', granted: false, language: 'en' },
    });
    const before = smsTo(await mobileOf(quiet.worker)).length;
    expect(
      (await schedule({ id: quiet.job.ID, userId: quiet.worker.id, ...slot(2), place: PLACE })).status,
    ).toBe(200);
    expect(smsTo(await mobileOf(quiet.worker))).toHaveLength(before);
  });

  it('is only for a Shortlisted applicant: New is a 409 saying so, an unknown application a 404', async () => {
    const { job, worker } = await createApplication();
    const answer = await schedule({ id: job.ID, userId: worker.id, ...slot(3), place: PLACE });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/Only a Shortlisted applicant.*New/);
    expect((await applications.get(worker.id, job.ID))?.INTERVIEW).toBeUndefined();
    const unknown = await schedule({ id: job.ID, userId: 999_999_999, ...slot(3), place: PLACE });
    expect(unknown.status).toBe(404);
  });

  it('answers 400 naming the field: a past time, an impossible date, no place or link, a link that is not https', async () => {
    const { job, worker } = await shortlistedApplication();
    const base = { id: job.ID, userId: worker.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...slot(-1), place: PLACE }, 'date'],
      [{ ...slot(0, '00:00'), place: PLACE }, 'time'],
      [{ date: '2026-02-30', time: '10:00', place: PLACE }, 'date'],
      [{ ...slot(3), time: '9:5', place: PLACE }, 'time'],
      [{ ...slot(3), place: '   ' }, 'place'],
      [{ ...slot(3) }, 'place'],
      [{ ...slot(3), place: PLACE, link: 'https://meet.example.com/a' }, 'place'],
      [{ ...slot(3), link: 'http://meet.example.com/a' }, 'link'],
      [{ ...slot(3), link: 'javascript:alert(1)' }, 'link'],
      [{ ...slot(3), place: 'x'.repeat(201) }, 'place'],
      [{ ...slot(3), place: PLACE, room: 4 }, 'room'],
    ];
    for (const [body, field] of cases) {
      const answer = await schedule({ ...base, ...body });
      expect(answer.status, `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.message).toContain(field);
      expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    }
    expect((await applications.get(worker.id, job.ID))?.INTERVIEW).toBeUndefined();
  });

  it('is refused to an admin (403): HR and OPS review applications', async () => {
    const { job, worker } = await shortlistedApplication();
    expect(
      (await schedule({ id: job.ID, userId: worker.id, ...slot(3), place: PLACE }, admin.token)).status,
    ).toBe(403);
  });
});

describe('answerInterview', () => {
  it('confirms the time seen; HR sees Confirmed', async () => {
    const { job, worker, interview } = await proposedInterview();
    const answer = await callApi('answerInterview', {
      token: worker.token,
      body: { id: job.ID, startsAt: interview.STARTS_AT, answer: 'confirm' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.INTERVIEW).toMatchObject({ ANSWER: 'CONFIRMED', ANSWERED_AT: expect.any(String) });
    const list = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(job.ID), page: 'shortlisted' },
    });
    expect(list.body.data[0]?.INTERVIEW?.ANSWER).toBe('CONFIRMED');
  });

  it('asks for another time with a short note, which HR sees', async () => {
    const { job, worker, interview } = await proposedInterview();
    const answer = await callApi('answerInterview', {
      token: worker.token,
      body: { id: job.ID, startsAt: interview.STARTS_AT, answer: 'anotherTime', note: ' Exam that morning ' },
    });
    expect(answer.status).toBe(200);
    const list = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(job.ID), page: 'shortlisted' },
    });
    expect(list.body.data[0]?.INTERVIEW).toMatchObject({ ANSWER: 'ANOTHER_TIME', NOTE: 'Exam that morning' });
  });

  it('refuses a time HR has changed since (409), another worker (404), and a note over 200 characters (400)', async () => {
    const { job, worker, interview } = await proposedInterview();
    expect((await schedule({ id: job.ID, userId: worker.id, ...slot(5), place: PLACE })).status).toBe(200);
    const stale = await callApi('answerInterview', {
      token: worker.token,
      body: { id: job.ID, startsAt: interview.STARTS_AT, answer: 'confirm' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/time has changed/);
    expect(stale.body.code).toBe(SAVE_WITHDRAW_CODES.interviewChanged);

    const stranger = await createWorker();
    const theirs = await callApi('answerInterview', {
      token: stranger.token,
      body: { id: job.ID, startsAt: interview.STARTS_AT, answer: 'confirm' },
    });
    expect(theirs.status).toBe(404);

    const long = await callApi('answerInterview', {
      token: worker.token,
      body: { id: job.ID, startsAt: interview.STARTS_AT, answer: 'anotherTime', note: 'n'.repeat(201) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('note');
  });
});

describe('answerInterview after the application moved on', () => {
  it('refuses an answer once HR rejected the application: a 409 naming the code and the status now', async () => {
    const { job, worker, interview } = await proposedInterview();
    await applications.review(
      { userId: worker.id, jobId: job.ID, from: 'SHORTLISTED', to: 'REJECTED' },
      { ID: hr.id, NAME: 'HR tester', EMAIL: 'hr@example.com', TYPE: 'HR' },
    );

    const answer = await callApi('answerInterview', {
      token: worker.token,
      body: { id: job.ID, startsAt: interview.STARTS_AT, answer: 'confirm' },
    });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      message: 'This application has moved on: the interview can no longer be answered.',
      code: SAVE_WITHDRAW_CODES.movedOn,
      currentStatus: 'REJECTED',
    });
    expect((await applications.get(worker.id, job.ID))?.INTERVIEW?.ANSWER).toBe('PROPOSED');
  });
});

describe('getInterviewCalendar', () => {
  it("gives the worker's own interview as .ics in IST, and nothing to another worker", async () => {
    const { job, worker, interview } = await proposedInterview({ time: '09:15' });
    const answer = await callApi('getInterviewCalendar', {
      token: worker.token,
      query: { id: String(job.ID) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toBe(`earnlearn-interview-${job.ID}.ics`);
    expect(answer.body.content).toContain(
      `DTSTART;TZID=Asia/Kolkata:${interview.DATE.replaceAll('-', '')}T091500`,
    );
    expect(answer.body.content).toContain('BEGIN:VCALENDAR');

    const stranger = await createWorker();
    const theirs = await callApi('getInterviewCalendar', {
      token: stranger.token,
      query: { id: String(job.ID) },
    });
    expect(theirs.status).toBe(404);
  });
});

describe('the day-before reminder', () => {
  it('goes once to each proposed or confirmed interview of tomorrow (IST), none to one asked to move or further off', async () => {
    const confirmed = await proposedInterview({ days: 1, time: '11:00' });
    await callApi('answerInterview', {
      token: confirmed.worker.token,
      body: { id: confirmed.job.ID, startsAt: confirmed.interview.STARTS_AT, answer: 'confirm' },
    });
    const proposed = await proposedInterview({ days: 1, time: '16:00' });
    const moved = await proposedInterview({ days: 1, time: '12:00' });
    await callApi('answerInterview', {
      token: moved.worker.token,
      body: { id: moved.job.ID, startsAt: moved.interview.STARTS_AT, answer: 'anotherTime' },
    });
    const later = await proposedInterview({ days: 2 });
    const counts = async () =>
      Promise.all(
        [confirmed, proposed, moved, later].map(async ({ worker }) => smsTo(await mobileOf(worker)).length),
      );
    const [a = 0, b = 0, c = 0, d = 0] = await counts();

    const first = await sendInterviewReminders();
    const second = await sendInterviewReminders();

    expect(await counts()).toEqual([a + 1, b + 1, c, d]);
    const [reminder] = smsTo(await mobileOf(confirmed.worker));
    expect(reminder?.message).toMatch(/^Earnlearn reminder: interview for .* tomorrow, .*11:00 AM IST/);
    expect(first.reminded).toBeGreaterThanOrEqual(2);
    expect(second.reminded).toBe(0);
  });

  it('goes again after HR proposes a new time for tomorrow, and not to an application rejected since', async () => {
    const made = await proposedInterview({ days: 1, time: '10:00' });
    await sendInterviewReminders();
    expect(
      (await schedule({ id: made.job.ID, userId: made.worker.id, ...slot(1, '13:00'), place: PLACE })).status,
    ).toBe(200);
    const before = smsTo(await mobileOf(made.worker)).length;
    await sendInterviewReminders();
    expect(smsTo(await mobileOf(made.worker))).toHaveLength(before + 1);

    const rejected = await proposedInterview({ days: 1 });
    await callApi('reviewApplication', {
      token: hr.token,
      body: { id: rejected.job.ID, userId: rejected.worker.id, status: 'SHORTLISTED', decision: 'reject' },
    });
    const count = smsTo(await mobileOf(rejected.worker)).length;
    await sendInterviewReminders();
    expect(smsTo(await mobileOf(rejected.worker))).toHaveLength(count);
  });
});

function toUpper(when: { date: string; time: string }) {
  return { DATE: when.date, TIME: when.time };
}
