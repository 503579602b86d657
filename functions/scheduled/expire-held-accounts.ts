/**
 * Not an /api endpoint: run hourly by an EventBridge schedule (infra/aws), and every few minutes by the local
 * twin. Erases every worker account whose 7-day hold ran out without consent (
 * functions/features/consent/expiry.ts), and logs how many, by number only.
 */
import { expireHeldAccounts } from '#features/consent/expiry';
import { logger } from '#lib/logger';

export const handler = async (): Promise<{ erased: number }> => {
  const erased = await expireHeldAccounts();
  logger.info('Held accounts swept', { erased });
  return { erased };
};
