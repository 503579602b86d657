/**
 * Erasing a worker's whole account on their request or for inactivity (docs/privacy.md "Erasure"):
 * 1. every version of their files in the uploads bucket (documents.ts);
 * 2. what names them outside their own partition and is not erased with it: the send logs of their number
 *    (`MOBILE#<number>`/`SENDS` and `LINK_SENDS`) and their daily status-SMS counts (`STATUS_SMS#<id>`);
 * 3. the table part (consent/erase.ts): its id in the staff's page reads of its jobs, the account, its consent
 *    records, its pending code, its applications (each job keeps only an anonymous count), its Google identity,
 *    its number's claim, its search words;
 * 4. last, the record the law makes us keep: a keyed hash of the id, when and why, for 1 year.
 * Sessions end with the account: the session check refuses every token of an account that no longer exists.
 * Safe to run again after a failure (each step finds what is left); the record is written once the account
 * is gone. Nothing logged here holds the id, e-mail or number: the log line names the keyed hash.
 */

import { clock } from '#lib/clock';
import * as consent from '#lib/db/consent';
import { numberLinkSendsKey, numberSendsKey } from '#lib/db/keys';
import { recordPrivacyRequest } from '#lib/db/privacy-requests';
import * as retention from '#lib/db/retention';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import { eraseWorker } from '../consent/erase';
import { deleteAllDocumentVersions } from './documents';
import { erasureSubject } from './subject';

/** How long the record of an erasure is kept (docs/privacy.md). */
export const ERASURE_RECORD_DAYS = 365;

export type AccountErasureReason = Extract<retention.ErasureReason, 'workerRequest' | 'inactive'>;

/** Erases the account with every trace of it; false when there was no such account. */
export async function eraseAccount(userId: number, reason: AccountErasureReason): Promise<boolean> {
  const account = await users.get(userId);
  if (!account) return false;
  const documents = await deleteAllDocumentVersions(userId);
  const outside = [
    ...(account.MOBILE_NUMBER
      ? [numberSendsKey(account.MOBILE_NUMBER), numberLinkSendsKey(account.MOBILE_NUMBER)]
      : []),
    ...(await retention.statusSmsDays(userId)),
  ];
  await consent.writeInBatches(outside.map(consent.deleteItem));
  await eraseWorker(userId, reason);

  const now = clock.now();
  const subject = await erasureSubject(userId);
  await retention.recordErasure({
    subjectHash: subject.hash,
    keyId: subject.keyId,
    at: new Date(now).toISOString(),
    reason,
    ttl: Math.ceil(now / 1000) + ERASURE_RECORD_DAYS * 24 * 3600,
  });
  logger.info('Account erased and recorded', { subject: subject.hash, reason, documents });
  // A worker's own request is a privacy request the admin's Privacy screen counts (naming no one); the
  // retention job's erasures are not requests.
  if (reason === 'workerRequest') await recordPrivacyRequest('erasure', new Date(now));
  return true;
}
