/**
 * HR and OPS reviewing applications in headless Chromium against the local twin, with new workers signed up
 * through the real API who applied for the newest open job:
 * - HR at 1280 px: from the dashboard card's New count to the applications; a search that reaches the server and
 *   stays in the URL; a CSV export (the download read back: byte order mark, a Hindi name intact); the applicant
 *   in view (details, the PAN card through its short-lived link, a note with its author and time); a shortlist
 *   sent after its undo window; an interview proposed; the worker follows the SMS's calendar link, downloads the
 *   .ics (IST) and confirms; HR sees Confirmed and selects them; the worker sees Selected; Logout shuts the area;
 * - OPS at 360 px: the applications as cards with a number to dial; a waiting shortlist keeps the card's height
 *   (the next card stays under the thumb) and is undone; a rejection after the confirmation, the buttons inside
 *   the window; the worker sees Rejected and had the SMS.
 * The undo window's timing, the bulk moves and the race with another reviewer are proven in test/web and
 * test/functions/api (internal-applications, internal-bulk-moves, bulk-review).
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
import { apply, newestJob, panCardPng, signUpWorker, staffAccount, type Worker } from '#test/support/e2e-api';
import { internalLogIn, openApplications, workerPage } from '#test/support/e2e-pages';
import { smsTo } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

/** A note's byline: the author's name, role and e-mail, then the time (India time). */
const byline = (name: string, email: string) =>
  new RegExp(`${name} \\(HR, ${email.replace('.', '\\.')}\\), \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2}`);

/** The worker's Applied Jobs at `viewport`: the application to `title` shows `status`. */
async function appliedShows(
  worker: Worker,
  viewport: 'desktop' | 'narrowest',
  title: string,
  status: string,
) {
  const page = await workerPage(browser(), worker, viewport);
  await page.goto(`${baseUrl}/dashboard?tab=applied`, { waitUntil: 'networkidle' });
  const application = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await application.waitFor();
  expect(await application.innerText()).toContain(status);
  expect(pageProblems(page)).toEqual([]);
  await page.context().close();
}

