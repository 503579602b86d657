/**
 * Not an /api endpoint: run daily by EventBridge Scheduler (infra/aws/constructs/retention-job.ts), by the local
 * twin on a timer, and by `npm run retention -- --now <ISO date>` (scripts/retention.ts). Erases accounts with no
 * sign-in for 3 years, 48 hours after telling them (functions/features/erasure/retention.ts), and logs the
 * counts only. `now` (epoch ms) is for the script's simulated date; the schedule runs at the real time.
 */
import { runRetention } from '#features/erasure/retention';
import { clock } from '#lib/clock';
import { logger } from '#lib/logger';

export async function runRetentionAt(now: number) {
  const real = clock.now;
  clock.now = () => now;
  try {
    return await runRetention(now);
  } finally {
    clock.now = real;
  }
}

export const handler = async (): Promise<Awaited<ReturnType<typeof runRetention>>> => {
  const run = await runRetention(Date.now());
  logger.info('Retention job ran', { ...run });
  return run;
};
