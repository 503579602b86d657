/**
 * Grievances and the admin's Privacy screen in headless Chromium against the local twin (issue 21 items 4 and
 * 8): the demo worker, in Hindi at 360 px, raises a concern from the Privacy section (the privacy contact
 * shown); the admin (password and authenticator code) finds it on the Grievances screen at 1280 px and replies;
 * the worker sees the reply in the Privacy section, and the SMS (or, past the SMS caps, the e-mail) is in the
 * twin's outbox (inbox); the admin's Privacy screen counts the worker's withdrawal of SMS updates and the
 * grievance. Each screen: `lang`, axe with no serious or critical problem, no sideways scroll at 360 px.
 */
import { describe, expect, inject, it, vi } from 'vitest';
import { demoStaff, demoWorkers } from '#infra/local/demo-data/accounts';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  resize,
  screenshot,
  signedInDemoWorker,
} from '#test/support/browser';
import { en, hi } from '#test/support/catalogues';
import { adminSession, codeAfter } from '#test/support/e2e-admin-session';
import { emailsTo } from '#test/support/email';
import { smsTo } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const emailInbox = inject('emailInbox');
const workerToken = inject('demoWorkerToken');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const admin = demoStaff.find((account) => account.role === 'admin');
const worker = demoWorkers[0];

