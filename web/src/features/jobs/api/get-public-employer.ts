/** An employer's own page (`getPublicEmployer`), open to anyone; `null` waits. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export function usePublicEmployer(id: string | null) {
  return useSWR<ApiOutput<'getPublicEmployer'>, ApiError>(
    id === null ? null : ['getPublicEmployer', id],
    () => callApi('getPublicEmployer', { id: id as string }),
  );
}
