/**
 * An admin reinstates a suspended organisation: its status and the audit entry, then the jobs its suspension
 * paused are open again, and the members are told by e-mail (their old sessions stay ended: they sign in).
 */
import { tellMembersOfSuspension } from '#features/employer-checks/notify';
import { clock } from '#lib/clock';
import * as employerChecks from '#lib/db/employer-checks';
import { resumeOrganisationJobs } from '#lib/db/organisation-jobs';
import * as organisations from '#lib/db/organisations';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { reinstateEmployer } from '#shared/api/employer-checks';

export const handler = endpoint(reinstateEmployer, async ({ id, reason }, { account }) => {
  const organisation = await organisations.get(id);
  if (!organisation) throw new NotFound('There is no organisation with this id.');
  await employerChecks.reinstate(
    id,
    reason,
    { ID: account.ID, EMAIL: account.EMAIL },
    new Date(clock.now()).toISOString(),
  );
  const opened = await resumeOrganisationJobs(id);
  logger.info('Organisation reinstated', { organisationId: id, openedJobs: opened });
  await tellMembersOfSuspension(organisation, await organisations.members(id), false, reason);
  return { success: true };
});
