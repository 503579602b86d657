/**
 * Erasing the account in headless Chromium against the local twin (issue 21 item 3): a worker signs up
 * (consent, the spec's steps 1 to 3), opens the profile's Privacy section, reads what goes and what is kept,
 * has the code sent by SMS (read from the twin's outbox), enters it and lands signed out on the home page with a
 * confirmation; the twin's table then holds nothing naming the worker, and a sign-in with the same Google
 * account starts a brand-new account (the consent step again). In Hindi at 360 px and in English at 1280 px;
 * every new screen is checked at its width and the other one (its `lang`, axe with no serious or critical
 * problem, no sideways scroll at 360): test-results/screenshots/erasure-<language>-<step>-<width>.png.
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
import { en, hi } from '#test/support/catalogues';
import { freshMobileNumber, latestCode } from '#test/support/twin-sms';
import { allItems, itemsNaming, workerByEmail } from '#test/support/twin-table';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

type Language = 'en' | 'hi';
type Width = 'narrowest' | 'desktop';
const catalogues = { en, hi };

function texts(language: Language) {
  const catalogue = catalogues[language];
  return (id: keyof typeof catalogue, values: Record<string, string> = {}) =>
    catalogue[id].replace(
      /\{(\w+)\}/g,
      (whole, name: string) => ({ product: 'Earnlearn', ...values })[name] ?? whole,
    );
}

/** Each new screen: `lang`, axe, no sideways scroll at 360 px, a screenshot at both widths. */
function screenChecks(page: Page, language: Language, width: Width) {
  const problems: string[] = [];
  const other: Width = width === 'narrowest' ? 'desktop' : 'narrowest';
  const check = async (step: string) => {
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
    for (const problem of await seriousAccessibilityProblems(page)) problems.push(`${step}: ${problem}`);
    for (const at of [width, other] as const) {
      await resize(page, at);
      if (at === 'narrowest' && (await overflowsHorizontally(page)))
        problems.push(`${step}: wider than 360 px`);
      await screenshot(page, `erasure-${language}-${step}-${at}`);
    }
    await resize(page, width);
  };
  return { check, problems };
}

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

/** LOGIN, "Continue using Google", the twin's stand-in for Google; back on the home page with the dialog. */
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

/** Consent as an adult, then the spec's steps 1 to 3; answers the verified number. */
async function signUp(
  page: Page,
  dialog: Locator,
  language: Language,
): Promise<{ number: string; codeSentAt: number }> {
  const t = texts(language);
  await dialog.getByRole('heading', { name: t('auth.privacyTitle') }).waitFor();
  await dialog.getByLabel(t('field.dob')).fill('2002-04-11');
  await dialog.getByRole('checkbox', { name: t('consent.accountBox') }).check();
  await dialog.getByRole('button', { name: t('consent.agree') }).click();

  await dialog.getByRole('heading', { name: t('auth.personalDetails') }).waitFor();
  await expect
    .poll(() => dialog.getByLabel(t('field.dob')).inputValue(), { timeout: 10_000 })
    .toBe('11/04/2002');
  await dialog.getByRole('radio', { name: t('gender.1'), exact: true }).check();
  await dialog.getByRole('combobox', { name: t('auth.languagesQuestion') }).click();
  await page.getByRole('menuitemcheckbox', { name: t('spokenLanguage.hindi') }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('combobox', { name: t('field.city') }).pressSequentially('Hyderabad');
  await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
  await dialog.getByRole('combobox', { name: t('field.education') }).click();
  await page.getByRole('option', { name: t('education.graduate'), exact: true }).click();
  await dialog.getByRole('button', { name: t('auth.submit') }).click();

  const number = freshMobileNumber('6');
  await dialog.getByRole('heading', { name: t('auth.enterMobile') }).waitFor();
  await dialog.getByRole('textbox', { name: t('field.mobileNumber') }).fill(number);
  await dialog.getByRole('button', { name: t('auth.continue') }).click();
  await dialog.getByRole('heading', { name: t('auth.enterOtp') }).waitFor();
  const codeSentAt = Date.now();
  await dialog.getByRole('textbox', { name: t('auth.otp') }).fill(await latestCode(number));
  await dialog.getByRole('button', { name: t('auth.validate') }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await dialog.waitFor({ state: 'hidden' });
  return { number, codeSentAt };
}

const cases: { language: Language; width: Width; name: string }[] = [
  { language: 'hi', width: 'narrowest', name: 'Kavita Yadav' },
  { language: 'en', width: 'desktop', name: 'Rohan Mehta' },
];

describe('a worker erasing their account', () => {
  for (const { language, width, name } of cases) {
    it(`${language} at ${width}: erases it with the SMS code, lands signed out, and signs in again as new`, async () => {
      const t = texts(language);
      const page = await visitorIn(language, width);
      const { check, problems } = screenChecks(page, language, width);
      const email = `erase.${randomBytes(4).toString('hex')}@example.com`;
      const { number, codeSentAt } = await signUp(
        page,
        await signInWithGoogle(page, language, name, email),
        language,
      );
      const stored = await workerByEmail(email);

      await page.locator('header').getByRole('button', { name }).click();
      await page.getByRole('menuitem', { name: t('header.profile') }).click();
      await page.waitForURL(`${baseUrl}/profile`);
      const part = page.locator('section', {
        has: page.getByRole('heading', { name: t('eraseAccount.title') }),
      });
      await part.getByRole('button', { name: t('eraseAccount.start') }).click();
      await part.getByText(t('eraseAccount.goesDocuments')).waitFor();
      await part.getByText(t('eraseAccount.whatIsKept')).scrollIntoViewIfNeeded();
      await check('1-what-goes');

      // Codes to one number are 30 s apart (the OTP rules): the registration's code went a moment ago.
      await page.waitForTimeout(Math.max(0, codeSentAt + 31_000 - Date.now()));
      await part.getByRole('button', { name: t('eraseAccount.sendCode') }).click();
      const masked = `${number.slice(0, 2)}******${number.slice(-2)}`;
      await part.getByText(t('eraseAccount.codeSent', { number: masked })).waitFor();
      const code = await latestCode(number);
      // A wrong code first: the reason shows, the step stays usable.
      await part
        .getByRole('textbox', { name: t('eraseAccount.code') })
        .fill(code === '000000' ? '111111' : '000000');
      await part.getByRole('button', { name: t('eraseAccount.confirm') }).click();
      await part.getByRole('alert').waitFor();
      await check('2-code');
      await part.getByRole('textbox', { name: t('eraseAccount.code') }).fill(code);
      await part.getByRole('button', { name: t('eraseAccount.confirm') }).click();

      await page.waitForURL(`${baseUrl}/`);
      await page.getByText(t('eraseAccount.done')).waitFor();
      await page.getByRole('button', { name: t('header.login') }).waitFor();
      await check('3-done');
      await expect(itemsNaming({ id: stored.id, email, sub: stored.sub })).resolves.toEqual([]);
      const withNumber = (await allItems()).filter((item) => JSON.stringify(item).includes(number));
      expect(withNumber).toEqual([]);

      // The same Google account again: a brand-new account, at the consent step.
      const dialog = await signInWithGoogle(page, language, name, email);
      await dialog.getByRole('heading', { name: t('auth.privacyTitle') }).waitFor();
      const again = await workerByEmail(email);
      expect(again.id).not.toBe(stored.id);

      expect(problems).toEqual([]);
      // The wrong code's 400 is an answer the page expects and shows.
      expect(
        pageProblems(page).filter((p) => !p.includes('the server responded with a status of 400')),
      ).toEqual([]);
      await page.context().close();
    });
  }
});
