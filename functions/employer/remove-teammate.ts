/**
 * Takes a row off the caller's team: a pending invitation (owners only), another member (owners only; their
 * sessions end in the same transaction), or the caller themself, which is leaving (never the last owner).
 */
import { organisationOf, ownedOrganisationOf } from '#features/employers/organisation';
import * as organisations from '#lib/db/organisations';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { removeTeammate } from '#shared/api/employer';

export const NOT_A_MEMBER = 'This person is not a member of your organisation.';
export const NO_INVITATION = 'There is no pending invitation to this e-mail.';

export const handler = endpoint(removeTeammate, async (input, { account }) => {
  if (input.email !== undefined) {
    const { id } = ownedOrganisationOf(account);
    if (!(await organisations.cancelInvite(id, input.email.toLowerCase(), account.ID)))
      throw new NotFound(NO_INVITATION);
    return { success: true };
  }
  const memberId = input.memberId ?? 0;
  if (memberId === account.ID) {
    const organisation = organisationOf(account);
    const self = await organisations.member(organisation.id, account.ID);
    if (!self) throw new NotFound(NOT_A_MEMBER);
    if (self.role === 'owner' && organisation.owners <= 1) throw new Conflict(organisations.LAST_OWNER);
    await organisations.leave(organisation.id, self);
    return { success: true };
  }
  const { id } = ownedOrganisationOf(account);
  const member = await organisations.member(id, memberId);
  if (!member) throw new NotFound(NOT_A_MEMBER);
  await organisations.removeMember(id, account.ID, member);
  return { success: true };
});
