/**
 * Consent in headless Chromium against the local twin (issue 18, "Tests and proof"), in English, Hindi and
 * Telugu, at 360 and 1280 px:
 * - an adult signs up through the consent step (date of birth first, the notice in short, the required box,
 *   the optional SMS box), then the spec's steps 1 to 3, reaches the dashboard and finds the choice in the
 *   profile's Privacy section; then a new notice version (the account's accepted version set back in the
 *   table) forces the notice-update step, which the worker accepts and goes on;
 * - a 17-year-old signs up and is held: the parent step, the parent's SMS in the twin's outbox, the parent
 *   (another browser context) has a code sent, enters it, declares, gives a date of birth and consents; the
 *   worker checks again (in te: reloads, logs out and signs in again instead), registers and applies for a
 *   job, and the profile's Privacy section names the parent;
 * - a second 17-year-old's parent refuses: the table then holds nothing of that worker (read directly).
 *
 * How the cases are spread (each language and each width gets a whole journey, each journey case both
 * widths): the adult's journey in en at 360, hi at 1280, te at 360; the minor's in en at 1280, hi at 360, te
 * at 1280; the refusal once, in te at 360. Every new screen is checked where it shows (its `lang`, axe with no
 * serious or critical problem, a screenshot) and also at the other width (no sideways scroll at 360, a
 * screenshot): test-results/screenshots/consent-<case>-<language>-<step>-<narrowest|desktop>.png.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { maskMobile, PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  resize,
  screenshot,
  screenshotDir,
} from '#test/support/browser';
import { en, hi, te } from '#test/support/catalogues';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';
import { itemsNaming, setAcceptedNoticeVersion, workerByEmail } from '#test/support/twin-table';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

type Language = 'en' | 'hi' | 'te';
type Width = 'narrowest' | 'desktop';
const catalogues = { en, hi, te };
const PRODUCT = 'Earnlearn';
/** A notice version older than any in force: what the table holds for an account that accepted an old one. */
const OLD_NOTICE_VERSION = '2025-01-01';

/** A catalogue's text with its `{placeholders}` filled (product: the site's name). */
function texts(language: Language) {
  const catalogue = catalogues[language];
  return (id: keyof typeof catalogue, values: Record<string, string> = {}) =>
    catalogue[id].replace(
      /\{(\w+)\}/g,
      (whole, name: string) => ({ product: PRODUCT, ...values })[name] ?? whole,
    );
}

/** A date of birth `years` and three months before today (UTC), as the date field takes it. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 3);
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as the date of birth field reads and takes it in every language: DD/MM/YYYY (issue 22). */
const asTyped = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The checks of each screen: `lang`, axe where it shows, a screenshot at its width; then the other width too
 * (no sideways scroll at 360 px, a screenshot) and back. A dialog step gets a picture of the dialog as well
 * (a full-page picture shrinks it to a corner).
 */
function screenChecks(page: Page, name: string, language: Language, width: Width) {
  const problems: string[] = [];
  const other: Width = width === 'narrowest' ? 'desktop' : 'narrowest';
  const check = async (step: string, dialog?: Locator) => {
    const shot = `consent-${name}-${language}-${step}`;
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
    for (const problem of await seriousAccessibilityProblems(page)) problems.push(`${step}: ${problem}`);
    if (width === 'narrowest' && (await overflowsHorizontally(page)))
      problems.push(`${step}: wider than 360 px`);
    await screenshot(page, `${shot}-${width}`);
    if (dialog) await dialog.screenshot({ path: `${screenshotDir}/${shot}-dialog-${width}.png` });
    await resize(page, other);
    if (other === 'narrowest' && (await overflowsHorizontally(page)))
      problems.push(`${step}: wider than 360 px`);
    await screenshot(page, `${shot}-${other}`);
    await resize(page, width);
  };
  return { check, problems };
}

/** Chromium's console line for an answer the page expected and handled (a held account's 403, ...). */
const expectedStatus = (status: number) => (problem: string) =>
  !problem.includes(`the server responded with a status of ${status}`);

/** A new page at `width` in `language`, chosen on the home page as a visitor does (English is the default). */
async function visitorIn(language: Language, width: Width): Promise<Page> {
  const page = await openPage(browser(), width);
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  if (language !== 'en') {
    await page.getByRole('combobox', { name: en['language.label'] }).selectOption(language);
    await page
      .getByRole('heading', { level: 1, name: catalogues[language]['site.missionHeadline'] })
      .waitFor();
  }
  return page;
}

