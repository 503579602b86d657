/**
 * The employer's jobs: the organisation's list (a page at a time), one job for its edit, and the calls that
 * post, edit, submit and close; each change revalidates the list and the job.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { type ApiError, type ApiInput, type ApiOutput, callApi } from '#web/lib/api';
import { cursorListKey, useCursorList } from '#web/lib/cursor-list';

export type EmployerJobRow = ApiOutput<'getEmployerJobs'>['data'][number];
export type EmployerJob = ApiOutput<'getEmployerJob'>['data']['job'];
export type PostingHit = ApiOutput<'postEmployerJob'>['hits'][number];

export const EMPLOYER_JOBS_KEY = cursorListKey('getEmployerJobs');
const EMPLOYER_JOB_KEY = 'getEmployerJob';

export function useEmployerJobs() {
  return useCursorList('getEmployerJobs');
}

/** `null` asks nothing (the route's id is not a number). */
export function useEmployerJob(id: number | null) {
  return useSWR<ApiOutput<'getEmployerJob'>, ApiError>(id === null ? null : [EMPLOYER_JOB_KEY, id], () =>
    callApi('getEmployerJob', { id: String(id ?? 0) }),
  );
}

/** The name the organisation's jobs go under (its brand, else its legal name), as the server puts it on them. */
export function useOrganisationName(): string | undefined {
  const { data } = useSWR<ApiOutput<'getMyOrganisation'>, ApiError>('getMyOrganisation', () =>
    callApi('getMyOrganisation', {}),
  );
  const organisation = data?.organisation;
  return organisation ? organisation.brandName?.trim() || organisation.legalName : undefined;
}

/** The calls that change a job, each followed by the list's (and the job's) revalidation. */
export function useEmployerJobChanges() {
  const { mutate } = useSWRConfig();
  const changed = useCallback(
    (id: number) =>
      Promise.all([mutate(EMPLOYER_JOBS_KEY), mutate([EMPLOYER_JOB_KEY, id])]).then(() => undefined),
    [mutate],
  );
  return {
    post: useCallback(
      async (input: ApiInput<'postEmployerJob'>) => {
        const answer = await callApi('postEmployerJob', input);
        await changed(answer.id);
        return answer;
      },
      [changed],
    ),
    edit: useCallback(
      async (input: ApiInput<'editEmployerJob'>) => {
        const answer = await callApi('editEmployerJob', input);
        await changed(input.id);
        return answer;
      },
      [changed],
    ),
    submit: useCallback(
      async (id: number) => {
        const answer = await callApi('submitEmployerJob', { id });
        await changed(id);
        return answer;
      },
      [changed],
    ),
    close: useCallback(
      async (id: number) => {
        await callApi('closeEmployerJob', { id });
        await changed(id);
      },
      [changed],
    ),
  };
}
