/**
 * An admin decides an organisation's pending documents: checked (the level documentsChecked) or refused with
 * the reason the employer reads, audited, in one transaction conditional on their being pending; then the
 * owners are told by e-mail. A change of level is put on the badge of its jobs.
 */
import { tellOwnersOfDecision } from '#features/employer-checks/notify';
import { clock } from '#lib/clock';
import * as employerChecks from '#lib/db/employer-checks';
import * as employerJobs from '#lib/db/employer-jobs';
import * as organisations from '#lib/db/organisations';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { decideVerification } from '#shared/api/employer-checks';
import { verificationLevelOf } from '#shared/domain/employer-verification';

export const handler = endpoint(decideVerification, async ({ id, decision, reason }, { account }) => {
  const organisation = await organisations.get(id);
  if (!organisation) throw new NotFound('There is no organisation with this id.');
  // Verifying says nothing to the employer but the outcome: a reason sent with it is not kept.
  const kept = decision === 'refuse' ? reason : undefined;
  await employerChecks.decide(
    id,
    decision,
    kept,
    { ID: account.ID, EMAIL: account.EMAIL },
    new Date(clock.now()).toISOString(),
  );
  // The badge on its jobs says the level as it is now (documents checked, or back to the level before).
  const decided = await organisations.get(id);
  const level = decided ? verificationLevelOf(decided) : undefined;
  if (level && level !== verificationLevelOf(organisation)) await employerJobs.refreshBadge(id, level);
  await tellOwnersOfDecision(organisation, await organisations.members(id), decision, kept);
  return { success: true };
});
