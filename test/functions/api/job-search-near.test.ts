/**
 * Near me by distance (decision 620): `searchJobs` with `near` lists the jobs of the worker's district, then of
 * the next nearest districts (district-centroids.data.json), each newest first, up to NEAR_RADIUS_KM; with
 * work from home, the remote jobs first; pages that follow one another without a job twice or missed.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { listingItems, mostItemsRead } from '#lib/db/job-listings';
import type * as jobs from '#lib/db/jobs';
import { jobItemKeys } from '#lib/db/keys';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob, jobInput } from '#test/support/fixtures';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let worker: TestAccount;
const job: Record<string, jobs.StoredJob> = {};

// Lucknow's neighbours by the centroids: Unnao 38 km, Barabanki 44 km, Kanpur Nagar 84 km; New Delhi 413 km.
const FIXTURES: Record<string, Partial<jobs.NewJob>> = {
  lucknowOnsite: { CITY: 'lucknow', LOCATION: 'Lucknow', WORK_FROM_HOME: 0, POSTED_AT: daysAgo(2) },
  lucknowRemote: { CITY: 'lucknow', LOCATION: 'Lucknow', WORK_FROM_HOME: 1, POSTED_AT: daysAgo(5) },
  unnao: { CITY: 'unnao', LOCATION: 'Unnao', WORK_FROM_HOME: 0, POSTED_AT: daysAgo(1) },
  barabankiGig: {
    CITY: 'barabanki',
    LOCATION: 'Barabanki',
    WORK_FROM_HOME: 0,
    TYPE: 'GIG',
    POSTED_AT: daysAgo(3),
  },
  kanpur: { CITY: 'kanpur nagar', LOCATION: 'Kanpur', WORK_FROM_HOME: 0, POSTED_AT: daysAgo(1) },
  delhi: { CITY: 'new delhi', LOCATION: 'New Delhi', WORK_FROM_HOME: 0, POSTED_AT: daysAgo(1) },
  puneRemote: { CITY: 'pune', LOCATION: 'Pune', WORK_FROM_HOME: 1, POSTED_AT: daysAgo(1) },
};

beforeAll(async () => {
  worker = await createWorker();
  for (const [name, input] of Object.entries(FIXTURES)) {
    job[name] = await createJob({ TYPE: 'JOB', ...input });
  }
});

type Found = { data: { ID: number; DISTANCE_KM?: number }[]; cursor?: string; near?: unknown };

async function search(query: Record<string, string>): Promise<Found> {
  const response = await callApi('searchJobs', { token: worker.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Found;
}

const nameOf = (id: number) => Object.keys(job).find((name) => job[name]?.ID === id) ?? `?${id}`;

/** Every page of a search, by name and distance, following the cursors (and how many calls it took). */
async function everyPage(query: Record<string, string>) {
  const listed: [string, number | undefined][] = [];
  let cursor: string | undefined;
  let calls = 0;
  do {
    const page = await search({ ...query, ...(cursor ? { cursor } : {}) });
    calls += 1;
    listed.push(
      ...page.data.map((item): [string, number | undefined] => [nameOf(item.ID), item.DISTANCE_KM]),
    );
    cursor = page.cursor;
  } while (cursor !== undefined && calls < 50);
  return { listed, calls };
}

