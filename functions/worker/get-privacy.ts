/**
 * The signed-in worker's consent: where it stands, what is agreed to, every record. A held account
 * whose 7 days ran out is erased here rather than shown (401: there is no account any more).
 */
import { eraseIfExpired } from '#features/consent/expiry';
import { privacyStatus } from '#features/consent/status';
import { Unauthorized } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { pushPublicKey } from '#lib/messaging/push';
import { getPrivacy } from '#shared/api/privacy';

export const ACCOUNT_ERASED =
  'Your account was erased because consent was not given within 7 days. Please sign in again to start afresh.';

export const handler = endpoint(getPrivacy, async (_input, { account }) => {
  if (await eraseIfExpired(account)) throw new Unauthorized(ACCOUNT_ERASED);
  return { data: await privacyStatus(account, { pushKey: await pushPublicKey() }) };
});
