/**
 * The functions as deployed behind CloudFront (ORIGIN_SECRET_ARN set, Secrets Manager mocked): a request
 * without CloudFront's `x-origin-verify`, or with a wrong one, is a 403 before anything else; the secret is
 * read once per container, in parallel with the session keys; the viewer address CloudFront passes is the
 * source address log-ins are counted by. Also the staff log-in metrics.
 */
import type * as crypto from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_WINDOW_MS,
  MAX_CHECKS_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
} from '#features/staff-login/lockout';
import { setEnvironment } from '#lib/environment';
import { atTime } from '#test/support/clock';
import { emittedMetrics } from '#test/support/metrics';

// Password checks at a test cost (as staff-login.test.ts does): dozens of failed log-ins at full cost would be slow.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  const scrypt = ((password, salt, keyLength, options, callback) =>
    original.scrypt(
      password,
      salt,
      keyLength,
      { ...options, N: 2 ** 10 },
      callback,
    )) as typeof original.scrypt;
  return { ...original, default: { ...original, scrypt }, scrypt };
});

const ORIGIN_ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:origin-AbCdEf';
const SESSION_ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:session-AbCdEf';
const ORIGIN_SECRET = 'Origin0verifyValueOf48LettersAndDigits0123456789';
const SESSION_KEY = 'session-key-of-at-least-thirty-two-characters';

const secrets = mockClient(SecretsManagerClient);
/** What the mocked Secrets Manager did, in order. */
const secretEvents: string[] = [];

let invoke: typeof import('#test/support/invoke');
let staffLogins: typeof import('#test/support/staff-login');
let createWorker: typeof import('#test/support/accounts').createWorker;

beforeAll(async () => {
  secrets.on(GetSecretValueCommand).callsFake(async ({ SecretId }: { SecretId: string }) => {
    const name = SecretId === ORIGIN_ARN ? 'origin' : 'session';
    secretEvents.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    secretEvents.push(`end ${name}`);
    return { SecretString: name === 'origin' ? ORIGIN_SECRET : JSON.stringify({ current: SESSION_KEY }) };
  });
  // Before any function module loads: they read their configuration once, at load.
  setEnvironment({ ORIGIN_SECRET_ARN: ORIGIN_ARN, SESSION_SECRET_ARN: SESSION_ARN });
  invoke = await import('#test/support/invoke');
  staffLogins = await import('#test/support/staff-login');
  ({ createWorker } = await import('#test/support/accounts'));
});

afterAll(() => {
  secrets.restore();
  delete process.env.ORIGIN_SECRET_ARN;
  delete process.env.SESSION_SECRET_ARN;
});

const throughCloudFront = (viewer?: string) => ({
  'x-origin-verify': ORIGIN_SECRET,
  ...(viewer ? { 'x-viewer-address': viewer } : {}),
});

describe('the origin check', () => {
  it('reads the origin secret and the session keys once per container, in parallel, at the first request', async () => {
    // Past the origin check, the session check: a 401, not the 403.
    const first = await invoke.call('getAllJobs', { headers: throughCloudFront() });
    expect(first.status).toBe(401);
    expect(secretEvents.slice(0, 2).sort()).toEqual(['start origin', 'start session']);
    const worker = await createWorker();
    const served = await invoke.call('getAllJobs', { token: worker.token, headers: throughCloudFront() });
    expect(served.status).toBe(200);
    await invoke.call('getAllJobs', { token: worker.token, headers: { 'x-origin-verify': 'wrong' } });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it.each([
    ['no header', {}],
    ['a wrong value', { 'x-origin-verify': 'not-the-secret' }],
    ['the value with one letter changed', { 'x-origin-verify': `${ORIGIN_SECRET.slice(0, -1)}X` }],
    ['an empty value', { 'x-origin-verify': '' }],
    ['a longer value', { 'x-origin-verify': `${ORIGIN_SECRET}0` }],
  ])('refuses a request with %s: 403 with a message', async (_, headers) => {
    const { token } = await createWorker();
    const response = await invoke.call('getAllJobs', { token, headers });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'This address does not serve the API. Please use the site.' });
  });

  it('refuses before anything else: no 401 for a missing token, no 400 for a bad body', async () => {
    expect((await invoke.call('getProfile')).status).toBe(403);
    expect((await invoke.call('adminLogin', { rawBody: '{not json' })).status).toBe(403);
    expect((await invoke.call('getProfile', { headers: throughCloudFront() })).status).toBe(401);
    // The header's name is matched in any case, as HTTP headers are.
    const { token } = await createWorker();
    expect(
      (await invoke.call('getAllJobs', { token, headers: { 'X-Origin-Verify': ORIGIN_SECRET } })).status,
    ).toBe(200);
  });
});

/**
 * Runs `work` with the back end's clock held in the middle of the current 15-minute window: the counts are kept
 * in fixed windows, and a slow machine must not carry a run of attempts across a window's edge.
 */
