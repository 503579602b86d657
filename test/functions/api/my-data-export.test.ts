/**
 * getMyData (DPDP s.11): the export is complete, proved from the table rather than from a list
 * written by hand. A worker is seeded with every kind of item (profile, a pending code and the number's send
 * log, applications moved by staff, consent records, message records, access entries, documents, a parent's
 * consent, staff notes on applications, an application's thread), then EVERY item keyed to the worker is read from the table (the whole `USER#<id>` partition, the
 * `GOOGLE#<sub>` identity and the `MOBILE#<number>` partition) and every attribute value of every item must be
 * in the export under its readable name, except those `LEFT_OUT_OF_EXPORT` names with their reasons; and no
 * internal field (a table key, search words, a file's storage key, a counter, a raw attribute name) is in it
 * at any depth (decision 560).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as users from '#lib/db/users';
import type { MyData } from '#shared/api/my-data';
import { LEFT_OUT_OF_EXPORT, PROCESSORS, readableItem } from '#shared/domain/my-data';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { createApplication, createJob } from '#test/support/fixtures';
import { slot } from '#test/support/interviews';
import { askCode, newWorker, validate } from '#test/support/registration';
import { freshMobileNumber, latestCode } from '#test/support/sms';

type Item = Record<string, unknown>;

/** Every scalar of `value` as `<attribute name>=<JSON value>`, at any depth (an array's items take its name). */
function leaves(
  value: unknown,
  name: string,
  skip: (name: string) => boolean,
  into: Set<string>,
): Set<string> {
  if (skip(name)) return into;
  if (value instanceof Set) return leaves([...value], name, skip, into);
  if (Array.isArray(value)) {
    for (const inner of value) leaves(inner, name, skip, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [inner, innerValue] of Object.entries(value)) leaves(innerValue, inner, skip, into);
  } else {
    into.add(`${name}=${JSON.stringify(value)}`);
  }
  return into;
}

/**
 * What the worker never sees in the file, at any depth: the table's bookkeeping and the internal fields
 * (written out here, not read from the code that leaves them out). The Google account id is personal data:
 * it is in the file, named `googleAccountId`, never `GOOGLE_SUB`.
 */
const FORBIDDEN_KEYS = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'entity',
  'ttl',
  'codeHash',
  'LINK',
  'searchWords',
  'GOOGLE_SUB',
  'PANCARD_KEY',
  'ID_CARD_KEY',
  'TOKEN_VERSION',
  'SAVED_JOBS',
  'JOB_ALERT_COUNT',
  'USER_IDS',
  'BY_NAME',
  'BY_EMAIL',
  'key',
];

/** Every attribute name in `value`, at any depth. */
function namesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const inner of value) namesIn(inner, into);
  else if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      into.add(name);
      namesIn(inner, into);
    }
  }
  return into;
}

/** Every object in `value`, at any depth, with the leaves it holds. */
function objectsIn(value: unknown, into: Set<string>[] = []): Set<string>[] {
  if (Array.isArray(value)) for (const inner of value) objectsIn(inner, into);
  else if (value !== null && typeof value === 'object') {
    into.push(leaves(value, 'item', () => false, new Set()));
    for (const inner of Object.values(value)) objectsIn(inner, into);
  }
  return into;
}

