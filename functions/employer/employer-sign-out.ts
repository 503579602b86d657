/** Sign-out ends every session of the employer's account (its token version goes up). */
import * as employers from '#lib/db/employers';
import { endpoint } from '#lib/http/endpoint';
import { employerSignOut } from '#shared/api/employer';

export const handler = endpoint(employerSignOut, async (_input, { account }) => {
  await employers.endSessions(account.ID);
  return { success: true };
});
