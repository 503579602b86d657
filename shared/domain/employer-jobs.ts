/**
 * An employer's postings: where a posting goes (live at once, or to an admin's review) and how many jobs an
 * organisation may have, by how far it is verified. Pure, one place for the server's conditions and the screens'
 * messages.
 *
 * An organisation's active jobs are the ones live or in review (an expired job keeps its place until it is
 * closed: nothing is written when its apply-by day passes). Drafts, rejected and closed jobs are not counted.
 * Postings are the jobs an organisation creates in an IST day, drafts included.
 *
 * Applicants opened are the distinct workers whose details an organisation's people open in an IST day (the
 * applicant view; decision 540): a second open of the same applicant that day is free. The lists' rows are not
 * counted, and the CSV export, which would show every applicant at once, is for verified organisations only.
 */
import type { VerificationLevel } from './employer-verification';

/** The level at which an organisation's clean postings may go live without a moderator. */
export const TRUSTED_LEVEL: VerificationLevel = 'documentsChecked';

export const isVerified = (level: VerificationLevel) => level === TRUSTED_LEVEL;

export interface JobLimits {
  /** Jobs live or in review at once. */
  active: number;
  /** Jobs created in an IST day; undefined: no daily limit. */
  daily: number | undefined;
}

export const UNVERIFIED_LIMITS: JobLimits = { active: 2, daily: 5 };
export const VERIFIED_LIMITS: JobLimits = { active: 50, daily: undefined };

export function jobLimitsFor(level: VerificationLevel): JobLimits {
  return isVerified(level) ? VERIFIED_LIMITS : UNVERIFIED_LIMITS;
}

/** The `code`s of the 409s a posting over a limit meets. */
export const ACTIVE_LIMIT_CODE = 'activeJobsLimit';
export const DAILY_LIMIT_CODE = 'dailyPostingsLimit';

export function activeLimitMessage(level: VerificationLevel): string {
  const { active } = jobLimitsFor(level);
  return isVerified(level)
    ? `Your organisation already has ${active} jobs live or in review. Close one before you post another.`
    : `Until Earnlearn has checked your organisation's documents, you can have ${active} jobs live or in review at once. Close one, or wait for the review, before you submit another.`;
}

export function dailyLimitMessage(level: VerificationLevel): string {
  return `Until Earnlearn has checked your organisation's documents, you can post ${jobLimitsFor(level).daily} jobs a day. Please try again tomorrow.`;
}

/** Distinct applicants an organisation below TRUSTED_LEVEL may open in an IST day. */
export const UNVERIFIED_APPLICANTS_A_DAY = 25;

/** The applicants the organisation may open in an IST day; undefined: no daily limit (verified). */
export function applicantsADayFor(level: VerificationLevel): number | undefined {
  return isVerified(level) ? undefined : UNVERIFIED_APPLICANTS_A_DAY;
}

/** The `code` of the 409 an open past the day's applicants meets, and of the 403 an unverified export meets. */
export const APPLICANTS_LIMIT_CODE = 'dailyApplicantsLimit';
export const EXPORT_LIMIT_CODE = 'exportNeedsVerification';

export function applicantsLimitMessage(level: VerificationLevel): string {
  return `Until Earnlearn has checked your organisation's documents, you can open ${applicantsADayFor(level)} applicants a day. The applicants you opened today stay open to you; please try again tomorrow for others.`;
}

export const EXPORT_NEEDS_VERIFICATION =
  "Until Earnlearn has checked your organisation's documents, applicants cannot be exported. Open them one by one from the list instead.";

/** Where a submitted posting goes. */
export type Destination = 'live' | 'inReview';

/**
 * A posting the rules hold for always goes to review; a clean one goes live at once only from a verified
 * organisation, and only while the stage lets employers' postings publish themselves.
 */
export function destinationOf(posting: {
  hits: number;
  level: VerificationLevel;
  autoPublish: boolean;
}): Destination {
  return posting.hits === 0 && isVerified(posting.level) && posting.autoPublish ? 'live' : 'inReview';
}

/** An edit of a live job: clean it stays live; with a hit it goes back to review, off search at once. */
export function editDestinationOf(hits: number): Destination {
  return hits === 0 ? 'live' : 'inReview';
}

/** What the form tells the poster after a submission, by where the job went. */
export const DESTINATION_MESSAGES: Record<Destination | 'draft', string> = {
  live: 'Live: workers can find your job and apply now.',
  inReview: 'In review: an Earnlearn admin checks it, usually within a day.',
  draft: 'Draft saved. Submit it for review when it is ready.',
};

export const NOT_EDITABLE = 'A rejected or closed job cannot be changed. Please post a new job instead.';
export const NOT_CLOSABLE = 'Only a live or expired job can be closed.';
export const ORGANISATION_SUSPENDED =
  'Your organisation is suspended: it cannot post or change jobs. Please contact Earnlearn.';