async function queryAll(pk: string): Promise<Item[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

/** Every item the table holds keyed to the worker, read from the table. */
async function everyItemOf(userId: number): Promise<Item[]> {
  const account = await users.get(userId);
  if (!account?.GOOGLE_SUB) throw new Error('the seeded worker has no Google identity');
  const { Item: identity } = await db.send(
    new GetCommand({ TableName: tableName, Key: { pk: `GOOGLE#${account.GOOGLE_SUB}`, sk: 'IDENTITY' } }),
  );
  return [
    ...(await queryAll(`USER#${userId}`)),
    ...(identity ? [identity] : []),
    ...(await queryAll(`MOBILE#${account.MOBILE_NUMBER}`)),
  ];
}

let worker: TestAccount;
let hr: TestAccount;
let admin: TestAccount;
let number: string;

beforeAll(async () => {
  hr = await createStaff('HR');
  admin = await createStaff('admin');
  // Profile, a verified number (its claim and send log), and a pending code after a second send.
  worker = await newWorker();
  number = freshMobileNumber();
  const start = Date.now();
  await atTime(start, () => askCode(worker, number));
  await atTime(start, () => validate(worker, latestCode(number)));
  await atTime(start + 60_000, () => askCode(worker, number));
  // Consent: a withdrawal and a new grant beside the sign-up's records.
  for (const granted of [false, true]) {
    await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'smsUpdates', granted, language: 'hi' },
    });
  }
  // Applications: three companies, two moved by HR (status SMS, REVIEWS).
  for (let n = 0; n < 3; n++) {
    const job = await createJob({ COMPANY_NAME: `Company ${n}`, TITLE: `Title ${n}` });
    const { application } = await createApplication({ job, worker });
    if (n < 2) {
      await callApi('reviewApplication', {
        token: hr.token,
        body: { id: application.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' },
      });
      // A staff note on the application: personal data about the worker, exported with it.
      await callApi('addApplicationNote', {
        token: hr.token,
        body: { id: application.ID, userId: worker.id, text: `Interviewed for Title ${n}.` },
      });
    }
    // The application's thread (issue 39): a message each way, in the worker's partition beside the moves.
    if (n === 0) {
      await callApi('sendApplicantMessage', {
        token: hr.token,
        body: { id: application.ID, userId: worker.id, text: 'Please bring your college ID card.' },
      });
      await callApi('sendApplicationMessage', {
        token: worker.token,
        body: { id: application.ID, text: 'I will, thank you. Call me on 9876543210.' },
      });
    }
    // An interview proposed to the shortlisted worker, and their answer: on the application.
    if (n === 0) {
      const scheduled = await callApi('scheduleInterview', {
        token: hr.token,
        body: { id: application.ID, userId: worker.id, ...slot(3), link: 'https://meet.example.com/abc' },
      });
      expect(scheduled.status).toBe(200);
      await callApi('answerInterview', {
        token: worker.token,
        body: {
          id: application.ID,
          startsAt: String(scheduled.body.INTERVIEW.STARTS_AT),
          answer: 'anotherTime',
          note: 'After 4 pm please',
        },
      });
    }
    // Staff reads: the HR list of the job.
    await callApi('getInternalDataById', { token: hr.token, query: { id: String(job.ID) } });
  }
  // A saved job, in the worker's partition.
  const kept = await createJob({ COMPANY_NAME: 'Company saved', TITLE: 'Title saved' });
  await callApi('saveJob', { token: worker.token, body: { id: kept.ID } });
  // A job alert, in the worker's partition, with the consent to job alerts it needs.
  await callApi('updateConsent', {
    token: worker.token,
    body: { purpose: 'jobAlerts', granted: true, language: 'en' },
  });
  const alerted = await callApi('createJobAlert', {
    token: worker.token,
    body: { q: 'delivery', city: 'chennai', channel: 'email' },
  });
  expect(alerted.status, JSON.stringify(alerted.body)).toBe(200);
  // The admin's read of the user detail.
  await callApi('getUserDataById', { token: admin.token, query: { id: String(worker.id) } });
  // Documents, and a parent's consent on the account (as a minor's would hold it).
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `USER#${worker.id}`, sk: 'PROFILE' },
      UpdateExpression:
        'SET PANCARD_KEY = :pan, ID_CARD_KEY = :id, PARENT = :parent, TOKEN_VERSION = :version',
      ExpressionAttributeValues: {
        // A session counter as a sign-out leaves it (0 keeps the worker's token valid).
        ':version': 0,
        ':pan': `documents/${worker.id}/panCard/11111111-1111-4111-8111-111111111111.png`,
        ':id': `documents/${worker.id}/idCard/22222222-2222-4222-8222-222222222222.png`,
        ':parent': {
          NAME: 'Ramesh Kumar',
          MOBILE: '9123456780',
          LINK: 'a'.repeat(64),
          SENT_AT: '2026-01-01T00:00:00.000Z',
          EXPIRES_AT: '2026-01-08T00:00:00.000Z',
          SENDS: [1_767_225_600_000],
          CONSENTED_AT: '2026-01-02T00:00:00.000Z',
          VERIFIED_BY: 'smsOtp+declaration',
        },
      },
    }),
  );
});

