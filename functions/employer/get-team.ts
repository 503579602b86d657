/** The members and pending invitations of the caller's organisation (404 when they belong to none). */
import { organisationOf } from '#features/employers/organisation';
import * as organisations from '#lib/db/organisations';
import { endpoint } from '#lib/http/endpoint';
import { getTeam } from '#shared/api/employer';

export const handler = endpoint(getTeam, async (_input, { account }) => {
  const { id } = organisationOf(account);
  const [members, invites] = await Promise.all([organisations.members(id), organisations.invites(id)]);
  return {
    members: members.map(({ employerId, ...member }) => ({
      ...member,
      memberId: employerId,
      you: employerId === account.ID,
    })),
    invites: invites.map(({ email, role, invitedAt }) => ({ email, role, invitedAt })),
  };
});
