/**
 * The steps the journeys share in the browser: a signed-in worker's page in a language, the staff log-ins as
 * a person types them, the way HR reaches a job's applications, and the Google sign-in through the twin's
 * stand-in for it.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openPage, requestsSettled, signInWithStorage, type viewports } from './browser';
import type { demoAdmin, Worker } from './e2e-api';

type Viewport = keyof typeof viewports;

/** A page for `worker` at `viewport`, reading the site in `language`, signed in from its first load. */
export async function workerPage(
  browser: Browser,
  worker: Pick<Worker, 'name' | 'email' | 'token'>,
  viewport: Viewport,
  language: 'en' | 'hi' | 'te' = 'en',
): Promise<Page> {
  const page = await openPage(browser, viewport);
  await signInWithStorage(page, worker.token, { name: worker.name, email: worker.email, photoUrl: '' });
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  return page;
}

/** HR or OPS at /internal/login: the e-mail and password, LOGIN, the dashboard. */
export async function internalLogIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${inject('baseUrl')}/internal/login`, { waitUntil: 'networkidle' });
  const login = page.getByRole('button', { name: 'LOGIN' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await login.click();
  await page.waitForURL(`${inject('baseUrl')}/internal/dashboard`);
  await page.getByRole('heading', { name: /^All Internships \(\d+\)$/ }).waitFor();
}

/**
 * From the dashboard's card of `title`, the See Applications menu's entry `entry` (New, Shortlisted, ...), as a
 * person does: no address typed, so no navigation cuts off a request in flight.
 */
export async function openApplications(page: Page, title: string, entry = 'New'): Promise<void> {
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await card.getByRole('button', { name: /See Applications/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${entry}`) }).click();
  await page.waitForURL(/\/internal\/applications\/\d+\?page=/);
  await requestsSettled(page);
}

/** The demo admin's password then authenticator code, from wherever the admin log-in page was opened. */
export async function adminLogIn(page: Page, admin: ReturnType<typeof demoAdmin>): Promise<void> {
  // Set up first: setting up an authenticator over the API ends the admin's other sessions, this log-in's too.
  await admin.session();
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/second-factor');
  await page.getByLabel('Authenticator code').fill(await admin.freshCode());
  await page.getByRole('button', { name: 'VERIFY' }).click();
}

/**
 * LOGIN, "Continue using Google" (`labels` in the page's language), the twin's stand-in for Google (in
 * English), back on the home page with the sign-in dialog open.
 */
export async function signInWithGoogle(
  page: Page,
  person: { name: string; email: string },
  labels: { login: string; continueGoogle: string },
): Promise<Locator> {
  await page.getByRole('button', { name: labels.login }).click();
  return throughGoogle(page, person, labels.continueGoogle);
}

/** From the open sign-in dialog: "Continue using Google", the stand-in, back on the home page's dialog. */
export async function throughGoogle(
  page: Page,
  person: { name: string; email: string },
  continueGoogle: string,
): Promise<Locator> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: continueGoogle }).click();
  await page.waitForURL(/\/dev\/idp\/signin\?/);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${inject('baseUrl')}/`);
  return dialog;
}

/** Chromium's console line for an answer the page expected and handled (a held account's 403, ...). */
export const notStatus = (status: number) => (problem: string) =>
  !problem.includes(`the server responded with a status of ${status}`);

/** Polls until `read` gives `expected` (a move sent after its undo window, a count on the server). */
export const eventually = <T>(read: () => Promise<T>, expected: T, timeout = 15_000) =>
  expect.poll(read, { timeout }).toEqual(expected);
