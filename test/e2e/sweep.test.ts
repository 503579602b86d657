/**
 * Every screen of the spec once, on the narrowest phone (360 px), in a real Chromium: axe-core with no serious
 * or critical problem (colour contrast included, which jsdom cannot measure) and no sideways scroll. The
 * journeys prove what the screens do; each screen is scanned here and nowhere else in the run. Pages open with
 * reduced motion, and axe waits for motion to end (test/support/axe.ts).
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
  requestsSettled,
  signInWithStorage,
} from '#test/support/browser';
import { en } from '#test/support/catalogues';
import { apply, demoAdmin, get, newestJob, signUpWorker, staffAccount } from '#test/support/e2e-api';
import { internalLogIn, throughGoogle } from '#test/support/e2e-pages';
import { texts } from '#test/support/e2e-texts';
import { freshMobileNumber } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const demoWorkerToken = inject('demoWorkerToken');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

/** The screen's problems as it is now, each line naming the screen: collected, asserted at the test's end. */
function sweeper(page: Page) {
  const problems: string[] = [];
  const scan = async (screen: string) => {
    await requestsSettled(page);
    for (const problem of await seriousAccessibilityProblems(page)) problems.push(`${screen}: ${problem}`);
    if (await overflowsHorizontally(page)) problems.push(`${screen}: wider than 360 px`);
  };
  /** Opens `path` (once nothing is in flight, so no request is cut off) and scans it once `ready` shows. */
  const visit = async (screen: string, path: string, ready: string | RegExp | Locator) => {
    await requestsSettled(page);
    await page.goto(`${baseUrl}${path}`);
    const shown = typeof ready === 'string' || ready instanceof RegExp ? page.getByText(ready) : ready;
    await shown.first().waitFor();
    await scan(screen);
  };
  return { problems, scan, visit };
}

