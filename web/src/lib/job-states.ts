/** How the back office names a job's state (English, as the admin's and HR/OPS screens are). */
import type { JobState } from '#shared/domain/job-lifecycle';

export const JOB_STATE_LABELS: Record<JobState, string> = {
  draft: 'Draft',
  inReview: 'In review',
  live: 'Live',
  rejected: 'Rejected',
  closed: 'Closed',
  expired: 'Expired',
};
