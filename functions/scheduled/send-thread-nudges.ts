/**
 * Not an /api endpoint: run every 5 minutes by an EventBridge rule (infra/aws/scheduled-jobs.ts, `threadNudges`),
 * every few minutes and on demand (`POST /dev/jobs/message-nudges`) by the local twin. Sends one SMS for each
 * application thread whose new message the worker has left unread for 15 minutes, at most one a thread until
 * they read it (functions/features/application-threads/nudges.ts), and logs the counts only.
 */
import type { Context } from 'aws-lambda';
import { type NudgeRun, sendThreadNudges } from '#features/application-threads/nudges';
import { logger } from '#lib/logger';

export const handler = async (_event?: unknown, context?: Partial<Context>): Promise<NudgeRun> => {
  const remaining = context?.getRemainingTimeInMillis?.bind(context);
  const run = await sendThreadNudges(remaining ? { remainingMs: remaining } : {});
  logger.info('Thread nudges sent', { ...run });
  return run;
};
