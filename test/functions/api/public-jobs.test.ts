/**
 * The public jobs (issue 40 item 1): searchPublicJobs runs Explore's search for anyone; the pages function
 * (functions/pages/job-page.ts, as CloudFront's /jobs, /jobs/*, /sitemap* and /robots.txt behaviours reach it)
 * answers the list and its category pages as raw HTML in the visitor's language with hreflang alternates, the
 * job page in that language with similar jobs, and the sitemap that lists them.
 */
import { describe, expect, it } from 'vitest';
import { pageResponse } from '#functions/pages/job-page';
import { toApiGatewayEvent } from '#infra/local/events';
import * as jobs from '#lib/db/jobs';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';
import { readRawPage } from '#test/support/job-posting-schema';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Earnlearn</title><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';
const site = process.env.SITE_URL?.replace(/\/+$/, '') || 'https://earnlearn.example';

async function get(url: string, headers: Record<string, string> = {}) {
  const event = toApiGatewayEvent(
    { method: 'GET', url, headers: { host: 'earnlearn.example', ...headers } },
    'GET /jobs',
  );
  const id = /^\/jobs\/([0-9]+)/.exec(url)?.[1];
  if (id) event.pathParameters = { id };
  const answer = await pageResponse(event, TEMPLATE);
  const body = String(answer.body ?? '');
  return { ...answer, body, page: readRawPage(body) };
}

const hindiCard = {
  TITLE: 'डेटा एंट्री इंटर्न हैदराबाद',
  LOCATION: 'हैदराबाद',
  WORK_HOURS: 'रोज़ 6 घंटे',
  EARNINGS: '₹9,000 प्रति माह',
  POSITION: 'इंटर्न',
  DESCRIPTION: 'रोज़ के ऑर्डर दर्ज करें।',
  ROLES_AND_RESPONSIBILITIES: 'ऑर्डर दर्ज करें। बिल जाँचें।',
  WHAT_YOU_GET: 'प्रमाणपत्र।',
  WHO_CAN_APPLY: 'छात्र।',
  MACHINE: false,
};

function hyderabadInternship(title: string) {
  return createJob({
    TITLE: title,
    LOCATION: 'Hyderabad (Telangana)',
    CITY: 'hyderabad-telangana',
    WORK_FROM_HOME: 0,
    TYPE: 'INTERNSHIP',
    TRANSLATIONS: { hi: hindiCard },
  });
}

