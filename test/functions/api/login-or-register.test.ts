import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import * as users from '#lib/db/users';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { callApi } from '#test/support/api';
import { foreignKey, mintIdToken, newIdentity } from '#test/support/identity-provider';
import { call } from '#test/support/invoke';

const NOT_VERIFIED = 'Google sign-in could not be verified. Please try again.';

const signIn = (idToken: string) => callApi('loginOrRegister', { body: { idToken } });
const subjectOf = (token: unknown) => decodeJwt(token as string).sub;

async function expectRefused(idToken: string, message = NOT_VERIFIED) {
  const response = await signIn(idToken);
  expect(response.status, JSON.stringify(response.body)).toBe(401);
  expect(response.body.message).toBe(message);
  expect(JSON.stringify(response.body)).not.toMatch(/token|stack|JWS|JWT/i);
}

describe('loginOrRegister', () => {
  it('creates the account on first sign-in and answers register true with the name from Google', async () => {
    const person = newIdentity();
    const response = await signIn(await mintIdToken(person));

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      token: expect.any(String),
      register: true,
      name: person.name,
      privacy: 'consentNeeded',
    });
    const id = await users.findIdByGoogleSub(person.sub);
    expect(subjectOf(response.body.token)).toBe(String(id));
    expect(await users.get(id as number)).toMatchObject({
      EMAIL: person.email,
      NAME: person.name,
      ACTIVE: 1,
    });
  });

  it('answers a session token that opens the consent step, then the worker API once consent is given', async () => {
    const response = await signIn(await mintIdToken());
    const token = response.body.token as string;
    expect((await callApi('getPrivacy', { token })).status).toBe(200);
    const held = await callApi('getAllJobs', { token });
    expect(held.status).toBe(403);
    expect(held.body.code).toBe('consentNeeded');
    const consent = await callApi('giveConsent', {
      token,
      body: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        accept: true,
        smsUpdates: false,
        dob: '2000-01-01',
        screen: 'signUp',
      },
    });
    expect(consent.status, JSON.stringify(consent.body)).toBe(200);
    const jobs = await callApi('getAllJobs', { token });
    expect(jobs.status).toBe(200);
    expect(decodeJwt(response.body.token as string)).toMatchObject({ role: 'worker', iss: 'earnlearn' });
  });

  it('signs the same Google identity into the same account, register true until the details are saved', async () => {
    const person = newIdentity();
    const first = await signIn(await mintIdToken(person));
    // A later token for the same `sub`, even with another e-mail and name, is the same account.
    const second = await signIn(
      await mintIdToken({ ...person, email: 'changed@gmail.com', name: 'Renamed' }),
    );
    expect(second.status).toBe(200);
    expect(subjectOf(second.body.token)).toBe(subjectOf(first.body.token));
    expect(second.body).toMatchObject({ register: true, name: person.name });

    await users.saveRegistrationDetails(Number(subjectOf(first.body.token)), {
      name: 'Meera Nair',
      gender: 0,
      dob: '2001-08-21',
      languages: ['english'],
      cityName: 'chennai',
      education: 'graduate',
    });
    const third = await signIn(await mintIdToken(person));
    expect(third.body).toMatchObject({ register: false, name: 'Meera Nair' });
    expect(subjectOf(third.body.token)).toBe(subjectOf(first.body.token));
  });

  it('never takes an e-mail from the client: an extra field is a 400', async () => {
    const person = newIdentity();
    const response = await call('loginOrRegister', {
      body: { idToken: await mintIdToken(person), email: 'someone.else@example.com' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/email/);
    expect(await users.findIdByGoogleSub(person.sub)).toBeUndefined();

    const emailOnly = await call('loginOrRegister', { body: { email: 'priya.student@example.com' } });
    expect(emailOnly.status).toBe(400);
  });

  it('refuses a token signed by another key, with our kid or an unknown one', async () => {
    const key = await foreignKey();
    await expectRefused(await mintIdToken({ key }));
    await expectRefused(await mintIdToken({ key, kid: 'some-other-kid' }));
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await mintIdToken({ issuedAt: now - 7200, expiresAt: now - 3600 }));
  });

  it('refuses a token for another audience or from another issuer', async () => {
    await expectRefused(await mintIdToken({ audience: 'someone-elses-app.apps.googleusercontent.com' }));
    await expectRefused(await mintIdToken({ issuer: 'https://accounts.google.com' }));
    await expectRefused(await mintIdToken({ issuer: 'https://evil.example.com' }));
  });

  it('accepts a token whose audience list names us only when it was issued to us (azp)', async () => {
    const ours = process.env.GOOGLE_CLIENT_ID as string;
    const audience = [ours, 'someone-elses-app.apps.googleusercontent.com'];

    const issuedToUs = await signIn(await mintIdToken({ audience, claims: { azp: ours } }));
    expect(issuedToUs.status, JSON.stringify(issuedToUs.body)).toBe(200);

    await expectRefused(
      await mintIdToken({ audience, claims: { azp: 'someone-elses-app.apps.googleusercontent.com' } }),
    );
    await expectRefused(await mintIdToken({ audience, claims: { azp: undefined } }));
  });

  it('refuses a Google account whose e-mail is not verified, or that has no e-mail', async () => {
    const person = newIdentity();
    const unverified =
      'Your Google account has no verified e-mail address. Please verify it with Google and try again.';
    await expectRefused(await mintIdToken({ ...person, claims: { email_verified: false } }), unverified);
    await expectRefused(await mintIdToken({ claims: { email_verified: 'true' } }), unverified);
    await expectRefused(await mintIdToken({ claims: { email_verified: undefined } }), unverified);
    await expectRefused(await mintIdToken({ claims: { email: undefined } }));
    expect(await users.findIdByGoogleSub(person.sub)).toBeUndefined();
  });

  it('refuses unsigned, HMAC-signed and garbage tokens', async () => {
    const valid = await mintIdToken();
    const [, payload] = valid.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    await expectRefused(none);
    const hmac = await new SignJWT(decodeJwt(valid))
      .setProtectedHeader({ alg: 'HS256', kid: 'earnlearn-test-key' })
      .sign(new TextEncoder().encode('a-shared-secret-that-anyone-could-guess'));
    await expectRefused(hmac);
    const [header, , signature] = valid.split('.');
    const edited = Buffer.from(
      JSON.stringify({ ...decodeJwt(valid), sub: 'someone-else', email: 'victim@gmail.com' }),
    ).toString('base64url');
    await expectRefused(`${header}.${edited}.${signature}`);
    await expectRefused('x'.repeat(40));
    await expectRefused(`${'a'.repeat(30)}.${'b'.repeat(30)}.${'c'.repeat(30)}`);
    const short = await signIn('abc.def.ghi');
    expect(short.status).toBe(400);
  });

  it('creates exactly one account when the first sign-ins of one identity race', async () => {
    const person = newIdentity();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => mintIdToken(person)));
    const responses = await Promise.all(tokens.map(signIn));
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(200);
    const subjects = new Set(responses.map((response) => subjectOf(response.body.token)));
    expect(subjects.size).toBe(1);
    expect(String(await users.findIdByGoogleSub(person.sub))).toBe([...subjects][0]);
  });

  it('refuses a deactivated account with a 403', async () => {
    const person = newIdentity();
    const first = await signIn(await mintIdToken(person));
    await users.setActive(Number(subjectOf(first.body.token)), 0);
    const response = await signIn(await mintIdToken(person));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Your account has been deactivated. Please contact support.');
    expect(response.body.token).toBeUndefined();
  });
});
