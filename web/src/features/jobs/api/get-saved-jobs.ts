/**
 * The worker's saved jobs: the Saved tab lists them, and every save control reads from them whether
 * its job is saved. Loaded when the first of those shows, not on the dashboard's start.
 */
import useSWR from 'swr';
import type { SavedJob } from '#shared/api/saved-and-withdrawn';
import { type ApiError, callApi } from '#web/lib/api';

/** The cache key of the list; saving and unsaving revalidate it (save-job.ts). */
export const SAVED_JOBS_KEY = 'getSavedJobs';

export function useSavedJobs() {
  return useSWR<SavedJob[], ApiError>(SAVED_JOBS_KEY, async () => (await callApi('getSavedJobs', {})).data);
}

export function isSaved(id: number, saved: readonly SavedJob[] | undefined): boolean {
  return (saved ?? []).some((job) => job.ID === id);
}
