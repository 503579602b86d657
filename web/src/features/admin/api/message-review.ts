/** The staff's queue of held and reported thread messages: a page of them, and the decision on one. */
import useSWR, { useSWRConfig } from 'swr';
import type { MessageReviewDecisionCode } from '#shared/api/message-review';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';

export type MessageReviewPage = ApiOutput<'getMessageReviewQueue'>;
export type MessageReviewRow = MessageReviewPage['data'][number];

const MESSAGE_REVIEW_KEY = 'getMessageReviewQueue';

export function useMessageReviewQueue(request: PageRequest) {
  return useSWR<MessageReviewPage, ApiError>([MESSAGE_REVIEW_KEY, request.limit, request.cursor ?? ''], () =>
    callApi('getMessageReviewQueue', {
      limit: request.limit,
      ...(request.cursor ? { cursor: request.cursor } : {}),
    }),
  );
}

/** Decides a message in review; the queue is read again either way (a 409 means someone decided first). */
export function useDecideMessageReview() {
  const { mutate } = useSWRConfig();
  return async (row: MessageReviewRow, decision: MessageReviewDecisionCode) => {
    try {
      await callApi('decideMessageReview', {
        userId: row.userId,
        jobId: row.jobId,
        messageId: row.messageId,
        decision,
      });
    } finally {
      await mutate((key) => Array.isArray(key) && key[0] === MESSAGE_REVIEW_KEY);
    }
  };
}
