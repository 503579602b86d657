/**
 * Hindi and Telugu in headless Chromium against the local twin (issue 12), on a 390 px phone: a visitor
 * switches to Hindi and registers and applies with the Hindi screens (a few known translations asserted, not
 * the whole catalogue); the main worker pages in Telugu. Every screen: `lang` set on the document, no
 * sideways scroll, axe-core with zero serious or critical problems, and a screenshot
 * (test-results/screenshots/language-*.png) to look at for clipping. Glyphs come from fonts-noto-core
 * (.ci/run installs it).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  resize,
  screenshot,
  signInAsDemoWorker,
} from '#test/support/browser';
import { en, hi, te } from '#test/support/catalogues';
import { freshMobileNumber, latestCode } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

/** Checks a screen in a language: its `lang`, no sideways scroll, axe; and takes its picture. */
function screenChecker(page: Page, language: 'hi' | 'te') {
  const problems: string[] = [];
  const check = async (step: string) => {
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
    if (await overflowsHorizontally(page)) problems.push(`${step}: wider than the window`);
    for (const problem of await seriousAccessibilityProblems(page)) problems.push(`${step}: ${problem}`);
    await screenshot(page, `language-${language}-${step}-mobile`);
  };
  return { check, problems };
}

describe('a visitor who reads Hindi, on a phone', () => {
  it('switches to Hindi, registers, verifies the number and applies with the Hindi screens', async () => {
    const page = await openPage(browser(), 'mobile');
    const { check, problems } = screenChecker(page, 'hi');
    const number = freshMobileNumber();
    const dialog = page.getByRole('alertdialog');

    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: en['language.label'] }).selectOption('hi');
    await page.getByRole('heading', { level: 1, name: hi['site.missionHeadline'] }).waitFor();
    await check('1-home');

    await page.getByRole('button', { name: hi['header.login'] }).click();
    await dialog.getByText(hi['auth.terms']).waitFor();
    await check('2-login');
    await dialog.getByRole('button', { name: hi['auth.continueGoogle'] }).click();
    // The local stand-in for Google is the twin's own page, in English.
    await page.waitForURL(/\/dev\/idp\/signin\?/);
    await page.getByLabel('E-mail').fill(`asha.${randomBytes(4).toString('hex')}@example.com`);
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${baseUrl}/`);
    // The consent step (issue 18; consent-journey.test.ts checks it in each language): date of birth, the box.
    await dialog.getByRole('heading', { name: hi['auth.privacyTitle'] }).waitFor();
    await dialog.getByLabel(hi['field.dob']).fill('17/05/2003');
    await dialog
      .getByRole('checkbox', { name: hi['consent.accountBox'].replace('{product}', 'Earnlearn') })
      .check();
    await dialog.getByRole('button', { name: hi['consent.agree'] }).click();
    await dialog.getByRole('heading', { name: hi['auth.personalDetails'] }).waitFor();
    await dialog.getByRole('radio', { name: hi['gender.0'] }).check();
    await dialog.getByLabel(hi['field.dob']).fill('17/05/2003');
    await dialog.getByRole('combobox', { name: hi['auth.languagesQuestion'] }).click();
    await page.getByRole('menuitemcheckbox', { name: hi['spokenLanguage.hindi'] }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: hi['field.city'] }).pressSequentially('Hyderabad');
    await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
    await dialog.getByRole('combobox', { name: hi['field.education'] }).click();
    await page.getByRole('option', { name: hi['education.graduate'], exact: true }).click();
    await check('3-personal-details');
    await dialog.getByRole('button', { name: hi['auth.submit'] }).click();

    await dialog.getByRole('heading', { name: hi['auth.enterMobile'] }).waitFor();
    await dialog.getByRole('textbox', { name: hi['field.mobileNumber'] }).fill('12345');
    await dialog.getByRole('textbox', { name: hi['field.mobileNumber'] }).blur();
    // The client's own validation message, from the Hindi catalogue.
    await dialog.getByText(hi['validation.mobileNumber']).waitFor();
    await dialog.getByRole('textbox', { name: hi['field.mobileNumber'] }).fill(number);
    await check('4-mobile-number');
    await dialog.getByRole('button', { name: hi['auth.continue'] }).click();

    await dialog.getByRole('heading', { name: hi['auth.enterOtp'] }).waitFor();
    await dialog.getByText(/सेकंड में OTP फिर से भेजें/).waitFor();
    await dialog.getByRole('textbox', { name: hi['auth.otp'] }).fill(await latestCode(number));
    await check('5-otp');
    await dialog.getByRole('button', { name: hi['auth.validate'] }).click();

    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'स्वागत है, Asha Verma' }).waitFor();
    await check('6-my-office');
    await page.getByRole('tab', { name: hi['dashboard.explore'] }).click();
    const firstCard = page.getByRole('article').first();
    await firstCard.getByRole('link', { name: hi['job.view'] }).waitFor();
    const title = (await firstCard.getByRole('heading').innerText()).trim();
    await check('7-explore-jobs');
    await firstCard.getByRole('link', { name: hi['job.view'] }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: hi['job.description'] }).waitFor();
    await check('8-job');
    await page.getByRole('button', { name: hi['job.apply'], exact: true }).click();

    await page.waitForURL(`${baseUrl}/dashboard`);
    const application = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await application.waitFor();
    expect(await application.innerText()).toContain(hi['status.APPLIED']);
    await check('9-applied-jobs');

    // The choice made before signing in went to the account: a sign-in elsewhere opens in Hindi.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    expect(problems).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a worker who reads Telugu, on a phone', () => {
  it('sees the public and worker pages in Telugu, without clipping or serious accessibility problems', async () => {
    const page = await openPage(browser(), 'mobile');
    const { check, problems } = screenChecker(page, 'te');
    await page.addInitScript(() => localStorage.setItem('language', 'te'));
    await page.goto(`${baseUrl}/aboutus`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Earnlearn గురించి' }).waitFor();
    await check('1-about');
    await page.goto(`${baseUrl}/contactus`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: te['contact.call'] }).waitFor();
    await check('2-contact');
    await page.goto(`${baseUrl}/nowhere`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: te['notFound.heading'] }).waitFor();
    await check('3-not-found');
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: te['site.missionHeadline'] }).waitFor();
    await check('4-home');

    await signInAsDemoWorker(page);
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: te['dashboard.title'] }).waitFor();
    await check('5-dashboard');
    // On the narrowest phone the header still holds the logo, the switch and the whole name.
    await resize(page, 'narrowest');
    expect(await overflowsHorizontally(page)).toBe(false);
    const logo = page.locator('header a').first();
    expect(await logo.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    await screenshot(page, 'language-te-5-dashboard-narrowest');
    await resize(page, 'mobile');
    await page.getByRole('tab', { name: te['dashboard.explore'] }).click();
    await page.getByRole('article').first().getByRole('link', { name: te['job.view'] }).waitFor();
    await check('6-explore-jobs');
    await page.getByRole('article').first().getByRole('link', { name: te['job.view'] }).click();
    await page.getByRole('button', { name: te['job.description'] }).waitFor();
    await check('7-job');
    await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: te['profile.title'] }).waitFor();
    await page.getByText(te['field.education']).first().waitFor();
    await check('8-profile');

    expect(problems).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
