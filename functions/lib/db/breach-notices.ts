/**
 * Which notices of a personal-data breach went to whom (features/breach-notices): one item per incident, worker
 * and channel, written on condition before the message is sent, so a run repeated after a crash, or two at once,
 * sends nobody the same notice twice. It holds the worker's id and the outcome only, no contact.
 *
 * | pattern                                          | key                                                 | operation              |
 * |--------------------------------------------------|-----------------------------------------------------|------------------------|
 * | take a notice to send (none taken before)        | pk=BREACH#<reference> sk=NOTICE#<userId>#<channel>  | PutItem, conditional   |
 * | take again a notice whose send failed            | same                                                | UpdateItem, conditional|
 * | mark it sent or failed                           | same                                                | UpdateItem             |
 *
 * An item taken and never marked (the run stopped between the two) stays `sending`: never sent again, as
 * whether it went is unknown; the runbook lists them (docs/operations.md, "Personal-data breach"). Items expire
 * (`ttl`) after the logs do: the Board may ask how the notices went as long as it may ask about the logs.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { breachNoticeKey } from './keys';
import { isConditionFailure, updateIf } from './transactions';

export type NoticeChannel = 'sms' | 'email';
export type NoticeStatus = 'sending' | 'sent' | 'failed';

/** How long the record of a notice is kept: 400 days, as the logs are. */
const KEPT_SECONDS = 400 * 86_400;

/**
 * Takes the notice of `reference` to `userId` on `channel` for sending: true when this run is to send it (never
 * taken, or its earlier send failed), false when another run took it.
 */
export async function takeNotice(
  reference: string,
  userId: number,
  channel: NoticeChannel,
  now: number,
): Promise<boolean> {
  const key = breachNoticeKey(reference, userId, channel);
  const at = new Date(now).toISOString();
  // This take's own mark: the client retries a write whose answer timed out, and the retry must see its own
  // first attempt as taken by this run, not another's (else a notice would be skipped and never sent).
  const token = randomUUID();
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...key,
          entity: 'BREACH_NOTICE',
          STATUS: 'sending' satisfies NoticeStatus,
          TAKEN_AT: at,
          TAKEN_BY: token,
          ttl: Math.floor(now / 1000) + KEPT_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR TAKEN_BY = :token',
        ExpressionAttributeValues: { ':token': token },
      }),
    );
    return true;
  } catch (error: unknown) {
    if (!isConditionFailure(error)) throw error;
  }
  // SNS or SES refused it before: nothing went, so sending it now sends it once.
  const retaken = await updateIf({
    Key: key,
    UpdateExpression: 'SET #status = :sending, TAKEN_AT = :at, TAKEN_BY = :token',
    ConditionExpression: '#status = :failed OR TAKEN_BY = :token',
    ExpressionAttributeNames: { '#status': 'STATUS' },
    ExpressionAttributeValues: { ':sending': 'sending', ':failed': 'failed', ':at': at, ':token': token },
  });
  return retaken !== undefined;
}

/** Marks a taken notice sent or failed. */
export async function markNotice(
  reference: string,
  userId: number,
  channel: NoticeChannel,
  status: Exclude<NoticeStatus, 'sending'>,
  now: number,
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: breachNoticeKey(reference, userId, channel),
      UpdateExpression: 'SET #status = :status, DONE_AT = :at',
      ExpressionAttributeNames: { '#status': 'STATUS' },
      ExpressionAttributeValues: { ':status': status, ':at': new Date(now).toISOString() },
    }),
  );
}
