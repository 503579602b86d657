/**
 * The admin's employer tools: the verification queue, the organisations list and one organisation, the
 * certificate's audited link, the decision on documents, suspension and reinstatement.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { VerificationDecision } from '#shared/domain/employer-checks';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';

export type VerificationQueuePage = ApiOutput<'getVerificationQueue'>;
export type VerificationRow = VerificationQueuePage['data'][number];
export type EmployerOrganisationsPage = ApiOutput<'getEmployerOrganisations'>;
export type EmployerRow = EmployerOrganisationsPage['data'][number];
export type EmployerOrganisation = ApiOutput<'getEmployerOrganisation'>;

const QUEUE_KEY = 'getVerificationQueue';
const LIST_KEY = 'getEmployerOrganisations';
const DETAIL_KEY = 'getEmployerOrganisation';

export function useVerificationQueue(request: PageRequest) {
  return useSWR<VerificationQueuePage, ApiError>([QUEUE_KEY, request.limit, request.cursor ?? ''], () =>
    callApi('getVerificationQueue', {
      limit: request.limit,
      ...(request.cursor ? { cursor: request.cursor } : {}),
    }),
  );
}

export function useEmployerOrganisations(request: PageRequest) {
  return useSWR<EmployerOrganisationsPage, ApiError>([LIST_KEY, request.limit, request.cursor ?? ''], () =>
    callApi('getEmployerOrganisations', {
      limit: request.limit,
      ...(request.cursor ? { cursor: request.cursor } : {}),
    }),
  );
}

export function useEmployerOrganisation(id: string) {
  return useSWR<EmployerOrganisation, ApiError>([DETAIL_KEY, id], () =>
    callApi('getEmployerOrganisation', { id }),
  );
}

/** Every list and page of organisations is read again after a change (a 409 means someone else acted first). */
function useRefresh() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && [QUEUE_KEY, LIST_KEY, DETAIL_KEY].includes(String(key[0])));
}

export function useDecideVerification() {
  const refresh = useRefresh();
  return async (id: string, decision: VerificationDecision, reason?: string) => {
    try {
      await callApi('decideVerification', { id, decision, ...(reason === undefined ? {} : { reason }) });
    } finally {
      await refresh();
    }
  };
}

export function useSuspension() {
  const refresh = useRefresh();
  return async (id: string, suspend: boolean, reason?: string) => {
    try {
      if (suspend) await callApi('suspendEmployer', { id, reason: reason ?? '' });
      else await callApi('reinstateEmployer', { id, ...(reason ? { reason } : {}) });
    } finally {
      await refresh();
    }
  };
}

/** Opens the certificate in a new tab; the opening is audited, so the page's trail is read again. */
export function useOpenCertificate() {
  const refresh = useRefresh();
  return async (id: string) => {
    const { link } = await callApi('openVerificationCertificate', { id });
    window.open(link, '_blank', 'noopener');
    await refresh();
  };
}
