/**
 * Signing up in headless Chromium against the local twin, through the real session, routing and storage, the
 * twin's stand-in for Google and its SMS outbox; each journey at one width, in one language:
 * - English on a 390 px phone: the consent step (date of birth first, the notice in short with its links, the
 *   required box, the optional SMS box), the spec's steps 1 to 3 with a wrong code first, the dashboard, a job
 *   applied for, the profile's Privacy section, a profile edit with a png uploaded straight to the local S3, a new
 *   notice version accepted, sign-out;
 * - Hindi at 360 px: the date of birth typed as digits, a mistyped number fixed from the OTP step (still signed
 *   in), a wrong code with the tries left, the code's SMS in Hindi, the dashboard's tabs in two even rows;
 * - Telugu at 1280 px: a 17-year-old held until a parent, in another browser, verifies the number the SMS went to
 *   and consents; the worker signs in again, registers, applies, and the profile names the parent.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { maskMobile, PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
} from '#test/support/browser';
import { en } from '#test/support/catalogues';
import { panCardPng } from '#test/support/e2e-api';
import { notStatus, signInWithGoogle } from '#test/support/e2e-pages';
import { asTyped, bornYearsAgo, type Language, texts } from '#test/support/e2e-texts';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';
import { setAcceptedNoticeVersion, workerByEmail } from '#test/support/twin-table';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

/** A notice version older than any in force: what the table holds for an account that accepted an old one. */
const OLD_NOTICE_VERSION = '2025-01-01';

/** A new page on the home page, the language chosen there as a visitor does (English is the default). */
async function visitorIn(language: Language, viewport: 'mobile' | 'narrowest' | 'desktop'): Promise<Page> {
  const page = await openPage(browser(), viewport);
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  if (language !== 'en') {
    await page.getByRole('combobox', { name: en['language.label'] }).selectOption(language);
    await page.getByRole('heading', { level: 1, name: texts(language)('site.missionHeadline') }).waitFor();
  }
  return page;
}

const googleLabels = (language: Language) => ({
  login: texts(language)('header.login'),
  continueGoogle: texts(language)('auth.continueGoogle'),
});

