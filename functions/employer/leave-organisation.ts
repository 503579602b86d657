/** The caller leaves their organisation; its last owner cannot (409) until someone else is owner. */
import { organisationOf } from '#features/employers/organisation';
import * as organisations from '#lib/db/organisations';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { leaveOrganisation } from '#shared/api/employer';

export const handler = endpoint(leaveOrganisation, async (_input, { account }) => {
  const organisation = organisationOf(account);
  const member = await organisations.member(organisation.id, account.ID);
  if (!member) throw new NotFound('You are not a member of this organisation.');
  if (member.role === 'owner' && organisation.owners <= 1) throw new Conflict(organisations.LAST_OWNER);
  await organisations.leave(organisation.id, member);
  return { success: true };
});