/** LOGIN, "Continue using Google", the local stand-in for Google (in English), back with the dialog open. */
async function signInWithGoogle(
  page: Page,
  language: Language,
  name: string,
  email: string,
): Promise<Locator> {
  const t = texts(language);
  const dialog = page.getByRole('alertdialog');
  await page.getByRole('button', { name: t('header.login') }).click();
  await dialog.getByRole('button', { name: t('auth.continueGoogle') }).click();
  await page.waitForURL(/\/dev\/idp\/signin\?/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/`);
  return dialog;
}

/** A first sign-in: back with the dialog at the consent step. */
async function signUpWithGoogle(
  page: Page,
  language: Language,
  name: string,
  email: string,
): Promise<Locator> {
  const dialog = await signInWithGoogle(page, language, name, email);
  await dialog.getByRole('heading', { name: texts(language)('auth.privacyTitle') }).waitFor();
  return dialog;
}

/** Steps 1 to 3 of the spec after consent: Personal Details (date of birth given already), number, code. */
async function register(
  page: Page,
  dialog: Locator,
  language: Language,
  dob: string,
  check: (step: string, dialog?: Locator) => Promise<void>,
) {
  const t = texts(language);
  await dialog.getByRole('heading', { name: t('auth.personalDetails') }).waitFor();
  // The date of birth the consent step took is filled in (the design: "spec step 1, DOB prefilled"): at once from
  // this browser, or, after signing in again, from the account a moment later.
  await expect
    .poll(() => dialog.getByLabel(t('field.dob')).inputValue(), {
      message: 'the date of birth given at the consent step is filled in at step 1',
      timeout: 10_000,
    })
    .toBe(asTyped(dob));
  await dialog.getByRole('radio', { name: t('gender.0') }).check();
  await dialog.getByRole('combobox', { name: t('auth.languagesQuestion') }).click();
  await page.getByRole('menuitemcheckbox', { name: t('spokenLanguage.telugu') }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('combobox', { name: t('field.city') }).pressSequentially('Hyderabad');
  await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
  await dialog.getByRole('combobox', { name: t('field.education') }).click();
  await page.getByRole('option', { name: t('education.graduate'), exact: true }).click();
  await check('personal-details', dialog);
  await dialog.getByRole('button', { name: t('auth.submit') }).click();

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

/**
 * The profile through the worker's menu, as a worker gets there: a new page load (goto) would cut off the
 * dashboard's requests still under way, which the page reports as failed.
 */
async function openProfile(page: Page, language: Language, name: string) {
  const t = texts(language);
  await page.locator('header').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: t('header.profile') }).click();
  await page.waitForURL(`${baseUrl}/profile`);
}

/** The consent step's date of birth (a minor's or an adult's). */
async function giveDob(dialog: Locator, language: Language, dob: string) {
  const t = texts(language);
  await dialog.getByText(t('consent.dobFirst')).waitFor();
  await dialog.getByLabel(t('field.dob')).fill(asTyped(dob));
}

const adults: { language: Language; width: Width; name: string; sms: boolean }[] = [
  { language: 'en', width: 'narrowest', name: 'Priya Sharma', sms: false },
  { language: 'hi', width: 'desktop', name: 'Asha Verma', sms: true },
  { language: 'te', width: 'narrowest', name: 'Sravani Reddy', sms: false },
];

describe('an adult signing up', () => {
  for (const { language, width, name, sms } of adults) {
    it(`${language} at ${width}: consents at sign-up, registers, then accepts a new notice version`, async () => {
      const t = texts(language);
      const page = await visitorIn(language, width);
      const { check, problems } = screenChecks(page, 'adult', language, width);
      const email = `adult.${randomBytes(4).toString('hex')}@example.com`;
      const dialog = await signUpWithGoogle(page, language, name, email);
      const dob = '2003-05-17';

      // The consent step: the date of birth first, nothing else yet.
      await dialog.getByText(t('consent.dobFirst')).waitFor();
      await expect(dialog.getByRole('checkbox').count()).resolves.toBe(0);
      await check('1-dob', dialog);
      await giveDob(dialog, language, dob);

      // An adult: the notice in short, its links, the two boxes unticked, Agree disabled until the required one.
      const required = dialog.getByRole('checkbox', { name: t('consent.accountBox') });
      const optional = dialog.getByRole('checkbox', { name: t('consent.smsBox') });
      await required.waitFor();
      await expect(required.isChecked()).resolves.toBe(false);
      await expect(optional.isChecked()).resolves.toBe(false);
      await expect(
        dialog.getByRole('link', { name: t('noticeSummary.noticeLink') }).getAttribute('href'),
      ).resolves.toBe('/privacy');
      await expect(
        dialog.getByRole('link', { name: t('noticeSummary.termsLink') }).getAttribute('href'),
      ).resolves.toBe('/terms');
      const agree = dialog.getByRole('button', { name: t('consent.agree') });
      await expect(agree.isDisabled()).resolves.toBe(true);
      await check('2-notice', dialog);
      await required.check();
      if (sms) await optional.check();
      await expect(agree.isEnabled()).resolves.toBe(true);
      await agree.click();

      await register(page, dialog, language, dob, check);
      await page.locator('header').getByRole('button', { name }).waitFor();

      // The profile's Privacy section: the version agreed to, the SMS choice as given.
      await openProfile(page, language, name);
      const privacy = page.getByRole('heading', { name: t('profilePrivacy.title'), exact: true });
      await privacy.waitFor();
      await page.getByText(t('profilePrivacy.purposes')).waitFor();
      const smsSwitch = page.getByRole('switch', {
        name: `${t('profilePrivacy.purpose.smsUpdates')} (${t('profilePrivacy.optional')})`,
      });
      await expect(smsSwitch.isChecked()).resolves.toBe(sms);
      await privacy.scrollIntoViewIfNeeded();
      await check('3-profile-privacy');

      // A new notice version: the account's accepted version is older than the one in force.
      const stored = await workerByEmail(email);
      expect(stored.account.NOTICE_VERSION).toBe(PRIVACY_NOTICE_VERSION);
      await setAcceptedNoticeVersion(stored.id, OLD_NOTICE_VERSION);
      await page.reload({ waitUntil: 'networkidle' });
      await dialog.getByRole('heading', { name: t('auth.noticeUpdateTitle') }).waitFor();
      await dialog.getByText(t('consent.noticeChanged', { version: PRIVACY_NOTICE_VERSION })).waitFor();
      // No date of birth asked again; the same boxes, unticked.
      await expect(dialog.getByLabel(t('field.dob')).count()).resolves.toBe(0);
      const again = dialog.getByRole('checkbox', { name: t('consent.accountBox') });
      await expect(again.isChecked()).resolves.toBe(false);
      await check('4-notice-update', dialog);
      await again.check();
      await dialog.getByRole('button', { name: t('consent.agree') }).click();
      await page.waitForURL(`${baseUrl}/dashboard`);
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('header').getByRole('button', { name }).waitFor();
      await expect(workerByEmail(email).then((worker) => worker.account.NOTICE_VERSION)).resolves.toBe(
        PRIVACY_NOTICE_VERSION,
      );
      await check('5-dashboard-after-update');

      expect(problems).toEqual([]);
      // The reload's worker calls were refused (403) while the old version stood: the page expects that.
      expect(pageProblems(page).filter(expectedStatus(403))).toEqual([]);
      await page.context().close();
    });
  }
});

/**
 * A 17-year-old at the consent and parent steps, up to the waiting view: the parent's number, the worker's
 * e-mail, and the link from the parent's SMS.
 */
async function heldMinor(
  page: Page,
  language: Language,
  name: string,
  check: (step: string, dialog?: Locator) => Promise<void>,
) {
  const t = texts(language);
  const email = `minor.${randomBytes(4).toString('hex')}@example.com`;
  const dialog = await signUpWithGoogle(page, language, name, email);
  const dob = bornYearsAgo(17);
  await giveDob(dialog, language, dob);
  await dialog.getByText(t('consent.minor')).waitFor();
  // No consent boxes for a minor: a parent or guardian consents.
  await expect(dialog.getByRole('checkbox').count()).resolves.toBe(0);
  await check('1-minor', dialog);
  await dialog.getByRole('button', { name: t('consent.continue') }).click();

  await dialog.getByRole('heading', { name: t('auth.parentTitle') }).waitFor();
  const parentName = 'Lakshmi Rao';
  const parentMobile = freshMobileNumber('8');
  await dialog.getByRole('textbox', { name: t('parent.name') }).fill(parentName);
  await dialog.getByRole('textbox', { name: t('parent.mobile') }).fill(parentMobile);
  await check('2-parent', dialog);
  await dialog.getByRole('button', { name: t('parent.send') }).click();

  // The waiting view: to whom (the number masked), until when, check again, send again.
  await dialog.getByRole('button', { name: t('parent.checkAgain') }).waitFor();
  const masked = maskMobile(parentMobile);
  await dialog.getByText(t('parent.sentTo', { name: parentName, mobile: masked })).waitFor();
  await dialog.getByRole('button', { name: t('parent.resend') }).waitFor();
  await check('3-waiting', dialog);

  const [sms] = await smsTo(parentMobile);
  const link = new RegExp(`${baseUrl}/parent-consent#[A-Za-z0-9_-]{32}`).exec(sms ?? '')?.[0];
  if (!link) throw new Error(`No consent link in the parent's SMS: ${sms}`);
  return { dialog, email, dob, parentMobile, link };
}

/** The parent's page in its own browser context, up to the verified answer form. */
async function parentVerifies(
  name: string,
  link: string,
  language: Language,
  width: Width,
  workerName: string,
  parentMobile: string,
) {
  const t = texts(language);
  const page = await openPage(browser(), width);
  const { check, problems } = screenChecks(page, name, language, width);
  await page.goto(link, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: t('parentPage.title') }).waitFor();
  // The secret leaves the address bar at once.
  expect(page.url()).toBe(`${baseUrl}/parent-consent`);
  // In the child's language, chosen by nobody in this browser.
  await page.getByText(t('parentPage.for', { name: workerName })).waitFor();
  await check('1-start');
  await page.getByRole('button', { name: t('parentPage.sendCode') }).click();

  const code = page.getByRole('textbox', { name: t('parentPage.code') });
  await code.waitFor();
  await code.fill(await latestCode(parentMobile));
  await check('2-code');
  await page.getByRole('button', { name: t('parentPage.verify') }).click();

  await page.getByRole('heading', { name: t('parentPage.answerTitle') }).waitFor();
  await page.getByRole('checkbox', { name: t('parentPage.declaration', { name: workerName }) }).check();
  await page.getByLabel(t('parentPage.dob')).fill('1979-11-02');
  await check('3-answer');
  return { page, check, problems, t };
}

