/**
 * Right to correct (DPDP s.12): the name through updateProfile, and a change of the verified
 * mobile number that re-verifies the new number by OTP before it replaces the old one (requestNumberChange,
 * confirmNumberChange). Against DynamoDB Local and the SMS outbox.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { applicationKey, studentWordKey } from '#lib/db/keys';
import * as users from '#lib/db/users';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi, type SentInput } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { createApplication } from '#test/support/fixtures';
import { wrong } from '#test/support/registration';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

const edits: SentInput<'updateProfile'> = {
  gender: 1,
  dob: '2001-01-26',
  languages: ['hindi', 'english'],
  cityName: 'new delhi',
  education: 'graduate',
  collegeName: 'Delhi University',
  panCardLocation: '',
  idCardLocation: '',
};

const ask = (worker: TestAccount, number: string) =>
  callApi('requestNumberChange', { token: worker.token, body: { number } });
const confirm = (worker: TestAccount, otp: string) =>
  callApi('confirmNumberChange', { token: worker.token, body: { otp } });

async function account(worker: TestAccount) {
  const found = await users.get(worker.id);
  if (!found) throw new Error(`no worker ${worker.id}`);
  return found;
}

async function indexedWord(word: string, id: number): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: studentWordKey(word, id), ConsistentRead: true }),
  );
  return Item !== undefined;
}

async function applicationCopy(workerId: number, jobId: number) {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: applicationKey(workerId, jobId), ConsistentRead: true }),
  );
  return Item;
}

describe('correcting the name (updateProfile)', () => {
  it('saves a new name with the other fields, in the search words and on the applications', async () => {
    const worker = await createWorker();
    const { job } = await createApplication({ worker });
    const answer = await callApi('updateProfile', {
      token: worker.token,
      body: { ...edits, name: 'Lakshmi Priya Naidu' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const profile = await callApi('getProfile', { token: worker.token });
    expect(profile.body.data?.NAME).toBe('Lakshmi Priya Naidu');
    expect(await indexedWord('naidu', worker.id)).toBe(true);
    expect(await applicationCopy(worker.id, job.ID)).toMatchObject({ NAME: 'Lakshmi Priya Naidu' });
  });

  it("keeps the name when a caller sends only the spec's eight fields", async () => {
    const worker = await createWorker();
    const before = (await account(worker)).NAME;
    const answer = await callApi('updateProfile', { token: worker.token, body: edits });
    expect(answer.status).toBe(200);
    expect((await account(worker)).NAME).toBe(before);
  });

  it('refuses an empty name with a 400 naming the field', async () => {
    const worker = await createWorker();
    const answer = await callApi('updateProfile', { token: worker.token, body: { ...edits, name: '  ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^name: /);
  });
});

describe('changing the mobile number', () => {
  it('keeps the old number in force until the code sent to the new one is confirmed, then swaps the claims', async () => {
    const worker = await createWorker();
    const { job } = await createApplication({ worker });
    const old = (await account(worker)).MOBILE_NUMBER;
    const fresh = freshMobileNumber();

    const asked = await ask(worker, fresh);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(smsTo(fresh)).toHaveLength(1);
    expect(smsTo(old)).toHaveLength(0);
    // Not yet: the old number is still the account's, and the new one nobody's.
    expect(await account(worker)).toMatchObject({ MOBILE_NUMBER: old, VERIFIED: 1 });
    expect(await users.mobileNumberOwner(old)).toBe(worker.id);
    expect(await users.mobileNumberOwner(fresh)).toBeUndefined();

    const confirmed = await confirm(worker, latestCode(fresh));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ success: true, number: fresh });
    expect(await account(worker)).toMatchObject({ MOBILE_NUMBER: fresh, VERIFIED: 1 });
    expect(await users.mobileNumberOwner(fresh)).toBe(worker.id);
    expect(await users.mobileNumberOwner(old)).toBeUndefined();
    // The search words and the application's copy follow.
    expect(await indexedWord(fresh, worker.id)).toBe(true);
    expect(await indexedWord(old, worker.id)).toBe(false);
    expect(await applicationCopy(worker.id, job.ID)).toMatchObject({ MOBILE_NUMBER: fresh });
    // The old number is free for another account to verify.
    const other = await createWorker({ verified: false });
    await users.verifyMobileNumber(other.id, old);
    expect(await users.mobileNumberOwner(old)).toBe(other.id);
  });

  it('answers a wrong code with success false and the tries left, and changes nothing', async () => {
    const worker = await createWorker();
    const old = (await account(worker)).MOBILE_NUMBER;
    const fresh = freshMobileNumber();
    await ask(worker, fresh);
    const code = latestCode(fresh);

    const first = await confirm(worker, wrong(code));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: false, triesLeft: 4 });
    expect((await confirm(worker, wrong(code))).body).toEqual({ success: false, triesLeft: 3 });
    expect(await account(worker)).toMatchObject({ MOBILE_NUMBER: old });
    expect(await users.mobileNumberOwner(fresh)).toBeUndefined();

    // The right code still works within its tries.
    expect((await confirm(worker, code)).body).toEqual({ success: true, number: fresh });
  });

  it('refuses after the fifth wrong code with a 400 asking for a new code', async () => {
    const worker = await createWorker();
    const fresh = freshMobileNumber();
    await ask(worker, fresh);
    const code = latestCode(fresh);
    const lefts: unknown[] = [];
    for (let n = 0; n < 5; n++) lefts.push((await confirm(worker, wrong(code))).body.triesLeft);
    expect(lefts).toEqual([4, 3, 2, 1, 0]);
    const after = await confirm(worker, code);
    expect(after.status).toBe(400);
    expect(after.body.message).toBe('Too many wrong codes were entered. Please ask for a new code.');
  });

  it('refuses a number another account owns with a 409 saying so, and sends no SMS', async () => {
    const owner = await createWorker();
    const taken = (await account(owner)).MOBILE_NUMBER;
    const worker = await createWorker();
    const old = (await account(worker)).MOBILE_NUMBER;
    const answer = await ask(worker, taken);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This mobile number is already registered with another account.');
    expect(smsTo(taken)).toHaveLength(0);
    expect(await account(worker)).toMatchObject({ MOBILE_NUMBER: old });
    expect(await users.mobileNumberOwner(taken)).toBe(owner.id);
  });

  it('refuses with a 409 at confirmation when another account took the number meanwhile, and keeps the old', async () => {
    const worker = await createWorker();
    const old = (await account(worker)).MOBILE_NUMBER;
    const fresh = freshMobileNumber();
    await ask(worker, fresh);
    const other = await createWorker({ verified: false });
    await users.verifyMobileNumber(other.id, fresh);
    const answer = await confirm(worker, latestCode(fresh));
    expect(answer.status).toBe(409);
    expect(await account(worker)).toMatchObject({ MOBILE_NUMBER: old });
    expect(await users.mobileNumberOwner(old)).toBe(worker.id);
    expect(await users.mobileNumberOwner(fresh)).toBe(other.id);
  });

  it('refuses the number the account already has (400 naming number) and an account with none verified (403)', async () => {
    const worker = await createWorker();
    const same = await ask(worker, (await account(worker)).MOBILE_NUMBER);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('This is already your mobile number.');
    expect(same.body.errors).toEqual([{ field: 'number', message: 'This is already your mobile number.' }]);
    const unverified = await createWorker({ verified: false });
    const refused = await ask(unverified, freshMobileNumber());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/verify your mobile number first/);
  });

  it('applies the registration code’s limits: a second code to the number within 30 s is a 429', async () => {
    const worker = await createWorker();
    const fresh = freshMobileNumber();
    const now = Date.now();
    expect((await atTime(now, () => ask(worker, fresh))).status).toBe(200);
    const again = await atTime(now + 5_000, () => ask(worker, fresh));
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });
});
