/**
 * Grievance tickets (DPDP Act s.13): in the worker's partition, so they are in the worker's
 * export and go with the account's erasure; while open, a ticket is also on the admin's list by due date
 * (gsi1, sparse: closing removes its keys).
 *
 * | pattern                                 | key / index                                          | operation          |
 * |-----------------------------------------|------------------------------------------------------|--------------------|
 * | a worker's tickets (a handful)          | pk=USER#<id> sk begins_with GRIEVANCE#               | Query              |
 * | raise one                               | the ticket (if new) + a privacy request record +     | TransactWriteItems |
 * |                                         |   account: ADD OPEN_GRIEVANCE_COUNT 1 below the cap  |                    |
 * | one ticket by reference (admin)         | pk=USER#<id> sk=GRIEVANCE#<nonce>                    | GetItem            |
 * | open tickets, earliest due first (admin)| gsi1: gsi1pk=GRIEVANCES#OPEN gsi1sk=<dueAt>#<ref>,   | Query (a page)     |
 * |   all / due within 14 days / overdue    |   a range of due dates                               |                    |
 * | open / due soon / overdue counts        | the same, Select COUNT                               | 3 Queries          |
 * | reply                                   | the ticket, if open and under the replies cap         | UpdateItem         |
 * | close                                   | the ticket if open: SET CLOSED_AT, REMOVE gsi1pk,    | TransactWriteItems |
 * |                                         |   gsi1sk + account: ADD OPEN_GRIEVANCE_COUNT -1       |                    |
 * | count a worker's open tickets (0006)    | the worker's tickets, then SET OPEN_GRIEVANCE_COUNT  | Query + UpdateItem |
 *
 * The account's OPEN_GRIEVANCE_COUNT counts the worker's open tickets in the same transactions that raise and
 * close them, so GRIEVANCE_OPEN_MAX holds however many raises race (as saved jobs and alerts are counted).
 */
import { randomBytes } from 'node:crypto';
import {
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { SiteLanguage } from '#shared/domain/codes';
import {
  GRIEVANCE_ID_PATTERN,
  GRIEVANCE_OPEN_MAX,
  GRIEVANCE_REPLIES_MAX,
  type GrievanceCategory,
  type GrievanceView,
  grievanceDueAt,
  grievanceMessages,
  grievanceViewRange,
} from '#shared/domain/grievances';
import { db, tableName } from '../clients/dynamodb';
import { BadRequest } from '../errors';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from './cursor';
import { userKey, workerPartition } from './keys';
import { type Page, queryAll, queryEachPage } from './paging';
import {
  GRIEVANCE_PREFIX,
  grievanceKey,
  OPEN_GRIEVANCES,
  openGrievanceKeys,
  openGrievanceShape,
} from './privacy-keys';
import { privacyRequestPut } from './privacy-requests';
import { cancellationReasons, putNew, transact, updateIf } from './transactions';

/** The account's count of the worker's open tickets. */
const OPEN_COUNT = 'OPEN_GRIEVANCE_COUNT';

export interface GrievanceReply {
  AT: string;
  TEXT: string;
  /** The admin who wrote it (staff id). */
  BY: number;
}

export interface StoredGrievance {
  /** `<worker id>-<nonce>`: the reference quoted to the worker and the admin. */
  ID: string;
  USER_ID: number;
  CATEGORY: GrievanceCategory;
  TEXT: string;
  /** The worker's screen language when raised: the language the worker is told of replies in. */
  LANGUAGE: SiteLanguage;
  RAISED_AT: string;
  DUE_AT: string;
  CLOSED_AT?: string;
  REPLIES: GrievanceReply[];
}

/** The key of a reference, or undefined when it is not one. */
export function keyOf(reference: string): { pk: string; sk: string } | undefined {
  if (!GRIEVANCE_ID_PATTERN.test(reference)) return undefined;
  const [userId, nonce] = reference.split('-') as [string, string];
  return grievanceKey(Number(userId), nonce);
}

/** The worker's tickets, newest first (a handful per worker: read whole, as of now). */
export async function listOwn(userId: number): Promise<StoredGrievance[]> {
  const tickets = await queryAll<StoredGrievance>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': workerPartition(userId), ':prefix': GRIEVANCE_PREFIX },
    ConsistentRead: true,
  });
  return tickets.sort((a, b) => b.RAISED_AT.localeCompare(a.RAISED_AT));
}

