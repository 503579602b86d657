/**
 * The applicant in view and the notes on an application: getApplicationDetails shows HR
 * and OPS the worker as registered, their documents by short-lived links, their other applications and this
 * application's moves and notes, and puts every open on the worker's record; addApplicationNote keeps a staff
 * note with its author and time, newest first, shown in the panel and the admin's user detail and never to the
 * worker's own list. Bad input is a 400 naming the field; an unknown application a 404.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { eraseAccount } from '#features/erasure/erase-account';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import { applicationKey } from '#lib/db/keys';
import * as staffAccounts from '#lib/db/staff';
import { latestAccess } from '#lib/db/worker-records';
import { NOTE_TEXT_MAX, NOTES_PER_APPLICATION, noteMessages } from '#shared/domain/application-notes';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi, type RefusalBody } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import { slot } from '#test/support/interviews';
import { call } from '#test/support/invoke';
import { pngBytes, uploadDocument } from '#test/support/uploads';

let hr: TestAccount;
let ops: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  hr = await createStaff('HR');
  ops = await createStaff('OPS');
  admin = await createStaff('admin');
});

/** A registered worker with both documents kept, as the profile page saves them. */
async function workerWithDocuments(): Promise<TestAccount> {
  const worker = await createWorker();
  const pan = await uploadDocument(worker, 'panCard', pngBytes());
  const card = await uploadDocument(worker, 'idCard', pngBytes());
  const saved = await callApi('updateProfile', {
    token: worker.token,
    body: {
      gender: 0,
      dob: '2002-05-14',
      languages: ['english', 'telugu'],
      cityName: 'chennai',
      education: 'pursuingGraduation',
      collegeName: 'Anna University',
      panCardLocation: pan,
      idCardLocation: card,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return worker;
}

const details = (token: string, jobId: number, userId: number) =>
  callApi('getApplicationDetails', { token, query: { id: String(jobId), userId: String(userId) } });

const addNote = (token: string, jobId: number, userId: number, text: string) =>
  callApi('addApplicationNote', { token, body: { id: jobId, userId, text } });

describe('getApplicationDetails', () => {
  it("shows HR the worker's details, documents by short-lived links, other applications and moves", async () => {
    const worker = await workerWithDocuments();
    const job = await createJob({ TITLE: 'Field Survey Intern' });
    const other = await createJob({ TITLE: 'Data Entry Assistant', COMPANY_NAME: 'Kirana Books' });
    await createApplication({ job: other, worker, at: new Date('2031-01-01T09:00:00.000Z') });
    await createApplication({ job, worker, at: new Date('2031-01-02T09:00:00.000Z') });
    const moved = await callApi('reviewApplication', {
      token: ops.token,
      body: { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' },
    });
    expect(moved.status).toBe(200);

    const answer = await details(hr.token, job.ID, worker.id);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      ID: job.ID,
      USER_ID: worker.id,
      TITLE: 'Field Survey Intern',
      STATUS: 'SHORTLISTED',
      APPLIED_AT: '2031-01-02T09:00:00.000Z',
      REVIEWED_AT: expect.any(String),
      APPLICANT: {
        GENDER: 0,
        // The age band, never the date of birth (2002-05-14).
        AGE_BAND: '22plus',
        LANGUAGES: ['english', 'telugu'],
        LOCATION: 'Chennai',
        EDUCATION_LEVEL: 'pursuingGraduation',
        COLLEGE_NAME: 'Anna University',
        VERIFIED: 1,
        ACTIVE: 1,
      },
      NOTES: [],
      OTHER_APPLICATIONS: [
        {
          ID: other.ID,
          TITLE: 'Data Entry Assistant',
          COMPANY_NAME: 'Kirana Books',
          STATUS: 'APPLIED',
          APPLIED_AT: '2031-01-01T09:00:00.000Z',
        },
      ],
      MORE_APPLICATIONS: false,
    });
    const opsAccount = await staffAccounts.get(ops.id);
    expect(data.REVIEWS).toEqual([
      {
        FROM: 'APPLIED',
        TO: 'SHORTLISTED',
        AT: data.REVIEWED_AT,
        BY_NAME: opsAccount?.NAME,
        BY_EMAIL: opsAccount?.EMAIL,
        BY_TYPE: 'OPS',
      },
    ]);
    // Both documents, each a link that works for 10 minutes and serves the png.
    expect(data.DOCUMENTS.map((document) => document.KIND)).toEqual(['panCard', 'idCard']);
    for (const document of data.DOCUMENTS) {
      expect(document.LINK).toMatch(/X-Amz-Expires=600/);
      expect(Date.parse(document.EXPIRES_AT) - Date.now()).toBeGreaterThan(590_000);
      const served = await fetch(document.LINK);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes());
    }
  });

  it("puts every open on the worker's record: who, when, through what, which data", async () => {
    const { job, worker } = await createApplication();
    for (const reader of [hr, ops]) expect((await details(reader.token, job.ID, worker.id)).status).toBe(200);

    const entries = (await latestAccess(worker.id, 10)).filter(
      (entry) => entry.WHAT === 'getApplicationDetails',
    );
    expect(entries.map((entry) => [entry.BY_ID, entry.BY_ROLE])).toEqual([
      [ops.id, 'OPS'],
      [hr.id, 'HR'],
    ]);
    expect(entries[0]?.DATA).toEqual(['profile', 'contacts', 'applications', 'documents']);
  });

  it('answers a worker without documents with none, and says when there are more applications than shown', async () => {
    const worker = await createWorker();
    const jobs = [];
    for (let n = 0; n < 22; n++) jobs.push(await createJob());
    for (const [n, job] of jobs.entries())
      await createApplication({ job, worker, at: new Date(Date.UTC(2032, 0, 1 + n)) });
    const first = jobs[0] as (typeof jobs)[number];

    const answer = await details(hr.token, first.ID, worker.id);

    expect(answer.status).toBe(200);
    expect(answer.body.data.DOCUMENTS).toEqual([]);
    expect(answer.body.data.OTHER_APPLICATIONS).toHaveLength(20);
    expect(answer.body.data.OTHER_APPLICATIONS[0]?.ID).toBe(jobs[21]?.ID);
    expect(answer.body.data.MORE_APPLICATIONS).toBe(true);
  });

  it('is a 404 for an unknown application, and for a worker whose consent is not in force', async () => {
    const { job, worker } = await createApplication();
    const stranger = await createWorker();
    const held = await createWorker({ privacy: 'consentNeeded' });
    const { application } = await createApplication({ job, worker: held });
    expect(application.USER_ID).toBe(held.id);

    for (const [jobId, userId] of [
      [job.ID, stranger.id],
      [(await createJob()).ID, worker.id],
      [job.ID, 999_999_999],
      [job.ID, held.id],
    ] as const) {
      const answer = await details(hr.token, jobId, userId);
      expect(answer.status, `${jobId}/${userId}`).toBe(404);
      expect(answer.body.message).toBe('There is no such application.');
    }
  });

  it('is a 404 once the worker withdrew: no details, no document link, no note, no interview, no list row', async () => {
    const worker = await workerWithDocuments();
    const job = await createJob();
    await createApplication({ job, worker });
    expect((await details(hr.token, job.ID, worker.id)).status).toBe(200);

    const withdrawn = await callApi('withdrawApplication', { token: worker.token, body: { id: job.ID } });
    expect(withdrawn.status).toBe(200);

    const answer = await details(hr.token, job.ID, worker.id);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('There is no such application.');
    expect(JSON.stringify(answer.body)).not.toMatch(/X-Amz|documents\//);
    const note = await addNote(ops.token, job.ID, worker.id, 'Still here?');
    expect(note.status).toBe(404);
    expect((await applications.get(worker.id, job.ID))?.NOTES).toBeUndefined();
    const interview = await callApi('scheduleInterview', {
      token: hr.token,
      body: { id: job.ID, userId: worker.id, ...slot(3), place: 'Plot 12, Hyderabad' },
    });
    expect(interview.status).toBe(404);
    expect(interview.body.message).toBe('There is no such application.');
    const list = await callApi('getInternalDataById', { token: hr.token, query: { id: String(job.ID) } });
    expect(list.body.data.map((row) => row.USER_ID)).not.toContain(worker.id);
    const exported = await callApi('exportApplications', { token: hr.token, query: { id: String(job.ID) } });
    expect(exported.body.rows).toBe(0);
  });

  it("is a 404 once the worker's account is erased, and a link signed before serves nothing", async () => {
    const worker = await workerWithDocuments();
    const job = await createJob();
    await createApplication({ job, worker });
    const before = await details(hr.token, job.ID, worker.id);
    const link = before.body.data.DOCUMENTS[0]?.LINK ?? '';
    expect((await fetch(link)).status).toBe(200);

    expect(await eraseAccount(worker.id, 'workerRequest')).toBe(true);

    const answer = await details(hr.token, job.ID, worker.id);
    expect(answer.status).toBe(404);
    expect((await addNote(hr.token, job.ID, worker.id, 'Gone?')).status).toBe(404);
    const served = await fetch(link);
    expect(served.status).not.toBe(200);
  });

  it('is a 400 naming the field for an id or userId that is not a whole number', async () => {
    for (const [query, field] of [
      [{ id: 'abc', userId: '1' }, 'id'],
      [{ id: '1', userId: '-4' }, 'userId'],
      [{ id: '1' }, 'userId'],
    ] as const) {
      const answer = await call('getApplicationDetails', { token: hr.token, query });
      expect(answer.status).toBe(400);
      expect((answer.body as RefusalBody).errors?.[0]?.field).toBe(field);
    }
  });
});

describe('addApplicationNote', () => {
  it('keeps the note with its author and time; the panel and the admin list the notes newest first', async () => {
    const { job, worker } = await createApplication();
    const author = await staffAccounts.get(hr.id);
    const before = Date.now();

    const first = await addNote(hr.token, job.ID, worker.id, '  Called her: available from June.  ');
    const second = await addNote(ops.token, job.ID, worker.id, 'Documents checked.\nPAN matches.');

    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.NOTE).toEqual({
      TEXT: 'Called her: available from June.',
      AT: expect.any(String),
      BY_NAME: author?.NAME,
      BY_EMAIL: author?.EMAIL,
      BY_TYPE: 'HR',
    });
    expect(Date.parse(first.body.NOTE.AT)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(first.body.NOTE.AT)).toBeLessThanOrEqual(Date.now());
    expect(second.status).toBe(200);
    expect(second.body.NOTES.map((note) => [note.TEXT, note.BY_TYPE])).toEqual([
      ['Documents checked.\nPAN matches.', 'OPS'],
      ['Called her: available from June.', 'HR'],
    ]);

    const panel = await details(hr.token, job.ID, worker.id);
    expect(panel.body.data.NOTES).toEqual(second.body.NOTES);

    const detail = await callApi('getUserDataById', { token: admin.token, query: { id: String(worker.id) } });
    expect(detail.status).toBe(200);
    expect(detail.body.data.find((row) => row.TITLE === job.TITLE)?.NOTES).toEqual(second.body.NOTES);
  });

  it("never shows the notes to the worker's own list of applications", async () => {
    const { job, worker } = await createApplication();
    expect((await addNote(hr.token, job.ID, worker.id, 'Staff only.')).status).toBe(200);

    const own = await callApi('getAppliedJobs', { token: worker.token, query: {} });

    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('Staff only.');
    expect(own.body.data.find((row) => row.ID === job.ID)).not.toHaveProperty('NOTES');
  });

  it('is a 400 naming text for an empty, too long or marked-up note, and keeps nothing', async () => {
    const { job, worker } = await createApplication();
    for (const text of ['', '   \n ', 'x'.repeat(NOTE_TEXT_MAX + 1), 'See <script>alert(1)</script>', 42]) {
      const answer = await call('addApplicationNote', {
        token: hr.token,
        body: { id: job.ID, userId: worker.id, text },
      });
      expect(answer.status, String(text).slice(0, 20)).toBe(400);
      expect((answer.body as RefusalBody).errors?.[0]?.field).toBe('text');
      expect(answer.body.message).toContain('text');
    }
    // The longest note is taken.
    expect((await addNote(hr.token, job.ID, worker.id, 'y'.repeat(NOTE_TEXT_MAX))).status).toBe(200);
    const panel = await details(hr.token, job.ID, worker.id);
    expect(panel.body.data.NOTES).toHaveLength(1);
  });

  it(`keeps at most ${NOTES_PER_APPLICATION} notes however many notes race, each refused one a 409 saying so`, async () => {
    const { job, worker } = await createApplication();
    const earlier = {
      TEXT: 'n',
      AT: '2031-01-01T00:00:00.000Z',
      BY_ID: 1,
      BY_NAME: 'HR',
      BY_EMAIL: 'hr@x.in',
      BY_TYPE: 'HR',
    };
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(worker.id, job.ID),
        UpdateExpression: 'SET NOTES = :notes',
        ExpressionAttributeValues: { ':notes': Array(NOTES_PER_APPLICATION - 4).fill(earlier) },
      }),
    );

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => addNote(hr.token, job.ID, worker.id, `Parallel ${n}`)),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(noteMessages.full);
    }
    const kept = (await applications.get(worker.id, job.ID))?.NOTES ?? [];
    expect(kept).toHaveLength(NOTES_PER_APPLICATION);
    expect(kept.filter((note) => note.TEXT.startsWith('Parallel'))).toHaveLength(4);
  });

  it('is a 404 for an unknown application, and a 409 past the most notes an application holds', async () => {
    const { job, worker } = await createApplication();
    const stranger = await createWorker();
    const unknown = await addNote(hr.token, job.ID, stranger.id, 'Nobody applied.');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no such application.');

    const note = {
      TEXT: 'n',
      AT: '2031-01-01T00:00:00.000Z',
      BY_ID: 1,
      BY_NAME: 'HR',
      BY_EMAIL: 'hr@x.in',
      BY_TYPE: 'HR',
    };
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(worker.id, job.ID),
        UpdateExpression: 'SET NOTES = :notes',
        ExpressionAttributeValues: { ':notes': Array.from({ length: NOTES_PER_APPLICATION }, () => note) },
      }),
    );
    const full = await addNote(hr.token, job.ID, worker.id, 'One too many.');
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/already has 50 notes/);
  });
});
