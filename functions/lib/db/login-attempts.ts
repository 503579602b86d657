/**
 * Staff log-in attempts, counted per e-mail and per source address in fixed windows (the rules, and so the
 * windows, come from `functions/features/staff-login/lockout.ts`).
 *
 * | pattern                                | key                                                 | operation         |
 * |----------------------------------------|-----------------------------------------------------|-------------------|
 * | count an attempt, answer the count     | pk=LOGIN_FAILURES#EMAIL#<email> sk=WINDOW#<n>       | UpdateItem ADD 1  |
 * |                                        | pk=LOGIN_FAILURES#ADDRESS#<address> sk=WINDOW#<n>   | UpdateItem ADD 1  |
 * | give an attempt back (not a failure)   | the same item                                       | UpdateItem ADD -1 |
 *
 * An attempt is counted before its password is checked, by one atomic ADD whose answer includes it: parallel
 * guesses each get a different count, so no more than the limit reach a password check. An attempt that
 * turns out not to be a failure (the password was right, or the lock refused it) gives its count back; what
 * stays counted is failures, plus attempts still being checked. Items carry a `ttl` at their window's end,
 * and the window is part of the key, so a count is never read after its window even before DynamoDB deletes
 * it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { type LoginSubject, loginFailuresKey } from './keys';

export type { LoginSubject };

export interface CountingWindow {
  index: number;
  /** Epoch milliseconds. */
  endsAt: number;
}

async function add(subject: LoginSubject, window: CountingWindow, amount: 1 | -1): Promise<number> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: loginFailuresKey(subject, window.index),
      UpdateExpression: 'ADD failures :amount SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':amount': amount,
        ':entity': 'LOGIN_FAILURES',
        ':ttl': Math.ceil(window.endsAt / 1000),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.failures);
}

/** Counts an attempt against the subject in this window; answers how many were counted before it. */
export async function count(subject: LoginSubject, window: CountingWindow): Promise<number> {
  return (await add(subject, window, 1)) - 1;
}

/** Takes back an attempt counted by `count` in the same window, once it is known not to be a failure. */
export async function giveBack(subject: LoginSubject, window: CountingWindow): Promise<void> {
  await add(subject, window, -1);
}
