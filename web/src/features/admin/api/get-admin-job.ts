/** A posted job as the admin's job page reads it (the edit form's values, its version) and its history. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export type AdminJobAnswer = ApiOutput<'getAdminJob'>['data'];
export type AdminJob = AdminJobAnswer['job'];
export type JobEditEntry = AdminJobAnswer['edits'][number];

/** The first part of the key; an edit revalidates it (edit-job.ts). */
export const ADMIN_JOB_KEY = 'getAdminJob';

/** `null` asks nothing (the route's id is not a number). */
export function useAdminJob(id: number | null) {
  return useSWR<ApiOutput<'getAdminJob'>, ApiError>(id === null ? null : [ADMIN_JOB_KEY, id], () =>
    callApi('getAdminJob', { id: String(id ?? 0) }),
  );
}