describe('near me sorts by distance', () => {
  it("lists the district's jobs, then the nearest districts', each newest first, to the radius", async () => {
    const { listed } = await everyPage({ limit: '100', near: 'lucknow' });
    expect(listed).toEqual([
      ['lucknowOnsite', 0],
      ['lucknowRemote', 0],
      ['unnao', 38],
      ['barabankiGig', 44],
      ['kanpur', 84],
    ]);
    const first = await search({ limit: '100', near: 'lucknow' });
    expect(first.near).toEqual({ city: 'lucknow', radiusKm: 200 });
  });

  it('pages through the same order, a job never twice, each page at most the limit', async () => {
    const whole = await everyPage({ limit: '100', near: 'lucknow' });
    const paged = await everyPage({ limit: '2', near: 'lucknow' });
    expect(paged.listed).toEqual(whole.listed);
    expect(paged.calls).toBeGreaterThanOrEqual(3);
    const first = await search({ limit: '2', near: 'lucknow' });
    expect(first.data.map((item) => nameOf(item.ID))).toEqual(['lucknowOnsite', 'lucknowRemote']);
    // Highest earnings first within each district: the same districts in the same order, a job at a time.
    const byEarnings = await everyPage({ limit: '1', near: 'lucknow', sort: 'earnings' });
    expect(byEarnings.listed.map(([, km]) => km)).toEqual([0, 0, 38, 44, 84]);
    expect(byEarnings.listed.map(([name]) => name).sort()).toEqual(whole.listed.map(([name]) => name).sort());
  });

  it('with work from home, lists the remote jobs from anywhere first, then the rest by distance', async () => {
    const { listed } = await everyPage({ limit: '100', near: 'lucknow', wfh: '1' });
    expect(listed).toEqual([
      ['puneRemote', undefined],
      ['lucknowRemote', undefined],
      ['lucknowOnsite', 0],
      ['unnao', 38],
      ['barabankiGig', 44],
      ['kanpur', 84],
    ]);
  });

  it("keeps the other filters: a type reads the type's list of each district", async () => {
    const { listed } = await everyPage({ limit: '100', near: 'lucknow', type: 'gig' });
    expect(listed).toEqual([['barabankiGig', 44]]);
  });

  it("from the browser's location: the nearest district stands for it, distances from the point", async () => {
    // Lucknow's centre, east of the district's point: Barabanki (to the east) is nearer from here than Unnao.
    const { listed } = await everyPage({ limit: '100', near: '26.85,80.95' });
    expect(listed.map(([name]) => name)).toEqual([
      'lucknowOnsite',
      'lucknowRemote',
      'barabankiGig',
      'unnao',
      'kanpur',
    ]);
    const distances = listed.map(([, km]) => km as number);
    expect(distances[0]).toBeGreaterThanOrEqual(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await search({ limit: '1', near: '26.85,80.95' })).near).toEqual({
      city: 'lucknow',
      radiusKm: 200,
    });
  });

  it('reads a bounded number of jobs a call: a filter that drops them all answers a short page and a cursor', async () => {
    // In Nicobar (no other district within 200 km has jobs here): more part-time gigs than a call reads, then
    // one full-time job older than all of them.
    const target = await createJob({ CITY: 'nicobar', SCHEDULE: 'FULL_TIME', POSTED_AT: daysAgo(50) });
    const items: Record<string, unknown>[] = [];
    for (let n = 0; n < mostItemsRead(10) + 120; n++) {
      const gig = {
        ...jobInput({ TITLE: 'Gig', CITY: 'nicobar', TYPE: 'GIG', SCHEDULE: 'PART_TIME' }),
        ID: 2_000_000 + n,
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
    const first = await search({ limit: '10', near: 'nicobar', hours: 'full-time' });
    expect(first.data).toEqual([]);
    expect(first.cursor).toBeDefined();
    const { listed } = await everyPage({
      limit: '10',
      near: 'nicobar',
      hours: 'full-time',
      cursor: first.cursor as string,
    });
    expect(listed).toEqual([[nameOf(target.ID), 0]]);
  });

  it('refuses a bad near, near with a city, and a cursor not of a near search, with a 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ near: 'atlantis' }, 'near'],
      [{ near: '51.51,-0.13' }, 'near'],
      [{ near: '26.8467,80.9462' }, 'near'],
      [{ near: 'lucknow', city: 'pune' }, 'near'],
      [{ near: 'lucknow', cursor: Buffer.from('{"i":999}').toString('base64url') }, 'cursor'],
      [{ near: 'lucknow', cursor: Buffer.from('{"i":0,"x":1}').toString('base64url') }, 'cursor'],
    ];
    const byCity = await search({ limit: '1', city: 'lucknow' });
    cases.push([{ near: 'lucknow', cursor: byCity.cursor as string }, 'cursor']);
    for (const [query, field] of cases) {
      const response = await callApi('searchJobs', { token: worker.token, query: { limit: '5', ...query } });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.errors, JSON.stringify(query)).toContainEqual(expect.objectContaining({ field }));
    }
  });
});
