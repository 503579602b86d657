/**
 * Migration 0001: worker accounts from before consent was recorded are marked as needing to accept
 * the first privacy notice at their next sign-in (`PRIVACY_STATE = consentNeeded`, no version accepted), and
 * each gets its Google identity's `sub` (what erasing an account deletes, read from the identity items). Nothing
 * else changes and nothing is deleted: the account keeps its details, documents and applications, and is held
 * (every worker endpoint but the consent flow's answers 403) until the worker accepts. Such an account is not
 * put on the 7-day hold: it is never erased for not having accepted yet. Safe to run again: every write is
 * conditional on the attribute still being absent.
 */
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/clients/dynamodb';
import { isConditionFailure } from '#lib/db/transactions';
import type { Migration } from './index';

async function* scan(filter: string, values: Record<string, unknown>) {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: filter,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: start,
      }),
    );
    yield* page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}

async function updateIfAbsent(
  key: { pk: string; sk: string },
  attribute: string,
  set: string,
  values: Record<string, unknown>,
) {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(${attribute})`,
        UpdateExpression: `SET ${set}`,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export const migration: Migration = {
  id: '0001-consent-state',
  about:
    'Mark worker accounts from before consent as needing to accept the first notice; record their Google sub.',
  async run() {
    let marked = 0;
    let linked = 0;
    for await (const item of scan(
      'begins_with(pk, :user) AND sk = :profile AND attribute_not_exists(PRIVACY_STATE)',
      {
        ':user': 'USER#',
        ':profile': 'PROFILE',
      },
    )) {
      const changed = await updateIfAbsent(
        { pk: String(item.pk), sk: 'PROFILE' },
        'PRIVACY_STATE',
        'PRIVACY_STATE = :state, NOTICE_VERSION = if_not_exists(NOTICE_VERSION, :none)',
        { ':state': 'consentNeeded', ':none': '' },
      );
      if (changed) marked += 1;
    }
    for await (const item of scan('begins_with(pk, :google) AND sk = :identity', {
      ':google': 'GOOGLE#',
      ':identity': 'IDENTITY',
    })) {
      const sub = String(item.pk).slice('GOOGLE#'.length);
      const changed = await updateIfAbsent(
        { pk: `USER#${Number(item.userId)}`, sk: 'PROFILE' },
        'GOOGLE_SUB',
        'GOOGLE_SUB = :sub',
        {
          ':sub': sub,
        },
      );
      if (changed) linked += 1;
    }
    return { marked, linked };
  },
};
