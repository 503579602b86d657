/**
 * The worker's own erasure: asked for, confirmed by the code sent to the verified number (or a
 * fresh Google sign-in without one), then nothing of the worker is left: no item of the table (the whole table is
 * scanned; their id is gone from the staff's page reads of their jobs too), no object or object version in the bucket, no log line written afterwards naming the id, e-mail or
 * number; the jobs keep only anonymous counts, which stay those of the HR/OPS lists; a sign-in with the same
 * Google account starts a brand-new account.
 */
import { ListObjectsV2Command, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bucket } from '#features/documents/storage';
import { erasureSubject } from '#features/erasure/subject';
import { db, tableName } from '#lib/clients/dynamodb';
import { s3 } from '#lib/clients/s3';
import { padId } from '#lib/db/keys';
import * as users from '#lib/db/users';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import { mintIdToken, newIdentity } from '#test/support/identity-provider';
import { counts, posted, reviewStaff, staff } from '#test/support/internal-review';
import { shortlistedApplication, slot } from '#test/support/interviews';
import { call } from '#test/support/invoke';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';
import { pngBytes, uploadDocument } from '#test/support/uploads';

// Info lines too, as on AWS (the stack sets INFO): the functions' logger reads its level when it loads, and each
// request sets it back to that level.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

reviewStaff();

interface Person {
  id: number;
  email: string;
  number: string;
  sub: string;
}

/** Whether a text holds the person's e-mail, number or Google sub, or their id in a key or a file path. */
function namesInText(text: string, person: Person): boolean {
  return (
    text.toLowerCase().includes(person.email.toLowerCase()) ||
    text.includes(person.number) ||
    text.includes(person.sub) ||
    new RegExp(`(USER|APPLICANT|STATUS_SMS|GOOGLE|MOBILE)#${person.id}(?![0-9])`).test(text) ||
    new RegExp(`(uploads|documents)/${person.id}/`).test(text)
  );
}

/** Ids of other kinds (jobs, staff, listings) share the numbers: only a worker's item or reference counts. */
const OTHER_ENTITIES = new Set(['JOB', 'JOB_LISTING', 'STAFF']);

/** Whether a table item names the person: their e-mail, number, sub, or their id as a worker's id. */
function itemNames(item: Record<string, unknown>, person: Person): boolean {
  if (namesInText(JSON.stringify(item), person)) return true;
  if (item.userId === person.id || item.USER_ID === person.id) return true;
  // A page of a job's applicants read by staff names each of them in a set (which JSON cannot show).
  if (item.USER_IDS instanceof Set && item.USER_IDS.has(person.id)) return true;
  if (item.entity === 'USER' && item.ID === person.id) return true;
  if (OTHER_ENTITIES.has(String(item.entity))) return false;
  // A worker's id padded at the end of a sort key: search words, holds, a job's applications (gsi1; its
  // gsi2 sort key ends with the job's id).
  const sortKeys = item.entity === 'APPLICATION' ? [item.gsi1sk] : [item.sk, item.gsi1sk];
  return sortKeys.some((value) => typeof value === 'string' && value.endsWith(`#${padId(person.id)}`));
}

/** Whether a log line names the person: their e-mail, number, sub, or their id under an account's name. */
function lineNames(line: Record<string, unknown>, person: Person): boolean {
  if (namesInText(JSON.stringify(line), person)) return true;
  const walk = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(walk);
    if (!value || typeof value !== 'object') return false;
    return Object.entries(value).some(
      ([key, entry]) =>
        (/user|account|worker|subject/i.test(key) && (entry === person.id || entry === String(person.id))) ||
        walk(entry),
    );
  };
  return walk(line);
}

async function wholeTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function objectVersionsOf(id: number): Promise<string[]> {
  const found: string[] = [];
  for (const prefix of [`uploads/${id}/`, `documents/${id}/`]) {
    const versions = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: prefix }));
    found.push(
      ...[...(versions.Versions ?? []), ...(versions.DeleteMarkers ?? [])].map((v) => String(v.Key)),
    );
  }
  const all = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
  found.push(...(all.Contents ?? []).map((o) => String(o.Key)).filter((key) => key.includes(`/${id}/`)));
  return [...new Set(found)];
}

