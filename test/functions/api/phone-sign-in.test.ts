/**
 * Signing up and in with a mobile number and an SMS code (startPhoneSignIn, verifyPhoneSignIn), and linking
 * Google later (linkGoogleAccount): one number one account, one Google subject one account, the same answer
 * whether a number has an account or not, the OTP limits and caps, codes single use with bounded tries.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { NUMBER_SERIES_DIGITS, SMS_PER_SERIES } from '#features/caps/caps';
import { dayOf, hourOf } from '#features/caps/windows';
import { eraseAccount } from '#features/erasure/erase-account';
import { keyedHash } from '#lib/auth/keyed-hash';
import { db, tableName } from '#lib/clients/dynamodb';
import { clock } from '#lib/clock';
import { capCountKey, mobileOwnerKey, phoneSignInCodeKey } from '#lib/db/keys';
import * as users from '#lib/db/users';
import { OTP_MAX_WRONG_TRIES, VERIFIED } from '#shared/domain/constants';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { mintIdToken, newIdentity } from '#test/support/identity-provider';
import { askCode, details, MINUTE, wrong } from '#test/support/registration';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

const start = (mobile: string, language?: 'en' | 'hi' | 'te') =>
  callApi('startPhoneSignIn', { body: { mobile, ...(language ? { language } : {}) } });
const verify = (mobile: string, code: string) => callApi('verifyPhoneSignIn', { body: { mobile, code } });
const accountIdOf = (token: unknown) => Number(decodeJwt(token as string).sub);

/** A number signed in by phone for the first time: its session's answer. */
async function signUpByPhone(mobile = freshMobileNumber()) {
  expect((await start(mobile)).status).toBe(200);
  const response = await verify(mobile, latestCode(mobile));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { mobile, body: response.body, id: accountIdOf(response.body.token) };
}

async function consentAndRegister(token: string) {
  const consent = await callApi('giveConsent', {
    token,
    body: {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en',
      accept: true,
      smsUpdates: false,
      dob: '2003-02-11',
      screen: 'signUp',
    },
  });
  expect(consent.status, JSON.stringify(consent.body)).toBe(200);
  const registered = await callApi('registerDetails', { token, body: details as never });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
}

