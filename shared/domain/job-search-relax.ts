/**
 * What Explore Jobs offers when a search finds nothing (decision 168): the nearest relaxation of the
 * search that finds something, with its count, one tap away. The server tries them in this order and answers the
 * first that finds jobs (`searchJobs`' `relaxation`); the browser applies the same one to the URL.
 * - `remote`: near me without work from home → add work from home (near me or remote from anywhere): "8
 *   work-from-home jobs in other cities".
 * - `anywhere`: a city (with or without work from home) → every city.
 * - `fewerFilters`: type, hours, minimum earnings or posting date → without them.
 * The search text is never dropped: it is what the worker looks for.
 */
import type { JobSearch } from './job-search';

export const RELAXATION_KINDS = ['remote', 'anywhere', 'fewerFilters'] as const;
export type RelaxationKind = (typeof RELAXATION_KINDS)[number];

/** The search a relaxation leads to. */
export function relaxedSearch(search: JobSearch, kind: RelaxationKind): JobSearch {
  switch (kind) {
    case 'remote':
      return { ...search, wfh: '1' };
    case 'anywhere': {
      const { city: _city, wfh: _wfh, ...rest } = search;
      return rest;
    }
    case 'fewerFilters': {
      const { type: _type, hours: _hours, pay: _pay, posted: _posted, ...rest } = search;
      return rest;
    }
  }
}

/** The relaxations that change this search, nearest first. */
export function relaxationsOf(search: JobSearch): RelaxationKind[] {
  const kinds: RelaxationKind[] = [];
  if (search.city !== undefined && search.wfh === undefined) kinds.push('remote');
  if (search.city !== undefined) kinds.push('anywhere');
  if (search.type ?? search.hours ?? search.pay ?? search.posted) kinds.push('fewerFilters');
  return kinds;
}
