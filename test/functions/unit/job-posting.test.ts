/**
 * The pure parts of job posting: the job a posting creates, which keys count as a fresh logo upload, which site
 * paths name a logo, and the logo upload's POST policy (what S3 enforces on AWS).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_CACHE_CONTROL, logoKeyOf, logoLink } from '#features/documents/public-logos';
import { jobFromPosting } from '#features/job-posting/posting';
import { jobPostingSchema } from '#shared/domain/job-rules';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.UPLOADS_BUCKET = 'earnlearn-documents';
  process.env.AWS_REGION = 'ap-south-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIAUNITTEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-test-secret';
  // The AWS endpoint: a test process that ran the API tests before may have pointed S3 at s3rver.
  delete process.env.S3_ENDPOINT;
});

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('jobFromPosting', () => {
  it('names every field as the job card and page read them, the city by its display name', () => {
    const posting = jobPostingSchema.parse({
      title: ' Barista Trainee ',
      companyName: 'Chaiwala Cafe',
      logo: `uploads/logos/${uuid}.png`,
      location: 'hyderabad-telangana',
      workFromHome: 0,
      workHours: 'Morning shifts',
      earnings: '₹12,000 a month',
      position: 'Trainee',
      description: 'Make tea and coffee.',
      rolesAndResponsibilities: 'Brew. Serve. Clean.',
      whatYouGet: 'Training. Meals.',
      whoCanApply: 'Anyone 18 or older.',
      type: 'JOB',
      schedule: 'PART_TIME',
      monthlyEarnings: 12_000,
      eligibility: { minimumAge: 18, education: [], languages: ['telugu'], unsafeForMinors: ['nightWork'] },
    });
    expect(jobFromPosting(posting, `/logos/${uuid}.png`)).toEqual({
      TITLE: 'Barista Trainee',
      COMPANY_NAME: 'Chaiwala Cafe',
      LOGO_LINK: `/logos/${uuid}.png`,
      // One way of showing a district for every job: as the jobs posted before the district list.
      LOCATION: 'Hyderabad',
      WORK_FROM_HOME: 0,
      WORK_HOURS: 'Morning shifts',
      EARNINGS: '₹12,000 a month',
      POSITION: 'Trainee',
      DESCRIPTION: 'Make tea and coffee.',
      ROLES_AND_RESPONSIBILITIES: 'Brew. Serve. Clean.',
      WHAT_YOU_GET: 'Training. Meals.',
      WHO_CAN_APPLY: 'Anyone 18 or older.',
      CITY: 'hyderabad-telangana',
      TYPE: 'JOB',
      SCHEDULE: 'PART_TIME',
      MONTHLY_EARNINGS: 12_000,
      ELIGIBILITY: { minimumAge: 18, education: [], languages: ['telugu'], unsafeForMinors: ['nightWork'] },
    });
  });
});

describe('public logos', () => {
  it('maps a logo path to its key under logos/ and nothing else', () => {
    expect(logoKeyOf(`/logos/${uuid}.png`)).toBe(`logos/${uuid}.png`);
    expect(logoKeyOf('/logos/namma-bites.svg')).toBe('logos/namma-bites.svg');
    for (const path of [
      '/logos/',
      '/logos/..',
      '/logos/../documents/1/panCard/x.png',
      '/logos/a/b.png',
      '/logos/.hidden',
      `/uploads/logos/${uuid}.png`,
      `/documents/${uuid}.png`,
      '/logos/x%2F..%2Fy.png',
    ]) {
      expect(logoKeyOf(path), path).toBeUndefined();
    }
    expect(logoLink(`logos/${uuid}.png`)).toBe(`/logos/${uuid}.png`);
    expect(LOGO_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });
});

describe('logo uploads', () => {
  it('accepts only a fresh logo upload key', async () => {
    const { isLogoUploadKey } = await import('#features/documents/logos');
    expect(isLogoUploadKey(`uploads/logos/${uuid}.png`)).toBe(true);
    for (const key of [
      `uploads/42/panCard/${uuid}.png`,
      `documents/42/panCard/${uuid}.png`,
      `logos/${uuid}.png`,
      `uploads/logos/${uuid}.png/../../documents/x.png`,
      `uploads/logos/../documents/${uuid}.png`,
      `uploads/logos/${uuid}.pdf`,
      `uploads/logos/${uuid.toUpperCase()}.png`,
    ]) {
      expect(isLogoUploadKey(key), key).toBe(false);
    }
  });

  it('presigns one png under uploads/logos/, 1 byte to 2 MB, that key only', async () => {
    const { createLogoUploadForm } = await import('#features/documents/logos');
    const upload = await createLogoUploadForm('image/png');
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(upload.key).toMatch(/^uploads\/logos\/[0-9a-f-]{36}\.png$/);
    expect(upload.url).toBe('https://earnlearn-documents.s3.ap-south-1.amazonaws.com/');
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2_097_152]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual({ key: upload.key });
    expect(policy.conditions.filter((c) => Array.isArray(c) && c[0] === 'starts-with')).toEqual([]);
  });
});

describe('applicant count moves', () => {
  it('moves one applicant from one status to another, never to the same one', async () => {
    const { applicantMoved, applicantsOf } = await import('#lib/db/jobs');
    expect(applicantMoved(7, 'APPLIED', 'SHORTLISTED')).toMatchObject({
      Update: {
        Key: { pk: 'JOB#7', sk: 'JOB' },
        UpdateExpression: 'ADD #from :less, #to :more',
        ExpressionAttributeNames: { '#from': 'APPLICANTS_APPLIED', '#to': 'APPLICANTS_SHORTLISTED' },
        ExpressionAttributeValues: { ':less': -1, ':more': 1 },
      },
    });
    expect(() => applicantMoved(7, 'APPLIED', 'APPLIED')).toThrow();
    const job = { APPLICANTS_APPLIED: 3, APPLICANTS_REJECTED: 1 } as Parameters<typeof applicantsOf>[0];
    expect(applicantsOf(job)).toEqual({ APPLIED: 3, SHORTLISTED: 0, SELECTED: 0, REJECTED: 1 });
  });

  it('takes one from the old count only while it is above 0, else keeps it; reads a count below 0 as 0', async () => {
    const { applicantMoved, applicantsOf } = await import('#lib/db/jobs');
    expect(applicantMoved(7, 'APPLIED', 'SHORTLISTED').Update).toMatchObject({
      ConditionExpression: 'attribute_exists(pk) AND #from > :zero',
      UpdateExpression: 'ADD #from :less, #to :more',
    });
    expect(applicantMoved(7, 'APPLIED', 'SHORTLISTED', 'keep').Update).toMatchObject({
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#from) OR #from <= :zero)',
      UpdateExpression: 'ADD #to :more',
      ExpressionAttributeValues: { ':more': 1, ':zero': 0 },
    });
    const job = { APPLICANTS_APPLIED: -2, APPLICANTS_SHORTLISTED: 2 } as Parameters<typeof applicantsOf>[0];
    expect(applicantsOf(job)).toEqual({ APPLIED: 0, SHORTLISTED: 2, SELECTED: 0, REJECTED: 0 });
  });
});