describe('phone sign-up', () => {
  it('creates, at the first right code, an account whose number is verified, held for consent, register true', async () => {
    const { mobile, body, id } = await signUpByPhone();
    expect(body).toEqual({ token: expect.any(String), register: true, name: '', privacy: 'consentNeeded' });
    expect(await users.get(id)).toMatchObject({ MOBILE_NUMBER: mobile, VERIFIED, EMAIL: '', REGISTERED: 0 });
    expect(await users.mobileNumberOwner(mobile)).toBe(id);
    expect((await users.get(id))?.GOOGLE_SUB).toBeUndefined();
  });

  it('goes through consent and the details, then applies without verifying the number again', async () => {
    const { body } = await signUpByPhone();
    const token = body.token as string;
    expect((await callApi('getAllJobs', { token })).body.code).toBe('consentNeeded');
    await consentAndRegister(token);
    const profile = await callApi('getProfile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ NAME: details.name, EMAIL: '' });
  });

  it('sends the code in the language asked for, and a sign-in code is no verification code', async () => {
    const mobile = freshMobileNumber();
    await start(mobile, 'hi');
    const sms = smsTo(mobile)[0]?.message ?? '';
    expect(sms).toMatch(/[\u0900-\u097F]/);
    // A Google worker who asks to verify another number cannot use a sign-in code of it, nor the reverse.
    const worker = await createWorker({ verified: false });
    const other = freshMobileNumber();
    await atTime(clock.now() + MINUTE, async () => {
      expect((await askCode(worker, other)).status).toBe(200);
      const verificationCode = latestCode(other);
      expect((await verify(other, verificationCode)).status).toBe(400);
    });
  });
});

describe('phone sign-in', () => {
  it('signs a number in to its account again, register false once registered', async () => {
    const { mobile, body, id } = await signUpByPhone();
    await consentAndRegister(body.token as string);
    await atTime(clock.now() + MINUTE, async () => {
      await start(mobile);
      const again = await verify(mobile, latestCode(mobile));
      expect(again.status).toBe(200);
      expect(accountIdOf(again.body.token)).toBe(id);
      expect(again.body).toMatchObject({ register: false, name: details.name, privacy: 'given' });
    });
  });

  it('signs a number a Google account verified in to that account: never a second account', async () => {
    const worker = await createWorker();
    const account = await users.get(worker.id);
    const mobile = account?.MOBILE_NUMBER as string;
    await start(mobile);
    const response = await verify(mobile, latestCode(mobile));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(accountIdOf(response.body.token)).toBe(worker.id);
    expect(response.body.register).toBe(false);
  });

  it('answers a start the same whether the number has an account or not', async () => {
    const { mobile: taken } = await signUpByPhone();
    const free = freshMobileNumber();
    const [forTaken, forFree] = await atTime(clock.now() + MINUTE, () =>
      Promise.all([start(taken), start(free)]),
    );
    expect(forTaken.status).toBe(200);
    expect(forTaken.body).toEqual(forFree.body);
    // And a wrong code is refused in the same words for both.
    const [wrongTaken, wrongFree] = await Promise.all([
      verify(taken, wrong(latestCode(taken))),
      verify(free, wrong(latestCode(free))),
    ]);
    expect(wrongTaken.status).toBe(400);
    expect(wrongTaken.body).toEqual(wrongFree.body);
  });
});

describe('the code', () => {
  it('is refused when wrong with the tries left, and dead after 5 wrong tries, the right code too', async () => {
    const mobile = freshMobileNumber();
    await start(mobile);
    const code = latestCode(mobile);
    const first = await verify(mobile, wrong(code));
    expect(first.status).toBe(400);
    expect(first.body.errors).toEqual([
      { field: 'code', message: 'That code is not right. You can try 4 more times.' },
    ]);
    // Parallel guesses spend their tries in the write: at most 5 are compared between them.
    const guesses = await Promise.all(Array.from({ length: 8 }, () => verify(mobile, wrong(code))));
    expect(guesses.every((guess) => guess.status === 400)).toBe(true);
    const right = await verify(mobile, code);
    expect(right.status).toBe(400);
    expect(right.body.errors).toEqual([
      { field: 'code', message: 'Too many wrong codes were entered. Please ask for a new code.' },
    ]);
    expect(await users.mobileNumberOwner(mobile)).toBeUndefined();
    const stored = await db.send(new GetCommand({ TableName: tableName, Key: phoneSignInCodeKey(mobile) }));
    expect(stored.Item?.wrongTries).toBe(OTP_MAX_WRONG_TRIES);
  });

  it('is single use, even for two calls at once, and expires after 10 minutes', async () => {
    const mobile = freshMobileNumber();
    await start(mobile);
    const code = latestCode(mobile);
    const both = await Promise.all([verify(mobile, code), verify(mobile, code)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);

    const later = freshMobileNumber();
    await start(later);
    const laterCode = latestCode(later);
    const expired = await atTime(clock.now() + 10 * MINUTE + 1000, () => verify(later, laterCode));
    expect(expired.status).toBe(400);
    expect(expired.body.errors?.[0]?.message).toBe('This code has expired. Please ask for a new code.');
  });

  it('has no pending code for a number never sent one', async () => {
    const response = await verify(freshMobileNumber(), '123456');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toBe('code');
  });

  it('is sent at most once in 30 s to a number, sharing the limits of the verification codes', async () => {
    const mobile = freshMobileNumber();
    expect((await start(mobile)).status).toBe(200);
    const soon = await start(mobile);
    expect(soon.status).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();
    // A Google worker verifying that number is under the same per-number clock.
    const worker = await createWorker({ verified: false });
    expect((await askCode(worker, mobile)).status).toBe(429);
    expect(smsTo(mobile)).toHaveLength(1);
  });

  it('is refused with 429, and no SMS, once the series of the number had its SMS of the hour', async () => {
    const mobile = freshMobileNumber();
    const series = await keyedHash('mobileSeries', mobile.slice(0, NUMBER_SERIES_DIGITS));
    const now = clock.now();
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...capCountKey('smsSeriesH', series, hourOf(now).id), taken: SMS_PER_SERIES.hour },
      }),
    );
    const refused = await start(mobile);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many SMS were sent to numbers like this one/);
    expect(smsTo(mobile)).toHaveLength(0);
    // The day's count was not taken by the refused send.
    const day = await db.send(
      new GetCommand({ TableName: tableName, Key: capCountKey('smsSeriesD', series, dayOf(now).id) }),
    );
    expect(day.Item).toBeUndefined();
  });

  it('is refused for a number that is not an Indian mobile number, naming the field', async () => {
    const response = await callApi('startPhoneSignIn', { body: { mobile: '12345' } });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toBe('mobile');
  });
});

