/**
 * An owner invites a person by e-mail: the invitation is written with the organisation's pending count (at most
 * 25), then the e-mail with the sign-in link goes; the person joins when they sign in with that e-mail.
 */
import { ownedOrganisationOf } from '#features/employers/organisation';
import { clock } from '#lib/clock';
import * as employers from '#lib/db/employers';
import * as organisations from '#lib/db/organisations';
import { Conflict } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { sendEmployerInvite } from '#lib/messaging/email';
import { inviteTeammate } from '#shared/api/employer';
import { MAX_MEMBERS } from '#shared/domain/employer-team';

export const ALREADY_IN_TEAM = 'This person is already a member of your organisation.';

export const handler = endpoint(inviteTeammate, async ({ email, role }, { account }) => {
  const organisation = ownedOrganisationOf(account);
  const address = email.toLowerCase();
  const invitee = await employers.findByEmail(address);
  if (invitee?.ORG_ID === organisation.id) throw new Conflict(ALREADY_IN_TEAM);
  if (organisation.members + organisation.pendingInvites >= MAX_MEMBERS)
    throw new Conflict(organisations.ORGANISATION_FULL);
  await organisations.invite(organisation.id, {
    email: address,
    role,
    invitedAt: new Date(clock.now()).toISOString(),
    invitedBy: account.ID,
  });
  await sendEmployerInvite({
    to: address,
    organisationName: organisation.brandName ?? organisation.legalName,
    inviterName: account.NAME,
    role,
  });
  return { success: true };
});