/**
 * Raises a ticket due 90 days from `now`, and records the request (no worker named), in one transaction with
 * the account's count of open tickets: a 409 (grievanceMessages.tooManyOpen) at GRIEVANCE_OPEN_MAX.
 */
export async function raise(
  userId: number,
  input: { category: GrievanceCategory; text: string; language: SiteLanguage },
  now: Date,
): Promise<StoredGrievance> {
  const nonce = randomBytes(4).toString('hex');
  const ticket: StoredGrievance = {
    ID: `${userId}-${nonce}`,
    USER_ID: userId,
    CATEGORY: input.category,
    TEXT: input.text,
    LANGUAGE: input.language,
    RAISED_AT: now.toISOString(),
    DUE_AT: grievanceDueAt(now).toISOString(),
    REPLIES: [],
  };
  await transact(
    [
      putNew({
        ...grievanceKey(userId, nonce),
        entity: 'GRIEVANCE',
        ...openGrievanceKeys(ticket.DUE_AT, ticket.ID),
        ...ticket,
      }),
      privacyRequestPut('grievance', now),
      {
        Update: {
          TableName: tableName,
          Key: userKey(userId),
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#count) OR #count < :cap)',
          UpdateExpression: 'ADD #count :one',
          ExpressionAttributeNames: { '#count': OPEN_COUNT },
          ExpressionAttributeValues: { ':cap': GRIEVANCE_OPEN_MAX, ':one': 1 },
        },
      },
    ],
    { 2: grievanceMessages.tooManyOpen },
  );
  return ticket;
}

export async function get(reference: string): Promise<StoredGrievance | undefined> {
  const key = keyOf(reference);
  if (!key) return undefined;
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  return Item as StoredGrievance | undefined;
}

/** The Query of a view's open tickets at `now`, the earliest due date (the most urgent) first. */
function openQuery(view: GrievanceView, now: Date): QueryCommandInput {
  const { from, to } = grievanceViewRange(view, now);
  // Sort keys are `<dueAt>#<ref>`: '#' sorts below every digit, so `<time>#` bounds a time from below.
  const range =
    from && to
      ? { condition: ' AND gsi1sk BETWEEN :from AND :to', values: { ':from': `${from}#`, ':to': `${to}#` } }
      : to
        ? { condition: ' AND gsi1sk < :to', values: { ':to': `${to}#` } }
        : { condition: '', values: {} };
  return {
    TableName: tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: `gsi1pk = :open${range.condition}`,
    ExpressionAttributeValues: { ':open': OPEN_GRIEVANCES, ...range.values },
    ScanIndexForward: true,
  };
}

