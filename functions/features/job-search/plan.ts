/**
 * Which list a search reads and what it checks on the page read (`#lib/db/job-listings` has the lists). Pure,
 * so every combination of filters is tested on its own: a text search reads the list of the head of its longest
 * term (the likeliest to be rare; shared/domain/job-terms.ts) and checks every term, city and WFH on the page; otherwise city,
 * WFH and type pick the list (a type is a list of its own, alone or in a city), and the rest are checked on the
 * page or are the list's range. Near me with work from home
 * is the city's jobs or remote ones from anywhere (decision 167): every job's list, checked on the page.
 */
import type { ListingQuery } from '#lib/db/job-listings';
import { type Neighbour, neighboursOf } from '#shared/domain/district-centroids';
import { type JobSearch, scheduleOfParam, typeOfParam } from '#shared/domain/job-search';
import { headOf, queryTerms } from '#shared/domain/job-terms';
import type { Near } from '#shared/domain/near';

const DAY_MS = 86_400_000;

function commonOf(search: JobSearch, now: Date) {
  return {
    order: search.sort ?? 'newest',
    postedFrom:
      search.posted === undefined
        ? undefined
        : new Date(now.getTime() - Number(search.posted) * DAY_MS).toISOString(),
    minEarnings: search.pay === undefined ? undefined : Number(search.pay),
    type: search.type === undefined ? undefined : typeOfParam(search.type),
    schedule: search.hours === undefined ? undefined : scheduleOfParam(search.hours),
  } satisfies Partial<ListingQuery>;
}

/** A near-me search's lists in the order they are read, and the district (with its distance) of each. */
export interface NearPlan {
  queries: Omit<ListingQuery, 'limit' | 'cursor'>[];
  /** By list index: the district and its distance, or undefined for the work-from-home list. */
  places: (Neighbour | undefined)[];
}

/**
 * Near me (decision 620): the lists of the districts within NEAR_RADIUS_KM, nearest first, each read newest
 * (or highest earnings) first; a type is the list of the type in the district. With work from home, the
 * work-from-home list comes first (those jobs come to the worker, wherever they are from) and the districts'
 * lists then skip what it held. The text, hours, pay and posting date are checked on each page read (the
 * text against every item's TEXT, as a WORD list's search does); a `city` never comes with `near` (the
 * endpoint refuses it).
 */
export function planNear(search: JobSearch, near: Near, now: Date): NearPlan {
  const common = commonOf(search, now);
  const words = queryTerms(search.q ?? '');
  const type = common.type;
  const base = { ...common, ...(words.length > 0 ? { words } : {}) };
  const neighbours = neighboursOf(near);
  const remoteFirst = search.wfh === '1';
  const queries: NearPlan['queries'] = [];
  const places: NearPlan['places'] = [];
  if (remoteFirst) {
    queries.push({ ...base, list: { kind: 'WFH' } });
    places.push(undefined);
  }
  for (const neighbour of neighbours) {
    const city = neighbour.district;
    queries.push({
      ...base,
      list: type === undefined ? { kind: 'CITY', city } : { kind: 'CITY_TYPE', city, type },
      ...(remoteFirst ? { notRemote: true } : {}),
    });
    places.push(neighbour);
  }
  return { queries, places };
}

export function planSearch(
  search: JobSearch,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): ListingQuery {
  const words = queryTerms(search.q ?? '');
  const city = search.city;
  const workFromHome = search.wfh === '1';
  const common = {
    order: search.sort ?? 'newest',
    postedFrom:
      search.posted === undefined
        ? undefined
        : new Date(now.getTime() - Number(search.posted) * DAY_MS).toISOString(),
    minEarnings: search.pay === undefined ? undefined : Number(search.pay),
    type: search.type === undefined ? undefined : typeOfParam(search.type),
    schedule: search.hours === undefined ? undefined : scheduleOfParam(search.hours),
    ...page,
  } satisfies Partial<ListingQuery>;
  if (words.length > 0) {
    const [word] = [...words].sort((a, b) => [...b].length - [...a].length || a.localeCompare(b)) as [
      string,
      ...string[],
    ];
    const place = city !== undefined && workFromHome ? { cityOrRemote: city } : { city, workFromHome };
    return { ...common, list: { kind: 'WORD', word: headOf(word) }, words, ...place };
  }
  const type = common.type;
  if (city !== undefined) {
    if (workFromHome) return { ...common, list: { kind: 'ALL' }, cityOrRemote: city };
    return {
      ...common,
      list: type === undefined ? { kind: 'CITY', city } : { kind: 'CITY_TYPE', city, type },
    };
  }
  if (workFromHome) return { ...common, list: { kind: 'WFH' } };
  return { ...common, list: type === undefined ? { kind: 'ALL' } : { kind: 'TYPE', type } };
}
