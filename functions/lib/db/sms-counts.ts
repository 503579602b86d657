/**
 * What the SMS budget rules (functions/lib/messaging/allowance.ts) count: the SMS parts sent this month,
 * whatever their purpose, and the status SMS each worker got today. Each count is one atomic UpdateItem; the
 * status SMS take their place by a conditional ADD, so parallel reviews never pass a limit between them.
 *
 * | pattern                                   | key                                    | operation                   |
 * |-------------------------------------------|----------------------------------------|-----------------------------|
 * | count the parts of an OTP / parent SMS    | pk=SMS_SENT#<yyyy-mm> sk=MONTH         | UpdateItem ADD parts        |
 * | take a status SMS's parts, below the line | pk=SMS_SENT#<yyyy-mm> sk=MONTH         | UpdateItem ADD, conditional |
 * | take one of a worker's status SMS today   | pk=STATUS_SMS#<userId> sk=DAY#<date>   | UpdateItem ADD, conditional |
 *
 * Items carry a `ttl` some days after their period; the period is part of the key, so a count is never read
 * after it even before DynamoDB deletes it. The month item is one key every SMS writes: a few writes a second
 * at most (the OTP routes' throttles), far below a partition's 1,000.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { smsMonthKey, statusSmsDayKey } from './keys';
import { isConditionFailure, updateIf } from './transactions';

export interface CountingPeriod {
  /** `2026-11` or `2026-11-27`. */
  id: string;
  /** Epoch seconds at which DynamoDB may delete the count. */
  ttl: number;
}

function addParts(month: CountingPeriod, parts: number, condition?: { below: number }) {
  return new UpdateCommand({
    TableName: tableName,
    Key: smsMonthKey(month.id),
    UpdateExpression: 'ADD parts :parts SET entity = :entity, #ttl = :ttl',
    ...(condition ? { ConditionExpression: 'attribute_not_exists(parts) OR parts <= :room' } : {}),
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':parts': parts,
      ':entity': 'SMS_SENT',
      ':ttl': month.ttl,
      ...(condition ? { ':room': condition.below - parts } : {}),
    },
  });
}

/** Counts the parts of an SMS sent (an OTP, a parent's link): never refused. */
export async function countParts(month: CountingPeriod, parts: number): Promise<void> {
  await db.send(addParts(month, parts));
}

/**
 * Counts a status SMS's parts if the month's count stays within `limit` with them; false (nothing counted)
 * when it would not.
 */
export async function takeParts(month: CountingPeriod, parts: number, limit: number): Promise<boolean> {
  try {
    await db.send(addParts(month, parts, { below: limit }));
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The SMS parts counted this month (0 before the first). */
export async function partsThisMonth(month: CountingPeriod): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: smsMonthKey(month.id) }));
  return Number(Item?.parts ?? 0);
}

/** Counts one status SMS of the worker today if fewer than `cap` were; false (nothing counted) otherwise. */
export async function takeStatusSms(userId: number, day: CountingPeriod, cap: number): Promise<boolean> {
  const updated = await updateIf({
    Key: statusSmsDayKey(userId, day.id),
    ConditionExpression: 'attribute_not_exists(sent) OR sent < :cap',
    UpdateExpression: 'ADD sent :one SET entity = :entity, #ttl = :ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':entity': 'STATUS_SMS', ':ttl': day.ttl },
  });
  return updated !== undefined;
}
