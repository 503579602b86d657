/**
 * Not in the spec: the language the worker chose for the screens, kept on the account so that
 * signing in on another device opens the site in it (loginOrRegister answers it).
 */
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { setLanguage } from '#shared/api/worker';

export const handler = endpoint(setLanguage, async ({ language }, { account }) => {
  await users.setSiteLanguage(account.ID, language);
  return { success: true };
});