const inOneWindow = <T>(work: () => Promise<T>) =>
  atTime(Math.floor(Date.now() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS + LOGIN_WINDOW_MS / 2, work);

describe('the viewer address', () => {
  const failedLogIn = (email: string, headers: Record<string, string>, sourceIp: string) =>
    invoke.call('adminLogin', { body: { email, password: 'Wrong password 1' }, headers, sourceIp });
  const unknownEmail = () => `nobody.${Math.random().toString(36).slice(2)}@earnlearn.in`;

  it("counts log-in failures against CloudFront's viewer address, not API Gateway's source (CloudFront's)", () =>
    inOneWindow(async () => {
      const viewer = staffLogins.freshAddress();
      const edge = staffLogins.freshAddress();
      for (let attempt = 0; attempt < MAX_CHECKS_PER_ADDRESS; attempt++) {
        const response = await failedLogIn(unknownEmail(), throughCloudFront(viewer), edge);
        expect(response.body).toEqual({ success: false });
      }
      // The same viewer is locked out, whatever CloudFront edge it comes through.
      const locked = await failedLogIn(unknownEmail(), throughCloudFront(viewer), staffLogins.freshAddress());
      expect(locked.status).toBe(429);
      // Another viewer through the same edge is not.
      const other = await failedLogIn(unknownEmail(), throughCloudFront(staffLogins.freshAddress()), edge);
      expect(other.body).toEqual({ success: false });
    }));

  it('falls back to the source address when the viewer address is not an address', () =>
    inOneWindow(async () => {
      const edge = staffLogins.freshAddress();
      for (let attempt = 0; attempt < MAX_CHECKS_PER_ADDRESS; attempt++) {
        await failedLogIn(unknownEmail(), throughCloudFront('not-an-address'), edge);
      }
      expect((await failedLogIn(unknownEmail(), throughCloudFront(), edge)).status).toBe(429);
    }));
});

describe('the staff log-in metrics', () => {
  it('counts wrong credentials as LoginFailed and refusals while locked as LoginLockedOut, by portal', async () => {
    const hr = await staffLogins.createLogin('HR');
    // All from one viewer address: its (e-mail, address) pair is what locks.
    const viewer = staffLogins.freshAddress();
    const logIn = (page: 'adminLogin' | 'internallogin', email: string, password: string) =>
      invoke.call(page, { body: { email, password }, headers: throughCloudFront(viewer) });

    const metrics = await emittedMetrics(async () => {
      expect((await logIn('internallogin', hr.email, hr.password)).status).toBe(200);
      for (let attempt = 0; attempt < MAX_FAILURES_PER_PAIR; attempt++) {
        expect((await logIn('internallogin', hr.email, 'Wrong password 1')).body).toEqual({ success: false });
      }
      expect((await logIn('internallogin', hr.email, hr.password)).status).toBe(429);
      expect((await logIn('adminLogin', unknownAdmin, 'Wrong password 1')).body).toEqual({ success: false });
    });

    const counted = (name: string, portal: string) =>
      metrics.filter((metric) => metric.name === name && metric.dimensions.portal === portal).length;
    expect(counted('LoginFailed', 'internal')).toBe(MAX_FAILURES_PER_PAIR);
    expect(counted('LoginLockedOut', 'internal')).toBe(1);
    expect(counted('LoginFailed', 'admin')).toBe(1);
    expect(metrics).toHaveLength(MAX_FAILURES_PER_PAIR + 2);
    for (const metric of metrics) {
      expect(metric).toMatchObject({ namespace: 'Earnlearn', unit: 'Count', value: 1 });
      expect(Object.keys(metric.dimensions).sort()).toEqual(['portal', 'service']);
      expect(metric.dimensions.service).toBe('earnlearn');
    }
  });
  const unknownAdmin = `nobody.admin.${Math.random().toString(36).slice(2)}@earnlearn.in`;
});

describe("the function's log lines", () => {
  it("name the viewer's address CloudFront passes, which API Gateway's access log cannot", async () => {
    const { logger } = await import('#lib/logger');
    const viewer = staffLogins.freshAddress();
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    }) as typeof process.stdout.write);
    const level = logger.getLevelName();
    // The tests log errors only; a warm invocation would set the level back (Powertools' sampling refresh).
    const refresh = vi.spyOn(logger, 'refreshSampleRateCalculation').mockImplementation(() => undefined);
    logger.setLogLevel('INFO');
    try {
      const refused = await invoke.call('getProfile', {
        headers: throughCloudFront(viewer),
        sourceIp: staffLogins.freshAddress(),
      });
      expect(refused.status).toBe(401);
    } finally {
      logger.setLogLevel(level);
      refresh.mockRestore();
      spy.mockRestore();
    }
    const refusal = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.message === 'Request refused');
    expect(refusal).toMatchObject({ status: 401, source_address: viewer });
  });
});