describe('every screen at 360 px', () => {
  it('the public pages, the sign-in dialog and the sign-up steps', async () => {
    const page = await openPage(browser(), 'narrowest');
    const { problems, scan, visit } = sweeper(page);
    await visit('home', '/', en['site.missionHeadline']);
    await visit('about', '/aboutus', 'Why Work With Us');
    await visit('contact', '/contactus', 'We Would Be Happy to Help You');
    await visit('client', '/client', 'Diligence');
    await page.locator('button[aria-expanded]').first().click();
    await scan('client, menu open');
    await visit('privacy notice', '/privacy', 'Grievance Officer, Earnlearn');
    await visit('terms', '/terms', 'Acceptable use');
    await visit('not found', '/no/such/page', 'Back To Homepage');
    const job = await newestJob(demoWorkerToken);
    await visit('job, signed out', `/jobs/${job.ID}`, en['job.signInToApply']);
    await visit('parent consent, a broken link', '/parent-consent', texts('en')('parentPage.badLink'));

    // A new worker's sign-in and the sign-up steps (the dialog over the home page).
    await requestsSettled(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: en['header.login'] }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en['auth.continueGoogle'] }).waitFor();
    await scan('sign-in dialog');
    const person = { name: 'Sweep Worker', email: `sweep.${randomBytes(4).toString('hex')}@example.com` };
    const dialog = await throughGoogle(page, person, en['auth.continueGoogle']);
    await dialog.getByRole('heading', { name: en['auth.privacyTitle'] }).waitFor();
    await dialog.getByLabel(en['field.dob']).fill('17/05/2003');
    await dialog
      .getByRole('checkbox', { name: en['consent.accountBox'].replace('{product}', 'Earnlearn') })
      .waitFor();
    await scan('sign-up: consent');
    await dialog
      .getByRole('checkbox', { name: en['consent.accountBox'].replace('{product}', 'Earnlearn') })
      .check();
    await dialog.getByRole('button', { name: en['consent.agree'] }).click();
    await dialog.getByRole('heading', { name: en['auth.personalDetails'] }).waitFor();
    await scan('sign-up: personal details');
    await dialog.getByRole('radio', { name: en['gender.1'], exact: true }).check();
    await dialog.getByRole('combobox', { name: en['auth.languagesQuestion'] }).click();
    await page.getByRole('menuitemcheckbox', { name: en['spokenLanguage.telugu'] }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: en['field.city'] }).pressSequentially('Hyderabad');
    await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
    await dialog.getByRole('combobox', { name: en['field.education'] }).click();
    await page.getByRole('option', { name: en['education.graduate'], exact: true }).click();
    await dialog.getByRole('textbox', { name: en['field.collegeName'] }).fill('Osmania University');
    await dialog.getByRole('button', { name: en['auth.submit'] }).click();
    await dialog.getByRole('heading', { name: en['auth.enterMobile'] }).waitFor();
    await scan('sign-up: mobile number');
    await dialog.getByRole('textbox', { name: en['field.mobileNumber'] }).fill(freshMobileNumber());
    await dialog.getByRole('button', { name: en['auth.continue'] }).click();
    await dialog.getByRole('heading', { name: en['auth.enterOtp'] }).waitFor();
    await scan('sign-up: code');
    expect(problems).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
  });

  it("a worker's screens, with a name too long for one line and Apply in reach", async () => {
    const page = await openPage(browser(), 'narrowest');
    const longName = 'Asha Venkataraman Verma';
    await signInWithStorage(page, demoWorkerToken, {
      name: longName,
      email: 'asha@example.com',
      photoUrl: '',
    });
    const { problems, scan, visit } = sweeper(page);
    await visit(
      'applied jobs',
      '/dashboard?tab=applied',
      page.getByRole('tab', { name: en['dashboard.applied'], selected: true }),
    );
    // The name whole (an ellipsis would leave a box's scrollWidth over its clientWidth); the tabs in their box.
    const nameButton = page.locator('header').getByRole('button', { name: longName });
    const nameCut = await nameButton.evaluate((button) =>
      [button, ...button.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
    );
    expect(nameCut).toBe(false);
    const listBox = await page.getByRole('tablist').evaluate((list) => ({
      left: list.getBoundingClientRect().left,
      right: list.getBoundingClientRect().right,
      overflow: list.scrollWidth - list.clientWidth,
    }));
    expect(listBox.overflow).toBeLessThanOrEqual(0);
    const tabBoxes = await page
      .getByRole('tab')
      .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect));
    for (const tab of tabBoxes) {
      expect(tab.left).toBeGreaterThanOrEqual(listBox.left);
      expect(tab.right).toBeLessThanOrEqual(listBox.right + 1);
    }
    await visit('explore jobs', '/dashboard?tab=explore', page.getByRole('link', { name: en['job.view'] }));
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('button', { name: 'Show jobs' }).waitFor();
    await scan('explore jobs, filters open');
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await page.getByRole('button', { name: en['alerts.button'] }).click();
    await page.getByRole('dialog', { name: en['alerts.title'] }).getByText(en['alerts.explain']).waitFor();
    await scan('job alert dialog');
    await visit(
      'saved jobs',
      '/dashboard?tab=saved',
      page.getByRole('tab', { name: en['dashboard.saved'], selected: true }),
    );
    const applied = await get<{ data: { ID: number }[] }>('getAppliedJobs', demoWorkerToken);
    const jobId = applied.data[0]?.ID ?? (await newestJob(demoWorkerToken)).ID;
    await visit('job, signed in', `/jobs/${jobId}`, page.getByRole('button', { name: en['job.share'] }));

    // Apply in reach without scrolling; at the page's end its bar has a place of its own, under no section.
    const apply = page.getByRole('button', { name: /^(Apply|Applied\.)$/ });
    const onPhone = await apply.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    expect(onPhone?.y).toBeGreaterThan(0);
    expect((onPhone?.y ?? height) + (onPhone?.height ?? 0)).toBeLessThanOrEqual(height);
    // The bar is one row (Apply, then Save and Share as icons) and takes at most 12% of the screen's height.
    const bar = await apply.evaluate((button) => {
      const row = button.parentElement as HTMLElement;
      const first = button.getBoundingClientRect();
      const oneRow = [...row.children].every((child) => {
        const box = child.getBoundingClientRect();
        return box.top < first.bottom && box.bottom > first.top;
      });
      return { height: row.getBoundingClientRect().height, oneRow };
    });
    expect(bar.oneRow).toBe(true);
    expect(bar.height).toBeLessThanOrEqual(0.12 * height);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const sectionBottom = await page
      .getByRole('button', { name: 'Who can Apply' })
      .evaluate((b) => b.parentElement?.parentElement?.getBoundingClientRect().bottom ?? 0);
    expect(sectionBottom).toBeLessThanOrEqual((await apply.boundingBox())?.y ?? 0);
    // Report this job: its dialog, a reason chosen (nothing is sent).
    await page.getByRole('button', { name: en['report.button'] }).click();
    const report = page.getByRole('dialog', { name: en['report.title'] });
    await report.getByRole('radio').first().check();
    await scan('job, report dialog');
    await report.getByRole('button', { name: en['report.cancel'] }).click();
    await report.waitFor({ state: 'hidden' });
    await visit('profile', '/profile', page.getByRole('heading', { name: en['profilePrivacy.title'] }));
    await visit('my data', '/profile/my-data', page.getByRole('heading', { name: en['myData.recipients'] }));
    await page.getByRole('button', { name: /^Notifications, / }).click();
    await page.getByRole('dialog', { name: en['bell.title'] }).waitFor();
    await scan('notifications');
    await visit('unsubscribe, a broken link', '/unsubscribe', texts('en')('unsubscribe.badLink'));
    expect(problems).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
  });

  it("the admin's and HR's screens", async () => {
    const admin = demoAdmin();
    const page = await openPage(browser(), 'narrowest');
    const { problems, scan, visit } = sweeper(page);
    await visit('admin log-in', '/admin/login', 'Admin Login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await admin.session();
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByLabel('Authenticator code').waitFor();
    await scan('admin two-step sign-in');
    await page.getByLabel('Authenticator code').fill(await admin.freshCode());
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await scan('admin dashboard');
    const { data } = await get<{ data: { ID: number }[] }>(
      'getUsersData?search=priya',
      (await admin.session()).token,
    );
    await visit('students', '/admin/users', page.getByRole('row', { name: /Priya Sharma/ }));
    await visit(
      'student details',
      `/admin/users/${data[0]?.ID}`,
      page.getByRole('heading', { name: 'Staff access' }),
    );
    await visit('employees', '/admin/all-employees', page.getByRole('link', { name: /^View / }));
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await page.getByText('Joining Date').waitFor();
    await scan('employee details');
    await visit('add employee', '/admin/add-new-employee', page.getByRole('button', { name: 'ADD' }));
    await visit('post a job', '/admin/post-new-job', page.getByRole('region', { name: 'Preview' }));
    await page.getByRole('form', { name: 'New job' }).getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please correct the fields marked above.').waitFor();
    await scan('post a job, refused');
    // A text asking for money: the checks against scam postings explain it beside the form.
    await page
      .getByRole('form', { name: 'New job' })
      .getByLabel('Description')
      .fill('Pay a registration fee of Rs 500 to join.');
    await page.getByRole('region', { name: 'Checks against scam postings' }).getByRole('checkbox').waitFor();
    await scan('post a job, a rule holds');
    await visit('posted jobs', '/admin/posted-jobs', page.getByRole('article'));
    await visit('grievances', '/admin/grievances', page.getByRole('heading', { level: 1 }));
    await visit(
      'moderation',
      '/admin/moderation',
      page.getByRole('heading', { name: 'Jobs waiting for review' }),
    );
    await visit(
      'privacy overview',
      '/admin/privacy',
      page.getByRole('region', { name: 'Requests in the last 30 days' }),
    );
    await visit('admins', '/admin/admins', page.getByRole('table', { name: 'Admins' }).getByText('(you)'));
    expect(pageProblems(page)).toEqual([]);

    // HR: the log-in, the dashboard, a job's applications as cards, an applicant.
    const hr = await openPage(browser(), 'narrowest');
    const staff = sweeper(hr);
    await staff.visit('internal log-in', '/internal/login', 'Internal Login');
    await internalLogIn(hr, staffAccount('HR'));
    await staff.scan('internal dashboard');
    const worker = await signUpWorker(`Sweep Applicant ${randomBytes(3).toString('hex')}`);
    const job = await newestJob(worker.token);
    await apply(worker, job.ID);
    await staff.visit('applications', `/internal/applications/${job.ID}?page=new`, worker.name);
    await hr.getByRole('article', { name: worker.name }).getByRole('link', { name: worker.name }).click();
    await hr.getByRole('region', { name: 'Notes' }).waitFor();
    await staff.scan('applicant');
    expect([...problems, ...staff.problems]).toEqual([]);
    expect(pageProblems(hr)).toEqual([]);
  });
});
