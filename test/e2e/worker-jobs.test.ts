/**
 * A worker's jobs in headless Chromium against the local twin, in English:
 * - on a 360 px phone, the seeded demo worker (registered in Lucknow) sorts Explore Jobs by "near me" (in the
 *   URL, kept across a tab change) and filters by work from home, searches by keyboard; a second browser opens the copied URL and sees the same list; Back undoes
 *   the search; "maths" finds the Mathematics tutor job; near me in Patna offers the remote jobs of other cities
 *   in one tap; a search that finds nothing offers Clear filters;
 * - at 1280 px, a new worker saves a job from Explore Jobs and finds it under Saved (the tab in the URL),
 *   unsaves it, saves it on its page; applies, is shortlisted, and the bell counts it, clears when opened and
 *   leads to the application; withdraws an application after the confirmation and its page says it cannot be made again;
 *   makes an alert on Explore Jobs (the consent asked in its dialog, e-mail chosen), the admin posts a matching
 *   job, the twin's digest run e-mails it with the job's link and a one-tap link that stops the alert.
 * What each screen says in every case, and the rules behind it, are in test/web and test/functions/api.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { demoJobs } from '#infra/local/demo-data/jobs';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  signedInDemoWorker,
} from '#test/support/browser';
import { en } from '#test/support/catalogues';
import { apply, demoAdmin, get, post, postJobAs, signUpWorker, staffToken } from '#test/support/e2e-api';
import { eventually, workerPage } from '#test/support/e2e-pages';
import { texts } from '#test/support/e2e-texts';
import { emailsTo } from '#test/support/email';

const baseUrl = inject('baseUrl');
const emailInbox = inject('emailInbox');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * The titles of the job cards listed, once the list is the server's answer to the search in the page's URL
 * (a new search replaces the cards in more than one render): read until they hold still with nothing in flight.
 */
