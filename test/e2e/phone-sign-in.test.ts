/**
 * Signing up with a mobile number, in headless Chromium at 360 px against the local twin: a signed-out visitor
 * opens a public job page (the first open demo job without questions: /jobs/1 is the demo's closed one), taps Apply, chooses "Use mobile number", signs in with the code from the twin's SMS
 * outbox (a wrong code first), gives consent, fills Personal Details (no number step: the number is verified
 * already), comes back to the job and applies. Then the profile shows the number and offers to link Google.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { screenIsClean } from '#test/support/axe';
import { browserForThisFile, JOURNEY_TIMEOUT_MS, openPage, requestsSettled } from '#test/support/browser';
import { call } from '#test/support/e2e-api';
import { asTyped, texts } from '#test/support/e2e-texts';
import { freshMobileNumber, latestCode } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

/** The first demo job (ids 1 to 14) open to applications and asking no questions: its page's path. */
async function openDemoJob(): Promise<string> {
  for (let id = 1; id <= 14; id++) {
    const { status, body } = await call<{ data: { STATUS?: string; QUESTIONS?: unknown[] } }>(
      `getPublicJob?id=${id}`,
    );
    if (status === 200 && body.data.STATUS !== 'CLOSED' && !body.data.QUESTIONS?.length) return `/jobs/${id}`;
  }
  throw new Error('no open demo job without questions');
}

describe('phone sign-in', () => {
  it('at 360 px: a visitor on a job page signs up with a number and an SMS code, consents, registers and applies', async () => {
    const t = texts('en');
    const jobPath = await openDemoJob();
    const page = await openPage(browser(), 'narrowest');
    await page.goto(`${baseUrl}${jobPath}`, { waitUntil: 'networkidle' });
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.getByRole('button', { name: t('job.apply'), exact: true }).click();

    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: t('auth.useMobile') }).click();
    const number = freshMobileNumber('8');
    await dialog.getByRole('textbox', { name: t('field.mobileNumber') }).fill(number);
    await screenIsClean(page);
    await dialog.getByRole('button', { name: t('auth.sendCode') }).click();

    const code = dialog.getByRole('textbox', { name: t('auth.otp') });
    await code.waitFor();
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await dialog.getByText(/^Resend OTP in \d+ seconds?$/).waitFor();
    await screenIsClean(page);
    // A wrong code first: the reason shows, nothing signs in.
    const right = await latestCode(number);
    await code.fill(right === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: t('auth.validate') }).click();
    await dialog.getByRole('alert').getByText(t('auth.otpFailed')).waitFor();
    await expect(dialog.getByRole('alert').innerText()).resolves.toContain('4 more times');
    await code.fill(right);
    await dialog.getByRole('button', { name: t('auth.validate') }).click();

    // The consent step, as after Google.
    await dialog.getByRole('heading', { name: t('auth.privacyTitle') }).waitFor();
    const dob = '2002-09-14';
    await dialog.getByLabel(t('field.dob')).fill(asTyped(dob));
    await dialog.getByRole('checkbox', { name: t('consent.accountBox') }).check();
    await dialog.getByRole('button', { name: t('consent.agree') }).click();

    // Personal Details, then straight back to the job: no mobile number step.
    await dialog.getByRole('heading', { name: t('auth.personalDetails') }).waitFor();
    await expect
      .poll(() => dialog.getByLabel(t('field.dob')).inputValue(), { timeout: 10_000 })
      .toBe(asTyped(dob));
    const name = `Phone Worker ${randomBytes(2).toString('hex')}`;
    await dialog.getByRole('textbox', { name: t('auth.name') }).fill(name);
    await dialog.getByRole('radio', { name: t('gender.1'), exact: true }).check();
    await dialog.getByRole('combobox', { name: t('auth.languagesQuestion') }).click();
    await page.getByRole('menuitemcheckbox', { name: t('spokenLanguage.hindi') }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: t('field.city') }).pressSequentially('Hyderabad');
    await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
    await dialog.getByRole('combobox', { name: t('field.education') }).click();
    await page.getByRole('option', { name: t('education.graduate'), exact: true }).click();
    await dialog.getByRole('textbox', { name: t('field.collegeName') }).fill('Osmania University');
    await dialog.getByRole('button', { name: t('auth.submit') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(`${baseUrl}${jobPath}`);

    // The Apply pressed before signing in goes on: its step (the cover note) opens over the job page (which the
    // modal dialog hides from the accessibility tree meanwhile).
    await page.getByRole('dialog', { name: t('apply.stepTitle') }).waitFor();
    await page.getByRole('button', { name: t('apply.send') }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    const application = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await application.waitFor();
    await expect(application.innerText()).resolves.toContain(t('status.APPLIED'));

    // The header names the worker by the name given at Personal Details (the phone brought none).
    await page.locator('header').getByRole('button', { name }).waitFor();
    // The profile: the number verified at sign-in, no e-mail yet, and the offer to link Google.
    await requestsSettled(page);
    await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
    await page.getByText(number).first().waitFor();
    await page.getByRole('button', { name: t('profile.linkGoogle') }).waitFor();
    await screenIsClean(page);
    await page.close();
  });
});
