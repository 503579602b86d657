/**
 * A worker's profile and data rights in headless Chromium against the local twin, in English on a 360 px phone,
 * one new worker (signed up through the real API) from opting in to WhatsApp to erasing the account:
 * - WhatsApp: one tap in the Privacy section opts in; HR shortlists them; the news is in the twin's WhatsApp
 *   outbox (the application_status template) and no SMS went for it;
 * - the admin opens the worker's details (a read on the record); the worker corrects the name, changes the
 *   number with the code sent to it (a wrong one first), downloads their data (a JSON file that holds the admin's
 *   read) and reads it on its page;
 * - the worker raises a concern; the admin answers it on the Grievances screen, whose Privacy screen counts it;
 *   the worker reads the answer;
 * - the worker erases the account with a code sent by SMS, lands signed out with a confirmation, and the same
 *   Google account then starts a new account at the consent step.
 * The rules (what the export holds, what erasure removes from the table, who is told how) are proven in
 * test/functions/api; the screens' states in test/web.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
} from '#test/support/browser';
import { apply, demoAdmin, newestJob, post, signUpWorker, staffToken } from '#test/support/e2e-api';
import { adminLogIn, eventually, notStatus, signInWithGoogle, workerPage } from '#test/support/e2e-pages';
import { texts } from '#test/support/e2e-texts';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';
import { workerByEmail } from '#test/support/twin-table';
import { whatsAppTo } from '#test/support/twin-whatsapp';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const t = texts('en');
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe("a worker's profile and data rights", () => {
  it('at 360 px: WhatsApp, a corrected name and number, the data downloaded, a concern answered, the account erased', async () => {
    const worker = await signUpWorker(`Sunita Rights ${randomBytes(3).toString('hex')}`);
    const page = await workerPage(browser(), worker, 'narrowest');
    const privacy = page.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: t('profilePrivacy.title') }),
    });

    // WhatsApp instead of SMS: one tap; HR's shortlist then goes there, and no SMS for it.
    const job = await newestJob(worker.token);
    await apply(worker, job.ID);
    await page.goto(`${baseUrl}/profile`);
    await privacy.getByRole('heading', { level: 3, name: t('profilePrivacy.purposes') }).waitFor();
    const whatsapp = privacy.getByRole('switch', {
      name: `${t('profilePrivacy.purpose.whatsapp')} (${t('profilePrivacy.optional')})`,
    });
    await expect(whatsapp.isChecked()).resolves.toBe(false);
    await whatsapp.click();
    await privacy.getByText(t('profilePrivacy.whatsappOn')).waitFor();
    const smsBefore = (await smsTo(worker.number)).length;
    const review = { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' };
    expect((await post('reviewApplication', review, await staffToken('HR'))).status).toBe(200);
    await eventually(async () => (await whatsAppTo(worker.number)).length, 1, 10_000);
    const [message] = await whatsAppTo(worker.number);
    expect(message).toMatchObject({ to: `+91${worker.number}`, template: 'application_status' });
    expect(await smsTo(worker.number)).toHaveLength(smsBefore);

    // The admin, on a phone too, opens the worker's details: a staff read the worker's data will show.
    const admin = demoAdmin();
    const desk = await openPage(browser(), 'narrowest');
    await desk.goto(`${baseUrl}/admin/users/${worker.id}`);
    await desk.waitForURL((url) => url.pathname === '/admin/login');
    await adminLogIn(desk, admin);
    await desk.waitForURL(`${baseUrl}/admin/users/${worker.id}`);
    await desk.getByRole('heading', { level: 2, name: 'Staff access' }).waitFor();
    await requestsSettled(desk);

    // The name corrected in edit mode; the number changed with the code sent to the new one.
    await page.getByRole('button', { name: t('common.edit'), exact: true }).click();
    const form = page.getByRole('form', { name: t('profile.editForm') });
    const corrected = `${worker.name} Rao`;
    await form.getByRole('textbox', { name: t('field.name'), exact: true }).fill(corrected);
    await form.getByRole('textbox', { name: t('field.collegeName') }).fill('Osmania University');
    await form.getByRole('button', { name: t('common.save') }).click();
    await page.getByRole('heading', { level: 2, name: corrected }).waitFor();
    await page.getByRole('button', { name: t('numberChange.open') }).click();
    const box = page.getByRole('form', { name: t('numberChange.title') });
    await box.getByText(t('numberChange.intro', { number: worker.number })).waitFor();
    const fresh = freshMobileNumber('7');
    await box.getByRole('textbox', { name: t('numberChange.newNumber') }).fill(fresh);
    await box.getByRole('button', { name: t('numberChange.sendCode') }).click();
    await box.getByText(t('numberChange.codeSent', { number: fresh, current: worker.number })).waitFor();
    const codeSentAt = Date.now();
    const code = await latestCode(fresh);
    const codeField = box.getByRole('textbox', { name: t('auth.otp') });
    await codeField.fill(wrong(code));
    await box.getByRole('button', { name: t('numberChange.confirm') }).click();
    await expect(box.getByRole('alert').textContent()).resolves.toContain('4');
    await codeField.fill(code);
    await box.getByRole('button', { name: t('numberChange.confirm') }).click();
    await page.getByText(t('numberChange.done', { number: fresh })).waitFor();
    expect((await workerByEmail(worker.email)).account).toMatchObject({
      NAME: corrected,
      MOBILE_NUMBER: fresh,
    });

    // Download my data: the file, holding the admin's read, and the same on a page.
    const download = page.getByRole('button', { name: t('myData.download') });
    await download.scrollIntoViewIfNeeded();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^earnlearn-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(String(await file.path()), 'utf8')) as {
      format: string;
      profile: { email: string; name: string };
      staffAccess: { readThrough: string; byRole: string }[];
    };
    expect(data).toMatchObject({
      format: 'earnlearn-my-data',
      profile: { email: worker.email, name: corrected },
    });
    expect(data.staffAccess).toContainEqual(
      expect.objectContaining({ readThrough: 'getUserDataById', byRole: 'admin' }),
    );
    await page.getByText(t('myData.downloaded', { file: file.suggestedFilename() })).waitFor();
    await page.getByRole('link', { name: t('myData.view') }).click();
    await page.waitForURL(`${baseUrl}/profile/my-data`);
    await page.getByRole('heading', { level: 1, name: t('myData.title') }).waitFor();
    await page
      .getByText(/admin \(staff number \d+\): the admin's page about your account/)
      .first()
      .waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    // A concern raised; the admin answers it on the Grievances screen and the Privacy screen counts it.
    await page.getByRole('link', { name: t('myData.back') }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await page
      .getByText(
        t('rights.concerns.contact', { name: 'Grievance Officer, Earnlearn', email: 'privacy@earnlearn.in' }),
      )
      .waitFor();
    await page.getByRole('combobox', { name: t('rights.concerns.category') }).selectOption('sharing');
    await page
      .getByRole('textbox', { name: t('rights.concerns.text') })
      .fill('Which companies got my number?');
    await page.getByRole('button', { name: t('rights.concerns.raise') }).click();
    const raised = page.getByText(/^Your concern \d+-[0-9a-f]{8} is raised\./);
    await raised.waitFor();
    const reference = /(\d+-[0-9a-f]{8})/.exec((await raised.textContent()) ?? '')?.[1] ?? '';
    await requestsSettled(desk);
    await desk.goto(`${baseUrl}/admin/grievances`);
    await desk.getByRole('link', { name: `View grievance ${reference}` }).click();
    await desk.getByText('Which companies got my number?').waitFor();
    const reply = 'Only the companies whose jobs you applied for.';
    await desk.getByRole('textbox', { name: /Reply to the worker/ }).fill(reply);
    await desk.getByRole('button', { name: 'Send reply' }).click();
    await desk.getByText(/^Reply sent\. The worker was told by (SMS|e-mail)\.$/).waitFor();
    await requestsSettled(desk);
    await desk.goto(`${baseUrl}/admin/privacy`);
    const requests = desk.getByRole('region', { name: 'Requests in the last 30 days' });
    await requests.getByText('Grievances raised').waitFor();
    await desk.getByRole('cell', { name: reference, exact: true }).waitFor();
    expect(await overflowsHorizontally(desk)).toBe(false);
    expect(pageProblems(desk)).toEqual([]);
    await requestsSettled(page);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(reply).waitFor();

    // Erase the account: what goes, a code by SMS (codes to one number are 30 s apart), a wrong one first.
    const part = page.locator('section', {
      has: page.getByRole('heading', { name: t('eraseAccount.title') }),
    });
    await part.getByRole('button', { name: t('eraseAccount.start') }).click();
    await part.getByText(t('eraseAccount.goesDocuments')).waitFor();
    await page.waitForTimeout(Math.max(0, codeSentAt + 31_000 - Date.now()));
    await part.getByRole('button', { name: t('eraseAccount.sendCode') }).click();
    await part
      .getByText(t('eraseAccount.codeSent', { number: `${fresh.slice(0, 2)}******${fresh.slice(-2)}` }))
      .waitFor();
    const eraseCode = await latestCode(fresh);
    await part.getByRole('textbox', { name: t('eraseAccount.code') }).fill(wrong(eraseCode));
    await part.getByRole('button', { name: t('eraseAccount.confirm') }).click();
    await part.getByRole('alert').waitFor();
    await part.getByRole('textbox', { name: t('eraseAccount.code') }).fill(eraseCode);
    await part.getByRole('button', { name: t('eraseAccount.confirm') }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText(t('eraseAccount.done')).waitFor();
    await page.getByRole('button', { name: t('header.login') }).waitFor();

    // The same Google account again: a brand-new account, at the consent step.
    const dialog = await signInWithGoogle(
      page,
      { name: corrected, email: worker.email },
      {
        login: t('header.login'),
        continueGoogle: t('auth.continueGoogle'),
      },
    );
    await dialog.getByRole('heading', { name: t('auth.privacyTitle') }).waitFor();
    expect((await workerByEmail(worker.email)).id).not.toBe(worker.id);
    // The wrong codes' 400s are answers the page expects and shows.
    expect(pageProblems(page).filter(notStatus(400))).toEqual([]);
  });
});
