/**
 * Putting on the record what was sent to a worker and which staff read their data (issue 21). The export
 * (`export.ts`) gives both back to the worker; the admin's user detail shows the access entries.
 *
 * - A message record is written after the SMS (or e-mail) went, beside its send: channel, kind, time, the
 *   number masked, and the text only for a message that holds no secret. It never fails the send: an SMS that
 *   went must not be sent again because its record could not be written (the failure is logged, without the
 *   number).
 * - An access entry is written for each worker whose personal data a staff request read: one batched write per
 *   page, in parallel with the rest of the page's reads, so a list is not slowed. It fails the request when it
 *   cannot be written: staff do not see data that is not on the record.
 */

import { clock } from '#lib/clock';
import type { Account } from '#lib/db/accounts';
import * as records from '#lib/db/worker-records';
import { logger } from '#lib/logger';
import type { Role } from '#shared/domain/codes';
import type { AccessDataClass } from '#shared/domain/my-data';
import { maskMobile } from '#shared/domain/privacy';

/** Records an SMS sent to the worker; never throws. */
export async function recordSmsSent(
  userId: number,
  sms: { kind: records.MessageKind; number: string; text?: string | undefined; jobId?: number | undefined },
): Promise<void> {
  try {
    await records.recordMessage(userId, {
      CHANNEL: 'sms',
      KIND: sms.kind,
      AT: new Date(clock.now()).toISOString(),
      TO: maskMobile(sms.number),
      ...(sms.kind !== 'otp' && sms.text !== undefined ? { TEXT: sms.text } : {}),
      ...(sms.jobId !== undefined ? { JOB_ID: sms.jobId } : {}),
    });
  } catch (error: unknown) {
    logger.error('The record of an SMS sent could not be written', {
      userId,
      kind: sms.kind,
      errorName: error instanceof Error ? error.name : typeof error,
    });
  }
}

/** Records a WhatsApp message sent to the worker (issue 24), as an SMS is: the text as the phone shows it; never throws. */
export async function recordWhatsAppSent(
  userId: number,
  message: { kind: records.MessageKind; number: string; text: string; jobId?: number | undefined },
): Promise<void> {
  try {
    await records.recordMessage(userId, {
      CHANNEL: 'whatsapp',
      KIND: message.kind,
      AT: new Date(clock.now()).toISOString(),
      TO: maskMobile(message.number),
      TEXT: message.text,
      ...(message.jobId !== undefined ? { JOB_ID: message.jobId } : {}),
    });
  } catch (error: unknown) {
    logger.error('The record of a WhatsApp message sent could not be written', {
      userId,
      kind: message.kind,
      errorName: error instanceof Error ? error.name : typeof error,
    });
  }
}

/** The staff member of a request: their account id and role. */
export type Reader = Pick<Account, 'ID'> & { TYPE: Exclude<Role, 'worker'> };

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
