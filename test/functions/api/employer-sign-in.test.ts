/**
 * An employer signs in with a one-time code sent to their work e-mail (or with Google): the code's life, tries
 * and single use, one live code per e-mail, the per-e-mail and per-address limits, the same answer for any
 * e-mail, the account created at first sight with its e-mail confirmed, and sign-out ending the sessions.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { CODES_PER_ADDRESS, CODES_PER_EMAIL } from '#features/employers/send-sign-in-code';
import {
  CODE_EXPIRED,
  CODE_LIFETIME_MS,
  CODE_TRIES_USED,
  CODE_WRONG,
} from '#features/employers/sign-in-code';
import * as employers from '#lib/db/employers';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { emailsTo } from '#test/support/email';
import { latestEmployerCode } from '#test/support/employers';
import { mintIdToken } from '#test/support/identity-provider';

let counter = 0;
const freshEmail = () => `recruiter.${++counter}.${Date.now()}@acme.in`;
let address = 0;
/** A source address of its own, so the per-address limit of one test does not reach another's. */
const freshAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

const start = (email: string, sourceIp = freshAddress()) =>
  callApi('startEmployerSignIn', { body: { email }, sourceIp });
const verify = (email: string, code: string, sourceIp = freshAddress()) =>
  callApi('verifyEmployerSignIn', { body: { email, code }, sourceIp });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing in with a code by e-mail', () => {
  it('e-mails a 6-digit code that signs in once, creating the account with its e-mail confirmed', async () => {
    const email = freshEmail();
    const started = await start(email);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({ success: true });
    const code = await latestEmployerCode(email);
    expect(code).toMatch(/^[0-9]{6}$/);

    const signedIn = await verify(email, code);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const claims = decodeJwt(signedIn.body.token);
    expect(claims.role).toBe('employer');
    const account = await employers.get(Number(claims.sub));
    expect(account).toMatchObject({ EMAIL: email, EMAIL_CONFIRMED: true, TYPE: 'employer' });
    expect(JSON.stringify(await employers.getCode(email))).not.toContain(code);

    const replay = await verify(email, code);
    expect(replay.status).toBe(400);
    expect(replay.body.errors).toEqual([{ field: 'code', message: CODE_EXPIRED }]);
  });

  it('answers the same for an e-mail with an account and one without, and finds the same account again', async () => {
    const email = freshEmail();
    await start(email);
    const first = await verify(email, await latestEmployerCode(email));
    const again = await start(email);
    const unknown = await start(freshEmail());
    expect(again.body).toEqual(unknown.body);
    expect(again.status).toBe(unknown.status);
    const second = await verify(email, await latestEmployerCode(email));
    expect(decodeJwt(second.body.token).sub).toBe(decodeJwt(first.body.token).sub);
  });

  it('refuses a wrong code under `code`, and after 5 tries refuses even the right one', async () => {
    const email = freshEmail();
    await start(email);
    const code = await latestEmployerCode(email);
    for (let attempt = 1; attempt < 5; attempt++) {
      const wrong = await verify(email, wrongOf(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([{ field: 'code', message: CODE_WRONG }]);
    }
    const fifth = await verify(email, wrongOf(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(CODE_TRIES_USED);
    const right = await verify(email, code);
    expect(right.status).toBe(429);
  });

  it('refuses a code past its 10 minutes', async () => {
    const email = freshEmail();
    await start(email);
    const code = await latestEmployerCode(email);
    const late = await atTime(Date.now() + CODE_LIFETIME_MS + 1000, () => verify(email, code));
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([{ field: 'code', message: CODE_EXPIRED }]);
  });

  it('keeps one live code per e-mail: a new code ends the one before', async () => {
    const email = freshEmail();
    await start(email);
    const older = await latestEmployerCode(email);
    await start(email);
    const newer = await latestEmployerCode(email);
    if (older !== newer) expect((await verify(email, older)).status).toBe(400);
    expect((await verify(email, newer)).status).toBe(200);
  });

  it(`sends one e-mail at most ${CODES_PER_EMAIL.hour} codes an hour, whatever the address`, async () => {
    const email = freshEmail();
    for (let send = 0; send < CODES_PER_EMAIL.hour; send++) expect((await start(email)).status).toBe(200);
    const refused = await start(email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many sign-in codes were asked for this e-mail\. Please try again in/,
    );
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(await emailsTo(email)).toHaveLength(CODES_PER_EMAIL.hour);
  });

  it(`lets one address ask at most ${CODES_PER_ADDRESS.hour} codes an hour, every e-mail together`, async () => {
    const sourceIp = '10.200.0.1';
    const hour = Math.floor(Date.now() / 3600_000) * 3600_000;
    // Half in each of two quarter hours: the endpoint's own per-address limit (20 calls in 15 minutes) is a
    // window apart, so what refuses the last is the codes' count.
    for (let send = 0; send < CODES_PER_ADDRESS.hour; send++) {
      const at = hour + (send < CODES_PER_ADDRESS.hour / 2 ? 60_000 : 16 * 60_000);
      const answer = await atTime(at, () => start(freshEmail(), sourceIp));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const refused = await atTime(hour + 31 * 60_000, () => start(freshEmail(), sourceIp));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-in codes were asked for your network/);
  });
});

describe('signing in with Google', () => {
  it('signs in the account of the verified e-mail, the same one a code reaches', async () => {
    const email = freshEmail();
    const google = await callApi('employerGoogleSignIn', {
      body: { idToken: await mintIdToken({ email, name: 'Meena Iyer' }) },
    });
    expect(google.status, JSON.stringify(google.body)).toBe(200);
    await start(email);
    const byCode = await verify(email, await latestEmployerCode(email));
    expect(decodeJwt(byCode.body.token).sub).toBe(decodeJwt(google.body.token).sub);
    const account = await employers.get(Number(decodeJwt(google.body.token).sub));
    expect(account).toMatchObject({ NAME: 'Meena Iyer', EMAIL_CONFIRMED: true });
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    const refused = await callApi('employerGoogleSignIn', {
      body: { idToken: await mintIdToken({ email: freshEmail(), claims: { email_verified: false } }) },
    });
    expect(refused.status).toBe(401);
  });
});

describe('signing out', () => {
  it('ends every session of the account', async () => {
    const email = freshEmail();
    await start(email);
    const { token } = (await verify(email, await latestEmployerCode(email))).body;
    expect((await callApi('getMyOrganisation', { token })).status).toBe(200);
    expect((await callApi('employerSignOut', { token, body: {} })).status).toBe(200);
    expect((await callApi('getMyOrganisation', { token })).status).toBe(401);
  });
});
