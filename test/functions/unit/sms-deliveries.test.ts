/**
 * SNS's SMS delivery records as a CloudWatch Logs subscription delivers them (functions/lib/messaging/sms-deliveries.ts):
 * base64 of gzipped JSON, one record per log event, shaped as SNS writes them to
 * `sns/<region>/<account>/DirectPublishToPhoneNumber[/Failure]`.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deliveryRecordsOf } from '#lib/messaging/sms-deliveries';

const failure = (messageId: string) =>
  JSON.stringify({
    notification: { messageId, timestamp: '2026-12-02 06:40:34.559' },
    delivery: {
      mnc: 0,
      destination: '+919876543210',
      priceInUSD: 0.00278,
      smsType: 'Transactional',
      mcc: 404,
      providerResponse: 'Unknown error attempting to reach phone',
      dwellTimeMs: 1420,
      dwellTimeMsUntilDeviceAck: 1692,
    },
    status: 'FAILURE',
  });

const success = (messageId: string) =>
  JSON.stringify({
    notification: { messageId, timestamp: '2026-12-02 06:40:34.558' },
    delivery: {
      phoneCarrier: 'Reliance Jio',
      mnc: 874,
      numberOfMessageParts: 1,
      destination: '+919876543210',
      priceInUSD: 0.00278,
      smsType: 'Transactional',
      mcc: 405,
      providerResponse: 'Message has been accepted by phone carrier',
      dwellTimeMs: 599,
      dwellTimeMsUntilDeviceAck: 1344,
    },
    status: 'SUCCESS',
  });

function subscriptionEvent(messages: string[], messageType = 'DATA_MESSAGE') {
  const data = {
    messageType,
    owner: '123456789012',
    logGroup: 'sns/ap-south-1/123456789012/DirectPublishToPhoneNumber/Failure',
    logStream: '2b3c0e5f-0000-4000-8000-000000000000',
    subscriptionFilters: ['earnlearn-prod-api-SmsFailuresSubscription'],
    logEvents: messages.map((message, index) => ({
      id: String(index),
      timestamp: 1_796_000_000_000,
      message,
    })),
  };
  return { awslogs: { data: gzipSync(JSON.stringify(data)).toString('base64') } };
}

describe('deliveryRecordsOf', () => {
  it('reads each record’s message id and whether it was delivered, nothing else', () => {
    expect(deliveryRecordsOf(subscriptionEvent([failure('id-1'), success('id-2')]))).toEqual([
      { messageId: 'id-1', delivered: false },
      { messageId: 'id-2', delivered: true },
    ]);
  });

  it('skips a line that is not a delivery record, and keeps the others', () => {
    const records = deliveryRecordsOf(
      subscriptionEvent(['not json', JSON.stringify({ status: 'FAILURE' }), failure('id-3')]),
    );
    expect(records).toEqual([{ messageId: 'id-3', delivered: false }]);
  });

  it('has none in the control message CloudWatch Logs sends when the subscription is made', () => {
    expect(deliveryRecordsOf(subscriptionEvent(['CWL CONTROL MESSAGE'], 'CONTROL_MESSAGE'))).toEqual([]);
  });

  it('refuses an event that is not a log subscription’s', () => {
    expect(() => deliveryRecordsOf({ Records: [] })).toThrow();
  });
});
