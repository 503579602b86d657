/**
 * Migration 0009: every open job is also listed under its type (`JOBLIST#TYPE#<type>`) and its type in its city
 * (`JOBLIST#CITY#<district>#TYPE#<type>`), so a search by type, alone or in a city, reads its own list instead of
 * filtering the city's or every job's (decision 590). How: `relist.ts`, with the version 3 of the rules.
 */
import type { Migration } from './index';
import { relistOpenJobs } from './relist';

export const LISTING_RULES = 3;

export const migration: Migration = {
  id: '0009-job-type-lists',
  about: 'List every open job under its type and its type in its city (a search by type reads its own list).',
  run: () => relistOpenJobs(LISTING_RULES),
};
