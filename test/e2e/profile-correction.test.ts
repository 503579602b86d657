/**
 * The right to correct (issue 21 item 2) in headless Chromium against the local twin: a worker signs up, then
 * on /profile corrects the name (Edit, Save) and changes the mobile number: the new number, the code read from
 * the twin's SMS outbox (one wrong code first, which says how many tries are left), Confirm. The table then
 * holds the new name and number, the new number's owner claim and not the old one's. In Telugu at 360 px and
 * in English at 1280 px; each new screen is checked for its `lang`, axe (no serious or critical problem), no
 * sideways scroll at 360 px (at both widths) and a screenshot:
 * test-results/screenshots/correction-<language>-<step>-<narrowest|desktop>.png.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
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
} from '#test/support/browser';
import { en, te } from '#test/support/catalogues';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';
import { allItems, workerByEmail } from '#test/support/twin-table';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

type Language = 'en' | 'te';
type Width = 'narrowest' | 'desktop';
const catalogues = { en, te };

function texts(language: Language) {
  const catalogue = catalogues[language];
  return (id: keyof typeof catalogue, values: Record<string, string> = {}) =>
    catalogue[id].replace(
      /\{(\w+)\}/g,
      (whole, name: string) => ({ product: 'Earnlearn', ...values })[name] ?? whole,
    );
}

function screenChecks(page: Page, language: Language, width: Width) {
  const problems: string[] = [];
  const other: Width = width === 'narrowest' ? 'desktop' : 'narrowest';
  const check = async (step: string) => {
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
    for (const problem of await seriousAccessibilityProblems(page)) problems.push(`${step}: ${problem}`);
    for (const at of [width, other]) {
      await resize(page, at);
      if (at === 'narrowest' && (await overflowsHorizontally(page)))
        problems.push(`${step}: wider than 360 px at ${at}`);
      await screenshot(page, `correction-${language}-${step}-${at}`);
    }
    await resize(page, width);
  };
  return { check, problems };
}

/** A worker signed up through the dialog (consent, the spec's steps 1 to 3), on the dashboard. */
async function signUp(page: Page, language: Language, name: string, email: string): Promise<string> {
  const t = texts(language);
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  if (language !== 'en') {
    await page.getByRole('combobox', { name: en['language.label'] }).selectOption(language);
    await page
      .getByRole('heading', { level: 1, name: catalogues[language]['site.missionHeadline'] })
      .waitFor();
  }
  const dialog = page.getByRole('alertdialog');
  await page.getByRole('button', { name: t('header.login') }).click();
  await dialog.getByRole('button', { name: t('auth.continueGoogle') }).click();
  await page.waitForURL(/\/dev\/idp\/signin\?/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await dialog.getByText(t('consent.dobFirst')).waitFor();
  await dialog.getByLabel(t('field.dob')).fill('21/08/2002');
  await dialog.getByRole('checkbox', { name: t('consent.accountBox') }).check();
  await dialog.getByRole('button', { name: t('consent.agree') }).click();

  await dialog.getByRole('heading', { name: t('auth.personalDetails') }).waitFor();
  await dialog.getByRole('radio', { name: t('gender.0') }).check();
  await dialog.getByRole('combobox', { name: t('auth.languagesQuestion') }).click();
  await page.getByRole('menuitemcheckbox', { name: t('spokenLanguage.telugu') }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('combobox', { name: t('field.city') }).pressSequentially('Hyderabad');
  await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
  await dialog.getByRole('combobox', { name: t('field.education') }).click();
  await page.getByRole('option', { name: t('education.graduate'), exact: true }).click();
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
  return number;
}

/** A 6-digit code other than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const cases: { language: Language; width: Width; name: string; corrected: string }[] = [
  { language: 'te', width: 'narrowest', name: 'Sravani Reddy', corrected: 'Sravani Lakshmi Reddy' },
  { language: 'en', width: 'desktop', name: 'Priya Sharma', corrected: 'Priya Devi Sharma' },
];

describe('a worker corrects the profile', () => {
  for (const { language, width, name, corrected } of cases) {
    it(`${language} at ${width}: edits the name, then changes the number with the code sent to it`, async () => {
      const t = texts(language);
      const page = await openPage(browser(), width);
      const { check, problems } = screenChecks(page, language, width);
      const email = `correction.${randomBytes(4).toString('hex')}@example.com`;
      const old = await signUp(page, language, name, email);

      await page.locator('header').getByRole('button', { name }).click();
      await page.getByRole('menuitem', { name: t('header.profile') }).click();
      await page.waitForURL(`${baseUrl}/profile`);

      // The name, in edit mode with the other fields.
      await page.getByRole('button', { name: t('common.edit'), exact: true }).click();
      const form = page.getByRole('form', { name: t('profile.editForm') });
      const nameField = form.getByRole('textbox', { name: t('field.name'), exact: true });
      await expect(nameField.inputValue()).resolves.toBe(name);
      await nameField.fill(corrected);
      await form.getByRole('textbox', { name: t('field.collegeName') }).fill('Osmania University');
      await check('1-edit-name');
      await form.getByRole('button', { name: t('common.save') }).click();
      await page.getByRole('heading', { level: 2, name: corrected }).waitFor();

      // The number: the new one, then the code; the old one stays until the code is confirmed.
      await page.getByRole('button', { name: t('numberChange.open') }).click();
      const box = page.getByRole('form', { name: t('numberChange.title') });
      await box.getByText(t('numberChange.intro', { number: old })).waitFor();
      await check('2-new-number');
      const fresh = freshMobileNumber('7');
      await box.getByRole('textbox', { name: t('numberChange.newNumber') }).fill(fresh);
      await box.getByRole('button', { name: t('numberChange.sendCode') }).click();
      await box.getByText(t('numberChange.codeSent', { number: fresh, current: old })).waitFor();
      const code = await latestCode(fresh);
      expect(await smsTo(old)).toHaveLength(1);
      expect((await workerByEmail(email)).account.MOBILE_NUMBER).toBe(old);

      const codeField = box.getByRole('textbox', { name: t('auth.otp') });
      await codeField.fill(wrong(code));
      await box.getByRole('button', { name: t('numberChange.confirm') }).click();
      const alert: Locator = box.getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toContain('4');
      await check('3-wrong-code');

      await codeField.fill(code);
      await box.getByRole('button', { name: t('numberChange.confirm') }).click();
      await page.getByRole('status').filter({ hasText: fresh }).waitFor();
      await page.getByText(t('numberChange.done', { number: fresh })).waitFor();
      await check('4-changed');

      // The table: the new name and number, the new number's claim, none left for the old one.
      const stored = await workerByEmail(email);
      expect(stored.account).toMatchObject({ NAME: corrected, MOBILE_NUMBER: fresh, VERIFIED: 1 });
      const items = await allItems();
      expect(items.find((item) => item.pk === `MOBILE#${fresh}` && item.sk === 'OWNER')).toMatchObject({
        userId: stored.id,
      });
      expect(items.find((item) => item.pk === `MOBILE#${old}` && item.sk === 'OWNER')).toBeUndefined();

      expect(problems).toEqual([]);
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    });
  }
});
