/**
 * The schema.org `JobPosting` rules search engines list a job by (Google's job posting structured data):
 * required properties, and the recommended ones in the shapes they must take when present. Returns the
 * problems found, none for a valid posting. Used on the builder's output and on the raw HTML the twin serves.
 */
import { Window } from 'happy-dom';

const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);
const SALARY_UNITS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

export function jobPostingProblems(posting: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(posting)) return ['not an object'];
  if (posting['@context'] !== 'https://schema.org/' && posting['@context'] !== 'https://schema.org')
    problems.push('@context is not schema.org');
  if (posting['@type'] !== 'JobPosting') problems.push('@type is not JobPosting');
  if (!text(posting.title)) problems.push('title is missing');
  if (!text(posting.description)) problems.push('description is missing');
  if (!(typeof posting.datePosted === 'string' && ISO_DATE.test(posting.datePosted)))
    problems.push('datePosted is not an ISO 8601 date');
  const organization = posting.hiringOrganization;
  if (!isObject(organization) || organization['@type'] !== 'Organization' || !text(organization.name))
    problems.push('hiringOrganization is not an Organization with a name');
  else if (organization.logo !== undefined && !/^https?:\/\//.test(String(organization.logo)))
    problems.push('hiringOrganization.logo is not an absolute URL');
  const location = posting.jobLocation;
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (location === undefined && !remote) problems.push('neither jobLocation nor jobLocationType TELECOMMUTE');
  if (location !== undefined) {
    const address = isObject(location) ? location.address : undefined;
    if (!isObject(location) || location['@type'] !== 'Place' || !isObject(address))
      problems.push('jobLocation is not a Place with an address');
    else if (address['@type'] !== 'PostalAddress' || !text(address.addressCountry))
      problems.push('jobLocation.address is not a PostalAddress with addressCountry');
    else if (!text(address.addressLocality) && !text(address.addressRegion))
      problems.push('jobLocation.address has neither addressLocality nor addressRegion');
  }
  if (remote) {
    const requirement = posting.applicantLocationRequirements;
    if (!isObject(requirement) || !text(requirement['@type']) || !text(requirement.name))
      problems.push('a TELECOMMUTE job has no applicantLocationRequirements');
  }
  if (posting.validThrough !== undefined && !ISO_DATE.test(String(posting.validThrough)))
    problems.push('validThrough is not an ISO 8601 date');
  if (posting.employmentType !== undefined) {
    const types = Array.isArray(posting.employmentType) ? posting.employmentType : [posting.employmentType];
    if (types.length === 0 || !types.every((type) => EMPLOYMENT_TYPES.has(String(type))))
      problems.push(`employmentType ${JSON.stringify(posting.employmentType)} is not schema.org's`);
  }
  if (posting.baseSalary !== undefined) {
    const salary = posting.baseSalary;
    const value = isObject(salary) ? salary.value : undefined;
    if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount' || salary.currency !== 'INR')
      problems.push('baseSalary is not a MonetaryAmount in INR');
    else if (
      !isObject(value) ||
      value['@type'] !== 'QuantitativeValue' ||
      // One amount (`value`), or a range (`minValue` and `maxValue`), as Google's job posting data takes them.
      !(
        typeof value.value === 'number' ||
        (typeof value.minValue === 'number' &&
          typeof value.maxValue === 'number' &&
          value.minValue <= value.maxValue)
      ) ||
      !SALARY_UNITS.has(String(value.unitText))
    )
      problems.push('baseSalary.value is not a QuantitativeValue with a number (or a range) and a unitText');
  }
  return problems;
}

/** What a crawler reads in a page's raw HTML: head tags by name or property, and the JSON-LD blocks, parsed. */
export function readRawPage(html: string) {
  // A document as a crawler sees it: parsed, no script run, nothing fetched.
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const metaContent = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
    undefined;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as unknown,
  );
  return {
    document,
    title: document.title,
    metaContent,
    jsonLd,
    jobPostings: jsonLd.filter((block) => isObject(block) && block['@type'] === 'JobPosting') as Json[],
    rootText: document.getElementById('root')?.textContent ?? '',
    moduleScripts: [...document.querySelectorAll('script[type="module"]')].map((script) =>
      script.getAttribute('src'),
    ),
  };
}
