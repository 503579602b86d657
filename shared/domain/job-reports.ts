/**
 * Workers' reports of a job (a scam, a fake, misleading pay, harassment): the reasons, the limits and the
 * setting at which a job is paused until an admin reviews it. One schema for the dialog and the server.
 */
import * as z from 'zod/mini';
import { idSchema, organisationIdSchema, plainText } from './text-rules';

export const JOB_REPORT_REASONS = ['asksForMoney', 'fake', 'misleadingPay', 'harassment', 'other'] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];

/** The longest text a worker may give with "other". */
export const JOB_REPORT_TEXT_MAX = 500;
/** Reports one worker may make in a UTC day, every job together: a person cannot bury the queue. */
export const JOB_REPORTS_PER_DAY = 5;
/**
 * Distinct workers whose reports pause an open job until an admin reviews it: enough that one angry person
 * cannot take a job down, few enough that a scam stops before many are hurt.
 */
export const JOB_REPORTS_TO_PAUSE = 3;

export const jobReportMessages = {
  reason: `reason must be one of ${JOB_REPORT_REASONS.join(', ')}`,
  text: `Please say in at most ${JOB_REPORT_TEXT_MAX} characters what is wrong.`,
  decision: 'decision must be dismiss or close',
} as const;

/** Codes of the refusals a reporter can meet. */
export const JOB_REPORT_CODES = {
  alreadyReported: 'alreadyReported',
  dailyLimit: 'reportLimit',
} as const;

/** What a worker says in a report, of a job or of an employer: a reason, and for "other" what it is. */
const reportFields = {
  reason: z.enum(JOB_REPORT_REASONS, { error: jobReportMessages.reason }),
  text: z.optional(
    z
      .string({ error: jobReportMessages.text })
      .check(
        z.trim(),
        z.minLength(1, { error: jobReportMessages.text }),
        z.maxLength(JOB_REPORT_TEXT_MAX, { error: jobReportMessages.text }),
        ...plainText('Text', { multiLine: true }),
      ),
  ),
};
// "Other" says what it is; the named reasons need no text.
const otherSaysWhat = z.refine<{ reason: JobReportReason; text?: string | undefined }>(
  (input) => input.reason !== 'other' || input.text !== undefined,
  { path: ['text'], error: jobReportMessages.text },
);

export const jobReportInput = z.strictObject({ id: idSchema, ...reportFields }).check(otherSaysWhat);
export type JobReportInput = z.infer<typeof jobReportInput>;

/** A worker's report of an employer itself (from its page), with the same reasons as a job's. */
export const employerReportInput = z
  .strictObject({ id: organisationIdSchema, ...reportFields })
  .check(otherSaysWhat);
export type EmployerReportInput = z.infer<typeof employerReportInput>;

export const JOB_REPORT_DECISIONS = ['dismiss', 'close'] as const;
export type JobReportDecision = (typeof JOB_REPORT_DECISIONS)[number];
