/**
 * The staff's second factor (features/staff-login/second-factor.ts): one item beside each enrolled account,
 * a counter of wrong codes per window, and the admin's setting. The secrets arrive here already encrypted.
 *
 * | pattern                               | key                                                  | operation          |
 * |---------------------------------------|------------------------------------------------------|--------------------|
 * | an account's second factor            | pk=STAFF#<id> sk=SECOND_FACTOR                       | GetItem            |
 * | start an enrolment (pending secret)   | the same item: SET pendingSecret                     | UpdateItem         |
 * | confirm it (ends the sessions)        | the same, if pendingSecret is the one checked;       | TransactWriteItems |
 * |                                       | + pk=STAFF#<id> sk=PROFILE: ADD TOKEN_VERSION 1      |                    |
 * | use a code's step (never twice)       | the same, if lastStep < step                         | UpdateItem         |
 * | use a recovery code (once)            | the same: DELETE the hash, if the set contains it    | UpdateItem         |
 * | count a wrong code, answer the count  | pk=STAFF#<id> sk=SECOND_FACTOR_WRONG#<n> (ttl)       | UpdateItem ADD     |
 * | the setting (read, set)               | pk=SETTINGS sk=SECOND_FACTOR                         | GetItem, PutItem   |
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { secondFactorKey, secondFactorPolicyKey, staffKey, wrongCodesKey } from './staff-keys';
import { transact, updateIf } from './transactions';

export interface SecondFactor {
  /** The confirmed authenticator secret, encrypted; absent until an enrolment is confirmed. */
  secret?: string;
  /** The last step whose code was accepted: no code of it or before it counts again. */
  lastStep?: number;
  /** SHA-256 hashes of the recovery codes not used yet. */
  recoveryCodes?: Set<string>;
  /** An enrolment started and not confirmed yet: its secret, encrypted. */
  pendingSecret?: string;
  enrolledAt?: string;
}

export async function get(staffId: number): Promise<SecondFactor | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: secondFactorKey(staffId), ConsistentRead: true }),
  );
  return Item as SecondFactor | undefined;
}

/** Keeps the secret of an enrolment just started (a later start replaces it). */
export async function savePending(staffId: number, pendingSecret: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: secondFactorKey(staffId),
      UpdateExpression: 'SET entity = :entity, pendingSecret = :pending, pendingAt = :now',
      ExpressionAttributeValues: {
        ':entity': 'SECOND_FACTOR',
        ':pending': pendingSecret,
        ':now': new Date().toISOString(),
      },
    }),
  );
}

/**
 * Makes the pending secret the account's (on condition it is still the one whose code was checked: a second
 * start meanwhile is a Conflict), with its first code's step used and new recovery code hashes, replacing any
 * earlier enrolment; in the same transaction every session of the account ends.
 */
export async function confirm(
  staffId: number,
  enrolment: { pendingSecret: string; secret: string; step: number; recoveryCodeHashes: string[] },
): Promise<void> {
  await transact(
    [
      {
        Update: {
          TableName: tableName,
          Key: secondFactorKey(staffId),
          ConditionExpression: 'pendingSecret = :pending',
          UpdateExpression:
            'SET secret = :secret, lastStep = :step, recoveryCodes = :codes, enrolledAt = :now REMOVE pendingSecret, pendingAt',
          ExpressionAttributeValues: {
            ':pending': enrolment.pendingSecret,
            ':secret': enrolment.secret,
            ':step': enrolment.step,
            ':codes': new Set(enrolment.recoveryCodeHashes),
            ':now': new Date().toISOString(),
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: staffKey(staffId),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: 'ADD TOKEN_VERSION :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ],
    { 0: 'The set-up was started again meanwhile. Please scan the new code.' },
  );
}

/**
 * Records `step` as used, on condition no later or equal step was (false otherwise: the code was just used, by
 * a parallel request). `secret` rewrites the stored secret (under the current signing key).
 */
export async function markStepUsed(staffId: number, step: number, secret?: string): Promise<boolean> {
  const updated = await updateIf({
    Key: secondFactorKey(staffId),
    ConditionExpression: 'attribute_exists(secret) AND (attribute_not_exists(lastStep) OR lastStep < :step)',
    UpdateExpression: secret ? 'SET lastStep = :step, secret = :secret' : 'SET lastStep = :step',
    ExpressionAttributeValues: { ':step': step, ...(secret ? { ':secret': secret } : {}) },
  });
  return updated !== undefined;
}

/** Uses up the recovery code of this hash: the codes left, or undefined when it is not (or no longer) one. */
export async function spendRecoveryCode(staffId: number, hash: string): Promise<number | undefined> {
  const after = await updateIf<{ recoveryCodes?: Set<string> }>({
    Key: secondFactorKey(staffId),
    ConditionExpression: 'contains(recoveryCodes, :hash)',
    UpdateExpression: 'DELETE recoveryCodes :used',
    ExpressionAttributeValues: { ':hash': hash, ':used': new Set([hash]) },
    ReturnValues: 'UPDATED_NEW',
  });
  if (!after) return undefined;
  return after.recoveryCodes?.size ?? 0;
}

async function addWrong(staffId: number, window: { index: number; endsAt: number }, amount: 1 | -1) {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: wrongCodesKey(staffId, window.index),
      UpdateExpression: 'ADD wrong :amount SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':amount': amount,
        ':entity': 'SECOND_FACTOR_WRONG',
        ':ttl': Math.ceil(window.endsAt / 1000),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.wrong);
}

/**
 * Counts a code about to be checked against the account's window (one atomic ADD, so parallel guesses each
 * see a different count); answers how many were counted before it.
 */
export async function countCode(staffId: number, window: { index: number; endsAt: number }): Promise<number> {
  return (await addWrong(staffId, window, 1)) - 1;
}

/** Takes back a code counted by `countCode` that turned out right (or was refused unchecked). */
export async function giveBackCode(
  staffId: number,
  window: { index: number; endsAt: number },
): Promise<void> {
  await addWrong(staffId, window, -1);
}

export interface SecondFactorPolicy {
  /** Every staff member, not only admins, must use a second factor. */
  requiredForAll: boolean;
}

export async function getPolicy(): Promise<SecondFactorPolicy> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: secondFactorPolicyKey, ConsistentRead: true }),
  );
  return { requiredForAll: Item?.requiredForAll === true };
}

export async function setPolicy(policy: SecondFactorPolicy, byStaffId: number): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...secondFactorPolicyKey,
        entity: 'SETTINGS',
        requiredForAll: policy.requiredForAll,
        changedAt: new Date().toISOString(),
        changedBy: byStaffId,
      },
    }),
  );
}
