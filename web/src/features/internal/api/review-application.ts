/**
 * Accepting or rejecting one application, on condition it still has the status the reviewer saw: a 409 says
 * someone else moved it first. The applications page removes the row at once and revalidates its list.
 */
import type { ReviewDecision } from '#shared/domain/review';
import { type ApiOutput, callApi } from '#web/lib/api';
import type { Application } from './get-applications';

export function reviewApplication(
  application: Pick<Application, 'ID' | 'USER_ID' | 'STATUS'>,
  decision: ReviewDecision,
): Promise<ApiOutput<'reviewApplication'>> {
  return callApi('reviewApplication', {
    id: application.ID,
    userId: application.USER_ID,
    status: application.STATUS,
    decision,
  });
}
