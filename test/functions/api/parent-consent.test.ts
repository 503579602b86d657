/**
 * A parent's or guardian's consent for a worker under 18: the link goes by SMS to the number the
 * worker named, is not guessable, single use and ends with the 7 days; its code obeys the OTP limits; the
 * parent declares and consents (the account is unlocked and the consent recorded with who, when, how and the
 * notice version) or refuses (the table then holds nothing of the worker); with no answer in 7 days the account
 * is erased; the worker sees where things stand and can send the link again, within the limits.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { expireHeldAccounts } from '#features/consent/expiry';
import { linkHash } from '#features/consent/parent';
import { db, tableName } from '#lib/clients/dynamodb';
import * as consent from '#lib/db/consent';
import * as users from '#lib/db/users';
import type { InputOf } from '#shared/api/index';
import type { answerParentRequest } from '#shared/api/privacy';
import { OTP_MAX_WRONG_TRIES } from '#shared/domain/constants';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import type { TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import {
  createHeldWorker,
  latestParentToken,
  minorDob,
  minorWithParentLink,
  verifiedParentLink,
} from '#test/support/consent';
import { mintIdToken, newIdentity } from '#test/support/identity-provider';
import { call } from '#test/support/invoke';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

const DAY = 24 * 3600_000;

/** The account id a session token is for. */
const idOf = (token: string) => Number(decodeJwt(token).sub);

const answer = (token: string, overrides: Partial<InputOf<typeof answerParentRequest>> = {}) =>
  call('answerParentRequest', {
    body: {
      token,
      decision: 'consent',
      declaration: true,
      parentDob: '1979-11-02',
      smsUpdates: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'te',
      ...overrides,
    },
  });

/** Every item of the table that names the worker: by key, by id, by e-mail, by the Google sub. */
async function itemsOf(worker: { id: number; email?: string; sub?: string }): Promise<unknown[]> {
  const found: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item);
      const mentions =
        String(item.pk) === `USER#${worker.id}` ||
        item.userId === worker.id ||
        item.USER_ID === worker.id ||
        (worker.email !== undefined && text.includes(worker.email)) ||
        (worker.sub !== undefined && text.includes(worker.sub)) ||
        String(item.sk).endsWith(`#${String(worker.id).padStart(12, '0')}`);
      if (mentions) found.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

