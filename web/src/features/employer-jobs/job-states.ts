/** How the employer's screens name a job's state (English: the employer area, like the admin's). */
import { DESTINATION_MESSAGES } from '#shared/domain/employer-jobs';
import type { JobState } from '#shared/domain/job-lifecycle';

export type ShownState = JobState | 'changesAsked';

export const STATE_BADGES: Record<
  ShownState,
  { label: string; color: 'informative' | 'warning' | 'success' | 'danger' | 'subtle' }
> = {
  draft: { label: 'Draft', color: 'subtle' },
  inReview: { label: 'In review', color: 'warning' },
  live: { label: 'Live', color: 'success' },
  rejected: { label: 'Rejected', color: 'danger' },
  changesAsked: { label: 'Changes asked', color: 'warning' },
  closed: { label: 'Closed', color: 'subtle' },
  expired: { label: 'Expired', color: 'informative' },
};

/** A draft with the admin's reason is one sent back for changes. */
export function shownState(job: { STATE: JobState; MODERATION_REASON?: string | undefined }): ShownState {
  return job.STATE === 'draft' && job.MODERATION_REASON ? 'changesAsked' : job.STATE;
}

/** What the form says after a save or a submit, by where the job is. */
export function placedMessage(state: JobState): string {
  if (state === 'live') return DESTINATION_MESSAGES.live;
  if (state === 'inReview') return DESTINATION_MESSAGES.inReview;
  return DESTINATION_MESSAGES.draft;
}
