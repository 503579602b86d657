/**
 * The running twin's API and dev stand-ins as the journeys call them beside their browser: calls with a bearer
 * token, a worker signed up through the real API (the dev identity provider, consent, details, a code read from
 * the SMS outbox), and the demo admin's full session with the authenticator codes its log-ins need.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { PARENT_SHORT_LINK_PATH } from '#shared/api/privacy';
import { ADULT_AGE_YEARS, PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { type AdminSession, adminSession, appCode } from './e2e-admin-session';
import { bornYearsAgo } from './e2e-texts';
import { postingBody, sendUpload } from './job-posting';
import { freshMobileNumber, latestCode, smsTo } from './twin-sms';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** One API call as the SPA makes it: a POST with a JSON body, or a GET when there is none. */
export async function call<T = Record<string, unknown>>(
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${inject('baseUrl')}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export const post = <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
  call<T>(path, token, body);

/** A GET that must succeed: its body. */
export async function get<T>(path: string, token: string): Promise<T> {
  const answer = await call<T>(path, token);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function expectOk(path: string, body: unknown, token?: string): Promise<Answer> {
  const answer = await post(path, body, token);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

export function staffAccount(role: 'admin' | 'HR' | 'OPS') {
  const account = demoStaff.find((staff) => staff.role === role);
  if (!account) throw new Error(`the demo data has no ${role} account`);
  return account;
}

/** A session of the demo HR or OPS employee, logged in over the API as the log-in page does it. */
export async function staffToken(role: 'HR' | 'OPS'): Promise<string> {
  const { email, password } = staffAccount(role);
  const login = await expectOk('internallogin', { email, password });
  return login.body.token as string;
}

export interface Worker {
  id: number;
  name: string;
  email: string;
  number: string;
  token: string;
}

export const panCardPng = join(import.meta.dirname, '../e2e/fixtures/pan-card.png');

/** The account id a session token names (its `sub`). */
const accountIdOf = (token: string) =>
  Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub);

/**
 * A new adult worker through the real sign-up, as the dialog's steps send it. `language` is the site's language
 * they chose (their messages' language too); `panCard` keeps a PAN card uploaded as the profile page does it.
 */
export async function signUpWorker(
  name: string,
  options: { language?: 'en' | 'hi' | 'te'; smsUpdates?: boolean; panCard?: boolean; age?: number } = {},
): Promise<Worker> {
  const { language = 'en', smsUpdates = true, panCard = false, age } = options;
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const signIn = await fetch(`${inject('baseUrl')}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const token = (await expectOk('loginOrRegister', { idToken })).body.token as string;
  const dob = age === undefined ? '2002-06-15' : bornYearsAgo(age);
  if (age !== undefined && age < ADULT_AGE_YEARS) await parentConsents(token, dob, language);
  else {
    const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language, accept: true, smsUpdates };
    await expectOk('giveConsent', { ...consent, dob, screen: 'signUp' }, token);
  }
  const details = {
    gender: 1,
    dob,
    languages: ['english', 'telugu'],
    cityName: 'visakhapatnam',
    // A minor is still at school: a level that lets the journeys see a job barred for its education too.
    education: age !== undefined && age < ADULT_AGE_YEARS ? 'inClass11or12' : 'graduate',
    // Asked of a graduate; at school, not kept.
    collegeName: 'Andhra University',
  };
  await expectOk('registerDetails', { name, ...details }, token);
  const number = freshMobileNumber('8');
  await expectOk('registerMobileNumber', { number }, token);
  await expectOk('validateOTP', { otp: await latestCode(number) }, token);
  if (language !== 'en') await expectOk('setLanguage', { language }, token);
  if (panCard) {
    // A presigned form straight to storage, then its key saved, as the profile page does it.
    const form = await expectOk('createDocumentUpload', { document: 'panCard' }, token);
    const { url, fields, key } = form.body.data as {
      url: string;
      fields: Record<string, string>;
      key: string;
    };
    const upload = new FormData();
    for (const [field, value] of Object.entries(fields)) upload.append(field, value);
    upload.append(
      'file',
      new Blob([new Uint8Array(await readFile(panCardPng))], { type: 'image/png' }),
      'pan.png',
    );
    if (!(await fetch(url, { method: 'POST', body: upload })).ok)
      throw new Error('the PAN card upload failed');
    const profile = {
      ...details,
      collegeName: 'Andhra University',
      panCardLocation: key,
      idCardLocation: '',
    };
    await expectOk('updateProfile', profile, token);
  }
  return { id: accountIdOf(token), name, email, number, token };
}

/**
 * A minor's sign-up is held until a parent consents: the worker names the parent, who follows the SMS link,
 * verifies the number with the code texted to it and consents, as the parent's page sends it.
 */
async function parentConsents(token: string, dob: string, language: 'en' | 'hi' | 'te'): Promise<void> {
  const parentMobile = freshMobileNumber('7');
  await expectOk('requestParentConsent', { dob, parentName: 'Lakshmi Rao', parentMobile, language }, token);
  const [sms] = await smsTo(parentMobile);
  const link = new RegExp(`${PARENT_SHORT_LINK_PATH}([A-Za-z0-9_-]{16})`).exec(sms ?? '')?.[1];
  if (!link) throw new Error(`No consent link in the parent's SMS: ${sms}`);
  await expectOk('sendParentCode', { token: link });
  await expectOk('verifyParentCode', { token: link, otp: await latestCode(parentMobile) });
  await expectOk('answerParentRequest', {
    token: link,
    decision: 'consent',
    declaration: true,
    parentDob: '1979-11-02',
    smsUpdates: true,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    language,
  });
}

/** The newest open job, which a journey's workers apply for. */
export async function newestJob(token: string): Promise<{ ID: number; TITLE: string; COMPANY_NAME: string }> {
  const { data } = await get<{ data: { ID: number; TITLE: string; COMPANY_NAME: string }[] }>(
    'getAllJobs?limit=1',
    token,
  );
  if (!data[0]) throw new Error('no open job in the seed');
  return data[0];
}

export async function apply(worker: Worker, jobId: number): Promise<void> {
  await expectOk('applyJob', { id: jobId }, worker.token);
}

const stepOf = (at: number) => Math.floor(at / 30_000);

/**
 * The demo admin as a journey file holds it: a full session set up once (its authenticator key kept as the
 * phone would) and a code for each browser log-in, each of a later step than the last (a code is accepted once).
 */
export function demoAdmin() {
  const admin = staffAccount('admin');
  let session: AdminSession | undefined;
  let lastStep = 0;
  const theSession = async (): Promise<AdminSession> => {
    if (!session) {
      session = await adminSession(post, admin);
      lastStep = stepOf(session.usedAt);
    }
    return session;
  };
  return {
    ...admin,
    session: theSession,
    /** The authenticator set up on the screens with `key`, its first code used at `usedAt`. */
    enrolled(key: string, usedAt: number) {
      session = { token: '', key, usedAt };
      lastStep = stepOf(usedAt);
    },
    /** A code of a step after the last used, at most one step ahead of now (waiting for it if need be). */
    async freshCode(): Promise<string> {
      const { key } = await theSession();
      while (stepOf(Date.now()) + 1 <= lastStep) await new Promise((resolve) => setTimeout(resolve, 1000));
      lastStep = Math.max(stepOf(Date.now()), lastStep + 1);
      return appCode(key, lastStep * 30_000);
    },
  };
}

/** A job the admin posts over the API as the post-job form sends it (the logo straight to storage): its id. */
export async function postJobAs(
  adminToken: string,
  overrides: Partial<Parameters<typeof postingBody>[1]>,
): Promise<number> {
  const form = await expectOk('createLogoUpload', {}, adminToken);
  const upload = form.body.data as { url: string; fields: Record<string, string>; key: string };
  await sendUpload(upload, await readFile(panCardPng));
  const posted = await expectOk('postJob', postingBody(upload.key, overrides), adminToken);
  return posted.body.id as number;
}
