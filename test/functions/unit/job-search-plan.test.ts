/**
 * Which list a search reads and what it checks on the page (features/job-search/plan.ts), and the words a job
 * is found by (shared/domain/job-search.ts), in any script.
 */
import { describe, expect, it } from 'vitest';
import { planSearch } from '#features/job-search/plan';
import { jobWords, readJobSearch, searchWords } from '#shared/domain/job-search';

const page = { limit: 12 };
const now = new Date('2026-11-23T12:00:00.000Z');

describe('planSearch', () => {
  it('reads the list of every job, of the city, of WFH; near me with WFH is the city or remote, on every job', () => {
    expect(planSearch({}, page, now)).toMatchObject({ list: { kind: 'ALL' }, order: 'newest' });
    expect(planSearch({ city: 'pune' }, page, now).list).toEqual({ kind: 'CITY', city: 'pune' });
    expect(planSearch({ wfh: '1' }, page, now).list).toEqual({ kind: 'WFH' });
    expect(planSearch({ city: 'pune', wfh: '1' }, page, now)).toMatchObject({
      list: { kind: 'ALL' },
      cityOrRemote: 'pune',
    });
  });

  it("reads a type's own list, alone or in a city; with WFH or text the type is checked on the page", () => {
    expect(planSearch({ type: 'job' }, page, now).list).toEqual({ kind: 'TYPE', type: 'JOB' });
    expect(planSearch({ city: 'pune', type: 'gig' }, page, now).list).toEqual({
      kind: 'CITY_TYPE',
      city: 'pune',
      type: 'GIG',
    });
    expect(planSearch({ wfh: '1', type: 'gig' }, page, now)).toMatchObject({
      list: { kind: 'WFH' },
      type: 'GIG',
    });
    expect(planSearch({ q: 'tutor', type: 'gig' }, page, now)).toMatchObject({
      list: { kind: 'WORD', word: 'tut' },
      type: 'GIG',
    });
  });

  it("reads the head of a text search's longest stem and checks every stem, the city and WFH on the page", () => {
    expect(planSearch({ q: 'Data entries, Pune!', city: 'pune' }, page, now)).toMatchObject({
      list: { kind: 'WORD', word: 'ent' },
      words: ['data', 'entri', 'pune'],
      city: 'pune',
      workFromHome: false,
    });
    expect(planSearch({ q: 'maths', city: 'pune', wfh: '1' }, page, now)).toMatchObject({
      list: { kind: 'WORD', word: 'mat' },
      words: ['math'],
      cityOrRemote: 'pune',
    });
  });

  it('turns the other filters into conditions: type, hours, earnings, and the posting date', () => {
    expect(
      planSearch({ type: 'gig', hours: 'part-time', pay: '9000', posted: '7', sort: 'earnings' }, page, now),
    ).toMatchObject({
      type: 'GIG',
      schedule: 'PART_TIME',
      minEarnings: 9000,
      postedFrom: '2026-11-16T12:00:00.000Z',
      order: 'earnings',
    });
  });
});

describe('search words', () => {
  it('keeps words of any script with their vowel signs, lowercased, once, without stop words', () => {
    expect(searchWords('डिलीवरी पार्टनर (Delivery) and the DELIVERY')).toEqual([
      'डिलीवरी',
      'पार्टनर',
      'delivery',
    ]);
    expect(searchWords('డెలివరీ భాగస్వామి')).toEqual(['డెలివరీ', 'భాగస్వామి']);
    expect(searchWords('C a # -')).toEqual([]);
  });

  it('finds a job by the words of its title, company and position', () => {
    expect(
      jobWords({ TITLE: 'Barista Trainee', COMPANY_NAME: 'Chaiwala Cafe', POSITION: 'Part-time' }),
    ).toEqual(['barista', 'trainee', 'chaiwala', 'cafe', 'part', 'time']);
  });

  it('reads a URL, dropping what is not valid', () => {
    const params = new URLSearchParams(
      'tab=explore&q=tutor&city=atlantis&wfh=1&pay=-3&sort=earnings&posted=30',
    );
    expect(readJobSearch(params)).toEqual({ q: 'tutor', wfh: '1', sort: 'earnings', posted: '30' });
  });
});
