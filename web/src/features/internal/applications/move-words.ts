/**
 * What HR/OPS read on a move's button, its undo line and the bulk bar: the pipeline's target
 * (shared/domain/review.ts) as a verb. Accept is Shortlist from New and Select from Shortlisted.
 */
import type { ApplicationStatus } from '#shared/domain/codes';
import { type ReviewDecision, reviewTarget } from '#shared/domain/review';

export interface MoveWords {
  /** 'Shortlist' (the button). */
  verb: string;
  /** 'Shortlisting' (the undo line). */
  doing: string;
}

const WORDS: Partial<Record<ApplicationStatus, MoveWords>> = {
  SHORTLISTED: { verb: 'Shortlist', doing: 'Shortlisting' },
  SELECTED: { verb: 'Select', doing: 'Selecting' },
  REJECTED: { verb: 'Reject', doing: 'Rejecting' },
};

/** The words of `decision` on an application in `status`, or undefined when the pipeline has no such move. */
export function moveWords(status: ApplicationStatus, decision: ReviewDecision): MoveWords | undefined {
  const target = reviewTarget(status, decision);
  return target ? WORDS[target] : undefined;
}

/** The open statuses, where a tab offers moves (Selected and Rejected are final: their tabs show none). */
export function isOpen(status: ApplicationStatus): boolean {
  return reviewTarget(status, 'accept') !== undefined || reviewTarget(status, 'reject') !== undefined;
}