/** One page of a view's open tickets: one Query. A cursor that is not a key of this view is a 400. */
export async function listOpen(
  view: GrievanceView,
  now: Date,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredGrievance>> {
  const query = openQuery(view, now);
  const start = decodeCursor(page.cursor, {
    partitionKey: 'gsi1pk',
    sortKey: 'gsi1sk',
    partition: OPEN_GRIEVANCES,
    shape: openGrievanceShape,
  });
  if (start) {
    // DynamoDB refuses a start key outside the key condition (a cursor from another view, or from before the
    // clock moved a ticket out of this one): a 400, never its error.
    const { from, to } = grievanceViewRange(view, now);
    const sortKey = start.gsi1sk ?? '';
    if ((from && sortKey < `${from}#`) || (to && sortKey >= `${to}#`))
      throw BadRequest.field('cursor', INVALID_CURSOR);
  }
  const result = await db.send(new QueryCommand({ ...query, Limit: page.limit, ExclusiveStartKey: start }));
  return {
    items: (result.Items ?? []) as StoredGrievance[],
    cursor: encodeCursor(result.LastEvaluatedKey),
  };
}

/** How many open tickets there are at `now`: all, due within 14 days, overdue. */
export async function countOpen(now: Date): Promise<Record<GrievanceView, number>> {
  const count = async (view: GrievanceView) => {
    let total = 0;
    await queryEachPage({ ...openQuery(view, now), Select: 'COUNT' }, (_, page) => {
      total += page.Count ?? 0;
    });
    return total;
  };
  const [open, dueSoon, overdue] = await Promise.all([count('open'), count('dueSoon'), count('overdue')]);
  return { open, dueSoon, overdue };
}

export type ChangeOutcome =
  | { outcome: 'done'; ticket: StoredGrievance }
  | { outcome: 'missing' }
  | { outcome: 'closed'; ticket: StoredGrievance }
  | { outcome: 'full'; ticket: StoredGrievance };

/** Why a conditional change of `reference` failed: it is gone, closed, or has the most replies. */
async function whyNot(reference: string): Promise<ChangeOutcome> {
  const ticket = await get(reference);
  if (!ticket) return { outcome: 'missing' };
  if (ticket.CLOSED_AT) return { outcome: 'closed', ticket };
  return { outcome: 'full', ticket };
}

/**
 * Changes an open ticket (`condition` added to its being open): the ticket as it is after, or why not
 * (`whyNot` reads it again).
 */
async function changeOpen(
  reference: string,
  change: Pick<UpdateCommandInput, 'UpdateExpression' | 'ExpressionAttributeValues'>,
  condition = '',
): Promise<ChangeOutcome> {
  const key = keyOf(reference);
  if (!key) return { outcome: 'missing' };
  const ticket = await updateIf<StoredGrievance>({
    Key: key,
    ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(CLOSED_AT)${condition}`,
    ...change,
    ReturnValues: 'ALL_NEW',
  });
  return ticket ? { outcome: 'done', ticket } : whyNot(reference);
}

/** Adds an admin's reply to an open ticket. */
export function reply(
  reference: string,
  answer: { text: string; by: number },
  at: Date,
): Promise<ChangeOutcome> {
  const change = {
    UpdateExpression: 'SET REPLIES = list_append(REPLIES, :reply)',
    ExpressionAttributeValues: {
      ':reply': [{ AT: at.toISOString(), TEXT: answer.text, BY: answer.by }],
      ':max': GRIEVANCE_REPLIES_MAX,
    },
  };
  return changeOpen(reference, change, ' AND size(REPLIES) < :max');
}

/**
 * Closes an open ticket: it leaves the admin's open lists, and the worker's count of open tickets goes down in
 * the same transaction (so they may raise another).
 */
export async function close(reference: string, at: Date): Promise<ChangeOutcome> {
  const key = keyOf(reference);
  if (!key) return { outcome: 'missing' };
  const [userId] = reference.split('-') as [string];
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: key,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(CLOSED_AT)',
          UpdateExpression: 'SET CLOSED_AT = :at REMOVE gsi1pk, gsi1sk',
          ExpressionAttributeValues: { ':at': at.toISOString() },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: userKey(Number(userId)),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: 'ADD #count :less',
          ExpressionAttributeNames: { '#count': OPEN_COUNT },
          ExpressionAttributeValues: { ':less': -1 },
        },
      },
    ]);
  } catch (error: unknown) {
    if (!cancellationReasons(error)?.includes('ConditionalCheckFailed')) throw error;
    return whyNot(reference);
  }
  const ticket = await get(reference);
  return ticket ? { outcome: 'done', ticket } : { outcome: 'missing' };
}

/**
 * Sets the account's count of open tickets from the tickets themselves (migration 0006, for tickets raised
 * before the count was kept); answers the count. An account erased meanwhile is left alone.
 */
export async function recountOpen(userId: number): Promise<number> {
  const open = (await listOwn(userId)).filter((ticket) => !ticket.CLOSED_AT).length;
  await updateIf({
    Key: userKey(userId),
    ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'SET #count = :open',
    ExpressionAttributeNames: { '#count': OPEN_COUNT },
    ExpressionAttributeValues: { ':open': open },
  });
  return open;
}

/** The workers with an open ticket: one read of the admin's open list (gsi1), whole. */
export async function workersWithOpen(): Promise<number[]> {
  const tickets = await queryAll<StoredGrievance>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :open',
    ExpressionAttributeValues: { ':open': OPEN_GRIEVANCES },
  });
  return [...new Set(tickets.map((ticket) => ticket.USER_ID))];
}
