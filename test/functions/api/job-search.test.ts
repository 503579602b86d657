/**
 * Explore Jobs' search (searchJobs): each filter, their combinations, both orders and their paging, against
 * a known set of open jobs; closed jobs never listed; bad input refused naming the field. Shared set-up:
 * test/support/job-search.ts.
 */
import { describe, expect, it } from 'vitest';
import * as jobs from '#lib/db/jobs';
import { createStaff } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { found, HYDERABAD, job, pages, search, searchFixtures, worker } from '#test/support/job-search';

searchFixtures();

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

  it('filters by city, by work from home, and by both (near me or remote from anywhere)', async () => {
    expect(await found({ city: HYDERABAD })).toEqual(['A', 'B', 'D', 'E']);
    expect(await found({ wfh: '1' })).toEqual(['A', 'C', 'E']);
    expect(await found({ city: HYDERABAD, wfh: '1' })).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(await found({ city: 'pune', wfh: '1' })).toEqual(['A', 'C', 'E']);
    // A city with no jobs of its own: near me with work from home lists the remote jobs of every city.
    expect(await found({ city: 'patna', wfh: '1' })).toEqual(['A', 'C', 'E']);
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
