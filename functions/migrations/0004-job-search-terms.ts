/**
 * Migration 0004 (forgiving search): every open job is listed again under today's rules
 * (shared/domain/job-terms.ts): under the head of each term (`JOBLIST#WORD#<first 3 characters>`) instead of
 * each whole word, its listing items carrying TEXT (its terms, stems, Hindi/Telugu words and synonyms) instead
 * of WORDS, and no longer in its city's WFH list (near me with WFH reads every job's list, decision 167).
 * How: `relist.ts`, with the version 2 of the rules.
 */
import type { Migration } from './index';
import { relistOpenJobs } from './relist';

/** The version of the listing rules this migration lists jobs under. */
export const LISTING_RULES = 2;

export const relistJobs = (afterJob?: (id: number) => void) => relistOpenJobs(LISTING_RULES, afterJob);

export const migration: Migration = {
  id: '0004-job-search-terms',
  about:
    'List every open job again under the forgiving search rules: term heads, TEXT with stems, Hindi/Telugu words and synonyms.',
  run: () => relistJobs(),
};
