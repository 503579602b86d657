/**
 * Turns notifications off on one device: its subscription leaves the account (nothing happens when it is not
 * there). The consent to notifications stays as it is: it is withdrawn with updateConsent.
 */
import { removeDevices } from '#lib/db/push-devices';
import { endpoint } from '#lib/http/endpoint';
import { deletePushSubscription } from '#shared/api/push';

export const handler = endpoint(deletePushSubscription, async ({ endpoint: address }, { account }) => {
  await removeDevices(account.ID, [address]);
  return { success: true };
});