describe('requestParentConsent', () => {
  it('texts the parent a link with a 192-bit secret, keeps only its hash, and shows the worker where things stand', async () => {
    const worker = await createHeldWorker({ dob: '' });
    const parentMobile = freshMobileNumber();
    const response = await callApi('requestParentConsent', {
      token: worker.token,
      body: { dob: minorDob(17), parentName: 'Sunita Devi', parentMobile, language: 'hi' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({
      state: 'parentPending',
      minor: true,
      dob: minorDob(17),
      parent: { name: 'Sunita Devi', mobile: `${parentMobile.slice(0, 2)}******${parentMobile.slice(-2)}` },
    });
    const { parent, heldUntil } = response.body.data;
    expect(Date.parse(parent?.expiresAt ?? '') - Date.parse(parent?.sentAt ?? '')).toBe(7 * DAY);
    expect(heldUntil).toBe(parent?.expiresAt);

    // In the worker's screen language (Hindi here), the one the parent's page opens in.
    const [sms] = smsTo(parentMobile);
    const site = (process.env.SITE_URL ?? '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(sms?.message).toMatch(
      new RegExp(
        `^Earnlearn: Worker को माता-पिता या अभिभावक की सहमति चाहिए। 7 दिन में खोलें ${site}/p/[A-Za-z0-9_-]{16}$`,
      ),
    );
    const token = latestParentToken(parentMobile);
    // The table holds the hash, never the secret.
    const stored = JSON.stringify(await itemsOf({ id: worker.id }));
    expect(stored).not.toContain(token);
    expect(await consent.getLink(linkHash(token))).toMatchObject({ userId: worker.id, mobile: parentMobile });
  });

  it('sends a new link on request (the old one stops working) within the OTP limits, and the 7 days do not start again', async () => {
    const { worker, token: first } = await minorWithParentLink();
    const firstStatus = await callApi('getPrivacy', { token: worker.token });
    const parentMobile = freshMobileNumber();
    const body = { parentName: 'Lakshmi Rao', parentMobile, language: 'te' } as const;
    const soon = await call('requestParentConsent', { token: worker.token, body });
    // A new number: allowed at once; the same number again within 30 s: not.
    expect(soon.status, JSON.stringify(soon.body)).toBe(200);
    const again = await call('requestParentConsent', { token: worker.token, body });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds? before asking for another code\.$/);

    expect((await call('getParentRequest', { body: { token: first } })).status).toBe(404);
    const second = latestParentToken(parentMobile);
    expect(second).not.toBe(first);
    expect((await callApi('getParentRequest', { body: { token: second } })).status).toBe(200);
    const status = await callApi('getPrivacy', { token: worker.token });
    expect(status.body.data.parent?.expiresAt).toBe(firstStatus.body.data.parent?.expiresAt);
  });

  it('is refused to an adult, and to a worker whose consent is given', async () => {
    const worker = await createHeldWorker({ dob: '1999-01-01' });
    const body = { parentName: 'Someone', parentMobile: freshMobileNumber(), language: 'en' } as const;
    const adult = await call('requestParentConsent', { token: worker.token, body });
    expect(adult.status).toBe(403);
    expect(adult.body.code).toBe('consentNeeded');
  });
});

describe("the parent's link", () => {
  it('is not guessable: a well-formed secret of no link is a 404 and tells nothing', async () => {
    const response = await call('getParentRequest', { body: { token: 'A'.repeat(32) } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      message: 'This link is not valid. Please ask your child to send a new one from Earnlearn.',
    });
  });

  it('shows the parent whose request it is, in the worker language, and the masked number', async () => {
    const { token, parentMobile } = await minorWithParentLink();
    const response = await callApi('getParentRequest', { body: { token } });
    expect(response.body.data).toMatchObject({
      workerName: expect.stringMatching(/^Worker /),
      mobile: `${parentMobile.slice(0, 2)}******${parentMobile.slice(-2)}`,
      verified: false,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'te',
    });
  });

  it('stops working when the 7 days end (410), and the account is then erased by the sweep', async () => {
    const { worker, token } = await minorWithParentLink();
    const later = Date.now() + 7 * DAY + 60_000;
    const expired = await atTime(later, () => call('getParentRequest', { body: { token } }));
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(
      'This link has expired. Please ask your child to send a new one from Earnlearn.',
    );
    expect(await atTime(later, () => expireHeldAccounts())).toBeGreaterThanOrEqual(1);
    expect(await users.get(worker.id)).toBeUndefined();
    expect(await itemsOf({ id: worker.id })).toEqual([]);
  });

  it('sends a code only to the number on the link, within the OTP limits', async () => {
    const { token, parentMobile } = await minorWithParentLink();
    expect((await callApi('sendParentCode', { body: { token } })).status).toBe(200);
    expect(latestCode(parentMobile)).toMatch(/^\d{6}$/);
    const tooSoon = await call('sendParentCode', { body: { token } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers['retry-after']).toMatch(/^\d+$/);
  });

  it("writes the parent's code in the language their page shows, else the link's (the child's)", async () => {
    const { token, parentMobile } = await minorWithParentLink();
    await callApi('sendParentCode', { body: { token } });
    const code = latestCode(parentMobile);
    expect(smsTo(parentMobile)[0]?.message).toBe(`Earnlearn కోడ్ ${code}, 10 నిమిషాలు చెల్లుతుంది. ఎవరికీ చెప్పకండి.`);
    const other = await minorWithParentLink();
    await callApi('sendParentCode', { body: { token: other.token, language: 'hi' } });
    expect(smsTo(other.parentMobile)[0]?.message).toBe(
      `Earnlearn कोड ${latestCode(other.parentMobile)} है, 10 मिनट तक मान्य। इसे किसी को न बताएं।`,
    );
    const refused = await call('sendParentCode', { body: { token: other.token, language: 'fr' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/language/);
  });

  it(`takes ${OTP_MAX_WRONG_TRIES} wrong codes, then refuses even the right one until a new code`, async () => {
    const { token, parentMobile } = await minorWithParentLink();
    await callApi('sendParentCode', { body: { token } });
    const right = latestCode(parentMobile);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_WRONG_TRIES; i++) {
      const guess = await callApi('verifyParentCode', { body: { token, otp: wrong } });
      expect(guess.body).toEqual({ success: false });
    }
    const dead = await call('verifyParentCode', { body: { token, otp: right } });
    expect(dead.status).toBe(400);
    expect(dead.body.message).toBe('Too many wrong codes were entered. Please ask for a new code.');
  });

  it('refuses a code after its 10 minutes', async () => {
    const { token, parentMobile } = await minorWithParentLink();
    await callApi('sendParentCode', { body: { token } });
    const late = await atTime(Date.now() + 11 * 60_000, () =>
      call('verifyParentCode', { body: { token, otp: latestCode(parentMobile) } }),
    );
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This code has expired. Please ask for a new code.');
  });

  it('takes no answer before the number is verified', async () => {
    const { token } = await minorWithParentLink();
    const response = await answer(token);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Please verify your mobile number with the code first.');
  });

  it('refuses a declared date of birth under 18, naming the field', async () => {
    const { token } = await verifiedParentLink();
    const response = await answer(token, { parentDob: minorDob(17) });
    expect(response.status).toBe(400);
    expect((response.body.errors as { field: string }[] | undefined)?.[0]?.field).toBe('parentDob');
  });
});

describe("the parent's answer", () => {
  it('consent unlocks the account, records who consented, when, how and the notice version, and the link is single use', async () => {
    const { worker, token, parentMobile } = await verifiedParentLink();
    const consented = await answer(token, { smsUpdates: false });
    expect(consented.status, JSON.stringify(consented.body)).toBe(200);
    expect((await answer(token)).status).toBe(404);

    const status = await callApi('getPrivacy', { token: worker.token });
    expect(status.body.data).toMatchObject({
      state: 'given',
      minor: true,
      purposes: { account: true, smsUpdates: false },
      parent: { name: 'Lakshmi Rao', consentedAt: expect.any(String) },
    });
    const [record] = await consent.listRecords(worker.id);
    expect(record).toMatchObject({
      PURPOSE: 'account',
      ACTION: 'grant',
      BY: 'parent',
      SCREEN: 'parentLink',
      NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
      LANGUAGE: 'te',
      PARENT_NAME: 'Lakshmi Rao',
      PARENT_MOBILE: parentMobile,
      VERIFIED_BY: 'smsOtp+declaration',
      DECLARED_DOB: '1979-11-02',
    });
    // Unlocked: registration goes on, with the minor's date of birth, and the worker applies.
    const details = await callApi('registerDetails', {
      token: worker.token,
      body: {
        name: 'Ravi',
        gender: 1,
        dob: (await users.get(worker.id))?.DOB ?? '',
        languages: ['telugu'],
        cityName: 'chennai',
        education: 'tenthPass',
      },
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect((await callApi('getAllJobs', { token: worker.token, query: {} })).status).toBe(200);
  });

  it('refusal erases the worker: the table then holds nothing of them', async () => {
    const identity = newIdentity();
    const signIn = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) } });
    const worker: TestAccount = { id: idOf(signIn.body.token), role: 'worker', token: signIn.body.token };
    // The worker gives a date of birth of 15 and names a parent, who verifies the number.
    await callApi('requestParentConsent', {
      token: worker.token,
      body: { dob: minorDob(15), parentName: 'Kiran', parentMobile: freshMobileNumber(), language: 'en' },
    });
    const link = await verifiedParentLink(worker);
    expect(await itemsOf({ id: worker.id, email: identity.email, sub: identity.sub })).not.toEqual([]);

    const refused = await answer(link.token, { decision: 'refuse' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(await itemsOf({ id: worker.id, email: identity.email, sub: identity.sub })).toEqual([]);
    // The session opens nothing any more; a new sign-in starts afresh.
    expect((await call('getPrivacy', { token: worker.token })).status).toBe(401);
    const again = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) } });
    expect(again.body).toMatchObject({ register: true, privacy: 'consentNeeded' });
  });
});

describe('the 7-day hold', () => {
  it('erases a new sign-up that never consented, at its next sign-in or by the sweep', async () => {
    const identity = newIdentity();
    const first = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) } });
    const id = idOf(first.body.token);
    const later = Date.now() + 7 * DAY + 1000;
    const status = await atTime(later, () => call('getPrivacy', { token: first.body.token as string }));
    expect(status.status).toBe(401);
    expect(await users.get(id)).toBeUndefined();
    expect(await itemsOf({ id, email: identity.email, sub: identity.sub })).toEqual([]);
  });

  it('leaves a worker who consented alone', async () => {
    const worker = await createHeldWorker({ dob: '' });
    await callApi('giveConsent', {
      token: worker.token,
      body: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        accept: true,
        smsUpdates: false,
        dob: '1998-07-07',
        screen: 'signUp',
      },
    });
    await atTime(Date.now() + 8 * DAY, () => expireHeldAccounts());
    expect(await users.get(worker.id)).toMatchObject({ PRIVACY_STATE: 'given', HELD_UNTIL: '' });
  });
});
