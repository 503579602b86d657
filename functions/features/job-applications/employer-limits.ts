/**
 * What an employer's person below TRUSTED_LEVEL may see of their applicants (shared/domain/employer-jobs.ts,
 * decision 540): each distinct applicant opened counts against the organisation's day (IST), and the CSV export,
 * which would show all of them at once, is refused. A verified organisation's opens are counted (the admin's
 * "Limits now" shows them) but never refused; Earnlearn's HR and OPS are neither counted nor limited.
 */
import type { HiringCaller } from '#lib/auth/hiring';
import { openApplicant } from '#lib/db/organisation-applicant-opens';
import { Conflict, Forbidden } from '#lib/errors';
import {
  APPLICANTS_LIMIT_CODE,
  applicantsADayFor,
  applicantsLimitMessage,
  EXPORT_LIMIT_CODE,
  EXPORT_NEEDS_VERIFICATION,
} from '#shared/domain/employer-jobs';
import { type VerificationLevel, verificationLevelOf } from '#shared/domain/employer-verification';
import { istDay } from '#shared/domain/job-details';

/** The organisation whose limits hold for `caller` and its level; undefined for HR and OPS. */
function employerOrganisation(caller: HiringCaller): { id: string; level: VerificationLevel } | undefined {
  if (caller.TYPE !== 'employer' || caller.organisation === undefined) return undefined;
  return { id: caller.organisation.id, level: verificationLevelOf(caller.organisation) };
}

/** Counts `caller`'s open of applicant `userId`: 409 (its code) past the organisation's applicants today. */
export async function countOpen(caller: HiringCaller, userId: number, now: Date): Promise<void> {
  const organisation = employerOrganisation(caller);
  if (!organisation) return;
  const limit = applicantsADayFor(organisation.level);
  const outcome = await openApplicant(organisation.id, istDay(now), userId, limit, now);
  if (outcome === 'atLimit')
    throw new Conflict(applicantsLimitMessage(organisation.level), APPLICANTS_LIMIT_CODE);
}

/** Refuses the export (403, its code) to the people of an organisation whose applicants a day are limited. */
export function assertMayExport(caller: HiringCaller): void {
  const organisation = employerOrganisation(caller);
  if (organisation && applicantsADayFor(organisation.level) !== undefined)
    throw new Forbidden(EXPORT_NEEDS_VERIFICATION, EXPORT_LIMIT_CODE);
}
