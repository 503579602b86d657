/**
 * The titles of the jobs the worker applied to, in each language the job has them: the my-data page names each
 * application by its title in the worker's language (the file keeps the English copy it was made with). Read
 * from the worker's applied list (getAppliedJobs), page by page as Applied Jobs reads it.
 */
import useSWR from 'swr';
import type { AppliedJob } from '#shared/api/job-shapes';
import { MAX_PAGE_SIZE } from '#shared/domain/constants';
import { type ApiError, callApi } from '#web/lib/api';

/** A worker with more applications than this sees the newest ones' titles translated (as Applied Jobs lists). */
const MAX_PAGES = 10;

export type JobTitles = ReadonlyMap<number, Pick<AppliedJob, 'TITLE' | 'TRANSLATIONS'>>;

async function getJobTitles(): Promise<JobTitles> {
  const titles = new Map<number, Pick<AppliedJob, 'TITLE' | 'TRANSLATIONS'>>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await callApi('getAppliedJobs', { limit: String(MAX_PAGE_SIZE), cursor });
    for (const job of answer.data) titles.set(job.ID, { TITLE: job.TITLE, TRANSLATIONS: job.TRANSLATIONS });
    cursor = answer.cursor;
    if (!cursor) break;
  }
  return titles;
}

export function useJobTitles() {
  return useSWR<JobTitles, ApiError>('myData:jobTitles', getJobTitles, { revalidateOnFocus: false });
}
