/** The owner makes a recruiter of the organisation its owner and becomes a recruiter, in one transaction. */
import { ownedOrganisationOf } from '#features/employers/organisation';
import * as organisations from '#lib/db/organisations';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { transferOwnership } from '#shared/api/employer';

export const handler = endpoint(transferOwnership, async ({ memberId }, { account }) => {
  const { id } = ownedOrganisationOf(account);
  const member = memberId === account.ID ? undefined : await organisations.member(id, memberId);
  if (!member) throw new NotFound('This person is not a member of your organisation.');
  if (member.role === 'owner') throw new Conflict('This member is already an owner.');
  await organisations.transferOwnership(id, account.ID, memberId);
  return { success: true };
});