/** Personal Details with the date of birth already given at the consent step (its value checked). */
async function personalDetails(page: Page, dialog: Locator, language: Language, dob: string) {
  const t = texts(language);
  await dialog.getByRole('heading', { name: t('auth.personalDetails') }).waitFor();
  // From this browser at once, or, after signing in again, from the account a moment later.
  await expect
    .poll(() => dialog.getByLabel(t('field.dob')).inputValue(), { timeout: 10_000 })
    .toBe(asTyped(dob));
  await dialog.getByRole('radio', { name: t('gender.1'), exact: true }).check();
  await dialog.getByRole('combobox', { name: t('auth.languagesQuestion') }).click();
  await page.getByRole('menuitemcheckbox', { name: t('spokenLanguage.telugu') }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('combobox', { name: t('field.city') }).pressSequentially('Hyderabad');
  // On a Hindi or Telugu screen the district shows by its name in that script (decision 637).
  const hyderabad = { en: 'Hyderabad (Telangana)', hi: 'हैदराबाद (तेलंगाना)', te: 'హైదరాబాద్ (తెలంగాణ)' }[language];
  await page.getByRole('option', { name: new RegExp(`${hyderabad.replace(/[()]/g, '\\$&')}$`) }).click();
  await dialog.getByRole('combobox', { name: t('field.education') }).click();
  await page.getByRole('option', { name: t('education.graduate'), exact: true }).click();
  await dialog.getByRole('textbox', { name: t('field.collegeName') }).fill('Osmania University');
  await dialog.getByRole('button', { name: t('auth.submit') }).click();
}

/** The number, then the code from the outbox: the dashboard. */
async function verifyNumber(page: Page, dialog: Locator, language: Language) {
  const t = texts(language);
  const number = freshMobileNumber();
  await dialog.getByRole('heading', { name: t('auth.enterMobile') }).waitFor();
  await dialog.getByRole('textbox', { name: t('field.mobileNumber') }).fill(number);
  await dialog.getByRole('button', { name: t('auth.continue') }).click();
  await dialog.getByRole('heading', { name: t('auth.enterOtp') }).waitFor();
  await dialog.getByRole('textbox', { name: t('auth.otp') }).fill(await latestCode(number));
  await dialog.getByRole('button', { name: t('auth.validate') }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await dialog.waitFor({ state: 'hidden' });
}

/** Explore Jobs' first job, applied for from its page: its title, once it shows under Applied Jobs. */
async function applyForFirstJob(page: Page, language: Language): Promise<Locator> {
  const t = texts(language);
  await page.getByRole('tab', { name: t('dashboard.explore') }).click();
  const firstCard = page.getByRole('article').first();
  await firstCard.getByRole('link', { name: t('job.view') }).waitFor();
  const title = (await firstCard.getByRole('heading').innerText()).trim();
  await firstCard.getByRole('link', { name: t('job.view') }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: t('job.apply'), exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  const application = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await application.waitFor();
  expect(await application.innerText()).toContain(t('status.APPLIED'));
  return application;
}

async function openProfile(page: Page, language: Language, name: string) {
  await page.locator('header').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: texts(language)('header.profile') }).click();
  await page.waitForURL(`${baseUrl}/profile`);
}

describe('signing up', () => {
  it('in English on a phone: consents, registers after a wrong code, applies, edits the profile with an upload, accepts a new notice, signs out', async () => {
    const t = texts('en');
    const page = await visitorIn('en', 'mobile');
    const name = 'Priya Sharma';
    const email = `priya.${randomBytes(4).toString('hex')}@example.com`;
    const dialog = await signInWithGoogle(page, { name, email }, googleLabels('en'));

    // The consent step: the date of birth first, nothing else yet; then the notice in short and two boxes.
    await dialog.getByRole('heading', { name: t('auth.privacyTitle') }).waitFor();
    await expect(dialog.getByRole('checkbox').count()).resolves.toBe(0);
    const dob = '2003-05-17';
    await dialog.getByLabel(t('field.dob')).fill(asTyped(dob));
    const required = dialog.getByRole('checkbox', { name: t('consent.accountBox') });
    const optional = dialog.getByRole('checkbox', { name: t('consent.smsBox') });
    await required.waitFor();
    await expect(optional.isChecked()).resolves.toBe(false);
    await expect(
      dialog.getByRole('link', { name: t('noticeSummary.noticeLink') }).getAttribute('href'),
    ).resolves.toBe('/privacy');
    await expect(
      dialog.getByRole('link', { name: t('noticeSummary.termsLink') }).getAttribute('href'),
    ).resolves.toBe('/terms');
    const agree = dialog.getByRole('button', { name: t('consent.agree') });
    await expect(agree.isDisabled()).resolves.toBe(true);
    await required.check();
    await optional.check();
    await agree.click();

    // Step 1, the name from Google; then the number and a wrong code before the right one.
    await expect(dialog.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe(name);
    await personalDetails(page, dialog, 'en', dob);
    const number = freshMobileNumber();
    await dialog.getByRole('heading', { name: 'Enter Mobile Number' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Mobile Number' }).fill(number);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await dialog.getByText(/Resend OTP in \d+ seconds/).waitFor();
    const code = await latestCode(number);
    await dialog.getByRole('textbox', { name: 'OTP' }).fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'VALIDATE' }).click();
    await dialog.getByText('OTP Validation Failed').waitFor();
    await dialog.getByRole('textbox', { name: 'OTP' }).fill(code);
    await dialog.getByRole('button', { name: 'VALIDATE' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();

    // A job applied for; its page then says so.
    const application = await applyForFirstJob(page, 'en');
    expect(await overflowsHorizontally(page)).toBe(false);
    await application.getByRole('link', { name: 'View Job' }).click();
    await expect(page.getByRole('button', { name: 'Applied.' }).isDisabled()).resolves.toBe(true);

    // The profile: what registration saved, the SMS choice in the Privacy section.
    await openProfile(page, 'en', name);
    const details = page.locator('dl').filter({ hasText: 'Education Level' });
    const detail = (term: string) =>
      details
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: term }) })
        .locator('dd');
    // A district's name shows without its state where no other district has it (shared/domain/place-name.ts).
    await expect(detail('City').innerText()).resolves.toBe('Hyderabad');
    await expect(detail('PAN card').innerText()).resolves.toBe('Not uploaded');
    const smsSwitch = page.getByRole('switch', {
      name: `${t('profilePrivacy.purpose.smsUpdates')} (${t('profilePrivacy.optional')})`,
    });
    await expect(smsSwitch.isChecked()).resolves.toBe(true);

    // Edit: a refused college name, then a good one and a PAN card png straight to storage.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'College Name' }).fill('IIT');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter correct College Name').waitFor();
    await form.getByRole('textbox', { name: 'College Name' }).fill('Anna University');
    await form.getByLabel('PAN card file').setInputFiles(panCardPng);
    await form.getByRole('button', { name: 'Replace' }).first().waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await expect(detail('College Name').innerText()).resolves.toBe('Anna University');
    const panCard = details
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: 'PAN card' }) })
      .getByRole('img');
    // The thumbnail is the stored document, loaded through its short-lived signed link.
    await expect(
      panCard.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBe(320);
    await expect(panCard.getAttribute('src')).resolves.toContain('X-Amz-Signature=');
    expect(await overflowsHorizontally(page)).toBe(false);

    // A new notice version: the notice-update step, no date of birth asked again, the box unticked.
    const stored = await workerByEmail(email);
    expect(stored.account.NOTICE_VERSION).toBe(PRIVACY_NOTICE_VERSION);
    await setAcceptedNoticeVersion(stored.id, OLD_NOTICE_VERSION);
    await page.reload({ waitUntil: 'networkidle' });
    await dialog.getByRole('heading', { name: t('auth.noticeUpdateTitle') }).waitFor();
    await dialog.getByText(t('consent.noticeChanged', { version: PRIVACY_NOTICE_VERSION })).waitFor();
    await expect(dialog.getByLabel(t('field.dob')).count()).resolves.toBe(0);
    await dialog.getByRole('checkbox', { name: t('consent.accountBox') }).check();
    await dialog.getByRole('button', { name: t('consent.agree') }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await dialog.waitFor({ state: 'hidden' });
    await expect(workerByEmail(email).then((worker) => worker.account.NOTICE_VERSION)).resolves.toBe(
      PRIVACY_NOTICE_VERSION,
    );

    // Sign out: local storage cleared, home, LOGIN again after the reload.
    await page.locator('header').getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForEvent('load');
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
    // The reload's worker calls were refused (403) while the old notice version stood: the page expects that.
    expect(pageProblems(page).filter(notStatus(403))).toEqual([]);
  });

  it('in Hindi at 360 px: types the date as digits, fixes a mistyped number from the OTP step, a wrong code says the tries left', async () => {
    const t = texts('hi');
    const page = await visitorIn('hi', 'narrowest');
    const name = 'Lakshmi Devi';
    const email = `stumble.${randomBytes(4).toString('hex')}@example.com`;
    const dialog = await signInWithGoogle(page, { name, email }, googleLabels('hi'));
    const headerLogins = () =>
      page
        .locator('header button')
        .filter({ hasText: t('header.login') })
        .count();

    // The date of birth typed day first, digits only: the slashes come by themselves.
    await dialog.getByRole('heading', { name: t('auth.privacyTitle') }).waitFor();
    expect(await headerLogins()).toBe(0);
    await dialog.getByLabel(t('field.dob')).pressSequentially('17052003');
    await expect(dialog.getByLabel(t('field.dob')).inputValue()).resolves.toBe('17/05/2003');
    await dialog.getByText(t('field.dobHint')).waitFor();
    await dialog.getByRole('checkbox', { name: t('consent.accountBox') }).check();
    await dialog.getByRole('button', { name: t('consent.agree') }).click();
    await personalDetails(page, dialog, 'hi', '2003-05-17');

    // A mistyped number: seen on the OTP step, corrected after going back, still signed in.
    const mistyped = freshMobileNumber();
    const number = freshMobileNumber();
    await dialog.getByRole('heading', { name: t('auth.enterMobile') }).waitFor();
    await dialog.getByRole('textbox', { name: t('field.mobileNumber') }).fill(mistyped);
    await dialog.getByRole('button', { name: t('auth.continue') }).click();
    await dialog.getByRole('heading', { name: t('auth.enterOtp') }).waitFor();
    await dialog.getByText(mistyped, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: t('auth.changeNumber') }).click();
    const field = dialog.getByRole('textbox', { name: t('field.mobileNumber') });
    await expect(field.inputValue()).resolves.toBe(mistyped);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).not.toBeNull();
    await field.fill(number);
    await dialog.getByRole('button', { name: t('auth.continue') }).click();
    await dialog.getByRole('heading', { name: t('auth.enterOtp') }).waitFor();

    // The code came in Hindi; a wrong one first says how many tries remain.
    const [sms] = await smsTo(number);
    expect(sms).toMatch(/[\u0900-\u097F]/u);
    const code = await latestCode(number);
    const otp = dialog.getByRole('textbox', { name: t('auth.otp') });
    await otp.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await dialog.getByRole('button', { name: t('auth.validate') }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText(t('auth.otpFailed')).waitFor();
    const triesLeft = /other \{([^}]*)\}/u.exec(t('auth.otpTriesLeft'))?.[1]?.replace('#', '4');
    await alert.getByText(triesLeft ?? 'no plural form').waitFor();
    await otp.fill(code);
    await dialog.getByRole('button', { name: t('auth.validate') }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.locator('header').getByRole('button', { name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    // The dashboard's four tabs at 360 px: two even rows of two, each whole inside the window.
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    await expect(tabs.count()).resolves.toBe(4);
    const boxes = await Promise.all([0, 1, 2, 3].map((index) => tabs.nth(index).boundingBox()));
    const tops = boxes.map((box) => Math.round(box?.y ?? -1));
    expect(tops[0], `tab tops ${tops.join(', ')}`).toBe(tops[1]);
    expect(tops[2], `tab tops ${tops.join(', ')}`).toBe(tops[3]);
    expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(2);
    for (const box of boxes)
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(pageProblems(page)).toEqual([]);
  });

  it('in Telugu at 1280 px: a 17-year-old is held until a parent consents in another browser, then registers and applies', async () => {
    const t = texts('te');
    const page = await visitorIn('te', 'desktop');
    const name = 'Anil Varma';
    const email = `minor.${randomBytes(4).toString('hex')}@example.com`;
    const dialog = await signInWithGoogle(page, { name, email }, googleLabels('te'));
    const dob = bornYearsAgo(17);
    await dialog.getByText(t('consent.dobFirst')).waitFor();
    await dialog.getByLabel(t('field.dob')).fill(asTyped(dob));
    await dialog.getByText(t('consent.minor')).waitFor();
    // No consent boxes for a minor: a parent or guardian consents.
    await expect(dialog.getByRole('checkbox').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: t('consent.continue') }).click();

    const parentName = 'Lakshmi Rao';
    const parentMobile = freshMobileNumber('8');
    await dialog.getByRole('heading', { name: t('auth.parentTitle') }).waitFor();
    await dialog.getByRole('textbox', { name: t('parent.name') }).fill(parentName);
    await dialog.getByRole('textbox', { name: t('parent.mobile') }).fill(parentMobile);
    await dialog.getByRole('button', { name: t('parent.send') }).click();
    // The waiting view: to whom (the number masked); not yet; a reload keeps it; Logout signs out.
    await dialog
      .getByText(t('parent.sentTo', { name: parentName, mobile: maskMobile(parentMobile) }))
      .waitFor();
    await dialog.getByRole('button', { name: t('parent.checkAgain') }).click();
    await dialog.getByText(t('parent.notYet')).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await dialog.getByRole('button', { name: t('parent.checkAgain') }).waitFor();
    await dialog.getByRole('button', { name: t('auth.logout') }).click();
    await page.getByRole('button', { name: t('header.login') }).waitFor();

    // The parent, in a browser of their own, follows the SMS link: the page is in the child's language.
    const [sms] = await smsTo(parentMobile);
    const link = new RegExp(`${baseUrl}/p/[A-Za-z0-9_-]{16}`).exec(sms ?? '')?.[0];
    if (!link) throw new Error(`No consent link in the parent's SMS: ${sms}`);
    const parent = await openPage(browser(), 'desktop');
    await parent.goto(link, { waitUntil: 'networkidle' });
    await parent.getByRole('heading', { level: 1, name: t('parentPage.title') }).waitFor();
    expect(parent.url()).toBe(`${baseUrl}/parent-consent`);
    await parent.getByText(t('parentPage.for', { name })).waitFor();
    await parent.getByRole('button', { name: t('parentPage.sendCode') }).click();
    const parentCode = parent.getByRole('textbox', { name: t('parentPage.code') });
    await parentCode.waitFor();
    await parentCode.fill(await latestCode(parentMobile));
    await parent.getByRole('button', { name: t('parentPage.verify') }).click();
    await parent.getByRole('heading', { name: t('parentPage.answerTitle') }).waitFor();
    await parent.getByRole('checkbox', { name: t('parentPage.declaration', { name }) }).check();
    await parent.getByLabel(t('parentPage.dob')).fill('1979-11-02');
    await parent.getByRole('button', { name: t('parentPage.consent') }).click();
    await parent.getByText(t('parentPage.consented', { name })).waitFor();
    expect(pageProblems(parent)).toEqual([]);
    await parent.context().close();

    // The worker signs in again and goes on: step 1 (the date of birth from the account), registers, applies.
    await signInWithGoogle(page, { name, email }, googleLabels('te'));
    await personalDetails(page, dialog, 'te', dob);
    await verifyNumber(page, dialog, 'te');
    await applyForFirstJob(page, 'te');
    await openProfile(page, 'te', name);
    await page.getByText(new RegExp(`${parentName}.*${PRIVACY_NOTICE_VERSION}`)).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('te');
    // "Check again" before the parent answered: the worker's own calls were refused (403) while held.
    expect(pageProblems(page).filter(notStatus(403))).toEqual([]);
  });
});
