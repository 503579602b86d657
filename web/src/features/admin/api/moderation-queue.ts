/** The moderation queue: a page of the jobs in review, and a moderator's decision on one. */
import useSWR, { useSWRConfig } from 'swr';
import type { ModerationDecision } from '#shared/domain/moderation/decisions';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';

export type ModerationQueuePage = ApiOutput<'getModerationQueue'>;
export type ModerationRow = ModerationQueuePage['data'][number];

const QUEUE_KEY = 'getModerationQueue';

export function useModerationQueue(request: PageRequest) {
  return useSWR<ModerationQueuePage, ApiError>([QUEUE_KEY, request.limit, request.cursor ?? ''], () =>
    callApi('getModerationQueue', {
      limit: request.limit,
      ...(request.cursor ? { cursor: request.cursor } : {}),
    }),
  );
}

/** Decides a job in review; the queue is read again either way (a 409 means someone else decided it). */
export function useDecideModeration() {
  const { mutate } = useSWRConfig();
  return async (row: ModerationRow, decision: ModerationDecision, reason?: string) => {
    try {
      await callApi('decideModeration', {
        id: row.id,
        version: row.version,
        decision,
        ...(reason === undefined ? {} : { reason }),
      });
    } finally {
      await mutate((key) => Array.isArray(key) && key[0] === QUEUE_KEY);
    }
  };
}