describe('searchPublicJobs', () => {
  it("answers anyone, without signing in, with Explore's search: the filters' jobs and nothing else", async () => {
    const job = await hyderabadInternship('Data Entry Intern Public');
    const elsewhere = await createJob({ TYPE: 'INTERNSHIP' });

    const answer = await callApi('searchPublicJobs', {
      query: { city: 'hyderabad-telangana', type: 'internship', limit: '50' },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = answer.body.data.map((listed) => listed.ID);
    expect(ids).toContain(job.ID);
    expect(ids).not.toContain(elsewhere.ID);
    expect(answer.body).not.toHaveProperty('homeCity');
  });

  it('refuses a filter it does not know the value of, naming it', async () => {
    const answer = await callApi('searchPublicJobs', {
      query: { type: 'apprenticeship' } as Record<string, string>,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('type must be internship, job or gig');
  });
});

describe('the public list, raw HTML', () => {
  it('lists /jobs?city=hyderabad in Hindi with the listings, the canonical and the hreflang alternates', async () => {
    const job = await hyderabadInternship('Data Entry Intern Hyderabad');

    const answer = await get('/jobs?city=hyderabad&lang=hi');

    expect(answer.statusCode).toBe(200);
    const { document } = answer.page;
    expect(document.documentElement.getAttribute('lang')).toBe('hi');
    expect(document.querySelector('#root h1')?.textContent).toBe('Hyderabad में नौकरियाँ और इंटर्नशिप');
    const link = document.querySelector(`#root a[href="/jobs/${job.ID}?lang=hi"]`);
    expect(link?.textContent).toBe(hindiCard.TITLE);
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(`${site}/jobs?city=hyderabad&lang=hi`);
    const alternates = Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((tag) => [
        tag.getAttribute('hreflang'),
        tag.getAttribute('href'),
      ]),
    );
    expect(alternates).toEqual({
      en: `${site}/jobs?city=hyderabad&lang=en`,
      hi: `${site}/jobs?city=hyderabad&lang=hi`,
      te: `${site}/jobs?city=hyderabad&lang=te`,
      'x-default': `${site}/jobs?city=hyderabad`,
    });
    expect(answer.page.metaContent('robots')).toBeUndefined();
    expect(answer.page.moduleScripts).toEqual(['/assets/index-x.js']);
    expect(answer.headers?.['cache-control']).toContain('s-maxage=60');

    // ... and that address is in the sitemap: the index names the pages' file, which lists it.
    const index = await get('/sitemap.xml');
    expect(index.headers?.['content-type']).toContain('application/xml');
    expect(index.body).toContain(`<loc>${site}/sitemaps/pages.xml</loc>`);
    const pages = await get('/sitemaps/pages.xml');
    expect(pages.body).toContain(`<loc>${site}/jobs?city=hyderabad&amp;lang=hi</loc>`);
    expect(pages.body).toContain(
      `<xhtml:link rel="alternate" hreflang="te" href="${site}/jobs?city=hyderabad&amp;lang=te"/>`,
    );
  });

  it("answers without ?lang= in the browser's language, varying on it", async () => {
    await hyderabadInternship('Data Entry Intern Accept');
    const answer = await get('/jobs?city=hyderabad', { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' });
    expect(answer.page.document.documentElement.getAttribute('lang')).toBe('te');
    expect(answer.headers?.vary).toBe('Accept-Language');
    expect(answer.page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site}/jobs?city=hyderabad&lang=te`,
    );
  });

  it('redirects the path form and a district id to the one canonical address, its language kept', async () => {
    const alias = await get('/jobs/in/hyderabad?lang=hi');
    expect(alias.statusCode).toBe(301);
    expect(alias.headers?.location).toBe('/jobs?city=hyderabad&lang=hi');
    const id = await get('/jobs?city=hyderabad-telangana&type=internship');
    expect(id.statusCode).toBe(301);
    expect(id.headers?.location).toBe('/jobs?city=hyderabad&type=internship');
  });

  it('lists a search that is no category page, but keeps it out of search results', async () => {
    const answer = await get('/jobs?q=data&lang=en');
    expect(answer.statusCode).toBe(200);
    expect(answer.page.metaContent('robots')).toBe('noindex, follow');
  });
});

describe('the job page in the visitor’s language', () => {
  it('shows the job in Hindi with its labels, canonical, alternates and similar jobs linked', async () => {
    const job = await hyderabadInternship('Data Entry Intern Page');
    const other = await hyderabadInternship('Data Entry Intern Other');

    const answer = await get(`/jobs/${job.ID}?lang=hi`);

    expect(answer.statusCode).toBe(200);
    const { document } = answer.page;
    expect(document.querySelector('#root h1')?.textContent).toBe(hindiCard.TITLE);
    expect(answer.page.rootText).toContain('काम के घंटे');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site}/jobs/${job.ID}?lang=hi`,
    );
    expect(document.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(
      `${site}/jobs/${job.ID}`,
    );
    const similar = [...document.querySelectorAll('#similar-jobs + ul a')].map((a) => a.getAttribute('href'));
    expect(similar).toContain(`/jobs/${other.ID}?lang=hi`);
    expect(similar).not.toContain(`/jobs/${job.ID}?lang=hi`);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it("lists today's file in the index, and an open job in its day's file in every language; not a closed one", async () => {
    const job = await createJob();
    const closed = await createJob();
    await jobs.close(closed.ID);
    const day = job.POSTED_AT.slice(0, 10);

    const index = await get('/sitemap.xml');
    expect(index.body).toContain(`<loc>${site}/sitemaps/jobs-${day}.xml</loc>`);
    const file = await get(`/sitemaps/jobs-${day}.xml`);
    for (const language of ['en', 'hi', 'te'])
      expect(file.body).toContain(`<loc>${site}/jobs/${job.ID}?lang=${language}</loc>`);
    expect(file.body).not.toContain(`/jobs/${closed.ID}?`);
    expect((await get('/sitemaps/nothing.xml')).statusCode).toBe(404);
  });

  it('keeps crawlers out of the API, the back offices, the employer area and the stand-ins, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers?.['content-type']).toContain('text/plain');
    for (const line of [
      'Disallow: /api/',
      'Disallow: /admin/',
      'Disallow: /internal/',
      'Disallow: /employer/',
      'Disallow: /dev/',
    ])
      expect(robots.body).toContain(line);
    // The employers' public pages (/employers/...) stay open: no bare "Disallow: /employer".
    expect(robots.body.split('\n')).not.toContain('Disallow: /employer');
    expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
