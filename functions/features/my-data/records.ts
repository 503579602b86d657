/**
 * Putting on the record who read a worker's personal data (Rule 6). The export (`export.ts`) gives it back to
 * the worker beside what was sent to them (functions/lib/messaging/records.ts); the admin's user detail shows
 * the latest reads. A reader is HR, OPS, an admin, or a person of the employer whose
 * job the worker applied to (named with their organisation). A read of one worker is one access entry under that worker; a page of a job's applications
 * is one page read under the job naming every worker on it, found again through each worker's application.
 * Either is written in parallel with the rest of the request's reads, so a list is not slowed by a round trip,
 * and fails the request when it cannot be written: no one sees data that is not on the record.
 */

import type { Hirer } from '#lib/auth/hiring';
import { clock } from '#lib/clock';
import type { Account } from '#lib/db/accounts';
import * as records from '#lib/db/worker-records';
import type { AccessDataClass } from '#shared/domain/my-data';

/** Who read: their account id and kind, and for an employer's person their organisation. */
export interface Reader {
  id: number;
  kind: records.ReaderKind;
  organisation?: { id: string; name: string };
}

/** A staff member of a request as a reader. */
export const staffReader = (account: Pick<Account, 'ID'> & { TYPE: records.ReaderKind }): Reader => ({
  id: account.ID,
  kind: account.TYPE,
});

/** Whoever works on a job's applicants (lib/auth/hiring.ts) as a reader. */
export const hiringReader = (hirer: Hirer): Reader => ({
  id: hirer.ID,
  kind: hirer.TYPE,
  ...(hirer.ORG_ID ? { organisation: { id: hirer.ORG_ID, name: hirer.ORG_NAME ?? '' } } : {}),
});

/** What was read: through which endpoint, which kinds of personal data, whose, and of which job. */
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
    ...(reader.organisation
      ? { BY_ORG_ID: reader.organisation.id, BY_ORG_NAME: reader.organisation.name }
      : {}),
    AT: new Date(clock.now()).toISOString(),
    WHAT: read.what,
    DATA: [...read.data],
    ...(read.jobId === undefined ? {} : { JOB_ID: read.jobId }),
  };
  if (read.jobId !== undefined) {
    await records.recordPageRead(read.jobId, read.workers, entry);
    return;
  }
  await Promise.all([...new Set(read.workers)].map((userId) => records.recordAccess(userId, entry)));
}
