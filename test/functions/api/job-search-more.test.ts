/**
 * Explore Jobs' search beyond the filters: a bounded read per call (a page may be short with a cursor), a posted
 * job's listings, text search with work from home, and getAllJobs unchanged. Shared set-up: test/support/job-search.ts.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { COUNTED_MAX, countUpTo, listingItems, mostItemsRead } from '#lib/db/job-listings';
import { jobItemKeys } from '#lib/db/keys';
import { createStaff } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob, jobInput } from '#test/support/fixtures';
import { postingBody, uploadLogo } from '#test/support/job-posting';
import { daysAgo, HYDERABAD, job, search, searchFixtures, worker } from '#test/support/job-search';

searchFixtures();

describe('searchJobs reads a bounded page', () => {
  it('answers a short page with a cursor when the filter drops every job it may read, and goes on from there', async () => {
    // More part-time gigs in Nashik than one call reads, then the one full-time job there older than all of them.
    const target = await createJob({
      CITY: 'nashik',
      TYPE: 'JOB',
      SCHEDULE: 'FULL_TIME',
      POSTED_AT: daysAgo(50),
    });
    // Written in batches, each gig's job item and listing items as posting writes them, for speed.
    const items: Record<string, unknown>[] = [];
    for (let n = 0; n < mostItemsRead(10) + 5; n++) {
      const gig = {
        ...jobInput({
          TITLE: 'Gig',
          COMPANY_NAME: 'Nashik Gigs',
          POSITION: 'Gig',
          CITY: 'nashik',
          TYPE: 'GIG',
          SCHEDULE: 'PART_TIME',
        }),
        ID: 1_000_000 + n,
        POSTED_AT: daysAgo(5 + n / 1000),
        STATUS: 'OPEN' as const,
      };
      items.push({ ...jobItemKeys(gig), ...gig }, ...listingItems(gig));
    }
    for (let i = 0; i < items.length; i += 25) {
      const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: batch } }));
      expect(Object.keys(result.UnprocessedItems ?? {})).toEqual([]);
    }
    const first = await search({ limit: '10', city: 'nashik', hours: 'full-time' });
    expect(first.data).toEqual([]);
    expect(first.cursor).toBeDefined();
    const second = await search({
      limit: '10',
      city: 'nashik',
      hours: 'full-time',
      cursor: first.cursor as string,
    });
    expect(second.data.map((item) => item.ID)).toEqual([target.ID]);
    expect(second.cursor).toBeUndefined();
    // A type is a list of its own, in a city too: its first page finds the job behind all the gigs.
    const byType = await search({ limit: '10', city: 'nashik', type: 'job' });
    expect(byType.data.map((item) => item.ID)).toEqual([target.ID]);
    expect(byType.cursor).toBeUndefined();
    // A relaxation's count of a list without a filter stops at COUNTED_MAX.
    expect(await countUpTo({ list: { kind: 'CITY', city: 'nashik' }, order: 'newest', limit: 10 })).toEqual({
      count: COUNTED_MAX,
      more: true,
    });
  });
});

describe('posting a job', () => {
  it('sets its type, hours and monthly earnings, which the search goes by', async () => {
    const admin = await createStaff('admin');
    const logo = await uploadLogo({ admin });
    const body = postingBody(logo, {
      title: 'Night Shift Packer',
      location: 'visakhapatnam',
      workFromHome: 0,
      type: 'JOB',
      schedule: 'FULL_TIME',
      monthlyEarnings: 13_500,
      // Night work: not for minors (the rules against scam postings refuse it open to them).
      eligibility: { minimumAge: 18, education: [], languages: [], unsafeForMinors: ['nightWork'] },
    });
    const posted = await callApi('postJob', { token: admin.token, body });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const { data } = await search({ city: 'visakhapatnam', type: 'job', hours: 'full-time', pay: '13500' });
    expect(data).toEqual([
      expect.objectContaining({
        ID: posted.body.id,
        TITLE: 'Night Shift Packer',
        LOCATION: 'Visakhapatnam',
        TYPE: 'JOB',
        SCHEDULE: 'FULL_TIME',
        MONTHLY_EARNINGS: 13_500,
      }),
    ]);
    expect((await search({ q: 'packer' })).data.map((item) => item.ID)).toEqual([posted.body.id]);
  });

  it('refuses a posting without a type, hours or monthly earnings, naming the field', async () => {
    const admin = await createStaff('admin');
    const logo = await uploadLogo({ admin });
    for (const [field, value] of [
      ['type', 'BOSS'],
      ['schedule', 'WEEKENDS'],
      ['monthlyEarnings', -1],
      ['monthlyEarnings', 12.5],
      ['monthlyEarnings', '9000'],
    ] as const) {
      const response = await callApi('postJob', {
        token: admin.token,
        body: postingBody(logo, { [field]: value }),
      });
      expect(response.status, `${field}=${value}`).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ field }));
    }
  });
});

describe('a text search for work from home', () => {
  it('leaves out a job on site whose words match, which the same search without wfh lists', async () => {
    const onSite = await createJob({
      TITLE: 'Retail Marketing Intern',
      CITY: HYDERABAD,
      WORK_FROM_HOME: 0,
      TYPE: 'INTERNSHIP',
      POSTED_AT: daysAgo(1),
    });
    const idsOf = async (query: Record<string, string>) =>
      (await search({ limit: '100', ...query })).data.map((item) => item.ID);

    expect(await idsOf({ q: 'marketing intern' })).toContain(onSite.ID);
    expect(await idsOf({ q: 'marketing intern', city: HYDERABAD })).toContain(onSite.ID);
    const remote = await idsOf({ q: 'marketing intern', wfh: '1' });
    expect(remote).toContain(job.A?.ID);
    expect(remote).not.toContain(onSite.ID);
    expect(await idsOf({ q: 'retail', wfh: '1' })).toEqual([]);
    // Near me with work from home: the city's own jobs as well as remote ones from anywhere.
    expect(await idsOf({ q: 'marketing', city: HYDERABAD, wfh: '1' })).toEqual(
      expect.arrayContaining([onSite.ID, job.A?.ID, job.E?.ID]),
    );
    const elsewhere = await idsOf({ q: 'marketing', city: 'patna', wfh: '1' });
    expect(elsewhere).toEqual(expect.arrayContaining([job.A?.ID, job.E?.ID]));
    expect(elsewhere).not.toContain(onSite.ID);
  });
});

describe('getAllJobs', () => {
  it('answers the spec fields only, as before', async () => {
    const response = await callApi('getAllJobs', { token: worker.token, query: { limit: '1' } });
    expect(Object.keys(response.body.data[0] as object).sort()).toEqual(
      [
        'COMPANY_NAME',
        'EARNINGS',
        'ID',
        'LOCATION',
        'LOGO_LINK',
        'POSITION',
        'POSTED_AT',
        'TITLE',
        'WORK_FROM_HOME',
        'WORK_HOURS',
      ].sort(),
    );
  });
});