/** Log lines written from now on (the functions' logs: Powertools writes JSON lines to stdout, as on Lambda). */
let written: string[] = [];
let restore: (() => void) | undefined;
function captureLogs(): void {
  written = [];
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return (original as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  restore = () => {
    process.stdout.write = original;
  };
}
const logLines = () =>
  written
    .join('')
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

afterEach(() => {
  restore?.();
  restore = undefined;
});

/** A worker as a person signs up: Google sign-in, consent, details, a verified number, two documents, applied. */
async function fullWorker() {
  const identity = newIdentity();
  const signIn = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) } });
  const token = signIn.body.token;
  const id = Number(decodeJwt(token).sub);
  const worker: TestAccount = { id, role: 'worker', token };
  expect(
    (
      await callApi('giveConsent', {
        token,
        body: {
          noticeVersion: PRIVACY_NOTICE_VERSION,
          language: 'hi',
          accept: true,
          smsUpdates: true,
          dob: '2001-03-09',
          screen: 'signUp',
        },
      })
    ).status,
  ).toBe(200);
  await callApi('registerDetails', {
    token,
    body: {
      name: identity.name,
      gender: 1,
      dob: '2001-03-09',
      languages: ['hindi'],
      cityName: 'chennai',
      education: 'graduate',
      collegeName: 'Stella Maris College',
    },
  });
  const number = freshMobileNumber();
  await users.verifyMobileNumber(id, number);
  const pan = await uploadDocument(worker, 'panCard', pngBytes());
  const card = await uploadDocument(worker, 'idCard', pngBytes());
  const saved = await callApi('updateProfile', {
    token,
    body: {
      gender: 1,
      dob: '2001-03-09',
      languages: ['hindi'],
      cityName: 'chennai',
      education: 'graduate',
      collegeName: 'Anna University',
      panCardLocation: pan,
      idCardLocation: card,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // A fresh upload not yet kept stays under uploads/ too.
  await uploadDocument(worker, 'panCard', pngBytes());
  const person: Person = { id, email: identity.email, number, sub: identity.sub };
  return { worker, identity, person };
}

describe('erasing my account', () => {
  it('leaves no item, object version or later log line naming the worker; the jobs keep anonymous counts; the same Google account starts afresh', async () => {
    const { worker, identity, person } = await fullWorker();
    const job = await createJob();
    const other = await createApplication({ job });
    await createApplication({ job, worker });
    // A staff note on the application that names the worker: erased with it.
    const noted = await callApi('addApplicationNote', {
      token: staff.HR.token,
      body: { id: job.ID, userId: person.id, text: `Mailed ${person.email}, called ${person.number}.` },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(await posted(job.ID)).toMatchObject({ APPLICANTS: counts(2) });
    // HR read the job's applicants: one page read naming both, under the job.
    const read = await callApi('getInternalDataById', {
      token: staff.HR.token,
      query: { id: String(job.ID) },
    });
    expect(read.body.data.map((row) => row.USER_ID).sort()).toEqual([other.worker.id, person.id].sort());
    // A saved job: kept in the worker's partition, so erased with it.
    const kept = await createJob();
    expect((await callApi('saveJob', { token: worker.token, body: { id: kept.ID } })).status).toBe(200);
    const savedBefore = await callApi('getSavedJobs', { token: worker.token });
    expect(savedBefore.body.data.map((saved) => saved.ID)).toEqual([kept.ID]);
    // A job alert: in the worker's partition (and the digest's index by city), erased with it.
    await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'jobAlerts', granted: true, language: 'en' },
    });
    const alerted = await callApi('createJobAlert', {
      token: worker.token,
      body: { city: 'chennai', channel: 'email' },
    });
    expect(alerted.body.data).toHaveLength(1);
    expect(await objectVersionsOf(person.id)).toHaveLength(5);
    // An interview proposed to the worker on another job: it lives on the application and goes with it.
    const invited = await shortlistedApplication({ worker });
    const scheduled = await callApi('scheduleInterview', {
      token: staff.HR.token,
      body: { id: invited.job.ID, userId: worker.id, ...slot(2), place: 'Plot 12, HITEC City' },
    });
    expect(scheduled.status).toBe(200);
    // The application's thread (issue 39): a message each way beside the moves' and interview's entries.
    expect(
      (
        await callApi('sendApplicationMessage', {
          token: worker.token,
          body: { id: invited.job.ID, text: 'Thank you, I will come.' },
        })
      ).status,
    ).toBe(200);
    // HR's answer, unread: its due SMS (decision 605) is listed outside the partition and goes with the account.
    expect(
      (
        await callApi('sendApplicantMessage', {
          token: staff.HR.token,
          body: { id: invited.job.ID, userId: worker.id, text: 'See you then.' },
        })
      ).status,
    ).toBe(200);
    // The bell's notifications: of the shortlist, the interview and the message, in the worker's partition.
    const bell = await callApi('getNotifications', { token: worker.token });
    expect(bell.body.data.map((entry) => entry.kind)).toEqual([
      'newMessage',
      'interviewScheduled',
      'statusMoved',
    ]);

    const asked = await callApi('requestErasure', { token: worker.token, body: {} });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toEqual({
      confirmBy: 'sms',
      mobile: `${person.number.slice(0, 2)}******${person.number.slice(-2)}`,
    });
    const code = latestCode(person.number);
    // The erasure code verifies no number, and a wrong code is a 400 naming `proof` that erases nothing.
    expect((await callApi('validateOTP', { token: worker.token, body: { otp: code } })).status).toBe(400);
    const wrong = await callApi('confirmErasure', {
      token: worker.token,
      body: { confirmBy: 'sms', proof: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]?.field).toBe('proof');
    expect(await users.get(person.id)).toBeDefined();

    captureLogs();
    const erased = await callApi('confirmErasure', {
      token: worker.token,
      body: { confirmBy: 'sms', proof: code },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);

    // Every session is refused: the account is gone.
    const after = await callApi('getProfile', { token: worker.token });
    expect(after.status).toBe(401);

    const table = await wholeTable();
    expect(table.filter((item) => itemNames(item, person))).toEqual([]);
    // The job's page reads (this one, and the counts' checks above) stay on the other applicant's record.
    const pageReads = table.filter((item) => item.entity === 'PAGE_READ' && item.JOB_ID === job.ID);
    expect(pageReads.length).toBeGreaterThan(0);
    for (const item of pageReads) expect([...(item.USER_IDS as Set<number>)]).toEqual([other.worker.id]);
    expect(table.filter((item) => item.entity === 'NOTIFICATION' && item.pk === `USER#${person.id}`)).toEqual(
      [],
    );
    expect(table.filter((item) => item.entity === 'JOB_ALERT' && item.USER_ID === person.id)).toEqual([]);
    expect(table.filter((item) => item.entity === 'THREAD' && item.pk === `USER#${person.id}`)).toEqual([]);
    const subject = await erasureSubject(person.id);
    const record = table.find((item) => item.pk === `ERASURE#${subject.hash}`);
    expect(record).toMatchObject({ REASON: 'workerRequest', ttl: expect.any(Number) });
    expect(Number(record?.ttl) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(await objectVersionsOf(person.id)).toEqual([]);

    // HR/OPS no longer see the person; the counts are those of the list; the job keeps an anonymous count.
    const list = await callApi('getInternalDataById', {
      token: staff.OPS.token,
      query: { id: String(job.ID) },
    });
    expect(list.body.data.map((row) => row.USER_ID)).toEqual([other.worker.id]);
    expect(list.body.JOB).toMatchObject({ APPLICANTS: counts(1) });
    expect(table.find((item) => item.pk === `JOB#${job.ID}` && item.sk === 'JOB')).toMatchObject({
      ERASED_APPLICANTS: 1,
    });

    // The same Google account signs in: a brand-new account, held for consent, asked to register.
    const again = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ register: true, privacy: 'consentNeeded' });
    expect(Number(decodeJwt(again.body.token).sub)).not.toBe(person.id);

    const lines = logLines();
    expect(lines.some((line) => line.message === 'Account erased and recorded')).toBe(true);
    expect(lines.filter((line) => lineNames(line, person))).toEqual([]);
  });

  it('is confirmed by a Google sign-in of the last 5 minutes when the account has no verified number', async () => {
    const identity = newIdentity();
    const signIn = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) } });
    const token = signIn.body.token;
    const id = Number(decodeJwt(token).sub);

    const asked = await callApi('requestErasure', { token, body: {} });
    expect(asked.body.data).toEqual({ confirmBy: 'google' });
    const now = Math.floor(Date.now() / 1000);
    const stale = await callApi('confirmErasure', {
      token,
      body: { confirmBy: 'google', proof: await mintIdToken({ ...identity, issuedAt: now - 6 * 60 }) },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.errors?.[0]?.field).toBe('proof');
    const someoneElse = await callApi('confirmErasure', {
      token,
      body: { confirmBy: 'google', proof: await mintIdToken() },
    });
    expect(someoneElse.status).toBe(403);
    const noCode = await callApi('confirmErasure', { token, body: { confirmBy: 'sms', proof: '123456' } });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors?.[0]?.field).toBe('proof');
    expect(await users.get(id)).toBeDefined();

    const erased = await callApi('confirmErasure', {
      token,
      body: { confirmBy: 'google', proof: await mintIdToken(identity) },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await users.get(id)).toBeUndefined();
  });

  it('sends erasure codes within the OTP limits, and takes a code only as an SMS proof', async () => {
    const worker = await createWorker();
    const number = String((await users.get(worker.id))?.MOBILE_NUMBER);
    expect((await callApi('requestErasure', { token: worker.token, body: {} })).status).toBe(200);
    const soon = await callApi('requestErasure', { token: worker.token, body: {} });
    expect(soon.status).toBe(429);
    expect(smsTo(number)).toHaveLength(1);
    // The code sent as a Google proof, and a token as an SMS proof: refused, nothing erased.
    const codeAsToken = await callApi('confirmErasure', {
      token: worker.token,
      body: { confirmBy: 'google', proof: latestCode(number) },
    });
    expect(codeAsToken.status).toBe(401);
    const tokenAsCode = await callApi('confirmErasure', {
      token: worker.token,
      body: { confirmBy: 'sms', proof: await mintIdToken() },
    });
    expect(tokenAsCode.status).toBe(400);
    expect(tokenAsCode.body.errors?.[0]?.field).toBe('proof');
    const neither = await call('confirmErasure', { token: worker.token, body: {} });
    expect(neither.status).toBe(400);
    expect(await users.get(worker.id)).toBeDefined();
  });
});
