/**
 * The hiring pipeline (beyond the spec's inert buttons): what HR and OPS may do with an application in
 * each status. Accept moves one step forward (New -> Shortlisted -> Selected); reject ends any open
 * application (New or Shortlisted). Selected and Rejected are final: a selection is not taken back (the worker
 * has been told by SMS) and a rejected application is not revived. The server enforces this table; the
 * screens read it to offer only the moves it allows.
 */
import type { ApplicationStatus } from './codes';

export const REVIEW_DECISIONS = ['accept', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_MOVES: Readonly<
  Record<ApplicationStatus, Readonly<Partial<Record<ReviewDecision, ApplicationStatus>>>>
> = {
  APPLIED: { accept: 'SHORTLISTED', reject: 'REJECTED' },
  SHORTLISTED: { accept: 'SELECTED', reject: 'REJECTED' },
  SELECTED: {},
  REJECTED: {},
};

/** Where `decision` takes an application in `status`, or undefined when the pipeline does not allow it. */
export function reviewTarget(
  status: ApplicationStatus,
  decision: ReviewDecision,
): ApplicationStatus | undefined {
  return REVIEW_MOVES[status][decision];
}

/** Why a decision is refused for an application in `status` (the 400's message). */
export function refusedReviewMessage(status: ApplicationStatus, decision: ReviewDecision): string {
  if (status === 'SELECTED') return `A selected application is final: it cannot be ${decision}ed.`;
  if (status === 'REJECTED') return `A rejected application is final: it cannot be ${decision}ed.`;
  return `An application in ${status} cannot be ${decision}ed.`;
}
