/**
 * Registers the device the worker turned notifications on for (its browser's Web Push subscription), once
 * they agreed to notifications (the `push` purpose, 403 otherwise). The same endpoint again refreshes its keys;
 * a device past MAX_PUSH_DEVICES is refused (409), counted in the write's condition (db/push-devices.ts).
 */
import { clock } from '#lib/clock';
import { addDevice } from '#lib/db/push-devices';
import { Conflict, Forbidden } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { savePushSubscription } from '#shared/api/push';
import { pushMessages } from '#shared/domain/push';

export const handler = endpoint(savePushSubscription, async ({ endpoint: address, keys }, { account }) => {
  if (account.PUSH_UPDATES !== true) throw new Forbidden(pushMessages.notConsented);
  const outcome = await addDevice(account.ID, {
    ENDPOINT: address,
    P256DH: keys.p256dh,
    AUTH: keys.auth,
    AT: new Date(clock.now()).toISOString(),
  });
  if (outcome === 'tooMany') throw new Conflict(pushMessages.tooManyDevices);
  return { success: true };
});
