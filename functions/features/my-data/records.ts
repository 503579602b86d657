/**
 * Putting on the record who read a worker's personal data (Rule 6). The export (`export.ts`) gives it back to
 * the worker beside what was sent to them (functions/lib/messaging/records.ts); the admin's user detail shows
 * the latest reads. A read of one worker is one access entry under that worker; a page of a job's applications
 * is one page read under the job naming every worker on it, found again through each worker's application.
 * Either is written in parallel with the rest of the request's reads, so a list is not slowed by a round trip,
 * and fails the request when it cannot be written: no one sees data that is not on the record.
 */

import { clock } from '#lib/clock';
import type { Account } from '#lib/db/accounts';
import * as records from '#lib/db/worker-records';
import type { AccessDataClass } from '#shared/domain/my-data';

/** Who read: their account id and what kind of reader they are (a staff role today). */
export interface Reader {
  id: number;
  kind: records.ReaderKind;
}

/** A staff member of a request as a reader. */
export const staffReader = (account: Pick<Account, 'ID'> & { TYPE: records.ReaderKind }): Reader => ({
  id: account.ID,
  kind: account.TYPE,
});

/** What was read: through which endpoint, which kinds of personal data, whose. */
export interface WhatWasRead {
  /** The endpoint. */
  what: string;
  data: readonly AccessDataClass[];
  /** The workers whose data it showed. */
  workers: readonly number[];
  /**
   * The job whose applications were read (a page of its applicants): one record for the page, kept under the
   * job, rather than one per worker.
   */
  jobId?: number;
}

/**
 * Records that `reader` read `read`: one page read when it names a job, else one access entry for each worker
 * (one for the reads of one worker that exist today).
 */
export async function recordRead(reader: Reader, read: WhatWasRead): Promise<void> {
  if (read.workers.length === 0) return;
  const entry = {
    BY_ID: reader.id,
    BY_ROLE: reader.kind,
    AT: new Date(clock.now()).toISOString(),
    WHAT: read.what,
    DATA: [...read.data],
  };
  if (read.jobId !== undefined) {
    await records.recordPageRead(read.jobId, read.workers, entry);
    return;
  }
  await Promise.all([...new Set(read.workers)].map((userId) => records.recordAccess(userId, entry)));
}
