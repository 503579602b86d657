/** An owner withdraws a pending invitation; 404 when there is none to that e-mail. */
import { ownedOrganisationOf } from '#features/employers/organisation';
import * as organisations from '#lib/db/organisations';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { cancelInvite } from '#shared/api/employer';

export const handler = endpoint(cancelInvite, async ({ email }, { account }) => {
  const { id } = ownedOrganisationOf(account);
  if (!(await organisations.cancelInvite(id, email.toLowerCase(), account.ID)))
    throw new NotFound('There is no pending invitation to this e-mail.');
  return { success: true };
});
