/**
 * SMS and e-mail failing for real, not mocked: the functions' SNS and SES clients talk to the local outbox and
 * inbox through a relay (faulty-link.ts) that refuses connections or holds them without answering.
 * - OTP send (registerMobileNumber, resendOTP) answers 503 and writes nothing but what the send design keeps on
 *   purpose (functions/features/otp/send.ts): the new code's hash, which nobody has (it was never sent), and the
 *   send in both hourly counts, so a failing or slow SNS is never a way around the limits; a later resend works.
 * - addEmployee answers 503 and leaves no employee behind (decision 41): no login, no e-mail owner, the same
 *   count; the e-mail can be added once SES is back.
 */
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { clientLimits, worstCaseMs } from '#lib/clients/limits';
import { numberSendsKey, pendingCodeKey } from '#lib/db/keys';
import { setEnvironment } from '#lib/environment';
import type { TestAccount } from '#test/support/accounts';
import { atTime } from '#test/support/clock';
import { emailsTo, latestTemporaryPassword } from '#test/support/email';
import { type FaultyLink, startFaultyLink } from '#test/support/faulty-link';
import type { CallResult } from '#test/support/invoke';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

const SECOND = 1000;
const SMS_FAILED = 'We could not send the SMS just now. Please try again in a minute.';
const EMAIL_FAILED =
  'The e-mail with the credentials could not be sent, so the employee was not added. Please try again in a minute.';

let smsLink: FaultyLink;
let emailLink: FaultyLink;
let call: typeof import('#test/support/invoke').call;
let createWorker: typeof import('#test/support/accounts').createWorker;
let tableSnapshot: typeof import('#test/support/table-snapshot').tableSnapshot;
let findStaffByEmail: typeof import('#lib/db/staff').findByEmail;
let admin: TestAccount;
let errorLog: MockInstance;

beforeAll(async () => {
  smsLink = await startFaultyLink(process.env.SNS_ENDPOINT as string);
  emailLink = await startFaultyLink(process.env.SES_ENDPOINT as string);
  // Before any function module loads: the clients read their endpoints once, at load.
  setEnvironment({ SNS_ENDPOINT: smsLink.endpoint, SES_ENDPOINT: emailLink.endpoint });
  ({ call } = await import('#test/support/invoke'));
  ({ createWorker } = await import('#test/support/accounts'));
  ({ tableSnapshot } = await import('#test/support/table-snapshot'));
  ({ findByEmail: findStaffByEmail } = await import('#lib/db/staff'));
  const { logger } = await import('#lib/logger');
  errorLog = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  admin = await (await import('#test/support/accounts')).createStaff('admin');
  // An employee first, so the dashboard's count item exists before any snapshot.
  await (await import('#test/support/accounts')).createStaff('OPS');
});

afterAll(async () => {
  errorLog.mockRestore();
  await smsLink.close();
  await emailLink.close();
});

/** Items of the table, by key, as JSON. */
async function itemsByKey(): Promise<Map<string, string>> {
  const items = (JSON.parse(await tableSnapshot()) as string[]).map(
    (json) => [json, JSON.parse(json) as { pk: string; sk: string }] as const,
  );
  return new Map(items.map(([json, item]) => [`${item.pk} ${item.sk}`, json]));
}

/**
 * The keys of items added, changed or removed between two snapshots, but the SMS caps' counts
 * (features/caps): a send SNS refused still took its place under them, as it counts against the limits.
 */
function changedKeys(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  const changed = [...keys].filter((key) => before.get(key) !== after.get(key)).sort();
  const caps = changed.filter((key) => key.startsWith('CAP#'));
  expect(caps.map((key) => key.split('#')[1])).toEqual(
    expect.arrayContaining(['smsIdentityH', 'smsIdentityD', 'smsNumberH', 'smsNumberD']),
  );
  return changed.filter((key) => !key.startsWith('CAP#'));
}

const keyOf = ({ pk, sk }: { pk: string; sk: string }) => `${pk} ${sk}`;
const item = (map: Map<string, string>, key: { pk: string; sk: string }) =>
  JSON.parse(map.get(keyOf(key)) ?? '{}') as Record<string, unknown>;

function expectSmsFailed(response: CallResult) {
  expect({ status: response.status, message: response.body.message }).toEqual({
    status: 503,
    message: SMS_FAILED,
  });
  expect(response.headers['retry-after']).toBe('60');
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; tookMs: number }> {
  const started = Date.now();
  const result = await work();
  return { result, tookMs: Date.now() - started };
}

