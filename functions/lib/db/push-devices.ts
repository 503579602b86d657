/**
 * The devices a worker gets notifications on (Web Push subscriptions, decision 632), kept on the worker's
 * account item (`PUSH_DEVICES`), so the send reads them with the account it reads anyway, the data export
 * carries them and erasing the account erases them.
 *
 * | pattern | key | operation |
 * |---|---|---|
 * | add or refresh a device (at most MAX_PUSH_DEVICES) | `USER#<id>`, `ACCOUNT` | UpdateItem on PUSH_DEVICES_VERSION as read |
 * | remove devices (turned off, or gone at the push service) | the same | UpdateItem on PUSH_DEVICES_VERSION as read |
 */
import { MAX_PUSH_DEVICES } from '#shared/domain/push';
import { type StoredPushDevice, type WorkerAccount, writeAccount } from './worker-writes';

/** The write's condition: the list is the one read (its version unchanged), so its count holds. */
function asRead(account: WorkerAccount) {
  const was = account.PUSH_DEVICES_VERSION;
  return was === undefined
    ? { condition: 'attribute_not_exists(PUSH_DEVICES_VERSION)' }
    : { condition: 'PUSH_DEVICES_VERSION = :wasPushVersion', values: { ':wasPushVersion': was } };
}

/**
 * Adds the device (or refreshes its keys when its endpoint is already there); 'tooMany' when the worker has
 * MAX_PUSH_DEVICES others already, and nothing is written.
 */
export async function addDevice(id: number, device: StoredPushDevice): Promise<'added' | 'tooMany'> {
  let outcome: 'added' | 'tooMany' = 'added';
  class TooMany extends Error {}
  try {
    await writeAccount(id, (account) => {
      const others = (account.PUSH_DEVICES ?? []).filter((kept) => kept.ENDPOINT !== device.ENDPOINT);
      if (others.length >= MAX_PUSH_DEVICES) throw new TooMany();
      return {
        set: {
          PUSH_DEVICES: [...others, device],
          PUSH_DEVICES_VERSION: (account.PUSH_DEVICES_VERSION ?? 0) + 1,
        },
        ...asRead(account),
      };
    });
  } catch (error: unknown) {
    if (!(error instanceof TooMany)) throw error;
    outcome = 'tooMany';
  }
  return outcome;
}

/** Removes the devices with these endpoints; nothing is written when none of them is there. */
export async function removeDevices(id: number, endpoints: readonly string[]): Promise<void> {
  class Unchanged extends Error {}
  try {
    await writeAccount(id, (account) => {
      const kept = (account.PUSH_DEVICES ?? []).filter((device) => !endpoints.includes(device.ENDPOINT));
      if (kept.length === (account.PUSH_DEVICES ?? []).length) throw new Unchanged();
      return {
        set: { PUSH_DEVICES: kept, PUSH_DEVICES_VERSION: (account.PUSH_DEVICES_VERSION ?? 0) + 1 },
        ...asRead(account),
      };
    });
  } catch (error: unknown) {
    if (!(error instanceof Unchanged)) throw error;
  }
}
