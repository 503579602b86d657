/**
 * Staff log-in attempts: counted per e-mail (a day), per (e-mail, source address) pair and per source address
 * (15 minutes), the e-mail's next free slot, and the addresses each e-mail is trusted from. The rules, and so
 * the windows, come from `functions/features/staff-login/lockout.ts`.
 *
 * | pattern                                 | key                                                         | operation           |
 * |-----------------------------------------|-------------------------------------------------------------|---------------------|
 * | count an attempt, answer the counts     | pk=LOGIN_FAILURES#EMAIL#<email> sk=DAY#<day> (failures)     | UpdateItem ADD 1    |
 * |                                         | pk=LOGIN_FAILURES#EMAIL#<email> sk=PAIR#<n>#<address>       | UpdateItem ADD 1    |
 * |                                         |   (failures and checks)                                     |                     |
 * |                                         | pk=LOGIN_FAILURES#EMAIL#<email> sk=PAIRDAY#<day>#<address>  | UpdateItem ADD 1    |
 * |                                         |   (failures, of a trusted pair)                             |                     |
 * |                                         | pk=LOGIN_FAILURES#ADDRESS#<address> sk=WINDOW#<n> (checks)  | UpdateItem ADD 1    |
 * | give an attempt back                    | the same items                                              | UpdateItem ADD -1   |
 * | claim the e-mail's next slot            | pk=LOGIN_FAILURES#EMAIL#<email> sk=DAY#<day>                | UpdateItem, if due  |
 * | is the address trusted for the e-mail   | pk=LOGIN_FAILURES#EMAIL#<email> sk=TRUSTED#<address>        | GetItem             |
 * | trust it (after a right password)       | the same item                                               | PutItem             |
 * | unlock the e-mail (admin)               | its partition's DAY#, PAIR# and PAIRDAY# items              | Query, DeleteItem   |
 *
 * An attempt is counted before its password is checked, by one atomic ADD whose answer includes it: parallel
 * guesses each get a different count, so no more than the limit reach a password check. An attempt that
 * turns out not to be a failure (the password was right) gives its failure back, one that a limit refused
 * gives everything back; what stays counted is failures and password checks, plus attempts in flight. The slot claim is one conditional update
 * (`nextAt` not after now), so of parallel attempts past the free failures exactly one gets the slot. Items
 * carry a `ttl` at their window's end (a trusted address at its end), and the window is part of the key (the
 * end of trust is checked on read), so nothing is used after its time even before DynamoDB deletes it.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { queryEachPage, type WholeQuery } from './paging';
import {
  LOGIN_COUNT_PREFIXES,
  type LoginSubject,
  loginEmailPartition,
  loginFailuresKey,
  loginTrustedKey,
} from './staff-keys';

export type { LoginSubject };

export interface CountingWindow {
  index: number;
  /** Epoch milliseconds. */
  endsAt: number;
}

/**
 * The counts an item keeps: `failures` (an e-mail's and a pair's: attempts not yet shown to be right) and
 * `checks` (a pair's and an address's: password checks made, right or wrong).
 */
export interface Counted {
  failures: number;
  checks: number;
}

/** What one attempt counts on each kind of item. */
const countedOn: Record<LoginSubject['kind'], (keyof Counted)[]> = {
  EMAIL: ['failures'],
  PAIR: ['failures', 'checks'],
  PAIR_DAY: ['failures'],
  ADDRESS: ['checks'],
};

async function add(
  subject: LoginSubject,
  window: CountingWindow,
  amount: 1 | -1,
  names: readonly (keyof Counted)[],
): Promise<Counted> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: loginFailuresKey(subject, window.index),
      UpdateExpression: `ADD ${names.map((name) => `${name} :amount`).join(', ')} SET entity = :entity, #ttl = :ttl`,
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':amount': amount,
        ':entity': 'LOGIN_FAILURES',
        ':ttl': Math.ceil(window.endsAt / 1000),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return { failures: Number(Attributes?.failures ?? 0), checks: Number(Attributes?.checks ?? 0) };
}

/** Counts an attempt against the subject in this window; answers what was counted before it. */
export async function count(subject: LoginSubject, window: CountingWindow): Promise<Counted> {
  const names = countedOn[subject.kind];
  const after = await add(subject, window, 1, names);
  return {
    failures: after.failures - (names.includes('failures') ? 1 : 0),
    checks: after.checks - (names.includes('checks') ? 1 : 0),
  };
}

/**
 * Takes back what `count` added in the same window: everything when the attempt was refused before its
 * password was checked (`refused`), only the failure when the password proved right (the check was made).
 */
export async function giveBack(
  subject: LoginSubject,
  window: CountingWindow,
  refused: boolean,
): Promise<void> {
  const names = countedOn[subject.kind].filter((name) => refused || name === 'failures');
  if (names.length > 0) await add(subject, window, -1, names);
}

/**
 * Claims the e-mail's next slot: succeeds when no attempt holds it (`nextAt` absent or not after `now`) and
 * moves it to `nextAt`; otherwise answers when it frees (epoch milliseconds).
 */
export async function claimEmailSlot(
  email: string,
  window: CountingWindow,
  now: number,
  nextAt: number,
): Promise<{ claimed: true } | { claimed: false; freeAt: number }> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: loginFailuresKey({ kind: 'EMAIL', email }, window.index),
        ConditionExpression: 'attribute_not_exists(nextAt) OR nextAt <= :now',
        UpdateExpression: 'SET nextAt = :next, entity = :entity, #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':now': now,
          ':next': nextAt,
          ':entity': 'LOGIN_FAILURES',
          ':ttl': Math.ceil(window.endsAt / 1000),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { claimed: true };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // The error carries the item as DynamoDB wrote it (the document client does not convert errors).
    const item = (error as { Item?: Record<string, AttributeValue> }).Item;
    const freeAt = Number(item?.nextAt?.N);
    return { claimed: false, freeAt: Number.isFinite(freeAt) ? freeAt : nextAt };
  }
}

/** Whether the e-mail logged in with its password from this address recently enough to be trusted from it. */
export async function isTrusted(email: string, address: string, now: number): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: loginTrustedKey(email, address) }),
  );
  return typeof Item?.until === 'number' && Item.until > now;
}

/** Trusts the address for the e-mail until `until` (epoch milliseconds), after a log-in with the right password. */
export async function trust(email: string, address: string, until: number): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...loginTrustedKey(email, address),
        entity: 'LOGIN_TRUSTED',
        until,
        ttl: Math.ceil(until / 1000),
      },
    }),
  );
}

/**
 * Deletes every count of the e-mail (its day counts, with their slots, and its pairs' counts), as an admin's
 * unlock does; its trusted addresses stay. Answers how many items went. The partition holds one day item a
 * day and one pair item per address and 15 minutes, kept only until their window ends.
 */
export async function clearCounts(email: string): Promise<number> {
  let cleared = 0;
  for (const prefix of LOGIN_COUNT_PREFIXES) {
    const query: WholeQuery = {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': loginEmailPartition(email), ':prefix': prefix },
      ProjectionExpression: 'pk, sk',
    };
    await queryEachPage(query, async (items) => {
      await Promise.all(
        items.map((item) =>
          db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } })),
        ),
      );
      cleared += items.length;
    });
  }
  return cleared;
}
