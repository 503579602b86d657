/**
 * The workers' job search: its filters as the Explore Jobs URL and the `searchJobs` query both carry them (the
 * same names and values, so a shared link is the request), and the words a job is found by. Used by the
 * browser (to read the URL) and the server (to validate the request and to index a job's words).
 */
import * as z from 'zod/mini';
import { cityOfSlug } from './district-slugs';
import { isDistrictId } from './districts';
import { JOB_SCHEDULES, JOB_TYPES, type JobSchedule, type JobType } from './job-codes';
import { MONTHLY_EARNINGS_MAX } from './job-rules';
import { plainText } from './rules';

export { JOB_WORDS_MAX, jobWords, searchWords } from './job-words';

export const SEARCH_TEXT_MAX_LENGTH = 100;

/** The type filter's values in the URL, by TYPE. */
export const TYPE_PARAMS = { INTERNSHIP: 'internship', JOB: 'job', GIG: 'gig' } as const satisfies Record<
  JobType,
  string
>;
export const HOURS_PARAMS = { PART_TIME: 'part-time', FULL_TIME: 'full-time' } as const satisfies Record<
  JobSchedule,
  string
>;
export const POSTED_WITHIN_DAYS = ['7', '30'] as const;
export const SORT_ORDERS = ['newest', 'earnings'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const searchMessages = {
  q: `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
  city: 'city must be a district id from the list',
  wfh: 'wfh must be 1 (work from home only), or left out',
  type: 'type must be internship, job or gig',
  pay: `pay must be a whole number of rupees a month from 1 to ${MONTHLY_EARNINGS_MAX}`,
  hours: 'hours must be part-time or full-time',
  posted: 'posted must be 7 or 30 (days)',
  sort: 'sort must be newest or earnings',
} as const;

/** The filters of a search, as query-string values (all optional: none lists every open job, newest first). */
export const jobSearchFilters = {
  q: z.optional(
    z
      .string({ error: searchMessages.q })
      .check(z.maxLength(SEARCH_TEXT_MAX_LENGTH, { error: searchMessages.q }), ...plainText('q')),
  ),
  city: z.optional(
    z.string({ error: searchMessages.city }).check(z.refine(isDistrictId, { error: searchMessages.city })),
  ),
  wfh: z.optional(z.literal('1', { error: searchMessages.wfh })),
  type: z.optional(z.enum(Object.values(TYPE_PARAMS), { error: searchMessages.type })),
  pay: z.optional(
    z.string({ error: searchMessages.pay }).check(
      z.regex(/^[1-9][0-9]{0,7}$/, { error: searchMessages.pay }),
      z.refine((text) => Number(text) <= MONTHLY_EARNINGS_MAX, { error: searchMessages.pay }),
    ),
  ),
  hours: z.optional(z.enum(Object.values(HOURS_PARAMS), { error: searchMessages.hours })),
  posted: z.optional(z.enum(POSTED_WITHIN_DAYS, { error: searchMessages.posted })),
  sort: z.optional(z.enum(SORT_ORDERS, { error: searchMessages.sort })),
};

export const jobSearchSchema = z.strictObject(jobSearchFilters);
export type JobSearch = z.infer<typeof jobSearchSchema>;
export type JobSearchName = keyof JobSearch;
export const JOB_SEARCH_NAMES = Object.keys(jobSearchFilters) as JobSearchName[];

/** TYPE of a `type` value, SCHEDULE of an `hours` value. */
export function typeOfParam(param: string): JobType | undefined {
  return JOB_TYPES.find((type) => TYPE_PARAMS[type] === param);
}
export function scheduleOfParam(param: string): JobSchedule | undefined {
  return JOB_SCHEDULES.find((schedule) => HOURS_PARAMS[schedule] === param);
}

/**
 * The filters of a URL's query: each valid one kept, an invalid or unknown one dropped (a hand-edited link still
 * shows a list), empty values ignored. A city may be a district's id or the public pages' slug of it
 * (district-slugs.ts: `hyderabad` for `hyderabad-telangana`); the search carries the id.
 */
export function readJobSearch(params: { get(name: string): string | null }): JobSearch {
  const search: Record<string, string> = {};
  for (const name of JOB_SEARCH_NAMES) {
    const value = params.get(name);
    if (value === null || value.trim() === '') continue;
    const text = name === 'q' ? value : value.trim();
    const checked = z.safeParse(jobSearchFilters[name], name === 'city' ? (cityOfSlug(text) ?? text) : text);
    if (checked.success && checked.data !== undefined) search[name] = checked.data;
  }
  return search as JobSearch;
}