/** `goesOn`: how the worker learns the parent consented: "Check again" on the waiting view, or signing in again. */
const minors: { language: Language; width: Width; name: string; goesOn: 'checkAgain' | 'signInAgain' }[] = [
  { language: 'en', width: 'desktop', name: 'Kiran Naidu', goesOn: 'checkAgain' },
  { language: 'hi', width: 'narrowest', name: 'Rohan Gupta', goesOn: 'checkAgain' },
  { language: 'te', width: 'desktop', name: 'Anil Varma', goesOn: 'signInAgain' },
];

describe('a 17-year-old signing up', () => {
  for (const { language, width, name, goesOn } of minors) {
    it(`${language} at ${width}: is held until a parent consents in another browser, then (${goesOn}) registers and applies`, async () => {
      const t = texts(language);
      const page = await visitorIn(language, width);
      const { check, problems } = screenChecks(page, 'minor', language, width);
      const { dialog, dob, email, parentMobile, link } = await heldMinor(page, language, name, check);

      // Not yet: checking again says so, and the worker stays on the waiting view.
      await dialog.getByRole('button', { name: t('parent.checkAgain') }).click();
      await dialog.getByText(t('parent.notYet')).waitFor();
      if (goesOn === 'signInAgain') {
        // A reload keeps the worker on the waiting view; Logout signs out while the parent has not answered.
        await page.reload({ waitUntil: 'networkidle' });
        await dialog.getByRole('button', { name: t('parent.checkAgain') }).waitFor();
        await dialog.getByRole('button', { name: t('auth.logout') }).click();
        await page.getByRole('button', { name: t('header.login') }).waitFor();
      }

      const parent = await parentVerifies('parent-consents', link, language, width, name, parentMobile);
      await parent.page.getByRole('button', { name: t('parentPage.consent') }).click();
      await parent.page.getByRole('heading', { name: t('parentPage.thanks') }).waitFor();
      await parent.page.getByText(t('parentPage.consented', { name })).waitFor();
      await parent.check('4-consented');
      expect(parent.problems).toEqual([]);
      expect(pageProblems(parent.page)).toEqual([]);
      await parent.page.context().close();

      // The worker checks again (or signs in again) and goes on to step 1, registers and applies.
      if (goesOn === 'checkAgain') await dialog.getByRole('button', { name: t('parent.checkAgain') }).click();
      else await signInWithGoogle(page, language, name, email);
      await register(page, dialog, language, dob, check);
      await page.getByRole('tab', { name: t('dashboard.explore') }).click();
      const firstCard = page.getByRole('article').first();
      await firstCard.getByRole('link', { name: t('job.view') }).waitFor();
      const title = (await firstCard.getByRole('heading').innerText()).trim();
      await firstCard.getByRole('link', { name: t('job.view') }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: t('job.apply'), exact: true }).click();
      await page.waitForURL(`${baseUrl}/dashboard`);
      const application = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: title }) });
      await application.waitFor();
      expect(await application.innerText()).toContain(t('status.APPLIED'));

      // The profile says a parent consented.
      await openProfile(page, language, name);
      await page.getByText(new RegExp(`Lakshmi Rao.*${PRIVACY_NOTICE_VERSION}`)).waitFor();
      await page
        .getByRole('heading', { name: t('profilePrivacy.title'), exact: true })
        .scrollIntoViewIfNeeded();
      await check('4-profile-privacy');

      expect(problems).toEqual([]);
      // "Check again" before the parent answered: the worker's own calls were refused (403) while held.
      expect(pageProblems(page).filter(expectedStatus(403))).toEqual([]);
      await page.context().close();
    });
  }
});

