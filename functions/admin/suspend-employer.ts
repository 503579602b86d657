/**
 * An admin suspends an organisation: in one transaction its status, the audit entry and every member's token
 * version (their sessions end at once; the session check refuses them from then on); then its live jobs leave
 * the lists and search, and the members are told by e-mail.
 */
import { tellMembersOfSuspension } from '#features/employer-checks/notify';
import { clock } from '#lib/clock';
import * as employerChecks from '#lib/db/employer-checks';
import { pauseOrganisationJobs } from '#lib/db/organisation-jobs';
import * as organisations from '#lib/db/organisations';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { suspendEmployer } from '#shared/api/employer-checks';

export const handler = endpoint(suspendEmployer, async ({ id, reason }, { account }) => {
  const organisation = await organisations.get(id);
  if (!organisation) throw new NotFound('There is no organisation with this id.');
  const members = await organisations.members(id);
  await employerChecks.suspend(
    id,
    members.map((member) => member.employerId),
    reason,
    { ID: account.ID, EMAIL: account.EMAIL },
    new Date(clock.now()).toISOString(),
  );
  const paused = await pauseOrganisationJobs(id);
  logger.info('Organisation suspended', { organisationId: id, pausedJobs: paused });
  await tellMembersOfSuspension(organisation, members, true, reason);
  return { success: true };
});
