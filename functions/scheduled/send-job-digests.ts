/**
 * Not an /api endpoint: run every morning by an EventBridge rule (infra/aws/constructs/job-digests.ts), hourly
 * and on demand (`POST /dev/jobs/alert-digest`) by the local twin. Sends each worker with new jobs matching their
 * job alerts one digest for the day (functions/features/job-alerts/digest.ts), stopping a minute before the
 * function's timeout (the next scheduled run goes on from there), and logs the counts only.
 */
import type { Context } from 'aws-lambda';
import { type DigestRun, runDigest } from '#features/job-alerts/digest';
import { logger } from '#lib/logger';

export const handler = async (_event?: unknown, context?: Partial<Context>): Promise<DigestRun> => {
  const remaining = context?.getRemainingTimeInMillis?.bind(context);
  const run = await runDigest(remaining ? { remainingMs: remaining } : {});
  logger.info('Job-alert digests ran', { ...run });
  return run;
};