describe('getMyData', () => {
  it('holds every attribute value of every item keyed to the worker in the table', async () => {
    const answer = await callApi('getMyData', { token: worker.token });
    expect(answer.status).toBe(200);
    const exported = objectsIn(answer.body.data);

    const items = await everyItemOf(worker.id);
    // The seed has every kind of item (so the proof covers each).
    const kinds = new Set(
      items.map((item) => `${String(item.pk).split('#')[0]}/${String(item.sk).split('#')[0]}`),
    );
    expect([...kinds].sort()).toEqual(
      [
        'GOOGLE/IDENTITY',
        'MOBILE/OWNER',
        'MOBILE/SENDS',
        'USER/ACCESS',
        'USER/APPLICATION',
        'USER/CONSENT',
        'USER/MESSAGE',
        // The bell's notifications of the moves and the interview above.
        'USER/NOTIFICATION',
        'USER/OTP',
        'USER/PROFILE',
        'USER/SAVED',
        'USER/ALERT',
        // The applications' threads: the moves and the interview as system entries, and the messages.
        'USER/THREAD',
      ].sort(),
    );

    // Each item whole: one object of the export holds every one of its attribute values, by name.
    const missing: string[] = [];
    for (const item of items) {
      const wanted = [...leaves(readableItem(item), 'item', () => false, new Set())];
      const best = Math.max(...exported.map((object) => wanted.filter((leaf) => object.has(leaf)).length));
      if (best < wanted.length) {
        const closest = exported.find((object) => wanted.filter((leaf) => object.has(leaf)).length === best);
        const absent = wanted.filter((leaf) => !closest?.has(leaf));
        missing.push(`${String(item.pk)} ${String(item.sk)}: ${absent.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no internal field at any depth, and names no attribute as the table does', async () => {
    const { body } = await callApi('getMyData', { token: worker.token });
    const names = namesIn(body.data);

    expect(FORBIDDEN_KEYS.filter((name) => names.has(name))).toEqual([]);
    // No name as the table spells it (`MOBILE_NUMBER`, `ID`): each is readable (`mobileNumber`, `id`).
    expect([...names].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name))).toEqual([]);
    const text = JSON.stringify(body.data);
    expect(text).not.toContain('"USER#');
    expect(text).not.toContain('"documents/');
  });

  it('still holds every personal field, under a readable name', async () => {
    const { body } = await callApi('getMyData', { token: worker.token });
    const data = body.data as MyData;
    const account = await users.get(worker.id);

    expect(data.profile).toEqual(
      expect.objectContaining({
        id: worker.id,
        name: account?.NAME,
        email: account?.EMAIL,
        mobileNumber: number,
        dateOfBirth: account?.DOB,
        gender: account?.GENDER,
        languages: account?.LANGUAGES,
        city: account?.LOCATION,
        educationLevel: account?.EDUCATION_LEVEL,
        collegeName: account?.COLLEGE_NAME,
        // The Google subject id is personal data: named in words, not dropped.
        googleAccountId: account?.GOOGLE_SUB,
        mobileNumberVerified: true,
        parentOrGuardian: expect.objectContaining({ name: 'Ramesh Kumar', mobileNumber: '9123456780' }),
      }),
    );
    // The documents themselves stay reachable, as links.
    expect(data.documents.map((document) => document.kind)).toEqual(['panCard', 'idCard']);
    expect(data.applications[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), companyName: expect.any(String) }),
    );
    expect(data.otherRecords.map((record) => record.record)).toEqual(
      expect.arrayContaining(['googleSignIn', 'mobileNumberClaim', 'pendingCode', 'savedJob', 'jobAlert']),
    );
  });

  it('leaves out only what it names, with a reason for each; never a code hash or a link hash', async () => {
    const answer = await callApi('getMyData', { token: answerToken() });
    const text = JSON.stringify(answer.body.data);
    const otp = (await queryAll(`USER#${worker.id}`)).find((item) => item.sk === 'OTP');
    expect(otp?.codeHash).toEqual(expect.any(String));
    expect(text).not.toContain(String(otp?.codeHash));
    expect(text).not.toContain('a'.repeat(64));
    for (const reason of Object.values(LEFT_OUT_OF_EXPORT)) expect(reason.length).toBeGreaterThan(10);
  });

  it('gives short-lived links to the documents, every status move, and the recipients', async () => {
    const { body } = await callApi('getMyData', { token: worker.token });
    const data = body.data as MyData;
    expect(data.documents.map((document) => document.kind)).toEqual(['panCard', 'idCard']);
    for (const document of data.documents) {
      expect(document.link).toMatch(/^https?:\/\/.*X-Amz-Expires=600/);
      expect(Date.parse(document.linkExpiresAt) - Date.parse(data.exportedAt)).toBe(600_000);
    }
    const moved = data.applications.filter((application) => Array.isArray(application.statusChanges));
    expect(moved).toHaveLength(2);
    // The interview and the worker's note travel with its application.
    expect(data.applications.map((application) => application.interview).filter(Boolean)).toEqual([
      expect.objectContaining({
        videoLink: 'https://meet.example.com/abc',
        answer: 'ANOTHER_TIME',
        note: 'After 4 pm please',
      }),
    ]);
    expect(moved[0]?.statusChanges).toEqual([
      expect.objectContaining({ from: 'APPLIED', to: 'SHORTLISTED', byRole: 'HR', at: expect.any(String) }),
    ]);
    // The staff's notes on each application, with their author and time.
    expect(moved.map((application) => application.staffNotes)).toEqual(
      [1, 0].map((n) => [
        expect.objectContaining({
          text: `Interviewed for Title ${n}.`,
          byRole: 'HR',
          at: expect.any(String),
        }),
      ]),
    );
    expect(data.recipients.companies.map((company) => company.name).sort()).toEqual([
      'Company 0',
      'Company 1',
      'Company 2',
    ]);
    expect(data.recipients.processors.map((processor) => processor.id)).toEqual(PROCESSORS.map((p) => p.id));
    expect(data.messages.map((message) => message.kind).sort()).toEqual([
      'interview',
      'otp',
      'otp',
      'review',
      'review',
    ]);
    expect(data.staffAccess.map((entry) => entry.readThrough).sort()).toEqual([
      'getInternalDataById',
      'getInternalDataById',
      'getInternalDataById',
      'getUserDataById',
    ]);
  });

  it('answers 400 naming the field for a query it does not take', async () => {
    const answer = await callApi('getMyData', { token: worker.token, query: { id: '1' } as never });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/id/);
  });
});

const answerToken = () => worker.token;
