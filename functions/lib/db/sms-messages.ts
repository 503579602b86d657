/**
 * Which purpose each SMS was sent for, by SNS's message id: SNS's delivery records (the account's
 * `DirectPublishToPhoneNumber/Failure` log group) name the message id, never our purpose, and the delivery
 * counter (functions/ops/count-sms-deliveries.ts) needs the purpose to count a lost SMS against its own alarm.
 * The item holds the id and the purpose only: no number, no text, no worker.
 *
 * | pattern                                   | key                                   | operation |
 * |-------------------------------------------|---------------------------------------|-----------|
 * | remember an SMS's purpose when it is sent | pk=SMS_MESSAGE#<messageId> sk=PURPOSE | PutItem   |
 * | find the purpose of a delivery record     | same                                  | GetItem   |
 *
 * Kept a day (`ttl`): SNS logs nearly every failure within minutes of the send; one logged later is not counted.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SMS_PURPOSES, type SmsPurpose } from '#shared/domain/message-purposes';
import { db, tableName } from '../clients/dynamodb';
import { smsMessageKey } from './keys';

/** How long the purpose of a sent SMS is kept. */
export const SMS_MESSAGE_KEPT_SECONDS = 86_400;

export async function rememberSmsPurpose(messageId: string, purpose: SmsPurpose, now: number): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...smsMessageKey(messageId),
        entity: 'SMS_MESSAGE',
        PURPOSE: purpose,
        ttl: Math.floor(now / 1000) + SMS_MESSAGE_KEPT_SECONDS,
      },
    }),
  );
}

/** The purpose this stage sent `messageId` for; undefined for an id it did not send (another stage's SMS). */
export async function smsPurposeOf(messageId: string): Promise<SmsPurpose | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: smsMessageKey(messageId) }));
  const purpose = Item?.PURPOSE;
  return (SMS_PURPOSES as readonly unknown[]).includes(purpose) ? (purpose as SmsPurpose) : undefined;
}
