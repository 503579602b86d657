/**
 * Not an /api endpoint: the stage's subscriber to the account's SMS delivery failures (a CloudWatch Logs
 * subscription filter on `sns/<region>/<account>/DirectPublishToPhoneNumber/Failure`, infra/aws/stacks/api-stack.ts).
 * Each record names SNS's message id; the purpose this stage sent it for (lib/db/sms-messages.ts) makes it one
 * SmsUndelivered of that purpose, what each purpose's delivery-rate alarm divides by its SmsSent. An id this
 * stage did not send (another stage in the account, or one sent over a day ago) is not counted. Only failures
 * are read: SNS logs a sample of the delivered ones (10%), so they cannot be counted, and SmsSent is exact.
 */

import { smsPurposeOf } from '#lib/db/sms-messages';
import { logger } from '#lib/logger';
import { deliveryRecordsOf } from '#lib/messaging/sms-deliveries';
import { countSms } from '#lib/metrics';

export const handler = async (event: unknown): Promise<void> => {
  let counted = 0;
  let unknown = 0;
  for (const { messageId, delivered } of deliveryRecordsOf(event)) {
    if (delivered) continue;
    const purpose = await smsPurposeOf(messageId);
    if (!purpose) {
      unknown += 1;
      continue;
    }
    countSms('SmsUndelivered', purpose);
    counted += 1;
  }
  logger.info('SMS delivery failures counted', { counted, notOurs: unknown });
};