async function call(method: 'GET' | 'POST', path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const post = (path: string, body: unknown, token?: string) => call('POST', path, body, token);

type Overview = { requests: Record<string, number>; grievances: Record<string, number> };

describe('grievances', () => {
  it('a worker raises a concern in Hindi, the admin replies, the worker reads it and is told', async () => {
    if (!admin || !worker) throw new Error('no demo admin or worker');
    const problems: string[] = [];
    const checkAt360 = async (page: import('playwright-core').Page, name: string) => {
      for (const problem of await seriousAccessibilityProblems(page)) problems.push(`${name}: ${problem}`);
      if (await overflowsHorizontally(page)) problems.push(`${name}: wider than 360 px`);
      await screenshot(page, `grievances-${name}-narrowest`);
      // The worker's screens at 1280 px too.
      await resize(page, 'desktop');
      for (const problem of await seriousAccessibilityProblems(page))
        problems.push(`${name} at 1280: ${problem}`);
      await screenshot(page, `grievances-${name}-desktop`);
      await resize(page, 'narrowest');
    };
    const checkAt1280 = async (page: import('playwright-core').Page, name: string) => {
      for (const problem of await seriousAccessibilityProblems(page)) problems.push(`${name}: ${problem}`);
      await screenshot(page, `grievances-${name}-desktop`);
      await resize(page, 'narrowest');
      if (await overflowsHorizontally(page)) problems.push(`${name}: wider than 360 px`);
      await screenshot(page, `grievances-${name}-narrowest`);
      await resize(page, 'desktop');
    };

    const session = await adminSession(post, admin);
    const overview = async () =>
      (await call('GET', 'getPrivacyOverview', undefined, session.token)).body as unknown as Overview;
    const before = await overview();
    const smsBefore = (await smsTo(worker.mobileNumber)).length;
    const emailsBefore = (await emailsTo(worker.email, emailInbox)).length;

    // The worker withdraws SMS updates (counted, naming no one), then gives them again (not counted).
    for (const granted of [false, true])
      expect(
        (await post('updateConsent', { purpose: 'smsUpdates', granted, language: 'hi' }, workerToken)).status,
      ).toBe(200);

    // The worker, in Hindi at 360 px, raises a concern from the Privacy section.
    const phone = await signedInDemoWorker(browser(), 'narrowest');
    await phone.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await phone.getByRole('combobox', { name: en['language.label'] }).first().selectOption('hi');
    await phone.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
    const concerns = phone.getByRole('heading', { level: 3, name: hi['rights.concerns.title'] });
    await concerns.waitFor();
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('hi');
    // The privacy contact the notice names (the twin's demo one) is where the concern goes.
    const contact = hi['rights.concerns.contact']
      .replace('{name}', 'Grievance Officer, Earnlearn')
      .replace('{email}', 'privacy@earnlearn.in');
    await phone.getByText(contact).waitFor();
    await phone.getByRole('combobox', { name: hi['rights.concerns.category'] }).selectOption('sharing');
    const text = 'मेरा मोबाइल नंबर किन कंपनियों को दिया गया?';
    await phone.getByRole('textbox', { name: hi['rights.concerns.text'] }).fill(text);
    await phone.getByRole('button', { name: hi['rights.concerns.raise'] }).click();
    const raised = phone.getByText(/आपकी शिकायत \d+-[0-9a-f]{8} दर्ज हो गई/);
    await raised.waitFor();
    const reference = /(\d+-[0-9a-f]{8})/.exec((await raised.textContent()) ?? '')?.[1] ?? '';
    expect(reference).toMatch(/^\d+-[0-9a-f]{8}$/);
    await phone.getByText(hi['rights.concerns.noReply']).waitFor();
    await checkAt360(phone, 'worker-raised-hi');

    // The admin logs in (password, authenticator code) and answers it at 1280 px.
    const desk = await openPage(browser(), 'desktop');
    await desk.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    await desk.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await desk.getByLabel('Password').fill(admin.password);
    await desk.getByRole('button', { name: 'LOGIN' }).click();
    await desk.waitForURL(`${baseUrl}/admin/second-factor`);
    await desk.getByLabel('Authenticator code').fill(codeAfter(session));
    await desk.getByRole('button', { name: 'VERIFY' }).click();
    await desk.waitForURL(`${baseUrl}/admin/dashboard`);
    await desk
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Grievances' })
      .click();
    await desk.getByRole('cell', { name: reference, exact: true }).waitFor();
    await checkAt1280(desk, 'admin-list');
    await desk.getByRole('link', { name: `View grievance ${reference}` }).click();
    await desk.getByText(text).waitFor();
    await desk.getByText('हिन्दी', { exact: true }).first().waitFor();
    const reply = 'आपका नंबर केवल उन्हीं कंपनियों को मिला जिनमें आपने आवेदन किया।';
    await desk.getByRole('textbox', { name: /Reply to the worker/ }).fill(reply);
    await desk.getByRole('button', { name: 'Send reply' }).click();
    const told = desk.getByText(/^Reply sent\. The worker was told by (SMS|e-mail)\.$/);
    await told.waitFor();
    const by = (await told.textContent())?.includes('SMS') ? 'sms' : 'email';
    await checkAt1280(desk, 'admin-replied');

    // The worker is told: one SMS in Hindi naming the concern (or, past the SMS caps, one e-mail).
    if (by === 'sms') {
      const sent = await smsTo(worker.mobileNumber);
      expect(sent.length).toBe(smsBefore + 1);
      expect(sent[0]).toContain(reference);
      expect(sent[0]).toContain('निजता');
      expect(sent[0]).not.toContain(reply);
    } else {
      const mails = await emailsTo(worker.email, emailInbox);
      expect(mails.length).toBe(emailsBefore + 1);
      expect(mails[0]?.body.text).toContain(reference);
    }

    // The worker reads the reply in the Privacy section.
    await phone.reload({ waitUntil: 'networkidle' });
    await phone.getByText(reply).waitFor();
    await checkAt360(phone, 'worker-reply-hi');

    // The admin's Privacy screen counts the withdrawal and the grievance, and lists it by due date.
    await desk.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Privacy' }).click();
    const requests = desk.getByRole('region', { name: 'Requests in the last 30 days' });
    await requests.getByText('Withdrawals of consent').waitFor();
    const count = async (term: string) =>
      Number(
        await requests
          .locator('dt', { hasText: term })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      );
    expect(await count('Withdrawals of consent')).toBe((before.requests.withdrawal ?? 0) + 1);
    expect(await count('Grievances raised')).toBe((before.requests.grievance ?? 0) + 1);
    await desk.getByRole('cell', { name: reference, exact: true }).waitFor();
    await checkAt1280(desk, 'admin-privacy');

    expect(problems).toEqual([]);
  });
});
