/**
 * addEmployee's e-mail, with SES replaced by aws-sdk-client-mock (DynamoDB Local stays real): the exact
 * SendEmail call, a log that has SES's message id and never the password, and an SES failure that leaves
 * nothing behind: no login, no e-mail owner, the same employees count, and the e-mail free to be added again.
 */
import { MessageRejected, SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The level the functions run at on AWS, so an info line is written (the other tests run at ERROR). Set before
// the logger is imported: the logger's middleware resets the level to the first one on every warm call.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

import { verifyPassword } from '#features/sign-in/passwords';
import { LOCAL_SES_FROM_ADDRESS } from '#infra/local/dev/email-inbox';
import * as staff from '#lib/db/staff';
import { CREDENTIALS_SUBJECT, credentialsMessage } from '#lib/messaging/email';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { tableSnapshot } from '#test/support/table-snapshot';

const ses = mockClient(SESClient);
let admin: TestAccount;
let logged: string[];

beforeAll(async () => {
  admin = await createStaff('admin');
  // An employee first, so the dashboard's count item exists before any snapshot.
  await createStaff('OPS');
});

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-1' });
  logged = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => logged.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => logged.push(String(chunk)) > 0);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  ses.restore();
});

const add = (email: string, type: 'HR' | 'OPS') =>
  callApi('addEmployee', { token: admin.token, body: { email, type, name: 'Asha Rao' } });

/** Every item but the id counters, which a failed add may advance (ids are never reused, by design). */
const snapshotWithoutCounters = async () =>
  JSON.stringify(
    (JSON.parse(await tableSnapshot()) as string[]).filter((item) => !item.includes('"pk":"COUNTER"')),
  );

describe('addEmployee sends', () => {
  it('one SendEmail from the configured address to the new login, with the password its hash verifies', async () => {
    const email = 'meera.hr@earnlearn.in';

    const response = await add(email, 'HR');

    expect(response.body).toEqual({ success: true });
    expect(ses.calls()).toHaveLength(1);
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    const password = /^Temporary password: (\S+)$/m.exec(input?.Message?.Body?.Text?.Data ?? '')?.[1] ?? '';
    const expiresAt = (await staff.findByEmail(email))?.temporaryPasswordExpiresAt ?? '';
    // Good for 72 hours from now, and said so in the e-mail.
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(71 * 3600_000);
    const { text, html } = credentialsMessage({
      to: email,
      type: 'HR',
      temporaryPassword: password,
      expiresAt,
    });
    expect(input).toEqual({
      Source: LOCAL_SES_FROM_ADDRESS,
      Destination: { ToAddresses: [email] },
      Message: {
        Subject: { Data: CREDENTIALS_SUBJECT, Charset: 'UTF-8' },
        Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
      },
    });
    const account = await staff.findByEmail(email);
    expect(await verifyPassword(password, account?.passwordHash ?? '')).toBe(true);
  });

  it("logs SES's message id and the employee's id, and never the password", async () => {
    await add('kiran.ops@earnlearn.in', 'OPS');

    const password = /^Temporary password: (\S+)$/m.exec(
      ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Message?.Body?.Text?.Data ?? '',
    )?.[1];
    const account = await staff.findByEmail('kiran.ops@earnlearn.in');
    expect(password).toHaveLength(16);
    const line = logged.find((entry) => entry.includes('Employee added and credentials e-mailed'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      messageId: 'ses-message-1',
      employeeId: account?.ID,
      type: 'OPS',
    });
    expect(logged.filter((entry) => entry.includes(password ?? '(none)'))).toEqual([]);
  });
});

describe('addEmployee when SES refuses', () => {
  it('answers 503 and leaves nothing: no login, no e-mail owner, the same count; the e-mail can be added later', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: {} }));
    const email = 'dev.ops@earnlearn.in';
    const before = await snapshotWithoutCounters();

    const response = await add(email, 'OPS');

    expect(response.status).toBe(503);
    expect(response.body.message).toBe(
      'The e-mail with the credentials could not be sent, so the employee was not added. Please try again in a minute.',
    );
    expect(response.headers['retry-after']).toBe('60');
    expect(await staff.findByEmail(email)).toBeUndefined();
    expect(await snapshotWithoutCounters()).toBe(before);
    const sent = ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Message?.Body?.Text?.Data ?? '';
    const password = /^Temporary password: (\S+)$/m.exec(sent)?.[1] ?? '(none)';
    expect(logged.some((entry) => entry.includes('The credentials e-mail could not be sent'))).toBe(true);
    expect(logged.filter((entry) => entry.includes(password))).toEqual([]);

    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-2' });
    expect((await add(email, 'OPS')).body).toEqual({ success: true });
    expect(await staff.findByEmail(email)).toMatchObject({ EMAIL: email, TYPE: 'OPS' });
  });
});
