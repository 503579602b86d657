/**
 * A job as schema.org `JobPosting` structured data, for search engines' job listings. Pure:
 * the page builder (page-html.ts) writes it into the job page's HTML, which crawlers read without JavaScript.
 * Only an open job has it: a closed job's page drops out of structured data.
 */
import type { Job } from '#shared/api/job-shapes';
import { districts } from '#shared/domain/districts';
import { validThrough } from '#shared/domain/job-details';
import type { EarningsUnit } from '#shared/domain/job-earnings';
import type { JobSchedule, JobType } from '#shared/domain/job-rules';
import { placeName } from '#shared/domain/place-name';

/** A job as stored: the public fields, and the facts the filters go by where the job has them. */
export type PageJob = Job & {
  /** The district id of LOCATION. */
  CITY?: string;
  TYPE?: JobType;
  SCHEDULE?: JobSchedule;
  /** The admin's estimate of EARNINGS in whole rupees a month. */
  MONTHLY_EARNINGS?: number;
  /** The last day (IST) the job takes applications, where the poster gave one. */
  APPLY_BY?: string;
};

/** The section titles of the job page (the SPA's English ones), for the description's HTML. */
export const SECTION_TITLES = {
  roles: 'Roles & Responsibilities',
  whatYouGet: 'What you get',
  whoCanApply: 'Who can Apply',
} as const;

/** The job page lists the last three texts as items split at each full stop (spec section 2). */
export function splitAtFullStops(text: string): string[] {
  return text
    .split('.')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Text for HTML, every character that could open markup or an attribute escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for inside `<script type="application/ld+json">`: `<` (so no `</script>` or `<!--` can end or bend the
 * element), `>`, `&` and the line separators U+2028/2029 as \u escapes, which JSON reads back as the same text.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute http(s) address of `link` on `siteUrl` (a logo under /logos/), or undefined for anything else. */
export function absoluteUrl(link: string, siteUrl: string): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, siteUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The job's texts as the description's HTML, as Google asks for it: paragraphs and lists, escaped. */
export function descriptionHtml(job: PageJob): string {
  const list = (title: string, text: string) => {
    const items = splitAtFullStops(text);
    if (items.length === 0) return '';
    return `<p><strong>${escapeHtml(title)}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  };
  return [
    `<p>${escapeHtml(job.DESCRIPTION)}</p>`,
    list(SECTION_TITLES.roles, job.ROLES_AND_RESPONSIBILITIES),
    list(SECTION_TITLES.whatYouGet, job.WHAT_YOU_GET),
    list(SECTION_TITLES.whoCanApply, job.WHO_CAN_APPLY),
  ].join('');
}

/** schema.org employmentType values of a job's kind and schedule. */
export function employmentTypes(job: PageJob): string[] {
  const types: string[] = [];
  if (job.TYPE === 'INTERNSHIP') types.push('INTERN');
  if (job.TYPE === 'GIG') types.push('CONTRACTOR');
  if (job.SCHEDULE) types.push(job.SCHEDULE);
  return types;
}

/** The state of a job's district, where LOCATION is one of the list's districts. */
function regionOf(job: PageJob): string | undefined {
  const district =
    districts.find((entry) => entry.id === job.CITY) ??
    districts.find((entry) => entry.name === job.LOCATION);
  return district?.state;
}

/** The job's JobPosting, or undefined for a closed job (it drops out of structured data). */
export function jobPostingJsonLd(job: PageJob, siteUrl: string): Record<string, unknown> | undefined {
  if (job.STATUS === 'CLOSED') return undefined;
  const logo = absoluteUrl(job.LOGO_LINK, siteUrl);
  const region = regionOf(job);
  const place = placeName(job.LOCATION).trim();
  const remote = job.WORK_FROM_HOME === 1;
  const types = employmentTypes(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.TITLE,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: 'Earnlearn', value: String(job.ID) },
    url: new URL(`/jobs/${job.ID}`, siteUrl).href,
    datePosted: job.POSTED_AT,
    ...(job.APPLY_BY ? { validThrough: validThrough(job.APPLY_BY) } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.COMPANY_NAME,
      ...(logo ? { logo } : {}),
      // An employer that posts its own jobs: its page here, and how far Earnlearn verified it.
      ...(job.EMPLOYER
        ? {
            sameAs: new URL(`/employers/${job.EMPLOYER.ID}`, siteUrl).href,
            identifier: {
              '@type': 'PropertyValue',
              name: 'Earnlearn verification',
              value: job.EMPLOYER.LEVEL,
            },
          }
        : {}),
    },
    // A job with a place has it, work from home or not (a job that may also be done from home is both).
    ...(place
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: place,
              ...(region ? { addressRegion: region } : {}),
              addressCountry: 'IN',
            },
          },
        }
      : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {}),
    ...(types.length === 1
      ? { employmentType: types[0] }
      : types.length > 1
        ? { employmentType: types }
        : {}),
    ...baseSalaryOf(job),
  };
}

/** schema.org's unitText of the pay units it has: the others are given as the month's estimate. */
const SALARY_UNITS: Partial<Record<EarningsUnit, string>> = {
  HOUR: 'HOUR',
  DAY: 'DAY',
  WEEK: 'WEEK',
  MONTH: 'MONTH',
};

/**
 * The job's baseSalary: its pay as given (an amount or a range per hour, day, week or month), else the
 * month's estimate; none without either.
 */
function baseSalaryOf(job: PageJob): Record<string, unknown> {
  const unitText = job.PAY ? SALARY_UNITS[job.PAY.unit] : undefined;
  if (job.PAY && unitText) {
    const { amount, upTo } = job.PAY;
    return {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value:
          upTo === undefined
            ? { '@type': 'QuantitativeValue', value: amount, unitText }
            : { '@type': 'QuantitativeValue', minValue: amount, maxValue: upTo, unitText },
      },
    };
  }
  if (job.MONTHLY_EARNINGS === undefined || job.MONTHLY_EARNINGS <= 0) return {};
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', value: job.MONTHLY_EARNINGS, unitText: 'MONTH' },
    },
  };
}
