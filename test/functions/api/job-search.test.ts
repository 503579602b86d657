/**
 * Explore Jobs' search (searchJobs): each filter, their combinations, both orders and their paging, against
 * a known set of open jobs; closed jobs never listed; a bounded read per call (a page may be short with a
 * cursor); bad input refused naming the field; getAllJobs unchanged.
 */

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { listingItems, mostItemsRead } from '#lib/db/job-listings';
import * as jobs from '#lib/db/jobs';
import { jobItemKeys } from '#lib/db/keys';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob, jobInput } from '#test/support/fixtures';
import { postingBody, uploadLogo } from '#test/support/job-posting';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const HYDERABAD = 'hyderabad-telangana';

let worker: TestAccount;
/** The open jobs, by letter; newest first is A, B, C, D, E. */
const job: Record<string, jobs.StoredJob> = {};

beforeAll(async () => {
  worker = await createWorker();
  const made: jobs.StoredJob[] = [];
  // One at a time: every posting adds to the same jobs count, in its transaction.
  for (const input of [
    {
      TITLE: 'Social Media Marketing Intern',
      COMPANY_NAME: 'Namma Bites',
      POSITION: 'Intern',
      CITY: HYDERABAD,
      LOCATION: 'Hyderabad',
      WORK_FROM_HOME: 1,
      TYPE: 'INTERNSHIP',
      SCHEDULE: 'PART_TIME',
      MONTHLY_EARNINGS: 8_000,
      POSTED_AT: daysAgo(1),
    },
    {
      TITLE: 'Field Survey Executive',
      COMPANY_NAME: 'Bharat Survey Co.',
      POSITION: 'Gig',
      CITY: HYDERABAD,
      LOCATION: 'Hyderabad',
      WORK_FROM_HOME: 0,
      TYPE: 'GIG',
      SCHEDULE: 'PART_TIME',
      MONTHLY_EARNINGS: 4_800,
      POSTED_AT: daysAgo(3),
    },
    {
      TITLE: 'Full Stack Developer Intern',
      COMPANY_NAME: 'CodeCraft Labs',
      POSITION: 'Intern',
      CITY: 'pune',
      LOCATION: 'Pune',
      WORK_FROM_HOME: 1,
      TYPE: 'INTERNSHIP',
      SCHEDULE: 'FULL_TIME',
      MONTHLY_EARNINGS: 20_000,
      POSTED_AT: daysAgo(10),
    },
    {
      TITLE: 'Warehouse Inventory Assistant',
      COMPANY_NAME: 'Dakshin Logistics',
      POSITION: 'Full-time',
      CITY: HYDERABAD,
      LOCATION: 'Hyderabad',
      WORK_FROM_HOME: 0,
      TYPE: 'JOB',
      SCHEDULE: 'FULL_TIME',
      MONTHLY_EARNINGS: 14_000,
      POSTED_AT: daysAgo(20),
    },
    {
      TITLE: 'Marketing Executive',
      COMPANY_NAME: 'Rangoli Events',
      POSITION: 'Full-time',
      CITY: HYDERABAD,
      LOCATION: 'Hyderabad',
      WORK_FROM_HOME: 1,
      TYPE: 'JOB',
      SCHEDULE: 'FULL_TIME',
      MONTHLY_EARNINGS: 16_000,
      POSTED_AT: daysAgo(40),
    },
    // Closed: in no list at all.
    {
      TITLE: 'Marketing Intern',
      CITY: HYDERABAD,
      WORK_FROM_HOME: 1,
      TYPE: 'INTERNSHIP',
      POSTED_AT: daysAgo(2),
    },
  ] satisfies Partial<jobs.NewJob>[]) {
    made.push(await createJob(input));
  }
  for (const [index, letter] of ['A', 'B', 'C', 'D', 'E', 'CLOSED'].entries()) {
    job[letter] = made[index] as jobs.StoredJob;
  }
  await jobs.close(job.CLOSED?.ID as number);
});

async function search(query: Record<string, string>) {
  const response = await callApi('searchJobs', { token: worker.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: Record<string, unknown>[]; cursor?: string; homeCity: string };
}

/** The letters of the jobs a search lists on its first page (limit 100). */
async function found(query: Record<string, string>): Promise<string[]> {
  const { data } = await search({ limit: '100', ...query });
  return data.map((item) => Object.keys(job).find((letter) => job[letter]?.ID === item.ID) ?? `?${item.ID}`);
}

/** Every page of a search, as letters per page. */
async function pages(query: Record<string, string>): Promise<string[][]> {
  const all: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await search({ ...query, ...(cursor ? { cursor } : {}) });
    all.push(page.data.map((item) => Object.keys(job).find((letter) => job[letter]?.ID === item.ID) ?? '?'));
    cursor = page.cursor;
  } while (cursor && all.length < 20);
  return all;
}

