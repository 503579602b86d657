/**
 * The local e-mail inbox end to end: the dev service `npm start` runs (aws-ses-v2-local on 127.0.0.1) takes
 * the staff credential e-mail from the real SES client, and a test reads it back, password included.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmailInbox, emailInbox, LOCAL_SES_FROM_ADDRESS } from '#infra/local/dev/email-inbox';
import { devServices } from '#infra/local/dev/index';
import { setEnvironment, variablesFor } from '#lib/environment';
import { contracts } from '#shared/api/index';
import { emailsTo, latestEmailTo, latestTemporaryPassword, temporaryPasswordIn } from '#test/support/email';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

/** When the temporary passwords of these e-mails expire: 2:05 pm in India. */
const EXPIRES_AT = '2026-11-30T08:35:00.000Z';

const twinUrl = 'http://127.0.0.1:3999';
let inbox: EmailInbox;
let sendEmployeeCredentials: typeof import('#lib/messaging/email')['sendEmployeeCredentials'];

beforeAll(async () => {
  inbox = (await emailInbox({ baseUrl: twinUrl, dataDir: undefined, log: () => undefined })) as EmailInbox;
  // The variables of a function whose contract uses email, pointed at the inbox as the twin points them.
  useOnlyVariables(variablesFor(contracts.addEmployee.uses));
  setEnvironment(inbox.environment);
  vi.resetModules();
  ({ sendEmployeeCredentials } = await import('#lib/messaging/email'));
});

afterAll(async () => {
  await inbox?.stop();
  restoreVariables();
});

describe('the local e-mail inbox', () => {
  it('is one of the twin’s dev services, on 127.0.0.1, and says where its inbox is', () => {
    expect(devServices).toContain(emailInbox);
    expect(inbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(inbox.environment).toEqual({
      SES_ENDPOINT: inbox.url,
      SES_FROM_ADDRESS: LOCAL_SES_FROM_ADDRESS,
      SITE_URL: twinUrl,
    });
    expect(inbox.describe).toContain(`${inbox.url}/`);
  });

  it('serves the web inbox page', async () => {
    const response = await fetch(`${inbox.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('receives the credential e-mail the SES client sends, and the test reads the password back', async () => {
    const messageId = await sendEmployeeCredentials({
      to: 'meera.ops@example.com',
      type: 'OPS',
      temporaryPassword: 'Xk4-pQ9z-Lm2v',
      expiresAt: EXPIRES_AT,
    });

    const email = await latestEmailTo('Meera.OPS@example.com', inbox.url);
    expect(email).toMatchObject({
      messageId,
      from: LOCAL_SES_FROM_ADDRESS,
      destination: { to: ['meera.ops@example.com'], cc: [], bcc: [] },
      subject: 'Your Earnlearn staff account',
    });
    expect(temporaryPasswordIn(email)).toBe('Xk4-pQ9z-Lm2v');
    expect(email.body.text).toContain(`Log in at ${twinUrl}/internal/login`);
    expect(email.body.html).toContain(`<a href="${twinUrl}/internal/login">`);
  });

  it('finds the newest e-mail to an address, and only e-mails to that address', async () => {
    await sendEmployeeCredentials({
      to: 'dev.hr@example.com',
      type: 'HR',
      temporaryPassword: 'first-Aa1',
      expiresAt: EXPIRES_AT,
    });
    await sendEmployeeCredentials({
      to: 'other@example.com',
      type: 'HR',
      temporaryPassword: 'other-Aa1',
      expiresAt: EXPIRES_AT,
    });
    await sendEmployeeCredentials({
      to: 'dev.hr@example.com',
      type: 'HR',
      temporaryPassword: 'second-Aa1',
      expiresAt: EXPIRES_AT,
    });

    expect(await latestTemporaryPassword('dev.hr@example.com', inbox.url)).toBe('second-Aa1');
    expect((await emailsTo('dev.hr@example.com', inbox.url)).map(temporaryPasswordIn)).toEqual([
      'second-Aa1',
      'first-Aa1',
    ]);
    await expect(latestEmailTo('nobody@example.com', inbox.url)).rejects.toThrow(
      'No e-mail was sent to nobody@example.com',
    );
  });

  it('stops listening when the twin stops', async () => {
    const other = (await emailInbox({
      baseUrl: twinUrl,
      dataDir: undefined,
      log: () => undefined,
    })) as EmailInbox;
    await other.stop();
    await expect(fetch(`${other.url}/store`)).rejects.toThrow();
  });
});
