/**
 * Not in the spec (issue 40): the open jobs for anyone, signed in or not: the public `/jobs` list runs
 * Explore Jobs' own search (the same filters, names and values, the same Query of one list a page at a time),
 * counted per address as getPublicJob is. A visitor has no registered district, so no "near me" here.
 */
import * as z from 'zod/mini';
import { jobSearchFilters } from '../domain/job-search';
import { RELAXATION_KINDS } from '../domain/job-search-relax';
import { nextCursor, pageQuery } from './common';
import { defineEndpoint } from './contract';
import { searchedJob } from './job-shapes';

export const searchPublicJobs = defineEndpoint({
  name: 'searchPublicJobs',
  // Writes only the caller's count of calls (lib/http/public-limit.ts), as every public endpoint does.
  uses: { table: 'readWrite' },
  method: 'GET',
  area: 'worker',
  caller: 'public',
  summary:
    'Open jobs matching text and filters, to anyone: the same search as Explore Jobs, a page at a time.',
  input: z.strictObject({ ...pageQuery, ...jobSearchFilters }),
  output: z.object({
    data: z.array(searchedJob),
    cursor: nextCursor,
    relaxation: z.optional(
      z.object({ kind: z.enum(RELAXATION_KINDS), count: z.number(), more: z.boolean() }),
    ),
  }),
});
