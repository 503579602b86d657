/** The team as the employer's screens read it: members (the caller's own row marked) and pending invitations. */
import type { EmployerCaller } from '#lib/auth/accounts';
import * as organisations from '#lib/db/organisations';

export async function teamOf(caller: EmployerCaller, organisationId: string) {
  const [members, invites] = await Promise.all([
    organisations.members(organisationId),
    organisations.invites(organisationId),
  ]);
  return {
    members: members.map(({ employerId, ...member }) => ({
      ...member,
      memberId: employerId,
      you: employerId === caller.ID,
    })),
    invites: invites.map(({ email, role, invitedAt }) => ({ email, role, invitedAt })),
  };
}