describe('OTP send while SNS is failing', () => {
  it('registerMobileNumber answers 503 when SNS refuses, writes only the counted send, and a later resend works', async () => {
    const worker = await createWorker({ registered: true, verified: false });
    const number = freshMobileNumber();
    const start = Date.now();
    const before = await itemsByKey();
    await smsLink.setMode('refusing');
    errorLog.mockClear();

    const response = await atTime(start, () =>
      call('registerMobileNumber', { token: worker.token, body: { number } }),
    );

    expectSmsFailed(response);
    // Logged once, where it failed, by the error's name (never the request, which holds the code).
    expect(errorLog.mock.calls).toEqual([
      ['The OTP SMS could not be sent', expect.objectContaining({ errorName: expect.any(String) })],
    ]);
    expect(smsTo(number)).toEqual([]);
    const after = await itemsByKey();
    expect(changedKeys(before, after)).toEqual(
      [keyOf(numberSendsKey(number)), keyOf(pendingCodeKey(worker.id))].sort(),
    );
    expect(item(after, pendingCodeKey(worker.id))).toMatchObject({
      number,
      codeHash: expect.any(String),
      sends: [start],
    });
    expect(item(after, numberSendsKey(number))).toMatchObject({ sends: [start] });

    await smsLink.setMode('up');
    const resent = await atTime(start + 31 * SECOND, () =>
      call('resendOTP', { token: worker.token, body: { number } }),
    );
    expect(resent.body).toEqual({ success: true });
    const validated = await atTime(start + 40 * SECOND, () =>
      call('validateOTP', { token: worker.token, body: { otp: latestCode(number) } }),
    );
    expect(validated.body).toEqual({ success: true });
  });

  it('resendOTP answers 503 within the SNS limits when SNS never answers, and counts the send', async () => {
    const worker = await createWorker({ registered: true, verified: false });
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => call('registerMobileNumber', { token: worker.token, body: { number } }));
    const firstCode = latestCode(number);
    await smsLink.setMode('silent');

    const { result, tookMs } = await timed(() =>
      atTime(start + 31 * SECOND, () => call('resendOTP', { token: worker.token, body: { number } })),
    );

    expectSmsFailed(result);
    expect(tookMs).toBeLessThan(worstCaseMs(clientLimits.sns) + 3000);
    expect(smsTo(number).map((sms) => sms.message)).toEqual([expect.stringContaining(firstCode)]);
    const after = await itemsByKey();
    expect(item(after, pendingCodeKey(worker.id))).toMatchObject({ sends: [start, start + 31 * SECOND] });
    expect(item(after, numberSendsKey(number))).toMatchObject({ sends: [start, start + 31 * SECOND] });

    await smsLink.setMode('up');
    const resent = await atTime(start + 62 * SECOND, () =>
      call('resendOTP', { token: worker.token, body: { number } }),
    );
    expect(resent.body).toEqual({ success: true });
    const validated = await atTime(start + 70 * SECOND, () =>
      call('validateOTP', { token: worker.token, body: { otp: latestCode(number) } }),
    );
    expect(validated.body).toEqual({ success: true });
  }, 30_000);

  it('a resend that SNS refuses leaves the code sent before working, and still counts against the limits', async () => {
    const worker = await createWorker({ registered: true, verified: false });
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => call('registerMobileNumber', { token: worker.token, body: { number } }));
    const firstCode = latestCode(number);
    await smsLink.setMode('refusing');
    try {
      const refused = await atTime(start + 31 * SECOND, () =>
        call('resendOTP', { token: worker.token, body: { number } }),
      );
      expectSmsFailed(refused);
    } finally {
      await smsLink.setMode('up');
    }
    const after = await itemsByKey();
    expect(item(after, pendingCodeKey(worker.id))).toMatchObject({
      number,
      sends: [start, start + 31 * SECOND],
      wrongTries: 0,
    });

    const validated = await atTime(start + 40 * SECOND, () =>
      call('validateOTP', { token: worker.token, body: { otp: firstCode } }),
    );
    expect(validated.body).toEqual({ success: true });
  });
});

describe('addEmployee while SES is failing', () => {
  /** Every item but the id counters, which a failed add may advance (ids are never reused, by design). */
  const withoutCounters = async () =>
    [...(await itemsByKey()).entries()]
      .filter(([key]) => !key.startsWith('COUNTER '))
      .map(([, json]) => json);

  it.each([
    ['refuses connections', 'refusing'],
    ['never answers', 'silent'],
  ] as const)(
    'answers 503 and leaves no half-created employee when SES %s',
    async (_, mode) => {
      const email = `${mode}.hr@earnlearn.in`;
      const before = await withoutCounters();
      await emailLink.setMode(mode);

      const { result, tookMs } = await timed(() =>
        call('addEmployee', { token: admin.token, body: { email, type: 'HR', name: 'Asha Rao' } }),
      );

      expect({ status: result.status, message: result.body.message }).toEqual({
        status: 503,
        message: EMAIL_FAILED,
      });
      expect(tookMs).toBeLessThan(worstCaseMs(clientLimits.ses) + 3000);
      expect(await findStaffByEmail(email)).toBeUndefined();
      expect(await withoutCounters()).toEqual(before);

      await emailLink.setMode('up');
      const added = await call('addEmployee', {
        token: admin.token,
        body: { email, type: 'HR', name: 'Asha Rao' },
      });
      expect(added.body).toEqual({ success: true });
      expect(await findStaffByEmail(email)).toMatchObject({ EMAIL: email, TYPE: 'HR' });
      expect(await emailsTo(email)).toHaveLength(1);
      expect(await latestTemporaryPassword(email)).toHaveLength(16);
    },
    30_000,
  );
});
