/**
 * Putting on the record which staff read a worker's personal data. The export (`export.ts`) gives it back to
 * the worker beside what was sent to them (functions/lib/messaging/records.ts); the admin's user detail shows
 * the access entries. An entry is written for each worker whose personal data a staff request read: one
 * batched write per page, in parallel with the rest of the page's reads, so a list is not slowed. It fails the
 * request when it cannot be written: staff do not see data that is not on the record.
 */

import { clock } from '#lib/clock';
import type { Account } from '#lib/db/accounts';
import * as records from '#lib/db/worker-records';
import type { Role } from '#shared/domain/codes';
import type { AccessDataClass } from '#shared/domain/my-data';

/** The staff member of a request: their account id and role. */
export type Reader = Pick<Account, 'ID'> & { TYPE: Exclude<Role, 'worker' | 'employer'> };

/**
 * Records that `reader` read the personal data (`data`) of each worker of `userIds` through `what` (the
 * endpoint): one access entry each, in one batched write (BatchWriteItem calls of 25, sent together).
 */
export async function recordStaffAccess(
  reader: Reader,
  userIds: readonly number[],
  what: string,
  data: readonly AccessDataClass[],
): Promise<void> {
  if (userIds.length === 0) return;
  await records.recordAccess(userIds, {
    BY_ID: reader.ID,
    BY_ROLE: reader.TYPE,
    AT: new Date(clock.now()).toISOString(),
    WHAT: what,
    DATA: [...data],
  });
}
