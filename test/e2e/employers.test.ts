/**
 * Employers on the twin, end to end in headless Chromium: a business signs up from /client at 360 px (its work
 * e-mail confirmed by the code from the local inbox), creates its organisation, sends its GST certificate, posts
 * a clean job in English and Hindi and a second asking for a "registration fee", which waits with that reason
 * on screen; the admin (1280 px) verifies the documents and approves the clean job; a worker applies; the
 * employer (now at 1280 px) shortlists them, undoes it, shortlists again and proposes an interview; another
 * employer's recruiter gets a 404 for the job, its applicants and its export (API); a worker reports the job;
 * the admin suspends the employer from its page: its job leaves search. Axe clean on each screen it stops at.
 * Each screen's states are proven in test/web, each rule in test/functions/api.
 */

import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { screenIsClean } from '#test/support/axe';
import { browserForThisFile, JOURNEY_TIMEOUT_MS, openPage } from '#test/support/browser';
import { call, demoAdmin, get, panCardPng, post, signUpWorker } from '#test/support/e2e-api';
import { adminLogIn } from '#test/support/e2e-pages';
import { latestEmailTo } from '#test/support/email';

const baseUrl = inject('baseUrl');
const emailInbox = inject('emailInbox');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const organisationForm = (domain: string) => ({
  legalName: 'Kaveri Fresh Foods Private Limited',
  brandName: 'Kaveri Fresh',
  website: `https://www.${domain}`,
  city: 'chennai',
  address: '12 Anna Salai, Chennai 600002',
  industry: 'food',
  size: '11-50',
  registrationKind: 'gstin',
  registrationNumber: '33AAFCT2468M1Z0',
  contactName: 'Meena Iyer',
  contactRole: 'Founder',
});

/** The clean job's texts in Hindi, as the form's Hindi tab sends them. */
const HINDI = {
  title: 'कावेरी बिलिंग सहायक',
  location: 'चेन्नई',
  workHours: 'दिन में 6 घंटे',
  earnings: '₹9,000 महीना',
  position: 'इंटर्न',
  description: 'हमारी दुकान के रोज़ के ऑर्डर स्टॉक शीट में दर्ज करें। बिलों से कुल रकम मिलाएँ।',
  rolesAndResponsibilities: 'ऑर्डर दर्ज करें। बिल जाँचें। गड़बड़ी मैनेजर को बताएँ।',
  whatYouGet: 'प्रमाणपत्र। काम के दिनों में दोपहर का खाना।',
  whoCanApply: 'जो छात्र तेज़ टाइप करते हैं। तमिल या अंग्रेज़ी।',
};

