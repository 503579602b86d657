/**
 * A moderator decides a job in review: approve (live, in the lists), reject or ask for changes (the reason kept
 * for the poster), with the decision's audit record, in one transaction conditional on the version shown.
 */
import { clock } from '#lib/clock';
import * as jobModeration from '#lib/db/job-moderation';
import { endpoint } from '#lib/http/endpoint';
import { decideModeration } from '#shared/api/admin';

export const handler = endpoint(decideModeration, async ({ id, version, decision, reason }, { account }) => {
  await jobModeration.decide(
    id,
    version,
    // Approving says nothing to the poster: a reason sent with it is not kept.
    { decision, reason: decision === 'approve' ? undefined : reason },
    { ID: account.ID, EMAIL: account.EMAIL },
    new Date(clock.now()),
  );
  return { success: true };
});
