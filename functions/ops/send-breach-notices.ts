/**
 * Not an /api endpoint: invoked by the operator, one batch of a breach's affected people at a time
 * (`npm run breach -- --notify`, docs/operations.md, "Personal-data breach"). Sends each their notice
 * (functions/features/breach-notices/send.ts) and answers the counts; logs the counts only, never a contact.
 */
import { type NoticeReport, noticeBatchSchema, sendBreachNotices } from '#features/breach-notices/send';
import { logger } from '#lib/logger';

export const handler = async (event: unknown): Promise<NoticeReport> => {
  const batch = noticeBatchSchema.parse(event);
  const report = await sendBreachNotices(batch);
  logger.info('Breach notices sent', {
    reference: batch.reference,
    people: batch.recipients.length,
    sms: report.sms,
    email: report.email,
  });
  return report;
};
