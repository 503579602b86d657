/**
 * Not an /api endpoint: run hourly by an EventBridge rule (infra/aws/constructs/interview-reminders.ts), and
 * every few minutes by the local twin. Sends the day-before reminder of tomorrow's interviews (IST), once each
 * (functions/features/interviews/reminders.ts), and logs how many, by number only.
 */
import { sendInterviewReminders } from '#features/interviews/reminders';
import { logger } from '#lib/logger';

export const handler = async (): Promise<{ day: string; reminded: number; sent: number }> => {
  const { day, due, reminded, sent } = await sendInterviewReminders();
  logger.info('Interview reminders sent', { day, due, reminded, sent });
  return { day, reminded, sent };
};
