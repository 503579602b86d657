/**
 * Documents kept no longer than needed (DPDP Rules 2025 Rule 8; docs/privacy.md section 9): a
 * worker's PAN and student ID images, and the PDF resume (decision 571), are deleted (every version, documents.ts) once the worker has had no open
 * application for DOCUMENTS_KEPT_YEARS: a year after their last application was made or decided, or a year after
 * the documents were saved if they never applied. The account stays; the profile then shows no documents.
 *
 * The clock lives in the kept-documents index (gsi2 on the account, `DOCUMENTS_KEPT#<month>`): a save puts the
 * account under its month, and this job, reading only the months at least a year old, moves an account whose
 * worker was active since to the month of that activity (or of today while an application is open), so it is
 * read again a year later, and deletes the documents of the rest. No hook in applying or reviewing is needed.
 */
import * as retention from '#lib/db/retention';
import * as users from '#lib/db/users';
import type { ApplicationStatus } from '#shared/domain/codes';
import { deleteAllDocumentVersions } from './documents';

export const DOCUMENTS_KEPT_YEARS = 1;
/** An application not yet decided: new, or shortlisted (Selected and Rejected are decisions). */
const OPEN_STATUSES: ReadonlySet<string> = new Set<ApplicationStatus>(['APPLIED', 'SHORTLISTED']);

function yearsBefore(now: number, years: number): string {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at.toISOString();
}

/** One pass at `now`: the number of workers whose documents were deleted. */
export async function expireDocuments(
  now: number,
  months: (until: string) => string[],
  limit = 500,
): Promise<number> {
  const cutOff = yearsBefore(now, DOCUMENTS_KEPT_YEARS);
  let deleted = 0;
  for (const month of months(cutOff)) {
    for (const userId of await retention.documentsKeptBefore(month, cutOff, limit)) {
      const account = await users.get(userId);
      if (!account) continue;
      const read = {
        pan: account.PANCARD_KEY,
        idCard: account.ID_CARD_KEY,
        resume: account.RESUME_KEY ?? '',
      };
      const kept = read.pan !== '' || read.idCard !== '' || read.resume !== '';
      const applications = await retention.applicationTimes(userId);
      if (kept) {
        if (applications.some((application) => OPEN_STATUSES.has(application.status))) {
          await retention.moveDocumentsClock(userId, new Date(now).toISOString());
          continue;
        }
        const latest = applications
          .flatMap((application) => [application.appliedAt, application.reviewedAt ?? ''])
          .reduce((a, b) => (a > b ? a : b), '');
        if (latest > cutOff) {
          await retention.moveDocumentsClock(userId, latest);
          continue;
        }
        await deleteAllDocumentVersions(userId);
      }
      if (await retention.clearDocuments(userId, read)) deleted += kept ? 1 : 0;
      if (deleted >= limit) return deleted;
    }
  }
  return deleted;
}