describe('searchJobs', () => {
  it('lists every open job newest first with no filter, with the card fields, the filter fields and "near me"', async () => {
    expect(await found({})).toEqual(['A', 'B', 'C', 'D', 'E']);
    const answer = await search({ limit: '1' });
    expect(answer.homeCity).toBe('chennai');
    expect(answer.data[0]).toEqual({
      ID: job.A?.ID,
      TITLE: 'Social Media Marketing Intern',
      COMPANY_NAME: 'Namma Bites',
      LOGO_LINK: job.A?.LOGO_LINK,
      LOCATION: 'Hyderabad',
      WORK_FROM_HOME: 1,
      WORK_HOURS: job.A?.WORK_HOURS,
      EARNINGS: job.A?.EARNINGS,
      POSITION: 'Intern',
      POSTED_AT: job.A?.POSTED_AT,
      TYPE: 'INTERNSHIP',
      SCHEDULE: 'PART_TIME',
      MONTHLY_EARNINGS: 8_000,
    });
  });

  it('filters by city, by work from home, and by both', async () => {
    expect(await found({ city: HYDERABAD })).toEqual(['A', 'B', 'D', 'E']);
    expect(await found({ wfh: '1' })).toEqual(['A', 'C', 'E']);
    expect(await found({ city: HYDERABAD, wfh: '1' })).toEqual(['A', 'E']);
    expect(await found({ city: 'pune', wfh: '1' })).toEqual(['C']);
    expect(await found({ city: 'agra' })).toEqual([]);
  });

  it('filters by type and by work hours', async () => {
    expect(await found({ type: 'internship' })).toEqual(['A', 'C']);
    expect(await found({ type: 'job' })).toEqual(['D', 'E']);
    expect(await found({ type: 'gig' })).toEqual(['B']);
    expect(await found({ hours: 'full-time' })).toEqual(['C', 'D', 'E']);
    expect(await found({ hours: 'part-time' })).toEqual(['A', 'B']);
  });

  it('filters by minimum earnings a month and by the posting date, in either order', async () => {
    expect(await found({ pay: '10000' })).toEqual(['C', 'D', 'E']);
    expect(await found({ pay: '14000' })).toEqual(['C', 'D', 'E']);
    expect(await found({ pay: '14001' })).toEqual(['C', 'E']);
    expect(await found({ posted: '7' })).toEqual(['A', 'B']);
    expect(await found({ posted: '30' })).toEqual(['A', 'B', 'C', 'D']);
    expect(await found({ sort: 'earnings' })).toEqual(['C', 'E', 'D', 'A', 'B']);
    expect(await found({ sort: 'earnings', pay: '10000' })).toEqual(['C', 'E', 'D']);
    expect(await found({ sort: 'earnings', posted: '30' })).toEqual(['C', 'D', 'A', 'B']);
    expect(await found({ sort: 'newest', pay: '5000', posted: '7' })).toEqual(['A']);
  });

  it('finds jobs by the words of their title, company and position, whatever the case and punctuation', async () => {
    expect(await found({ q: 'marketing' })).toEqual(['A', 'E']);
    expect(await found({ q: 'MARKETING, intern!' })).toEqual(['A']);
    expect(await found({ q: 'namma' })).toEqual(['A']);
    expect(await found({ q: 'codecraft developer' })).toEqual(['C']);
    expect(await found({ q: 'full-time' })).toEqual(['D', 'E']);
    expect(await found({ q: 'marketing plumber' })).toEqual([]);
    // Stop words and single letters find by nothing, so they do not narrow the list.
    expect(await found({ q: 'the a' })).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('combines text with every other filter', async () => {
    expect(await found({ q: 'marketing', city: HYDERABAD, wfh: '1' })).toEqual(['A', 'E']);
    expect(await found({ q: 'marketing', type: 'job' })).toEqual(['E']);
    expect(await found({ q: 'intern', city: 'pune' })).toEqual(['C']);
    expect(await found({ q: 'intern', hours: 'full-time', pay: '15000' })).toEqual(['C']);
    expect(await found({ q: 'marketing', posted: '7' })).toEqual(['A']);
    expect(await found({ q: 'marketing', sort: 'earnings' })).toEqual(['E', 'A']);
    expect(await found({ q: 'developer', city: HYDERABAD })).toEqual([]);
  });

  it('combines city, WFH, type, hours, earnings and date', async () => {
    expect(await found({ city: HYDERABAD, type: 'job', hours: 'full-time' })).toEqual(['D', 'E']);
    expect(
      await found({ city: HYDERABAD, type: 'job', hours: 'full-time', pay: '15000', sort: 'earnings' }),
    ).toEqual(['E']);
    expect(await found({ city: HYDERABAD, wfh: '1', type: 'internship', posted: '7' })).toEqual(['A']);
    expect(await found({ wfh: '1', hours: 'full-time', sort: 'earnings', posted: '30' })).toEqual(['C']);
  });

  it('pages every order and filter with the cursor it answers, ending without one', async () => {
    expect(await pages({ limit: '2' })).toEqual([['A', 'B'], ['C', 'D'], ['E']]);
    expect(await pages({ limit: '2', sort: 'earnings' })).toEqual([['C', 'E'], ['D', 'A'], ['B']]);
    expect(await pages({ limit: '1', city: HYDERABAD, hours: 'full-time' })).toEqual([['D'], ['E']]);
    expect(await pages({ limit: '1', q: 'marketing', sort: 'earnings' })).toEqual([['E'], ['A']]);
    expect(await pages({ limit: '5' })).toEqual([['A', 'B', 'C', 'D', 'E']]);
  });

  it('lists a job again once it is reopened, and not once it is closed', async () => {
    const reopened = job.CLOSED as jobs.StoredJob;
    await jobs.setStatus(reopened.ID, 'OPEN');
    const ids = async (query: Record<string, string>) =>
      (await search({ limit: '100', ...query })).data.map((item) => item.ID);
    const lists: Record<string, string>[] = [
      {},
      { city: HYDERABAD, wfh: '1' },
      { q: 'marketing intern' },
      { wfh: '1' },
    ];
    for (const query of lists) {
      expect(await ids(query), JSON.stringify(query)).toContain(reopened.ID);
    }
    await jobs.setStatus(reopened.ID, 'CLOSED');
    for (const query of lists) {
      expect(await ids(query), JSON.stringify(query)).not.toContain(reopened.ID);
    }
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ city: 'atlantis' }, 'city'],
      [{ city: 'Hyderabad' }, 'city'],
      [{ wfh: '0' }, 'wfh'],
      [{ wfh: 'yes' }, 'wfh'],
      [{ type: 'boss' }, 'type'],
      [{ pay: 'lots' }, 'pay'],
      [{ pay: '0' }, 'pay'],
      [{ pay: '-5' }, 'pay'],
      [{ pay: '1.5' }, 'pay'],
      [{ pay: '99999999' }, 'pay'],
      [{ hours: 'weekends' }, 'hours'],
      [{ posted: '14' }, 'posted'],
      [{ sort: 'oldest' }, 'sort'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ limit: '0' }, 'limit'],
      [{ colour: 'blue' }, 'colour'],
    ];
    for (const [query, field] of cases) {
      const response = await callApi('searchJobs', { token: worker.token, query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.message, JSON.stringify(query)).toContain(field);
      expect(response.body.errors, JSON.stringify(query)).toContainEqual(expect.objectContaining({ field }));
    }
  });

  it("refuses another search's cursor with a 400 naming it", async () => {
    const byCity = await search({ limit: '1', city: HYDERABAD });
    const byDate = await search({ limit: '1', posted: '30', q: 'intern' });
    const byEarnings = await search({ limit: '1', sort: 'earnings' });
    const refusals: Record<string, string>[] = [
      { cursor: byCity.cursor as string, city: 'pune' },
      { cursor: byCity.cursor as string },
      { cursor: byEarnings.cursor as string },
      { cursor: byCity.cursor as string, city: HYDERABAD, sort: 'earnings' },
      // The 30-day list's cursor is older than the 7-day list's range.
      { cursor: (await search({ limit: '3', posted: '30' })).cursor as string, posted: '7' },
      { cursor: byDate.cursor as string, q: 'marketing' },
      { cursor: 'not-a-cursor' },
    ];
    for (const query of refusals) {
      // Each a cursor a search answered (a missing one would be sent as no cursor, and answered 200).
      expect(query.cursor, JSON.stringify(query)).toEqual(expect.any(String));
      const response = await callApi('searchJobs', { token: worker.token, query: { limit: '1', ...query } });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ field: 'cursor' }));
    }
  });

  it('is for workers only', async () => {
    const admin = await createStaff('admin');
    expect((await callApi('searchJobs', { token: admin.token })).status).toBe(403);
    expect((await callApi('searchJobs', {})).status).toBe(401);
  });
});

describe('searchJobs reads a bounded page', () => {
  it('answers a short page with a cursor when the filter drops every job it may read, and goes on from there', async () => {
    // More gigs in Nashik than one call reads, then the one job there older than all of them.
    const target = await createJob({ CITY: 'nashik', TYPE: 'JOB', POSTED_AT: daysAgo(50) });
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
    const first = await search({ limit: '10', city: 'nashik', type: 'job' });
    expect(first.data).toEqual([]);
    expect(first.cursor).toBeDefined();
    const second = await search({ limit: '10', city: 'nashik', type: 'job', cursor: first.cursor as string });
    expect(second.data.map((item) => item.ID)).toEqual([target.ID]);
    expect(second.cursor).toBeUndefined();
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
    expect(await idsOf({ q: 'marketing', city: HYDERABAD, wfh: '1' })).toEqual([job.A?.ID, job.E?.ID]);
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
