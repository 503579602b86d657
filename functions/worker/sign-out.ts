/**
 * The worker's Signout, on the server: every session of the account ends (its token version goes up), so a
 * copy of the token left in another tab, device or log stops opening the API at once, not hours later.
 */
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { signOut } from '#shared/api/worker';

export const handler = endpoint(signOut, async (_input, { account }) => {
  await users.endSessions(account.ID);
  return { success: true };
});
