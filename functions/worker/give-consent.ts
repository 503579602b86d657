/** The consent step: an adult agrees to the notice in force and chooses each optional purpose. */
import { giveConsent as give } from '#features/consent/give';
import { privacyStatus } from '#features/consent/status';
import { SESSION_ENDED } from '#lib/auth/accounts';
import * as users from '#lib/db/users';
import { Unauthorized } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { giveConsent } from '#shared/api/privacy';

export const handler = endpoint(giveConsent, async (input, { account }) => {
  await give(account, input);
  const now = await users.get(account.ID);
  if (!now) throw new Unauthorized(SESSION_ENDED);
  return { data: await privacyStatus(now) };
});
