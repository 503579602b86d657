/**
 * SNS's SMS delivery records, as a CloudWatch Logs subscription hands them over: the account's log group
 * `sns/<region>/<account>/DirectPublishToPhoneNumber/Failure` holds one JSON record per SMS a carrier did not
 * deliver, `{"notification": {"messageId", "timestamp"}, "delivery": {"destination", "providerResponse", ...},
 * "status": "FAILURE"}`. A subscription's event is `{"awslogs": {"data": <base64 of gzipped JSON>}}`, the JSON's
 * `logEvents` each with one record as its `message`. Only the message id and the status are read: the record also
 * holds the phone number, which this module never keeps or logs.
 */
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';

export interface DeliveryRecord {
  readonly messageId: string;
  readonly delivered: boolean;
}

const subscriptionEvent = z.object({ awslogs: z.object({ data: z.string() }) });
const subscriptionData = z.object({
  messageType: z.string(),
  logEvents: z.array(z.object({ message: z.string() })).default([]),
});
const deliveryRecord = z.object({
  notification: z.object({ messageId: z.string().min(1) }),
  status: z.enum(['SUCCESS', 'FAILURE']),
});

/**
 * The delivery records of one subscription event. CloudWatch Logs' control message (sent once, when the
 * subscription is made) has none; a line that is not a delivery record is skipped, not fatal, so one odd line
 * never makes Lambda retry the batch and count the others twice.
 */
export function deliveryRecordsOf(event: unknown): DeliveryRecord[] {
  const { awslogs } = subscriptionEvent.parse(event);
  const data = subscriptionData.parse(
    JSON.parse(gunzipSync(Buffer.from(awslogs.data, 'base64')).toString('utf8')),
  );
  if (data.messageType !== 'DATA_MESSAGE') return [];
  return data.logEvents.flatMap(({ message }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return [];
    }
    const record = deliveryRecord.safeParse(parsed);
    if (!record.success) return [];
    return [{ messageId: record.data.notification.messageId, delivered: record.data.status === 'SUCCESS' }];
  });
}