describe('a 17-year-old whose parent refuses', () => {
  it('te at narrowest: the refusal erases the worker, and the table holds nothing of them', async () => {
    const language = 'te';
    const width = 'narrowest';
    const name = 'Divya Teja';
    const t = texts(language);
    const page = await visitorIn(language, width);
    const { check, problems } = screenChecks(page, 'refused', language, width);
    const { email, parentMobile, link } = await heldMinor(page, language, name, check);
    const stored = await workerByEmail(email);
    expect(stored.sub).not.toBe('');
    // Held, the worker is in the table: the account, the Google identity, the hold, the parent's link.
    const before = await itemsNaming(stored);
    expect(before.map((item) => String(item.pk).replace(/#.*/, '#')).sort()).toEqual(
      expect.arrayContaining(['GOOGLE#', 'HELD', 'PARENT_LINK#', 'USER#']),
    );

    const parent = await parentVerifies('parent-refuses', link, language, width, name, parentMobile);
    await parent.page.getByRole('button', { name: t('parentPage.refuse') }).click();
    const confirm = parent.page.getByRole('alertdialog');
    await confirm.getByText(t('parentPage.confirmText', { name })).waitFor();
    await parent.check('4-confirm-refusal', confirm);
    await confirm.getByRole('button', { name: t('parentPage.confirmRefuse') }).click();
    await parent.page.getByText(t('parentPage.refused', { name })).waitFor();
    // The confirmation closed: the page is there for a screen reader again, not left aria-hidden behind it.
    await expect
      .poll(() => parent.page.locator('#root').getAttribute('aria-hidden'), {
        message: 'the app stays aria-hidden after the refusal confirmation closed',
        timeout: 5000,
      })
      .toBeNull();
    await parent.page.getByRole('heading', { name: t('parentPage.refusedTitle') }).waitFor();
    await parent.check('5-refused');
    expect(parent.problems).toEqual([]);
    expect(pageProblems(parent.page)).toEqual([]);
    await parent.page.context().close();

    // Read directly: no item names the worker (its partition, its id, its e-mail, its Google subject).
    await expect(itemsNaming(stored)).resolves.toEqual([]);

    expect(problems).toEqual([]);
    expect(pageProblems(page).filter(expectedStatus(403))).toEqual([]);
    await page.context().close();
  });
});