describe('reviewing applications', () => {
  it('HR at 1280 px: searches, exports, notes, shortlists, proposes an interview the worker confirms, selects', async () => {
    const hr = staffAccount('HR');
    const run = randomBytes(3).toString('hex');
    const worker = await signUpWorker(`Lakshmi Panel ${run}`, { panCard: true });
    const hindi = await signUpWorker(`प्रिया शर्मा ${run}`);
    const job = await newestJob(worker.token);
    for (const applicant of [worker, hindi]) await apply(applicant, job.ID);

    const page = await openPage(browser(), 'desktop');
    await internalLogIn(page, hr);
    const card = page.getByRole('article').filter({ hasText: job.TITLE }).first();
    await card.getByRole('list', { name: 'Applications' }).getByRole('link', { name: /New$/ }).click();
    await page.waitForURL(/page=new/);

    // The search reaches the server and stays in the URL.
    const search = page.getByRole('searchbox', { name: 'Search applicants' });
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/getInternalDataById') && response.url().includes(`search=${run}`),
    );
    await search.fill(run);
    expect((await searched).status()).toBe(200);
    await page.waitForURL(new RegExp(`[?&]search=${run}`));
    for (const applicant of [worker, hindi])
      await page.getByRole('row', { name: new RegExp(applicant.name) }).waitFor();

    // The export, as the browser saves it: UTF-8 with its byte order mark, the Hindi name whole.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^applications-job-${job.ID}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const bytes = await readFile(String(await file.path()));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain(hindi.name);
    await page.getByText(/^Exported [\d,]+ applications?\.$/).waitFor();

    // The applicant in view: details, the PAN card itself through its short-lived link, a note.
    await page
      .getByRole('row', { name: new RegExp(worker.name) })
      .getByRole('link', { name: worker.name })
      .click();
    await page.waitForURL(`${baseUrl}/internal/applications/${job.ID}/${worker.id}`);
    const details = page.getByRole('region', { name: 'Registered Details' });
    await expect(details.innerText()).resolves.toMatch(/Andhra University/);
    const pan = page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /PAN card/ });
    const link = (await pan.getAttribute('href')) ?? '';
    expect(link).toContain('X-Amz-Expires=600');
    expect(Buffer.from(await (await fetch(link)).arrayBuffer())).toEqual(await readFile(panCardPng));
    const notes = page.getByRole('region', { name: 'Notes' });
    const note = `Spoke on the phone (${run}): good Telugu and English.`;
    await notes.getByRole('textbox', { name: /Add a note/ }).fill(note);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('listitem').filter({ hasText: note }).innerText()).resolves.toMatch(
      byline('Demo HR', hr.email),
    );
    await page.getByRole('link', { name: 'Applications' }).click();
    await page.waitForURL(new RegExp(`/internal/applications/${job.ID}\\?page=new`));

    // Shortlisted once its undo window has passed; an interview proposed from the Shortlisted tab.
    const row = page.getByRole('row', { name: new RegExp(worker.name) });
    await row.getByRole('button', { name: `Shortlist ${worker.name}` }).click();
    await row.getByRole('button', { name: `Undo shortlisting ${worker.name}` }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Shortlisted Applications/ }).click();
    await page.waitForURL(/page=shortlisted/);
    const shortlisted = page.getByRole('row', { name: new RegExp(worker.name) });
    await shortlisted.getByRole('button', { name: `Schedule interview with ${worker.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Interview with ${worker.name}` });
    await dialog.getByLabel('Time (IST)').fill('11:30');
    await dialog.getByRole('textbox', { name: /Address/ }).fill('Plot 12, HITEC City, Hyderabad');
    await dialog.getByRole('button', { name: 'Propose interview' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shortlisted.getByText('Proposed', { exact: true }).waitFor();

    // The worker follows the SMS's calendar link: the interview in view, Add to calendar focused, the .ics, Confirm.
    const sms = (await smsTo(worker.number)).find((text) => text.includes('interview for'));
    expect(sms).toContain('11:30 AM IST');
    const calendarLink = /(http\S+&ics=\d+)/.exec(sms ?? '')?.[1];
    expect(calendarLink).toBe(`${baseUrl}/dashboard?tab=applied&ics=${job.ID}`);
    const phone = await workerPage(browser(), worker, 'desktop');
    await phone.goto(String(calendarLink), { waitUntil: 'networkidle' });
    const box = phone.getByRole('region', { name: 'Interview' });
    const addToCalendar = box.getByRole('button', { name: 'Add to calendar' });
    await expect
      .poll(() => addToCalendar.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const [ics] = await Promise.all([phone.waitForEvent('download'), addToCalendar.click()]);
    expect(ics.suggestedFilename()).toBe(`earnlearn-interview-${job.ID}.ics`);
    expect(await readFile(String(await ics.path()), 'utf8')).toMatch(
      /DTSTART;TZID=Asia\/Kolkata:\d{8}T113000/,
    );
    await box.getByRole('button', { name: 'Confirm' }).click();
    await box.getByText('You confirmed this time.').waitFor();
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();

    // HR sees who confirmed, and selects them; the worker sees Selected and was told.
    await requestsSettled(page);
    await page.reload({ waitUntil: 'networkidle' });
    const confirmed = page.getByRole('row', { name: new RegExp(worker.name) });
    await confirmed.getByText('Confirmed', { exact: true }).waitFor();
    await confirmed.getByRole('button', { name: `Select ${worker.name}` }).click();
    await confirmed.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Selected Applications/ }).click();
    await page.getByRole('row', { name: new RegExp(worker.name) }).waitFor();
    await appliedShows(worker, 'desktop', job.TITLE, 'Selected');
    expect((await smsTo(worker.number)).some((text) => / is selected, congratulations\. /.test(text))).toBe(
      true,
    );

    // Logout ends the session on the server; the area is then shut and the log-in keeps where one was going.
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/staffSignOut'));
    await page.getByRole('button', { name: 'Logout' }).first().click();
    expect((await signedOut).status()).toBe(200);
    await page.waitForURL(`${baseUrl}/internal/login`);
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
    await page.goto(`${baseUrl}/internal/dashboard`);
    await page.waitForURL(`${baseUrl}/internal/login?next=%2Finternal%2Fdashboard`);
    expect(pageProblems(page)).toEqual([]);
  });

  it('OPS at 360 px: cards with a number to dial, an undone shortlist keeps its place, a confirmed rejection', async () => {
    const run = randomBytes(3).toString('hex');
    const [other, next] = await Promise.all([
      signUpWorker(`Ravi Pipeline ${run}`),
      signUpWorker(`Zara Pipeline ${run}`),
    ]);
    const job = await newestJob(other.token);
    for (const applicant of [other, next]) await apply(applicant, job.ID);

    const page = await openPage(browser(), 'narrowest');
    await internalLogIn(page, staffAccount('OPS'));
    expect(await overflowsHorizontally(page)).toBe(false);
    await openApplications(page, job.TITLE, 'New');
    const card = page.getByRole('article', { name: other.name });
    expect(await card.getByRole('link', { name: other.number }).getAttribute('href')).toBe(
      `tel:+91${other.number}`,
    );
    expect(await overflowsHorizontally(page)).toBe(false);

    // A waiting shortlist keeps the card's height (its place in the page, not the window), then is undone.
    const placeOf = (name: string) =>
      page
        .getByRole('article', { name })
        .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const nextCard = page.getByRole('article', { name: next.name });
    const otherIsFirst = (await placeOf(other.name)) < (await placeOf(next.name));
    const [upper, lower] = otherIsFirst ? [other, next] : [next, other];
    const before = await placeOf(lower.name);
    const upperCard = page.getByRole('article', { name: upper.name });
    await upperCard.getByRole('button', { name: `Shortlist ${upper.name}` }).click();
    const undo = upperCard.getByRole('button', { name: `Undo shortlisting ${upper.name}` });
    await undo.waitFor();
    expect(await placeOf(lower.name)).toBe(before);
    await undo.click();
    await upperCard.getByRole('button', { name: `Shortlist ${upper.name}` }).waitFor();
    await nextCard.waitFor();

    // Reject, its button inside the 360 px window, after the confirmation.
    const reject = card.getByRole('button', { name: `Reject ${other.name}` });
    await reject.scrollIntoViewIfNeeded();
    const box = await reject.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, 'the reject button is within the window').toBe(
      true,
    );
    await reject.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: /^Reject/ }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Rejected Applications/ }).click();
    await page.getByRole('article', { name: other.name }).waitFor();
    expect(pageProblems(page)).toEqual([]);

    await appliedShows(other, 'narrowest', job.TITLE, 'Rejected');
    expect(
      (await smsTo(other.number)).some((text) => /not (been )?selected|rejected|not moving/i.test(text)),
    ).toBe(true);
  });
});
