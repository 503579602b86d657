/**
 * The 7-day hold (shared/domain/privacy.ts HOLD_DAYS): an account that has not consented, or a minor whose
 * parent has not answered, by the end of its hold is erased. The sweep runs on a schedule (hourly on AWS, every
 * few minutes in the twin), and each sign-in and privacy read checks its own account too, so an expired
 * account never goes on being used between two sweeps.
 */

import { clock } from '#lib/clock';
import * as consent from '#lib/db/consent';
import * as users from '#lib/db/users';
import type { WorkerAccount } from '#lib/db/worker-writes';
import { privacyStateOf } from '#shared/domain/privacy';
import { eraseWorker } from './erase';

/** Whether the account is held and its hold has run out at `now` (epoch ms). */
export function holdExpired(account: WorkerAccount, now: number = clock.now()): boolean {
  return (
    privacyStateOf(account) !== 'given' &&
    Boolean(account.HELD_UNTIL) &&
    Date.parse(account.HELD_UNTIL ?? '') <= now
  );
}

/** Erases the account if its hold has run out; true when it did. */
export async function eraseIfExpired(account: WorkerAccount): Promise<boolean> {
  if (!holdExpired(account)) return false;
  await eraseWorker(account.ID, 'holdExpired');
  return true;
}

/** Erases every account whose hold ran out (up to `limit` per run); the number erased. */
export async function expireHeldAccounts(limit = 200): Promise<number> {
  const due = await consent.dueHeld(new Date(clock.now()).toISOString(), limit);
  let erased = 0;
  for (const { userId, until } of due) {
    const account = await users.get(userId);
    if (account && account.HELD_UNTIL === until && (await eraseIfExpired(account))) {
      erased += 1;
    } else {
      // Released (consent given) or erased already, and the hold item was left behind: drop it.
      await consent.writeInBatches([consent.heldDelete(until, userId)]);
    }
  }
  return erased;
}