async function listedTitles(page: Page): Promise<string[]> {
  const headings = page.getByRole('tabpanel').getByRole('article').getByRole('heading');
  await headings.first().waitFor();
  let shown: string[] = [];
  await expect
    .poll(
      async () => {
        await requestsSettled(page);
        const before = await headings.allTextContents();
        await requestsSettled(page);
        shown = await headings.allTextContents();
        return before.join('\n') === shown.join('\n');
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return shown;
}

describe('a worker finds jobs', () => {
  it('on a 360 px phone: filters, searches by keyboard, shares the list, forgives "maths", offers remote jobs, clears filters', async () => {
    const phone = await signedInDemoWorker(browser(), 'narrowest');
    await phone.goto(`${baseUrl}/dashboard?tab=explore`, { waitUntil: 'networkidle' });
    const everything = await listedTitles(phone);
    expect(everything).toContain('Mathematics Tutor for Class 8-10');
    expect(everything).toContain('Field Survey Executive (Gig)');

    // Near me: by distance from the worker's district, in the URL, each card with its distance; kept when the
    // tab changes.
    await phone.getByRole('button', { name: 'Near me: Lucknow' }).click();
    await phone.waitForURL((url) => url.searchParams.get('near') === 'lucknow');
    await phone.getByText('In your district').first().waitFor();
    await phone.getByRole('tab', { name: 'Saved' }).click();
    await phone.waitForURL((url) => url.searchParams.get('tab') === 'saved');
    expect(params(phone)).toEqual({ tab: 'saved', near: 'lucknow' });
    await phone.getByRole('tab', { name: 'Explore Jobs' }).click();
    await phone.getByRole('button', { name: 'Near me: Lucknow', pressed: true }).waitFor();
    expect(params(phone)).toEqual({ tab: 'explore', near: 'lucknow' });

    await phone.getByRole('button', { name: 'Filters', exact: true }).click();
    await phone.getByRole('checkbox', { name: 'Work from home only' }).check();
    expect(await overflowsHorizontally(phone), 'sideways scroll with the filters open').toBe(false);
    await phone.getByRole('button', { name: 'Show jobs' }).click();
    await phone.waitForURL((url) => url.searchParams.get('wfh') === '1');
    expect(params(phone)).toEqual({ tab: 'explore', near: 'lucknow', wfh: '1' });
    const nearMe = await listedTitles(phone);
    expect(nearMe).toContain('Mathematics Tutor for Class 8-10');
    expect(nearMe).not.toContain('Field Survey Executive (Gig)');

    // The search box by keyboard: type, then Enter; "maths" forgives the word it stands for.
    await phone.getByRole('searchbox', { name: 'Search jobs' }).focus();
    await phone.keyboard.type('maths');
    await phone.keyboard.press('Enter');
    await phone.waitForURL((url) => url.searchParams.get('q') === 'maths');
    await expect.poll(() => listedTitles(phone)).toEqual(['Mathematics Tutor for Class 8-10']);

    // Another browser (no storage shared but the sign-in) opens the copied link: the same list.
    const other = await signedInDemoWorker(browser(), 'narrowest');
    await other.goto(phone.url(), { waitUntil: 'networkidle' });
    await other.getByRole('tab', { name: 'Explore Jobs', selected: true }).waitFor();
    await expect.poll(() => listedTitles(other)).toEqual(['Mathematics Tutor for Class 8-10']);
    await expect(other.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).resolves.toBe('maths');
    expect(pageProblems(other)).toEqual([]);

    // Back undoes the search and keeps the filters.
    await phone.goBack();
    await phone.waitForURL((url) => !url.searchParams.has('q'));
    expect(params(phone)).toEqual({ tab: 'explore', near: 'lucknow', wfh: '1' });
    await expect.poll(() => listedTitles(phone)).toEqual(nearMe);

    // Near me alone in Patna, where nothing is: the work-from-home jobs of other cities one tap away.
    const remoteTitles = demoJobs.filter((job) => job.WORK_FROM_HOME === 1).map((job) => job.TITLE);
    await requestsSettled(phone);
    await phone.goto(`${baseUrl}/dashboard?tab=explore&city=patna`, { waitUntil: 'networkidle' });
    const offer = phone.getByText(/^\d+ work-from-home jobs? in other cities$/);
    await offer.waitFor();
    await phone.getByRole('button', { name: 'Show these jobs' }).click();
    await phone.waitForURL((url) => url.searchParams.get('wfh') === '1');
    const remote = await listedTitles(phone);
    expect(remoteTitles).toEqual(expect.arrayContaining(remote));

    // Nothing matches: Clear filters.
    await requestsSettled(phone);
    await phone.goto(`${baseUrl}/dashboard?tab=explore&city=agra&wfh=1&q=astronaut`, {
      waitUntil: 'networkidle',
    });
    await phone.getByText('No jobs match your search and filters.').waitFor();
    await phone.getByRole('button', { name: 'Clear filters' }).click();
    await phone.waitForURL((url) => !url.searchParams.has('city'));
    expect(params(phone)).toEqual({ tab: 'explore' });
    expect((await listedTitles(phone)).length).toBeGreaterThan(1);
    expect(pageProblems(phone)).toEqual([]);
  });
});

describe('a worker keeps track of jobs', () => {
  it('at 1280 px: saves and unsaves, hears of a shortlist through the bell, withdraws an application', async () => {
    const worker = await signUpWorker(`Meena Tracker ${randomBytes(3).toString('hex')}`);
    const page = await workerPage(browser(), worker, 'desktop');
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));

    // Save on the first card of Explore Jobs; the Saved tab, in the URL, has it; unsave it there.
    await page.goto(`${baseUrl}/dashboard?tab=explore`);
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('button', { name: en['saved.save'], exact: true }).click();
    await first.getByRole('button', { name: en['saved.saved'], exact: true }).waitFor();
    // The save is on the server once the button says so.
    const savedJobs = () => get<{ data: { ID: number; TITLE: string }[] }>('getSavedJobs', worker.token);
    await expect.poll(async () => (await savedJobs()).data.length).toBe(1);
    const [job] = (await savedJobs()).data;
    if (!job) throw new Error('the job was not saved');
    await page.getByRole('tab', { name: en['dashboard.saved'] }).click();
    await page.waitForURL(/[?&]tab=saved/);
    const saved = page.getByRole('article', { name: title });
    await saved.getByRole('button', { name: en['saved.saved'], exact: true }).click();
    await saved.getByRole('button', { name: en['saved.save'], exact: true }).waitFor();
    await requestsSettled(page);
    await page.reload();
    await page.getByText(en['saved.none']).waitFor();

    // Its page: Save beside Apply; saved again.
    await requestsSettled(page);
    await page.goto(`${baseUrl}/jobs/${job.ID}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: en['saved.save'], exact: true }).click();
    await page.getByRole('button', { name: en['saved.saved'], exact: true }).waitFor();

    // Applied and shortlisted (by HR, over the API): the bell, a chunk of its own, counts it.
    const listed = await get<{ data: { ID: number; TITLE: string; COMPANY_NAME: string }[] }>(
      'getAllJobs?limit=2',
      worker.token,
    );
    // Another job than the saved one, which is withdrawn below while still New.
    const newest = listed.data.find((open) => open.ID !== job.ID);
    if (!newest) throw new Error('fewer than two open jobs');
    await apply(worker, newest.ID);
    const review = { id: newest.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' };
    expect((await post('reviewApplication', review, await staffToken('HR'))).status).toBe(200);
    await requestsSettled(page);
    chunks.length = 0;
    await page.goto(`${baseUrl}/dashboard`);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    expect(chunks.filter((path) => /^\/assets\/NotificationBell-.*\.js$/.test(path))).toHaveLength(1);
    const list = page.getByRole('dialog', { name: en['bell.title'] });
    const entry = list.getByRole('link', {
      name: `Your application for ${newest.TITLE} at ${newest.COMPANY_NAME} is shortlisted.`,
    });
    await entry.waitFor();
    await eventually(() => get('getUnreadNotifications', worker.token), { unread: 0 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications, none unread' }).click();
    // A status move opens the application itself on Applied Jobs, which takes the focus.
    await entry.click();
    await page.waitForURL(`${baseUrl}/dashboard?tab=applied#application-${newest.ID}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`application-${newest.ID}`);

    // Withdraw the saved job's application, after the confirmation: Withdrawn, and never again.
    await apply(worker, job.ID);
    await requestsSettled(page);
    await page.goto(`${baseUrl}/dashboard?tab=applied`);
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="/jobs/${job.ID}"]`) });
    await card.getByRole('button', { name: en['withdraw.button'] }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(en['withdraw.title']).waitFor();
    await confirm.getByRole('button', { name: en['withdraw.confirm'] }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByText(en['status.WITHDRAWN'], { exact: true }).waitFor();
    await card.getByRole('link', { name: en['job.view'] }).click();
    await page.getByText(en['job.withdrawnNotice']).waitFor();
    await expect(page.getByRole('button', { name: en['job.apply'], exact: true }).count()).resolves.toBe(0);
    expect(pageProblems(page)).toEqual([]);
  });

  it('at 1280 px: an alert made on Explore Jobs e-mails the next matching job, and its link stops it', async () => {
    const word = `rider${randomBytes(3).toString('hex')}`;
    const worker = await signUpWorker(`Arjun Alert ${randomBytes(3).toString('hex')}`, { smsUpdates: false });
    const page = await workerPage(browser(), worker, 'desktop');
    await page.goto(`${baseUrl}/dashboard?tab=explore&q=${word}`);
    await page.getByRole('button', { name: en['alerts.button'] }).click();
    const dialog = page.getByRole('dialog', { name: en['alerts.title'] });
    await dialog.getByText(en['alerts.explain']).waitFor();
    await dialog.getByRole('radio', { name: en['alerts.channel.email'] }).check();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: en['alerts.save'] }).click();
    await page.getByText(en['alerts.saved']).waitFor();
    expect((await get<{ consent: boolean }>('getJobAlerts', worker.token)).consent).toBe(true);

    // The admin posts a matching job; the twin's digest run (the morning rule on AWS) e-mails it.
    const title = `E2E ${word} delivery partner`;
    const admin = demoAdmin();
    const jobId = await postJobAs((await admin.session()).token, { title });
    const run = await fetch(`${baseUrl}/dev/jobs/alert-digest`, { method: 'POST' });
    expect(run.status).toBe(200);
    const [mail] = await emailsTo(worker.email, emailInbox);
    expect(mail?.subject).toContain(`1 new job(s) for your alert "${word}"`);
    const text = mail?.body.text ?? '';
    expect(text).toContain(`${baseUrl}/jobs/${jobId}`);
    const unsubscribe = new RegExp(`${baseUrl}/unsubscribe#[A-Za-z0-9._-]+`).exec(text)?.[0];
    if (!unsubscribe) throw new Error(`No unsubscribe link in: ${text}`);

    // The links: the job's page, then the one-tap unsubscribe, opened signed out; the alert is gone.
    await requestsSettled(page);
    await page.goto(`${baseUrl}/jobs/${jobId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const signedOut = await openPage(browser(), 'desktop');
    await signedOut.goto(unsubscribe);
    await signedOut.getByRole('heading', { name: en['unsubscribe.doneTitle'] }).waitFor();
    expect(new URL(signedOut.url()).hash).toBe('');
    expect((await get<{ data: unknown[] }>('getJobAlerts', worker.token)).data).toEqual([]);
    await requestsSettled(page);
    await page.goto(`${baseUrl}/profile`);
    await page.getByText(en['alerts.none']).waitFor();
    expect(pageProblems(page)).toEqual([]);
    expect(pageProblems(signedOut)).toEqual([]);
  });
});

describe('a minor finds jobs', () => {
  it('in Hindi at 360 px: the jobs a 16-year-old may not take are hidden, marked when shown, and offer no Apply', async () => {
    const t = texts('hi');
    const worker = await signUpWorker('Meena Kumari', { language: 'hi', age: 16 });
    const page = await workerPage(browser(), worker, 'narrowest', 'hi');
    await page.goto(`${baseUrl}/dashboard?tab=explore`);
    const marked = () => page.getByRole('article').filter({ hasText: t('eligibility.cardMark') });

    // Hidden by default for a minor, with a switch that shows them.
    const showAll = page.getByRole('switch', { name: t('eligibility.showAll') });
    await showAll.waitFor();
    expect(await showAll.isChecked()).toBe(false);
    await page.getByRole('tabpanel').getByRole('article').first().waitFor();
    expect(await marked().count()).toBe(0);
    await showAll.check();
    await marked().first().waitFor();

    // One of them: its page says why, in place of Apply.
    const card = marked().first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name: t('job.view') }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const reasons = [
      t('eligibility.unsafeForMinors'),
      t('eligibility.age', { age: '18' }),
      t('eligibility.education'),
    ];
    await expect
      .poll(async () => {
        const text = await page.locator('main').innerText();
        return reasons.some((reason) => text.includes(reason));
      })
      .toBe(true);
    expect(await page.getByRole('button', { name: t('job.apply'), exact: true }).count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(pageProblems(page)).toEqual([]);
  });
});
