/** The admin's grievances: a page of open ones by view, one ticket, and answering it (reply or close). */
import useSWR, { useSWRConfig } from 'swr';
import type { GrievanceView } from '#shared/domain/grievances';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';

export type GrievancesPage = ApiOutput<'getGrievances'>;
export type GrievanceRow = GrievancesPage['data'][number];
export type Grievance = ApiOutput<'getGrievanceById'>['data'];

/** The first part of every grievance key: answering one revalidates the lists and the overview. */
const GRIEVANCES_KEY = 'getGrievances';
const GRIEVANCE_KEY = 'getGrievanceById';
export const PRIVACY_OVERVIEW_KEY = 'getPrivacyOverview';

export function useGrievances(view: GrievanceView, request: PageRequest) {
  return useSWR<GrievancesPage, ApiError>([GRIEVANCES_KEY, view, request.limit, request.cursor ?? ''], () =>
    callApi('getGrievances', {
      view,
      limit: request.limit,
      ...(request.cursor ? { cursor: request.cursor } : {}),
    }),
  );
}

export function useGrievance(id: string) {
  return useSWR<ApiOutput<'getGrievanceById'>, ApiError>([GRIEVANCE_KEY, id], () =>
    callApi('getGrievanceById', { id }),
  );
}

export function usePrivacyOverview() {
  return useSWR<ApiOutput<'getPrivacyOverview'>, ApiError>(PRIVACY_OVERVIEW_KEY, () =>
    callApi('getPrivacyOverview', {}),
  );
}

/** Replies to or closes a ticket; the ticket's cache gets the answer, and the lists and overview are read again. */
export function useAnswerGrievance(id: string) {
  const { mutate } = useSWRConfig();
  return async (input: { action: 'reply'; text: string } | { action: 'close' }) => {
    const answer = await callApi('answerGrievance', { id, ...input });
    await mutate([GRIEVANCE_KEY, id], { data: answer.data }, { revalidate: false });
    void mutate((key) => Array.isArray(key) && key[0] === GRIEVANCES_KEY);
    void mutate(PRIVACY_OVERVIEW_KEY);
    return answer;
  };
}