/** The code in the newest sign-in e-mail to `email`, waiting a few seconds for it to reach the inbox. */
async function codeIn(email: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const message = await latestEmailTo(email, emailInbox).catch((error: unknown) => {
      if (attempt >= 20) throw error;
      return undefined;
    });
    const code = /is: ([0-9]{6})$/m.exec(message?.body.text ?? '')?.[1];
    if (code) return code;
    if (attempt >= 20) throw new Error(`No sign-in code in the e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Another organisation's owner, signed in over the API with the code from the inbox. */
async function otherEmployer(): Promise<string> {
  const email = `owner.${Date.now()}@other-shop.in`;
  await post('startEmployerSignIn', { email });
  const { body } = await post<{ token: string }>('verifyEmployerSignIn', {
    email,
    code: await codeIn(email),
  });
  await post(
    'createOrganisation',
    { ...organisationForm('other-shop.in'), brandName: 'Other Shop' },
    body.token,
  );
  return body.token;
}

/** The organisation form, as the owner fills it in. */
async function createOrganisation(page: Page, domain: string): Promise<void> {
  const values = organisationForm(domain);
  await page.getByRole('textbox', { name: /Legal name/ }).fill(values.legalName);
  await page.getByRole('textbox', { name: /Brand name/ }).fill(values.brandName);
  await page.getByRole('textbox', { name: /^Website/ }).fill(values.website);
  await page.getByRole('combobox', { name: /^City/ }).pressSequentially('Chennai');
  await page
    .getByRole('option', { name: /^Chennai/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: /^Address/ }).fill(values.address);
  await page.getByRole('combobox', { name: /^Industry/ }).selectOption(values.industry);
  await page.getByRole('combobox', { name: /^Number of people/ }).selectOption(values.size);
  await page.getByRole('radio', { name: 'GSTIN', exact: true }).check();
  await page.getByRole('textbox', { name: /^Registration number/ }).fill(values.registrationNumber);
  await page.getByRole('textbox', { name: /Contact person$/ }).fill(values.contactName);
  await page.getByRole('textbox', { name: /Contact person’s role/ }).fill(values.contactRole);
  await page.getByRole('button', { name: 'Create organisation' }).click();
}

/** The posting form's fields in English (the organisation's name is the company), then Hindi's if given. */
async function fillJob(
  page: Page,
  job: { title: string; whatYouGet: string; hindi?: Record<keyof typeof HINDI, string> },
): Promise<Locator> {
  const form = page.getByRole('form', { name: 'New job' });
  await form.getByLabel('Job title').fill(job.title);
  await form.getByRole('combobox', { name: /^Location/ }).pressSequentially('Chennai');
  await page
    .getByRole('option', { name: /^Chennai/ })
    .first()
    .click();
  await form.getByRole('radio', { name: 'Not Available', exact: true }).check();
  await form.getByRole('radio', { name: 'Internship', exact: true }).check();
  await form.getByRole('radio', { name: 'Part-time', exact: true }).check();
  await form.getByLabel(/^Hours in detail/).fill('6 hours a day');
  await form.getByLabel(/^Earnings in rupees/).fill('9,000');
  await form.getByRole('radio', { name: 'a month', exact: true }).check();
  await form.getByLabel(/^Position/).fill('Intern');
  await form
    .getByLabel('Description')
    .fill('Enter the shop’s daily orders in the stock sheet. Match totals to bills.');
  await form
    .getByLabel('Roles & Responsibilities')
    .fill('Enter orders. Check bills. Tell the manager of gaps.');
  await form.getByLabel('What you get').fill(job.whatYouGet);
  await form.getByLabel('Who can Apply').fill('Students who type fast. Tamil or English.');
  await form.getByRole('radio', { name: 'No, none of it', exact: true }).check();
  await form.getByRole('radio', { name: '18 and over', exact: true }).check();
  if (job.hindi) {
    await form.getByRole('tab', { name: /^Hindi/ }).click();
    for (const [label, text] of [
      ['Job title', job.hindi.title],
      ['City, as written in the language', job.hindi.location],
      ['Work hours', job.hindi.workHours],
      ['Position', job.hindi.position],
      ['Description', job.hindi.description],
      ['Roles & Responsibilities', job.hindi.rolesAndResponsibilities],
      ['What you get', job.hindi.whatYouGet],
      ['Who can Apply', job.hindi.whoCanApply],
    ] as const)
      await form.getByLabel(label).fill(text);
    await form.getByRole('tab', { name: 'English' }).click();
  }
  return form;
}

/** The job's id from the address of its page, which a posting opens. */
async function postedJobId(page: Page): Promise<number> {
  await page.waitForURL(/\/employer\/jobs\/[0-9]+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('employers on Earnlearn', () => {
  it('sign up from /client, post (a fee held with its reason), are verified, shortlist with undo and invite to an interview, stay in their own data, and are suspended', async () => {
    const domain = `kaveri-${Date.now()}.in`;
    const email = `meena@${domain}`;
    const title = `Kaveri billing assistant ${Date.now() % 100_000}`;
    const feeTitle = `Kaveri packing helper ${Date.now() % 100_000}`;

    // A business finds the way in on /client and confirms its work e-mail with the code from the inbox.
    const page = await openPage(browser(), 'narrowest');
    await page.goto(`${baseUrl}/client`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Hire students: post a job' }).click();
    await page.waitForURL(`${baseUrl}/employer`);
    await page.getByRole('heading', { name: 'Sign in to hire on Earnlearn' }).waitFor();
    await page.getByRole('textbox', { name: /Work e-mail/ }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeField = page.getByRole('textbox', { name: /Code from the e-mail/ });
    await codeField.waitFor();
    await codeField.fill(await codeIn(email));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Create your organisation' }).waitFor();
    await screenIsClean(page);

    // Its organisation; the work e-mail at its website's domain earns the second level.
    await createOrganisation(page, domain);
    await page.getByRole('heading', { level: 1, name: 'Kaveri Fresh' }).waitFor();
    await page.getByText('Domain matches website', { exact: false }).first().waitFor();
    const employer = (await page.evaluate(() => sessionStorage.getItem('employerToken'))) as string;
    const mine = await get<{ organisation: { id: string } }>('getMyOrganisation', employer);
    const organisationId = mine.organisation.id;

    // The GST certificate, for an admin to check.
    await page.getByRole('link', { name: 'Organisation details' }).first().click();
    await page.getByLabel(/GST registration certificate file/).setInputFiles(panCardPng);
    const send = page.getByRole('button', { name: 'Send for checking' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await page.getByText(/is waiting for an Earnlearn admin's check/).waitFor();
    await screenIsClean(page);

    // A clean job in English and Hindi waits for an admin (the documents are not checked yet).
    await page.getByRole('link', { name: 'Post a job' }).first().click();
    const form = await fillJob(page, {
      title,
      whatYouGet: 'A certificate. Lunch on working days.',
      hindi: HINDI,
    });
    await page.getByRole('region', { name: 'Preview' }).getByText(title).waitFor();
    await screenIsClean(page);
    await form.getByRole('button', { name: 'Submit for review' }).click();
    const cleanId = await postedJobId(page);
    await page
      .getByRole('status')
      .getByText(/In review/)
      .waitFor();

    // One asking for a fee is held, and the poster is told why.
    await page.getByRole('link', { name: 'Post a job' }).first().click();
    const feeForm = await fillJob(page, {
      title: feeTitle,
      whatYouGet: 'Pay a registration fee of ₹500 to join.',
    });
    await page
      .getByRole('region', { name: 'Checks against scam postings' })
      .getByText(/registration fee/)
      .first()
      .waitFor();
    await feeForm.getByRole('button', { name: 'Submit for review' }).click();
    const feeId = await postedJobId(page);
    const placed = page.getByRole('status');
    await placed.getByText(/In review/).waitFor();
    expect(await placed.innerText()).toContain('registration fee');
    await screenIsClean(page);

    // The admin, at a desk: verifies the documents, approves the clean job; the one asking for a fee waits.
    const desk = await openPage(browser(), 'desktop');
    await desk.goto(`${baseUrl}/admin/login`);
    await adminLogIn(desk, demoAdmin());
    await desk.waitForURL(/\/admin\/dashboard/);
    await desk.goto(`${baseUrl}/admin/verifications`);
    await desk.getByRole('button', { name: 'Verify: Kaveri Fresh' }).click();
    const verify = desk.getByRole('dialog', { name: 'Verify Kaveri Fresh?' });
    await verify.getByRole('button', { name: 'Verify' }).click();
    await verify.waitFor({ state: 'detached' });
    await desk.goto(`${baseUrl}/admin/moderation`);
    const feeCard = desk.getByRole('article').filter({ hasText: feeTitle });
    await feeCard
      .getByText(/registration fee/)
      .first()
      .waitFor();
    await screenIsClean(desk);
    await desk.getByRole('button', { name: `Approve: ${title}` }).click();
    const approve = desk.getByRole('dialog', { name: `Approve: ${title}?` });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await desk.getByRole('article').filter({ hasText: title }).waitFor({ state: 'detached' });
    await feeCard.waitFor();

    // A worker finds it, with the employer's badge (documents checked now), and applies.
    const worker = await signUpWorker('Divya Raman');
    const job = await get<{ data: { EMPLOYER?: { ID: string; LEVEL: string } } }>(
      `getJobById?id=${cleanId}`,
      worker.token,
    );
    expect(job.data.EMPLOYER).toEqual({ ID: organisationId, LEVEL: 'documentsChecked' });
    expect((await post('applyJob', { id: cleanId }, worker.token)).status).toBe(200);

    // The employer, now at a desk, opens the applicants from its jobs list: shortlists, undoes, shortlists
    // again and proposes an interview.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Your jobs' }).first().click();
    await page.getByRole('link', { name: 'Applicants (1)' }).click();
    const row = page.getByRole('row', { name: /Divya Raman/ });
    await row.getByRole('button', { name: 'Shortlist Divya Raman' }).click();
    const undo = row.getByRole('button', { name: 'Undo shortlisting Divya Raman' });
    await undo.click();
    await row.getByRole('button', { name: 'Shortlist Divya Raman' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Shortlisted Applications/ }).click();
    const shortlisted = page.getByRole('row', { name: /Divya Raman/ });
    await shortlisted.getByRole('button', { name: 'Schedule interview with Divya Raman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Interview with Divya Raman' });
    await dialog.getByLabel('Time (IST)').fill('11:00');
    await dialog.getByRole('textbox', { name: /Address/ }).fill('12 Anna Salai, Chennai');
    await dialog.getByRole('button', { name: 'Propose interview' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shortlisted.getByText('Proposed', { exact: true }).waitFor();
    await screenIsClean(page);

    // Another employer's recruiter reaches none of it.
    const other = await otherEmployer();
    for (const path of [
      `getInternalDataById?id=${cleanId}&limit=20`,
      `getApplicationDetails?id=${cleanId}&userId=${worker.id}`,
      `exportApplications?id=${cleanId}`,
      `getEmployerJob?id=${cleanId}`,
      `getEmployerJob?id=${feeId}`,
    ])
      expect((await call(path, other)).status, path).toBe(404);

    // A worker reports the job; the admin suspends the employer from its page: its job leaves search, its
    // people are refused.
    expect((await post('reportJob', { id: cleanId, reason: 'asksForMoney' }, worker.token)).status).toBe(200);
    await desk.goto(`${baseUrl}/admin/employers/${organisationId}`);
    await desk.getByRole('heading', { level: 1, name: 'Kaveri Fresh' }).waitFor();
    await desk.getByRole('button', { name: 'Suspend' }).click();
    const suspend = desk.getByRole('dialog', { name: 'Suspend Kaveri Fresh?' });
    await suspend.getByRole('textbox').fill('Asked applicants for money.');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await suspend.waitFor({ state: 'detached' });
    await desk.getByRole('button', { name: 'Reinstate' }).waitFor();
    await desk.getByText(/Suspended on .*: Asked applicants for money\./).waitFor();
    const open = await get<{ data: { ID: number }[] }>('getAllJobs?limit=100', worker.token);
    expect(open.data.map((row) => row.ID)).not.toContain(cleanId);
    expect([401, 403]).toContain((await call('getEmployerJobs?limit=10', employer)).status);
  });
});
