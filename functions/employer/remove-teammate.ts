/** An owner removes another member of their organisation; the member's sessions end in the same transaction. */
import { ownedOrganisationOf } from '#features/employers/organisation';
import * as organisations from '#lib/db/organisations';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { removeTeammate } from '#shared/api/employer';

export const NOT_A_MEMBER = 'This person is not a member of your organisation.';

export const handler = endpoint(removeTeammate, async ({ memberId }, { account }) => {
  const { id } = ownedOrganisationOf(account);
  if (memberId === account.ID) throw new Conflict('To leave the organisation yourself, use Leave.');
  const member = await organisations.member(id, memberId);
  if (!member) throw new NotFound(NOT_A_MEMBER);
  await organisations.removeMember(id, account.ID, member);
  return { success: true };
});
