/**
 * Job pages anyone can open and share: the JobPosting structured data, the link-preview tags
 * and the page's visible text, built from the SPA's index.html without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, type PageJob, scriptSafeJson } from '#features/job-pages/json-ld';
import { buildJobPageHtml, pageDescription, withRootContent } from '#features/job-pages/page-html';
import { jobPostingProblems, readRawPage } from '#test/support/job-posting-schema';

const SITE = 'https://earnlearn.in';

/** The SPA's built index.html, as vite writes it. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Earnlearn: internships, part-time jobs and gig work for students in India." />
    <title>Earnlearn: earn while learning</title>
    <script type="module" crossorigin src="/assets/index-Bx7fK2.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Earnlearn needs JavaScript to run.</noscript>
  </body>
</html>`;

const job: PageJob = {
  ID: 42,
  TITLE: 'Marketing Intern',
  COMPANY_NAME: 'Acme Foods',
  LOGO_LINK: '/logos/acme.png',
  LOCATION: 'Hyderabad (Telangana)',
  CITY: 'hyderabad-telangana',
  WORK_FROM_HOME: 0,
  WORK_HOURS: '4 hours a day',
  EARNINGS: '₹8,000 a month',
  POSITION: 'Intern',
  POSTED_AT: '2026-11-20T09:30:00.000Z',
  STATUS: 'OPEN',
  DESCRIPTION: 'Help our marketing team reach students across the city.',
  ROLES_AND_RESPONSIBILITIES: 'Run campus events. Post on social media.',
  WHAT_YOU_GET: 'A certificate. A letter of recommendation.',
  WHO_CAN_APPLY: 'Students of any year.',
  TYPE: 'INTERNSHIP',
  SCHEDULE: 'PART_TIME',
  MONTHLY_EARNINGS: 8000,
};

describe('the JobPosting structured data', () => {
  it("has schema.org's required fields and, known here, the recommended baseSalary in INR", () => {
    const posting = jobPostingJsonLd(job, SITE);
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      title: 'Marketing Intern',
      datePosted: '2026-11-20T09:30:00.000Z',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Foods',
        logo: 'https://earnlearn.in/logos/acme.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN' },
      },
      employmentType: ['INTERN', 'PART_TIME'],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', value: 8000, unitText: 'MONTH' },
      },
    });
    expect(posting?.description).toContain('<li>Run campus events</li>');
  });

  it("names an employer's own page and its verification level for a job it posted itself, and neither for ours", () => {
    const posting = jobPostingJsonLd(
      { ...job, EMPLOYER: { ID: 'Qw3rTy_uIoP-asDf', LEVEL: 'documentsChecked' } },
      SITE,
    );

    expect(posting?.hiringOrganization).toMatchObject({
      name: 'Acme Foods',
      sameAs: 'https://earnlearn.in/employers/Qw3rTy_uIoP-asDf',
      identifier: { '@type': 'PropertyValue', name: 'Earnlearn verification', value: 'documentsChecked' },
    });
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(jobPostingJsonLd(job, SITE)?.hiringOrganization).not.toHaveProperty('sameAs');
  });

  it('names validThrough (the end of the apply-by day in IST) when the job has one, and leaves it out otherwise', () => {
    expect(jobPostingJsonLd(job, SITE)).not.toHaveProperty('validThrough');
    const dated = jobPostingJsonLd({ ...job, APPLY_BY: '2026-12-31' }, SITE);
    expect(dated).toHaveProperty('validThrough', '2026-12-31T23:59:59+05:30');
    expect(jobPostingProblems(dated)).toEqual([]);
  });

  it("gives the pay as posted (a range per hour) as baseSalary, and a per-delivery pay as the month's estimate", () => {
    const hourly = jobPostingJsonLd({ ...job, PAY: { unit: 'HOUR', amount: 120, upTo: 150 } }, SITE);
    expect(hourly?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 120, maxValue: 150, unitText: 'HOUR' },
    });
    expect(jobPostingProblems(hourly)).toEqual([]);
    const perDelivery = jobPostingJsonLd({ ...job, PAY: { unit: 'DELIVERY', amount: 80 } }, SITE);
    expect(perDelivery?.baseSalary).toMatchObject({
      value: { value: job.MONTHLY_EARNINGS, unitText: 'MONTH' },
    });
  });

  it('marks a work-from-home job TELECOMMUTE, open to applicants in India', () => {
    const posting = jobPostingJsonLd({ ...job, WORK_FROM_HOME: 1, LOCATION: '', CITY: undefined }, SITE);
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('is refused by the schema check without a location or a hiring organization', () => {
    const posting = jobPostingJsonLd(job, SITE) as Record<string, unknown>;
    const { jobLocation: _, ...placeless } = posting;
    expect(jobPostingProblems(placeless)).toContain('neither jobLocation nor jobLocationType TELECOMMUTE');
    expect(jobPostingProblems({ ...posting, hiringOrganization: 'Acme' })).toContain(
      'hiringOrganization is not an Organization with a name',
    );
  });

  it('leaves out baseSalary for a job with no monthly estimate, and is none at all for a closed job', () => {
    const { MONTHLY_EARNINGS: _, ...unestimated } = job;
    expect(jobPostingJsonLd(unestimated, SITE)).not.toHaveProperty('baseSalary');
    expect(jobPostingJsonLd({ ...job, STATUS: 'CLOSED' }, SITE)).toBeUndefined();
  });

  it('escapes < > & in the JSON so no text can end the script element', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script> & <!--' });
  });
});

describe('the page HTML', () => {
  it('carries the title, description, Open Graph tags and the JobPosting, and keeps the SPA scripts', () => {
    const page = readRawPage(buildJobPageHtml(TEMPLATE, { job }, SITE));
    expect(page.title).toBe('Marketing Intern at Acme Foods | Earnlearn');
    expect(page.metaContent('description')).toContain('Hyderabad · ₹8,000 a month. Help our marketing team');
    expect(page.metaContent('og:title')).toBe('Marketing Intern at Acme Foods | Earnlearn');
    expect(page.metaContent('og:description')).toBe(page.metaContent('description'));
    expect(page.metaContent('og:image')).toBe('https://earnlearn.in/logos/acme.png');
    expect(page.metaContent('og:url')).toBe('https://earnlearn.in/jobs/42');
    expect(page.metaContent('og:type')).toBe('website');
    expect(page.metaContent('robots')).toBeUndefined();
    // The home page's own title and description are replaced, not repeated.
    expect(page.document.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
    expect(page.jobPostings).toHaveLength(1);
    expect(jobPostingProblems(page.jobPostings[0])).toEqual([]);
    expect(page.moduleScripts).toEqual(['/assets/index-Bx7fK2.js']);
  });

  it("shows the job's text in #root before any JavaScript runs", () => {
    const page = readRawPage(buildJobPageHtml(TEMPLATE, { job }, SITE));
    const heading = page.document.querySelector('#root h1');
    expect(heading?.textContent).toBe('Marketing Intern');
    for (const text of [
      'Acme Foods',
      'Work From Home',
      'Not Available',
      'Post on social media',
      'Students of any year',
    ])
      expect(page.rootText).toContain(text);
  });

  it('says a closed job is closed, asks not to be indexed, and has no JobPosting', () => {
    const page = readRawPage(buildJobPageHtml(TEMPLATE, { job: { ...job, STATUS: 'CLOSED' } }, SITE));
    expect(page.rootText).toContain('This job is closed and no longer takes applications.');
    expect(page.title).toContain('(closed)');
    expect(page.metaContent('robots')).toBe('noindex');
    expect(page.jobPostings).toEqual([]);
    expect(pageDescription({ ...job, STATUS: 'CLOSED' })).toMatch(/^This job is closed/);
  });

  it("answers a missing job with the SPA's not-found text and noindex", () => {
    const page = readRawPage(buildJobPageHtml(TEMPLATE, { job: undefined }, SITE));
    expect(page.rootText).toContain("Oops, This page isn't available");
    expect(page.metaContent('robots')).toBe('noindex');
    expect(page.jsonLd).toEqual([]);
    expect(page.metaContent('og:title')).toBeUndefined();
  });

  it('escapes every staff-typed text: no element, attribute or script comes from a job', () => {
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const html = buildJobPageHtml(
      TEMPLATE,
      {
        job: {
          ...job,
          TITLE: hostile,
          COMPANY_NAME: hostile,
          DESCRIPTION: hostile,
          WHO_CAN_APPLY: hostile,
          LOGO_LINK: `javascript:alert(3)`,
        },
      },
      SITE,
    );
    const page = readRawPage(html);
    expect(page.document.querySelectorAll('script:not([type])')).toHaveLength(0);
    expect(page.document.querySelectorAll('[onerror], img[src="x"]')).toHaveLength(0);
    expect(page.metaContent('og:image')).toBeUndefined();
    expect(page.document.querySelector('#root h1')?.textContent).toBe(hostile);
    expect(page.jobPostings[0]?.title).toBe(hostile);
    expect(page.moduleScripts).toEqual(['/assets/index-Bx7fK2.js']);
  });

  it('replaces whatever a prerendered template had in #root', () => {
    const prerendered = TEMPLATE.replace(
      '<div id="root"></div>',
      '<div id="root"><div class="home"><div>Home</div><p>Looking for Work</p></div></div>',
    );
    const html = withRootContent(prerendered, '<main>Job</main>');
    expect(html).toContain('<div id="root"><main>Job</main></div>');
    expect(html).not.toContain('Looking for Work');
  });
});
