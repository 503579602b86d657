/**
 * A new worker's whole journey in headless Chromium against the local twin: sign in through the dev identity
 * provider, register, read the one-time code from the dev SMS outbox, validate it, explore jobs, apply, find
 * the application under Applied Jobs, edit the profile with a png upload (straight to the local S3, s3rver),
 * sign out. It runs once, on a 390 px phone (workers are students on phones), with no sideways scroll;
 * screenshots of each step at that size and of the main pages at desktop width too
 * (test-results/screenshots/worker-*.png). The job page's way to the 404 page and the worker pages' layout at
 * 360 px and on desktop are in worker-pages.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  screenshot,
  screenshotAt,
  screenshotDir,
} from '#test/support/browser';
import { freshMobileNumber, latestCode } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const panCardPng = join(import.meta.dirname, 'fixtures/pan-card.png');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('a new worker on a phone', () => {
  // Some 25 screenshots, each with an axe check: 60 to 100 s on a shared two-core machine (JOURNEY_TIMEOUT_MS).
  it('signs in, registers, verifies the number, applies for a job, edits the profile and signs out', async () => {
    const viewport = 'mobile';
    const page = await openPage(browser(), viewport);
    // Every screen the journey shows is checked with axe-core too; the problems are asserted at the end.
    const accessibility: string[] = [];
    const shot = async (step: string) => {
      await screenshot(page, `worker-${step}-${viewport}`);
      for (const problem of await seriousAccessibilityProblems(page))
        accessibility.push(`${step}: ${problem}`);
    };
    const shotAlsoOnDesktop = async (step: string) => {
      await shot(step);
      await screenshotAt(page, 'desktop', `worker-${step}`);
    };
    // A full-page picture shrinks a dialog to a corner; the dialog steps get a picture of the dialog too.
    const dialogShot = async (step: string) => {
      await shot(step);
      await dialog.screenshot({ path: join(screenshotDir, `worker-${step}-dialog-${viewport}.png`) });
    };
    const tag = randomBytes(4).toString('hex');
    const email = `priya.${tag}@example.com`;
    const number = freshMobileNumber();

    // Step 0: LOGIN, then "Continue using Google" goes to the local stand-in for Google.
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('alertdialog');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await dialog
      .getByText('By logging in, I agree with all the terms and conditions and privacy policy')
      .waitFor();
    await dialogShot('0-login');
    await dialog.getByRole('button', { name: 'Continue using Google' }).click();
    await page.waitForURL(/\/dev\/idp\/signin\?/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('Priya Sharma');
    await shot('1-identity-provider');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back through /auth/callback to / with the consent step open (issue 18; consent-journey.test.ts has the
    // rest): the date of birth first, then the required box; SMS updates left unticked.
    await page.waitForURL(`${baseUrl}/`);
    await dialog.getByRole('heading', { name: 'Your privacy' }).waitFor();
    await dialog.getByLabel('Date of Birth').fill('17/05/2003');
    await dialog.getByRole('checkbox', { name: /^I have read the privacy notice/ }).check();
    await dialogShot('1b-consent');
    await dialog.getByRole('button', { name: 'Agree and continue' }).click();

    // Then step 1.
    await dialog.getByRole('heading', { name: 'Personal Details' }).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Priya Sharma');
    await expect(dialog.getByRole('button', { name: 'SUBMIT' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: 'Female' }).check();
    await dialog.getByLabel('Date of Birth').fill('17/05/2003');
    await dialog.getByRole('combobox', { name: 'How many languages do you speak fluently' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Telugu' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: 'City' }).pressSequentially('Hyderabad');
    await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
    await pick(page, dialog.getByRole('combobox', { name: 'Education Level' }), 'Pursuing Graduation');
    await dialogShot('2-personal-details');
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();

    // Step 2: the mobile number.
    await dialog.getByRole('heading', { name: 'Enter Mobile Number' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Mobile Number' }).fill(number);
    await dialogShot('3-mobile-number');
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();

    // Step 3: the code from the SMS outbox.
    await dialog.getByRole('heading', { name: 'Enter Your OTP' }).waitFor();
    await dialog.getByText(/Resend OTP in \d+ seconds/).waitFor();
    const code = await latestCode(number);
    await dialog.getByRole('textbox', { name: 'OTP' }).fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'VALIDATE' }).click();
    await dialog.getByText('OTP Validation Failed').waitFor();
    await dialogShot('4-otp-failed');
    await dialog.getByRole('textbox', { name: 'OTP' }).fill(code);
    await dialogShot('4-otp');
    await dialog.getByRole('button', { name: 'VALIDATE' }).click();

    // Registered: the dashboard, with the worker's name in the header.
    await page.waitForURL(`${baseUrl}/dashboard`);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Welcome, Priya Sharma' }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Priya Sharma' }).waitFor();
    await shotAlsoOnDesktop('5-my-office');

    // Explore Jobs, open the first job and apply.
    await page.getByRole('tab', { name: 'Explore Jobs' }).click();
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    const title = (await firstCard.getByRole('heading').innerText()).trim();
    await shot('6-explore-jobs');
    await firstCard.getByRole('link', { name: 'View Job' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const section of ['Description', 'Roles & Responsibilities', 'What you get', 'Who can Apply']) {
      await page.getByRole('button', { name: section }).waitFor();
    }
    await shotAlsoOnDesktop('7-job');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();

    // Back on the dashboard, under Applied Jobs, with its status.
    await page.waitForURL(`${baseUrl}/dashboard`);
    const application = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await application.waitFor();
    expect(await application.innerText()).toContain('New');
    await shotAlsoOnDesktop('8-applied-jobs');
    expect(await overflowsHorizontally(page)).toBe(false);

    // The job now says 'Applied.'.
    await application.getByRole('link', { name: 'View Job' }).click();
    await expect(page.getByRole('button', { name: 'Applied.' }).isDisabled()).resolves.toBe(true);

    // Profile: what registration saved, then Edit, a college name and a PAN card png, Save.
    await page.locator('header').getByRole('button', { name: 'Priya Sharma' }).click();
    await shot('9-user-menu');
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    const details = page.locator('dl').filter({ hasText: 'Education Level' });
    await details.waitFor();
    const detail = (term: string) =>
      details.locator('div').filter({ has: page.locator('dt', { hasText: term }) });
    await expect(detail('City').locator('dd').innerText()).resolves.toBe('Hyderabad (Telangana)');
    await expect(detail('PAN card').locator('dd').innerText()).resolves.toBe('Not uploaded');
    await shot('10-profile');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'College Name' }).fill('IIT');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter correct College Name').waitFor();
    await form.getByRole('textbox', { name: 'College Name' }).fill('Anna University');
    await form.getByLabel('PAN card png file').setInputFiles(panCardPng);
    await form.getByRole('button', { name: 'Replace' }).first().waitFor();
    await shot('11-profile-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    await expect(detail('College Name').locator('dd').innerText()).resolves.toBe('Anna University');
    const panCard = detail('PAN card').getByRole('img');
    await panCard.waitFor();
    // The thumbnail is the stored document, loaded through its short-lived signed link.
    await expect(
      panCard.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBe(320);
    await expect(panCard.getAttribute('src')).resolves.toContain('X-Amz-Signature=');
    await shotAlsoOnDesktop('12-profile-saved');
    expect(await overflowsHorizontally(page)).toBe(false);

    // Sign out: local storage cleared, home, LOGIN again after the reload.
    await page.locator('header').getByRole('button', { name: 'Priya Sharma' }).click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForEvent('load');
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
    await shot('13-signed-out');

    expect(pageProblems(page)).toEqual([]);
    expect(accessibility).toEqual([]);
    await page.context().close();
  });
});
