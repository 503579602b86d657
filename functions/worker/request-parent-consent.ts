/** A worker under 18 names a parent or guardian, who gets the consent link by SMS. */
import { requestParentConsent as request } from '#features/consent/parent-sms';
import { privacyStatus } from '#features/consent/status';
import { SESSION_ENDED } from '#lib/auth/accounts';
import * as users from '#lib/db/users';
import { Unauthorized } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { requestParentConsent } from '#shared/api/privacy';

export const handler = endpoint(requestParentConsent, async (input, { account, sourceIp }) => {
  await request(account, input, { sourceIp });
  const now = await users.get(account.ID);
  if (!now) throw new Unauthorized(SESSION_ENDED);
  return { data: await privacyStatus(now) };
});
