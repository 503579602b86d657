/** The moderation screen's texts for the decisions and the languages a hit was found in (English: the admin area). */
import type { ModerationDecision } from '#shared/domain/moderation/decisions';
import { JOB_STATE_LABELS } from '#web/lib/job-states';
import type { ModerationRow } from '../api/moderation-queue';

export const LANGUAGE_NAMES: Record<ModerationRow['hits'][number]['language'], string> = {
  en: 'English',
  hi: 'Hindi',
  te: 'Telugu',
};

export const DECISION_LABELS: Record<ModerationDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  requestChanges: 'Ask for changes',
};

export const DECISION_DONE: Record<ModerationDecision, string> = {
  approve: 'Approved: the job is live',
  reject: 'Rejected',
  requestChanges: 'Sent back to the poster for changes',
};

export const DECISION_EFFECTS: Record<ModerationDecision, string> = {
  approve: 'The job goes live: workers find it, open its page and apply.',
  reject: 'The job is never published. The poster sees your reason.',
  requestChanges:
    'The job goes back to the poster as a draft, with your reason. They can change it and submit it again.',
};

export const EMPLOYER_SUSPENDED_LABEL = 'Employer suspended';
export const SUSPENDED_NOTE =
  'Reinstate the employer before approving this job. You can still reject it or ask for changes.';

/** A job's state as the admin's job list and job page name it. */
export const STATE_LABELS = JOB_STATE_LABELS;