describe('one number, one account', () => {
  it('makes one account of a new number however many sign-ins race for it', async () => {
    const mobile = freshMobileNumber();
    const results = await Promise.all(Array.from({ length: 5 }, () => users.findOrCreateByPhone(mobile)));
    const ids = new Set(results.map(({ account }) => account.ID));
    expect(ids.size).toBe(1);
    expect(results.filter(({ created }) => created)).toHaveLength(1);
    expect(await users.mobileNumberOwner(mobile)).toBe([...ids][0]);
  });

  it('erases the number claim and its sign-in code with the account', async () => {
    const { mobile, id } = await signUpByPhone();
    await atTime(clock.now() + MINUTE, () => start(mobile));
    expect(await eraseAccount(id, 'workerRequest')).toBe(true);
    for (const key of [mobileOwnerKey(mobile), phoneSignInCodeKey(mobile)]) {
      expect((await db.send(new GetCommand({ TableName: tableName, Key: key }))).Item).toBeUndefined();
    }
    // The number is free again: its next sign-in is a new account.
    await atTime(clock.now() + 2 * MINUTE, async () => {
      await start(mobile);
      const again = await verify(mobile, latestCode(mobile));
      expect(again.status).toBe(200);
      expect(accountIdOf(again.body.token)).not.toBe(id);
    });
  });
});

describe('linkGoogleAccount', () => {
  it("links a Google account to a phone sign-up: its e-mail fills the account's, and either way signs in", async () => {
    const { body, id } = await signUpByPhone();
    const token = body.token as string;
    await consentAndRegister(token);
    const person = newIdentity();
    const idToken = await mintIdToken(person);
    const linked = await callApi('linkGoogleAccount', { token, body: { idToken } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toEqual({ success: true, email: person.email });
    expect(await users.get(id)).toMatchObject({ GOOGLE_SUB: person.sub, EMAIL: person.email });
    const google = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(person) } });
    expect(accountIdOf(google.body.token)).toBe(id);
    // A second link is refused: one Google account per account.
    const again = await callApi('linkGoogleAccount', { token, body: { idToken: await mintIdToken() } });
    expect(again.status).toBe(409);
  });

  it('refuses a Google account that already signs in to another account', async () => {
    const { body, id } = await signUpByPhone();
    const token = body.token as string;
    await consentAndRegister(token);
    const person = newIdentity();
    const other = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(person) } });
    expect(other.status).toBe(200);
    const refused = await callApi('linkGoogleAccount', {
      token,
      body: { idToken: await mintIdToken(person) },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(users.GOOGLE_TAKEN);
    expect((await users.get(id))?.GOOGLE_SUB).toBeUndefined();
  });

  it('links one Google account to one of two phone accounts racing for it', async () => {
    const [first, second] = await Promise.all([signUpByPhone(), signUpByPhone()]);
    await Promise.all([
      consentAndRegister(first.body.token as string),
      consentAndRegister(second.body.token as string),
    ]);
    const person = newIdentity();
    const answers = await Promise.all(
      [first, second].map(async ({ body }) =>
        callApi('linkGoogleAccount', {
          token: body.token as string,
          body: { idToken: await mintIdToken(person) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await users.findIdByGoogleSub(person.sub)).toBeDefined();
  });
});
