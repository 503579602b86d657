/**
 * Employers on the twin, end to end: a business signs up from /client in headless Chromium at 360 px (its work
 * e-mail confirmed by the code from the local inbox, axe clean), creates its organisation, posts a clean job and
 * a second asking for a "registration fee", which waits with that hit; the admin approves the clean one, a worker
 * applies, the employer shortlists them and proposes an interview, another employer's recruiter gets a 404 for the job, its
 * applicants and its export, a worker reports the job, and the admin suspends the employer: its job leaves
 * search. Each screen's states are proven in test/web, each rule in test/functions/api.
 */
import { describe, expect, inject, it, vi } from 'vitest';
import { seriousAccessibilityProblems } from '#test/support/axe';
import { browserForThisFile, JOURNEY_TIMEOUT_MS, openPage, requestsSettled } from '#test/support/browser';
import { call, demoAdmin, get, post, signUpWorker } from '#test/support/e2e-api';
import { latestEmailTo } from '#test/support/email';
import { postingBody } from '#test/support/job-posting';

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

/** An employer's posting: the admin's form without the company (the server takes the organisation's). */
function posting(overrides: Parameters<typeof postingBody>[1] = {}) {
  const { companyName: _company, logo: _logo, ...body } = postingBody('unused', overrides);
  return { ...body, submit: true };
}

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

describe('employers on Earnlearn', () => {
  it('sign up from /client, post (a fee held for review), shortlist and invite to an interview, stay in their own data, and are suspended', async () => {
    const domain = `kaveri-${Date.now()}.in`;
    const email = `meena@${domain}`;

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
    await requestsSettled(page);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const token = await page.evaluate(() => sessionStorage.getItem('employerToken'));
    expect(token).toBeTruthy();
    const employer = token as string;

    // Its organisation; the work e-mail at its website's domain earns the second level.
    const created = await post<{ organisation: { id: string; level: string } }>(
      'createOrganisation',
      organisationForm(domain),
      employer,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.organisation.level).toBe('domainMatches');
    const organisationId = created.body.organisation.id;

    // A clean job waits for an admin (the documents are not checked yet); one asking for a fee waits with that hit.
    const clean = await post<{ id: number; state: string }>(
      'postEmployerJob',
      posting({ title: 'Kaveri billing assistant', translations: { hi: HINDI } }),
      employer,
    );
    expect(clean.body, JSON.stringify(clean.body)).toMatchObject({ state: 'inReview', hits: [] });
    const fee = await post<{ id: number; state: string; hits: { rule: string }[] }>(
      'postEmployerJob',
      posting({ title: 'Kaveri packing helper', whatYouGet: 'Pay a registration fee of ₹500 to join.' }),
      employer,
    );
    expect(fee.body.state).toBe('inReview');
    expect(fee.body.hits.length).toBeGreaterThan(0);

    // The admin's queue holds both with their hits; the clean one is approved and goes live.
    const admin = await demoAdmin().session();
    const queue = await get<{ data: { id: number; version: number; hits: unknown[] }[] }>(
      'getModerationQueue?limit=100',
      admin.token,
    );
    const queued = (id: number) => queue.data.find((row) => row.id === id);
    expect(queued(fee.body.id)?.hits.length).toBeGreaterThan(0);
    const cleanRow = queued(clean.body.id);
    expect(cleanRow).toBeDefined();
    const approved = await post(
      'decideModeration',
      { id: clean.body.id, version: cleanRow?.version, decision: 'approve' },
      admin.token,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // A worker finds it, with the employer's badge, and applies.
    const worker = await signUpWorker('Divya Raman');
    const job = await get<{ data: { EMPLOYER?: { ID: string; LEVEL: string } } }>(
      `getJobById?id=${clean.body.id}`,
      worker.token,
    );
    expect(job.data.EMPLOYER).toEqual({ ID: organisationId, LEVEL: 'domainMatches' });
    expect((await post('applyJob', { id: clean.body.id }, worker.token)).status).toBe(200);

    // The employer sees the applicant, shortlists them and proposes an interview.
    const applicants = await get<{ data: { USER_ID: number }[] }>(
      `getInternalDataById?id=${clean.body.id}&limit=20`,
      employer,
    );
    expect(applicants.data.map((row) => row.USER_ID)).toEqual([worker.id]);
    const shortlisted = await post(
      'reviewApplication',
      { id: clean.body.id, userId: worker.id, status: 'APPLIED', decision: 'accept' },
      employer,
    );
    expect(shortlisted.status, JSON.stringify(shortlisted.body)).toBe(200);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const interview = await post(
      'scheduleInterview',
      {
        id: clean.body.id,
        userId: worker.id,
        date: inThreeDays,
        time: '11:00',
        place: '12 Anna Salai, Chennai',
      },
      employer,
    );
    expect(interview.status, JSON.stringify(interview.body)).toBe(200);

    // Another employer's recruiter reaches none of it.
    const other = await otherEmployer();
    for (const path of [
      `getInternalDataById?id=${clean.body.id}&limit=20`,
      `getApplicationDetails?id=${clean.body.id}&userId=${worker.id}`,
      `exportApplications?id=${clean.body.id}`,
      `getEmployerJob?id=${clean.body.id}`,
    ])
      expect((await call(path, other)).status, path).toBe(404);

    // A worker reports the job; the admin suspends the employer: its job leaves search, its people are refused.
    expect(
      (await post('reportJob', { id: clean.body.id, reason: 'asksForMoney' }, worker.token)).status,
    ).toBe(200);
    const suspended = await post(
      'suspendEmployer',
      { id: organisationId, reason: 'Asked applicants for money.' },
      admin.token,
    );
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const open = await get<{ data: { ID: number }[] }>('getAllJobs?limit=100', worker.token);
    expect(open.data.map((row) => row.ID)).not.toContain(clean.body.id);
    expect([401, 403]).toContain((await call('getEmployerJobs?limit=10', employer)).status);
  });
});
