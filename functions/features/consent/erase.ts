/**
 * Erasing a whole worker account from the table (a parent's refusal, or a held account whose 7 days
 * ran out, or the worker's own request): its id in the staff's page reads of the jobs it applied to, every item
 * of the worker's partition (the account, its access entries,
 * pending code, its consent records, its applications, with each job's applicant count put back), its Google
 * identity, its verified number, its search words (and its applications' index items), its threads' places on the due-list of SMS and the retention list, its hold and its parent's link, and one fewer student on
 * the dashboard. Safe to run again after a failure: the account goes last, with the count, so a rerun finds
 * what is left. Uploaded documents are not in the table: a held account can upload none (the session check
 * refuses it); an erasure the worker asks for, or one for inactivity, deletes them first and records the
 * erasure (features/erasure/erase-account.ts). No log line written by an erasure holds the worker's id, e-mail
 * or number.
 */
import { termDeletes } from '#lib/db/application-terms';
import * as consent from '#lib/db/consent';
import { googleIdentityKey, listedKeysOf, phoneSignInCodeKey } from '#lib/db/keys';
import type { ErasureReason } from '#lib/db/retention';
import { countChange } from '#lib/db/stats';
import { wordWrites } from '#lib/db/student-search';
import type { TransactItem } from '#lib/db/transactions';
import * as users from '#lib/db/users';
import { appliedJobsOf, scrubPageReads } from '#lib/db/worker-records';
import { logger } from '#lib/logger';
import type { AnyApplicationStatus } from '#shared/domain/codes';

export type { ErasureReason };

/** The delete of an application item, on condition that its index terms are still those read. */
function applicationDelete(
  key: { pk: string; sk: string },
  terms: readonly string[] | undefined,
): TransactItem {
  return {
    Delete: {
      ...consent.deleteItem(key).Delete,
      ConditionExpression:
        terms === undefined
          ? 'attribute_not_exists(FIND_TERMS)'
          : 'attribute_not_exists(pk) OR FIND_TERMS = :terms',
      ...(terms === undefined ? {} : { ExpressionAttributeValues: { ':terms': terms } }),
    },
  } as TransactItem;
}

export async function eraseWorker(userId: number, reason: ErasureReason): Promise<void> {
  const account = await users.get(userId);
  if (!account) return;
  const owned = await consent.partitionItems(userId);
  // Before the applications go: they name the jobs whose page reads still carry the id.
  const jobs = appliedJobsOf(owned);
  await scrubPageReads(userId, jobs);
  const items: TransactItem[] = [...wordWrites(userId, { added: [], removed: account.searchWords ?? [] })];
  for (const item of owned) {
    const key = { pk: String(item.pk), sk: String(item.sk) };
    if (key.sk === 'PROFILE') continue;
    if (key.sk.startsWith('APPLICATION#')) {
      items.push(consent.applicantRemoved(Number(item.ID), item.STATUS as AnyApplicationStatus));
      // Its thread's due SMS and, ended, its place on the threads' retention list name the worker: they go too.
      for (const key of listedKeysOf(item)) items.push(consent.deleteItem(key));
      // Its index items under the job (decision 610): HR's search no longer finds the worker by any term. The
      // application goes only with the terms read (a migration indexing it meanwhile fails the erasure, which
      // is run again and finds them), so no index item outlives it.
      const indexed = item as unknown as Parameters<typeof termDeletes>[1];
      items.push(...termDeletes(Number(item.ID), indexed), applicationDelete(key, indexed.FIND_TERMS));
      continue;
    }
    items.push(consent.deleteItem(key));
  }
  if (account.GOOGLE_SUB) items.push(consent.deleteItem(googleIdentityKey(account.GOOGLE_SUB)));
  if (account.MOBILE_NUMBER) {
    items.push(consent.mobileOwnerRelease(account.MOBILE_NUMBER, userId));
    // A sign-in code pending for the number (phone sign-in) names it: it goes too, and stops working.
    items.push(consent.deleteItem(phoneSignInCodeKey(account.MOBILE_NUMBER)));
  }
  if (account.PARENT?.LINK) items.push(consent.linkDelete(account.PARENT.LINK));
  // Last, together: the hold, the account itself (only if still there: a rerun does not count twice), the count.
  const last: TransactItem[] = [
    ...(account.HELD_UNTIL ? [consent.heldDelete(account.HELD_UNTIL, userId)] : []),
    consent.accountDelete(userId),
    countChange('users', -1),
  ];
  await consent.writeInBatches(items);
  // Again once the applications are gone: a staff list read while the erasure ran may have named the worker.
  await scrubPageReads(userId, jobs);
  await consent.writeInBatches(last);
  // No id, e-mail or number: erase-account.ts logs the keyed hash where it records the erasure.
  logger.info('Worker account erased', { reason });
}
