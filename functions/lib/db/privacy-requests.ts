/**
 * The data-rights requests of the last 30 days, for the admin's Privacy screen: one item per
 * request (an export, an erasure, a withdrawal of consent, a correction, a grievance) in a partition per UTC
 * day, naming no worker, kept a year (`ttl`).
 *
 * | pattern                              | key                                                  | operation           |
 * |--------------------------------------|------------------------------------------------------|---------------------|
 * | record a request (in the caller's    | pk=PRIVACY_REQUESTS#<yyyy-mm-dd> sk=<time>#<kind>#<rand> | Put in a transaction |
 * |   own transaction, or alone)         |                                                      | or PutItem          |
 * | the requests of the last 30 days     | the 30 day partitions, KIND only                     | 30 Queries at once  |
 */
import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  PRIVACY_REQUEST_DAYS,
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestKind,
} from '#shared/domain/privacy-requests';
import { db, tableName } from '../clients/dynamodb';
import { queryAll } from './paging';
import { privacyRequestKey, privacyRequestPartition } from './privacy-keys';
import { putNew, type TransactItem } from './transactions';

export type { PrivacyRequestKind };

const DAY_MS = 24 * 3600_000;
/** Kept a year, then DynamoDB may delete it (the reader only looks 30 days back). */
const KEEP_MS = 366 * DAY_MS;

function requestItem(kind: PrivacyRequestKind, at: Date): Record<string, unknown> {
  const time = at.toISOString();
  return {
    ...privacyRequestKey(time, kind, randomBytes(4).toString('hex')),
    entity: 'PRIVACY_REQUEST',
    KIND: kind,
    AT: time,
    ttl: Math.ceil((at.getTime() + KEEP_MS) / 1000),
  };
}

/** A transaction item recording one request of `kind` at `at`: add it to the request's own transaction. */
export function privacyRequestPut(kind: PrivacyRequestKind, at: Date): TransactItem {
  return putNew(requestItem(kind, at));
}

/** Records one request of `kind` at `at`, for a caller that writes no transaction of its own. */
export async function recordPrivacyRequest(kind: PrivacyRequestKind, at: Date): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: requestItem(kind, at) }));
}

/** The UTC days counted at `now`: today and the 29 before it, oldest first. */
export function countedDays(now: Date): string[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: PRIVACY_REQUEST_DAYS }, (_, index) =>
    new Date(today - (PRIVACY_REQUEST_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

async function kindsOfDay(day: string): Promise<string[]> {
  const items = await queryAll<{ KIND: unknown }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': privacyRequestPartition(day) },
    ProjectionExpression: 'KIND',
  });
  return items.map((item) => String(item.KIND));
}

/** How many requests of each kind were recorded in the last 30 days (today included), and from which day. */
export async function recentPrivacyRequests(
  now: Date,
): Promise<{ since: string; counts: Record<PrivacyRequestKind, number> }> {
  const days = countedDays(now);
  const counts = Object.fromEntries(PRIVACY_REQUEST_KINDS.map((kind) => [kind, 0])) as Record<
    PrivacyRequestKind,
    number
  >;
  for (const kinds of await Promise.all(days.map(kindsOfDay))) {
    for (const kind of kinds) if (Object.hasOwn(counts, kind)) counts[kind as PrivacyRequestKind] += 1;
  }
  return { since: days[0] ?? '', counts };
}
