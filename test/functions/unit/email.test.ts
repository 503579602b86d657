/** The staff credential e-mail as SES receives it: asserted on the exact SendEmail input with aws-sdk-client-mock. */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { variablesFor } from '#lib/environment';
import { contracts } from '#shared/api/index';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';
import { emittedMetrics } from '#test/support/metrics';

/** When the temporary passwords of these e-mails expire: 2:05 pm in India. */
const EXPIRES_AT = '2026-11-30T08:35:00.000Z';

const ses = mockClient(SESClient);

/** A fresh module, with SITE_URL as given (the other variables are set in beforeEach). */
async function loadEmail(siteUrl: string | undefined) {
  vi.resetModules();
  process.env.SES_FROM_ADDRESS = 'staff@mail.earnlearn.in';
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
  return import('#lib/messaging/email');
}

beforeEach(() => {
  // The variables of a function whose contract uses email, as the CDK construct sets them.
  useOnlyVariables(variablesFor(contracts.addEmployee.uses));
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  ses.restore();
  restoreVariables();
});

describe('sendEmployeeCredentials', () => {
  it('sends one e-mail from the configured address with the log-in, the password and the log-in page', async () => {
    const { sendEmployeeCredentials } = await loadEmail('https://earnlearn.in/');

    const messageId = await sendEmployeeCredentials({
      to: 'asha.hr@example.com',
      type: 'OPS',
      temporaryPassword: 'Tq7-vR2x-Kp9w',
      expiresAt: EXPIRES_AT,
    });

    expect(messageId).toBe('message-1');
    expect(ses.calls()).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).toEqual({
      Source: 'staff@mail.earnlearn.in',
      Destination: { ToAddresses: ['asha.hr@example.com'] },
      Message: {
        Subject: { Data: 'Your Earnlearn staff account', Charset: 'UTF-8' },
        Body: {
          Text: {
            Charset: 'UTF-8',
            Data: `Hello,

An Earnlearn administrator has created your Operations staff account.

Log-in e-mail: asha.hr@example.com
Temporary password: Tq7-vR2x-Kp9w
It expires on 30 November 2026 at 2:05 pm IST (72 hours after it was sent). After that, ask an administrator to send a new one.

Log in at https://earnlearn.in/internal/login
You must choose a new password when you first log in. Do not share this password with anyone.

Earnlearn`,
          },
          Html: {
            Charset: 'UTF-8',
            Data: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Your Earnlearn staff account</title></head>
<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#242424">
<p>Hello,</p>
<p>An Earnlearn administrator has created your Operations staff account.</p>
<p>Log-in e-mail: <strong>asha.hr@example.com</strong><br>
Temporary password: <strong style="font-family:monospace">Tq7-vR2x-Kp9w</strong><br>
It expires on 30 November 2026 at 2:05 pm IST (72 hours after it was sent). After that, ask an administrator to send a new one.</p>
<p>Log in at <a href="https://earnlearn.in/internal/login">https://earnlearn.in/internal/login</a><br>
You must choose a new password when you first log in. Do not share this password with anyone.</p>
<p>Earnlearn</p>
</body></html>`,
          },
        },
      },
    });
  });

  it("says a reset's new password replaces the old, with an admin's log-in page, under its own subject", async () => {
    const { sendEmployeeCredentials } = await loadEmail('https://earnlearn.in');

    await sendEmployeeCredentials({
      to: 'second.admin@example.com',
      type: 'admin',
      temporaryPassword: 'Tq7-vR2x-Kp9w',
      expiresAt: EXPIRES_AT,
      reason: 'reset',
    });

    const message = ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Message;
    expect(message?.Subject?.Data).toBe('Your new Earnlearn staff password');
    const text = message?.Body?.Text?.Data ?? '';
    expect(text).toContain(
      'An Earnlearn administrator has sent you a new temporary password for your admin staff account. Your earlier password no longer works.',
    );
    expect(text).toContain('It expires on 30 November 2026 at 2:05 pm IST');
    expect(text).toContain('Log in at https://earnlearn.in/admin/login');
  });

  it('escapes what it puts into the HTML, and keeps the text as typed', async () => {
    const { sendEmployeeCredentials } = await loadEmail('https://earnlearn.in');

    await sendEmployeeCredentials({
      to: "o'neil+hr@example.com",
      type: 'HR',
      temporaryPassword: 'a<b>&"c\'d',
      expiresAt: EXPIRES_AT,
    });

    const body = ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Message?.Body;
    expect(body?.Html?.Data).toContain('<strong>o&#39;neil+hr@example.com</strong>');
    expect(body?.Html?.Data).toContain('>a&lt;b&gt;&amp;&quot;c&#39;d</strong>');
    expect(body?.Html?.Data).not.toContain('a<b>');
    expect(body?.Html?.Data).toContain('created your HR staff account');
    expect(body?.Text?.Data).toContain('Temporary password: a<b>&"c\'d\n');
  });

  it('names the log-in page without a link when no site URL is configured', async () => {
    const { sendEmployeeCredentials } = await loadEmail(undefined);

    await sendEmployeeCredentials({
      to: 'ravi@example.com',
      type: 'HR',
      temporaryPassword: 'secret-1',
      expiresAt: EXPIRES_AT,
    });

    const body = ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Message?.Body;
    for (const part of [body?.Text?.Data, body?.Html?.Data]) {
      expect(part).toContain('Log in on the Earnlearn staff log-in page (Internal Login).');
      expect(part).not.toContain('/internal/login');
      expect(part).not.toContain('undefined');
    }
  });

  it('lets an SES failure reach the caller', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified.'));
    const { sendEmployeeCredentials } = await loadEmail('https://earnlearn.in');

    await expect(
      sendEmployeeCredentials({
        to: 'ravi@example.com',
        type: 'HR',
        temporaryPassword: 'secret-1',
        expiresAt: EXPIRES_AT,
      }),
    ).rejects.toThrow('Email address is not verified.');
  });

  it('writes nothing to the log, so the password appears only in the e-mail', async () => {
    // The log level the functions run at, so a logger call would be written.
    process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
    const { sendEmployeeCredentials } = await loadEmail('https://earnlearn.in');
    const written: string[] = [];
    const record = (...parts: unknown[]) => {
      written.push(parts.map(String).join(' '));
      return true;
    };
    for (const stream of [process.stdout, process.stderr])
      vi.spyOn(stream, 'write').mockImplementation(record);
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(record);
    }

    await sendEmployeeCredentials({
      to: 'ravi@example.com',
      type: 'HR',
      temporaryPassword: 'secret-1',
      expiresAt: EXPIRES_AT,
    });
    ses.on(SendEmailCommand).rejects(new Error('Throttling'));
    await sendEmployeeCredentials({
      to: 'ravi@example.com',
      type: 'HR',
      temporaryPassword: 'secret-1',
      expiresAt: EXPIRES_AT,
    }).catch(() => undefined);

    expect(written.filter((line) => line.includes('secret-1'))).toEqual([]);
  });

  it('counts each e-mail sent or failed (EmailSent, EmailFailed) with purpose credentials, and nothing of it', async () => {
    const { sendEmployeeCredentials } = await loadEmail('https://earnlearn.in');
    ses.on(SendEmailCommand).resolvesOnce({ MessageId: 'm' }).rejectsOnce(new Error('Throttling'));
    const credentials = {
      to: 'new.hr@earnlearn.in',
      type: 'HR',
      temporaryPassword: 'Tmp0Pass0Word000',
      expiresAt: EXPIRES_AT,
    } as const;
    const metrics = await emittedMetrics(async () => {
      await sendEmployeeCredentials(credentials);
      await expect(sendEmployeeCredentials(credentials)).rejects.toThrow('Throttling');
    });
    expect(metrics).toEqual([
      {
        name: 'EmailSent',
        namespace: 'Earnlearn',
        dimensions: { service: 'earnlearn', purpose: 'credentials' },
        value: 1,
        unit: 'Count',
      },
      {
        name: 'EmailFailed',
        namespace: 'Earnlearn',
        dimensions: { service: 'earnlearn', purpose: 'credentials' },
        value: 1,
        unit: 'Count',
      },
    ]);
  });

  it('refuses to start without a from-address', async () => {
    vi.resetModules();
    useOnlyVariables(variablesFor(contracts.addEmployee.uses).filter((name) => name !== 'SES_FROM_ADDRESS'));
    await expect(import('#lib/messaging/email')).rejects.toThrow(/SES_FROM_ADDRESS/);
  });
});
