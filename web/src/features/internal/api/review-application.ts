/**
 * Accepting or rejecting one application, on condition it still has the status the reviewer saw: a 409 says
 * someone else moved it first. The applications page sends it when the move's undo window ends (removing the
 * row then and revalidating its list); `keepalive` lets a move sent as the page goes away still arrive.
 */
import type { ReviewDecision } from '#shared/domain/review';
import { type ApiOutput, callApi } from '#web/lib/api';
import type { Application } from './get-applications';

export function reviewApplication(
  application: Pick<Application, 'ID' | 'USER_ID' | 'STATUS'>,
  decision: ReviewDecision,
  options: { keepalive?: boolean } = {},
): Promise<ApiOutput<'reviewApplication'>> {
  return callApi(
    'reviewApplication',
    { id: application.ID, userId: application.USER_ID, status: application.STATUS, decision },
    options,
  );
}
