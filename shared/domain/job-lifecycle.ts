/**
 * A job's lifecycle: draft, in review, live, rejected, closed, expired. Pure, shared by the server and the admin's
 * screens. The spec's STATUS stays the public contract: OPEN only for a live job taking applications, CLOSED
 * for every other state (and draft, in review and rejected are not shown to workers at all).
 *
 * Stored, a job carries STATE only before it is published (draft, inReview, rejected); a published job has none
 * and reads as live or closed from STATUS, so the jobs posted before the lifecycle existed need no migration.
 * Expired is never stored: a live job past its apply-by day (IST) is expired. No schema here: every bundle that
 * reads a job imports this module (the moderators' decisions are in moderation/decisions.ts).
 */
import { takesApplications } from './job-details';

export const JOB_STATES = ['draft', 'inReview', 'live', 'rejected', 'closed', 'expired'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The states a job item stores (STATE); a job without one is published. */
export const UNPUBLISHED_STATES = ['draft', 'inReview', 'rejected'] as const;
export type UnpublishedState = (typeof UNPUBLISHED_STATES)[number];

/** The states a job may be created in. */
export const INITIAL_STATES = ['draft', 'inReview', 'live'] as const;
export type InitialState = (typeof INITIAL_STATES)[number];

/**
 * Where each state may go. A draft is submitted (or, clean and from a trusted poster, published at once); a
 * job in review is approved, rejected or sent back for changes; a live job closes, expires, or goes back to
 * review after an edit the rules hold; a closed or expired job opens again (or goes to review when edited
 * with hits). Rejected is final: the poster starts a new posting.
 */
export const TRANSITIONS: Readonly<Record<JobState, readonly JobState[]>> = {
  draft: ['inReview', 'live'],
  inReview: ['live', 'rejected', 'draft'],
  live: ['closed', 'expired', 'inReview'],
  closed: ['live', 'inReview'],
  expired: ['live', 'closed', 'inReview'],
  rejected: [],
};

export function canMove(from: JobState, to: JobState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** What stateOf reads of a job item. */
export interface LifecycleFields {
  STATE?: UnpublishedState | undefined;
  STATUS?: 'OPEN' | 'CLOSED' | undefined;
  APPLY_BY?: string | undefined;
}

/** The job's state on `now`: the stored one before publication, else live, expired or closed from STATUS. */
export function stateOf(job: LifecycleFields, now: Date): JobState {
  if (job.STATE !== undefined) return job.STATE;
  if (job.STATUS !== 'OPEN') return 'closed';
  return takesApplications(job.APPLY_BY, now) ? 'live' : 'expired';
}

/** Whether workers and the public see the job at all (its page, search, saving, alerts). */
export function isPublished(job: Pick<LifecycleFields, 'STATE'>): boolean {
  return job.STATE === undefined;
}

/** The language of the text a rule hit was found in, from the posting's field (`translations.hi.title`). */
export function hitLanguage(field: string): 'en' | 'hi' | 'te' {
  if (field.startsWith('translations.hi.')) return 'hi';
  if (field.startsWith('translations.te.')) return 'te';
  return 'en';
}
