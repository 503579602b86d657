/**
 * The moderators' decisions on a job in review (shared/domain/job-lifecycle.ts has the states): the three
 * decisions, where each moves the job, and the reason's rule, one schema for the dialog and the server.
 */
import * as z from 'zod/mini';
import type { JobState } from '../job-lifecycle';
import { plainText } from '../text-rules';

export const MODERATION_DECISIONS = ['approve', 'reject', 'requestChanges'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Where each decision moves a job in review. */
export const DECISION_STATES: Readonly<Record<ModerationDecision, JobState>> = {
  approve: 'live',
  reject: 'rejected',
  requestChanges: 'draft',
};

export const MODERATION_REASON_MAX = 500;

export const moderationMessages = {
  decision: `decision must be one of ${MODERATION_DECISIONS.join(', ')}`,
  reason: `Please give the poster a reason in at most ${MODERATION_REASON_MAX} characters.`,
  alreadyDecided:
    'This job was already decided, or changed by its poster, after you opened it. Reload the queue.',
} as const;

/** The `code` of the 409 a second decision on the same job meets. */
export const ALREADY_DECIDED_CODE = 'alreadyDecided';

const reasonText = z
  .string({ error: moderationMessages.reason })
  .check(
    z.trim(),
    z.minLength(1, { error: moderationMessages.reason }),
    z.maxLength(MODERATION_REASON_MAX, { error: moderationMessages.reason }),
    ...plainText('Reason', { multiLine: true }),
  );

/** A decision's fields, without the job's id and version (the contract adds them); the dialog checks this too. */
export const moderationDecisionShape = {
  decision: z.enum(MODERATION_DECISIONS, { error: moderationMessages.decision }),
  reason: z.optional(reasonText),
};

/** Approving needs no reason; rejecting and asking for changes tell the poster why. */
export const needsReason = (decision: ModerationDecision) => decision !== 'approve';
