/**
 * Migration 0010: every open job's listing items carry the skills it asks for (`SKILLS`), which "Recommended
 * for you" matches to the worker's (decision 600); a job posted, edited or reopened since the deploy has them
 * already. How: `relist.ts`, with the version 4 of the rules (the same lists, the items written anew).
 */
import type { Migration } from './index';
import { relistOpenJobs } from './relist';

export const LISTING_RULES = 4;

export const migration: Migration = {
  id: '0010-job-skills-listed',
  about:
    "Write every open job's listing items again with the skills it asks for (recommendations match them).",
  run: () => relistOpenJobs(LISTING_RULES),
};
