/**
 * The admin's view of one student (getUserDataById), switching a student's account off and on
 * (updateStudentAccount, which locks the student out of their very next call), and the dashboard's counts,
 * exact under concurrent sign-ups (getDashboardData).
 */

import { beforeAll, describe, expect, it } from 'vitest';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createStaff, createWorker, currentToken, type TestAccount } from '#test/support/accounts';
import { callApi, type SentInput } from '#test/support/api';
import { createJob } from '#test/support/fixtures';
import { mintIdToken, newIdentity } from '#test/support/identity-provider';
import { call } from '#test/support/invoke';
import { createStudent } from '#test/support/students';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaff('admin');
});

const asAdmin = <N extends 'getUserDataById' | 'getDashboardData'>(name: N, query?: SentInput<N>) =>
  callApi(name, { token: admin.token, ...(query ? { query } : {}) });

describe('getUserDataById', () => {
  let student: number;
  /** The HR employee who shortlists one application, and the company of the fixture jobs. */
  const hr = { ID: 41, NAME: 'Asha Rao', EMAIL: 'asha.rao@earnlearn.in', TYPE: 'HR' } as const;
  const COMPANY_NAME = 'Chai Point Ventures';
  /** Titles of the student's applications, newest first. */
  let titles: string[];

  beforeAll(async () => {
    student = await createStudent({
      name: 'Divya Menon',
      email: 'divya.m@example.com',
      city: 'ernakulam',
      college: 'Maharajas College',
      mobile: '9447012345',
    });
    const account = (await users.get(student)) as users.WorkerAccount;
    titles = [];
    for (let n = 0; n < 3; n++) {
      const job = await createJob({ TITLE: `Data Entry Intern ${n}` });
      await applications.apply(account, job, new Date(Date.UTC(2026, 5, 1 + n)));
      titles.unshift(job.TITLE);
      if (n === 1)
        await applications.review({ userId: student, jobId: job.ID, from: 'APPLIED', to: 'SHORTLISTED' }, hr);
    }
  });

  it('answers one row per applied internship, newest first, each with the profile fields', async () => {
    const response = await asAdmin('getUserDataById', { id: String(student) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const profile = {
      ID: student,
      NAME: 'Divya Menon',
      EMAIL: 'divya.m@example.com',
      MOBILE_NUMBER: '9447012345',
      LOCATION: 'ernakulam',
      COLLEGE_NAME: 'Maharajas College',
      ACTIVE: 1,
      VERIFIED: 1,
    };
    expect(response.body).toEqual({
      data: [
        { ...profile, TITLE: titles[0], COMPANY_NAME, STATUS: 'APPLIED', REVIEWS: [], NOTES: [] },
        {
          ...profile,
          TITLE: titles[1],
          COMPANY_NAME,
          STATUS: 'SHORTLISTED',
          // Who moved it and when; the reviewer's id stays on the server.
          REVIEWS: [
            {
              FROM: 'APPLIED',
              TO: 'SHORTLISTED',
              AT: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
              BY_NAME: hr.NAME,
              BY_EMAIL: hr.EMAIL,
              BY_TYPE: 'HR',
            },
          ],
          NOTES: [],
        },
        { ...profile, TITLE: titles[2], COMPANY_NAME, STATUS: 'APPLIED', REVIEWS: [], NOTES: [] },
      ],
      privacy: {
        state: 'given',
        acceptedVersion: PRIVACY_NOTICE_VERSION,
        acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        smsUpdates: true,
        minor: false,
      },
      // Staff reads of this student: what they hold is tested in worker-records.test.ts.
      staffAccess: expect.any(Array),
    });
  });

  it('pages the applications by cursor, each exactly once', async () => {
    const first = await asAdmin('getUserDataById', { id: String(student), limit: '2' });
    expect(first.body.data.map((row) => row.TITLE)).toEqual(titles.slice(0, 2));
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await asAdmin('getUserDataById', {
      id: String(student),
      limit: '2',
      cursor: first.body.cursor as string,
    });
    expect(second.status).toBe(200);
    expect(second.body.data.map((row) => row.TITLE)).toEqual(titles.slice(2));
    expect(second.body.cursor).toBeUndefined();
  });

  it('answers one profile row with TITLE and STATUS null for a student with no applications', async () => {
    const fresh = await createStudent({ name: 'Noel Fernandes', city: 'pune' });
    const response = await asAdmin('getUserDataById', { id: String(fresh) });
    expect(response.body).toEqual({
      data: [
        expect.objectContaining({
          ID: fresh,
          NAME: 'Noel Fernandes',
          LOCATION: 'pune',
          TITLE: null,
          COMPANY_NAME: null,
          STATUS: null,
          REVIEWS: [],
        }),
      ],
      privacy: expect.objectContaining({ state: 'given', minor: false }),
      staffAccess: expect.any(Array),
    });
  });

  it('answers an empty list for an id no student has', async () => {
    const response = await asAdmin('getUserDataById', { id: '987654' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [] });
  });

  it("refuses a cursor of another student's applications with a 400", async () => {
    const first = await asAdmin('getUserDataById', { id: String(student), limit: '1' });
    const other = await createStudent({ name: 'Other Student' });
    const response = await asAdmin('getUserDataById', {
      id: String(other),
      cursor: first.body.cursor as string,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('cursor');
  });
});

describe('updateStudentAccount', () => {
  const setStatus = (id: number, status: 0 | 1) =>
    callApi('updateStudentAccount', { token: admin.token, body: { id, status } });

  it('locks the student out from their next call, and lets them back in when reactivated', async () => {
    const worker = await createWorker();
    expect((await callApi('getProfile', { token: worker.token })).status).toBe(200);

    expect((await setStatus(worker.id, 0)).body).toEqual({ success: true });
    const refused = await callApi('getProfile', { token: worker.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account has been deactivated. Please contact support.');
    expect((await callApi('getAllJobs', { token: worker.token })).status).toBe(403);
    const listed = await callApi('getUsersData', {
      token: admin.token,
      query: { search: String(worker.id) },
    });
    expect(listed.body.data[0]).toMatchObject({ ID: worker.id, ACTIVE: 0, STATUS: 0 });

    expect((await setStatus(worker.id, 1)).body).toEqual({ success: true });
    // Back in with a new sign-in: the deactivation ended the sessions it had (the next test).
    expect((await callApi('getProfile', { token: await currentToken(worker) })).status).toBe(200);
    expect((await users.get(worker.id))?.ACTIVE).toBe(1);
  });

  it('ends the sessions it had: a token from before the deactivation answers 401 after the reactivation', async () => {
    const worker = await createWorker();
    expect((await callApi('getProfile', { token: worker.token })).status).toBe(200);

    await setStatus(worker.id, 0);
    await setStatus(worker.id, 1);

    const old = await callApi('getProfile', { token: worker.token });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Your session has ended. Please sign in again.');
    expect((await callApi('getProfile', { token: await currentToken(worker) })).status).toBe(200);
    // Activating an active account ends nothing.
    const fresh = await currentToken(worker);
    await setStatus(worker.id, 1);
    expect((await callApi('getProfile', { token: fresh })).status).toBe(200);
  });

  it('answers 404 for an id no student has, and creates nothing', async () => {
    const response = await setStatus(876543, 0);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('There is no such student.');
    expect(await users.get(876543)).toBeUndefined();
  });

  it('refuses a status other than 1 or 0', async () => {
    const worker = await createWorker();
    const response = await call('updateStudentAccount', {
      token: admin.token,
      body: { id: worker.id, status: 2 },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('status');
  });
});

describe('getDashboardData', () => {
  const counts = async () => {
    const response = await asAdmin('getDashboardData');
    expect(response.status).toBe(200);
    return (response.body.data ?? {}) as { users: number; employees: number; jobs: number };
  };

  it('counts students, employees and jobs as they are created', async () => {
    const before = await counts();
    await createWorker();
    await createStaff('HR');
    await createStaff('OPS');
    await createStaff('admin');
    await createJob();
    // An admin is not an employee.
    expect(await counts()).toEqual({
      users: before.users + 1,
      employees: before.employees + 2,
      jobs: before.jobs + 1,
    });
  });

  it('counts exactly the accounts created by concurrent first sign-ins, racing ones included', async () => {
    const before = await counts();
    const people = Array.from({ length: 12 }, () => newIdentity());
    // Each person signs in twice at once: one account each, whichever sign-in wins.
    const tokens = await Promise.all([...people, ...people].map((person) => mintIdToken(person)));
    const responses = await Promise.all(
      tokens.map((idToken) => callApi('loginOrRegister', { body: { idToken } })),
    );
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(200);
    const created = new Set(
      await Promise.all(people.map(async (person) => users.findIdByGoogleSub(person.sub))),
    );
    expect(created.size).toBe(people.length);
    expect((await counts()).users).toBe(before.users + people.length);
  });
});
