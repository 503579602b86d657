/**
 * The accounts of employers' people (owners and recruiters), who sign in with a one-time code sent to their work
 * e-mail or with Google, and the pending sign-in code of each e-mail. Membership of an organisation is on the
 * account (`ORG_ID`, `ORG_ROLE`), written in the same transaction as the organisation's member item
 * (organisations.ts), so the session check reads it fresh with the account.
 *
 * | pattern                          | key                                                  | operation          |
 * |----------------------------------|------------------------------------------------------|--------------------|
 * | account by id (session check)    | pk=EMPLOYER#<id> sk=PROFILE                          | GetItem            |
 * | account by e-mail (sign-in)      | pk=EMPLOYER_EMAIL#<email> sk=OWNER -> employerId     | GetItem            |
 * | create at first sign-in          | e-mail owner + account, both new                     | TransactWriteItems |
 * | confirm the e-mail               | pk=EMPLOYER#<id> sk=PROFILE                          | UpdateItem         |
 * | status (deactivate ends sessions) | pk=EMPLOYER#<id> sk=PROFILE (+ ADD TOKEN_VERSION 1) | UpdateItem         |
 * | end every session (sign-out)     | pk=EMPLOYER#<id> sk=PROFILE: ADD TOKEN_VERSION 1     | UpdateItem         |
 * | the e-mail's sign-in code        | pk=EMPLOYER_EMAIL#<email> sk=CODE                    | GetItem            |
 * | a new code (replaces the old)    | pk=EMPLOYER_EMAIL#<email> sk=CODE                    | PutItem            |
 * | spend a try (before comparing)   | the code, if the same hash, under 5 tries, not past  | UpdateItem ADD     |
 * | spend the code (single use)      | the code, if the same hash                           | UpdateItem REMOVE  |
 *
 * The code is kept only as its keyed hash; its `ttl` lets DynamoDB drop it, but expiry is checked in code.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Flag } from '#shared/domain/constants';
import type { MemberRole } from '#shared/domain/employer-team';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { type Account, activeUpdate, endSessionsAt, newAccount } from './accounts';
import { nextId } from './counters';
import { employerCodeKey, employerEmailKey, employerKey } from './keys';
import { putNew, transact, updateIf } from './transactions';

export interface EmployerAccount extends Account {
  TYPE: 'employer';
  /** Set once the person proved they read the e-mail (a code by e-mail, or Google's verified address). */
  EMAIL_CONFIRMED: boolean;
  CREATED_AT: string;
  /** The organisation the person belongs to, and their part in it; absent while they belong to none. */
  ORG_ID?: string;
  ORG_ROLE?: MemberRole;
}

/** The account as it is now (strongly consistent): it decides what the caller may do. */
export async function get(id: number): Promise<EmployerAccount | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: employerKey(id), ConsistentRead: true }),
  );
  return Item as EmployerAccount | undefined;
}

export async function findByEmail(email: string): Promise<EmployerAccount | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: employerEmailKey(email), ConsistentRead: true }),
  );
  return Item ? get(Number(Item.employerId)) : undefined;
}

/**
 * The account of a confirmed e-mail, created at first sight (an e-mail owns one account); an existing one is
 * marked confirmed. Two first sign-ins at once create one account: the loser reads the winner's.
 */
export async function findOrCreateConfirmed(email: string, name: string): Promise<EmployerAccount> {
  const address = email.toLowerCase();
  const existing = await findByEmail(address);
  if (existing) {
    if (!existing.EMAIL_CONFIRMED) {
      await updateIf({
        Key: employerKey(existing.ID),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET EMAIL_CONFIRMED = :yes',
        ExpressionAttributeValues: { ':yes': true },
      });
    }
    return { ...existing, EMAIL_CONFIRMED: true };
  }
  const id = await nextId('EMPLOYER');
  const now = new Date().toISOString();
  const account: EmployerAccount = {
    ...newAccount(id, name.slice(0, 100), address),
    TYPE: 'employer',
    EMAIL_CONFIRMED: true,
    CREATED_AT: now,
  };
  try {
    await transact(
      [
        putNew({ ...employerEmailKey(address), entity: 'EMPLOYER_EMAIL', employerId: id }),
        putNew({ ...employerKey(id), entity: 'EMPLOYER', ...account }),
      ],
      { 0: 'This e-mail signed in at the same moment.' },
    );
  } catch (error: unknown) {
    const winner = error instanceof Conflict ? await findByEmail(address) : undefined;
    if (winner) return winner;
    throw error;
  }
  return account;
}

/** Sets the account's status; deactivating ends its sessions in the same write (`activeUpdate`). */
export async function setActive(id: number, active: Flag): Promise<void> {
  await db.send(new UpdateCommand({ TableName: tableName, Key: employerKey(id), ...activeUpdate(active) }));
}

/** Ends every session of the account (sign-out; a removal from the organisation does it in its transaction). */
export function endSessions(id: number): Promise<void> {
  return endSessionsAt(employerKey(id));
}

// ---- sign-in codes --------------------------------------------------------------------------------------------

export interface SignInCode {
  /** Absent once used. */
  codeHash?: string;
  /** Epoch ms. */
  expiresAt: number;
  tries: number;
}

export async function getCode(email: string): Promise<SignInCode | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: employerCodeKey(email), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    ...(typeof Item.codeHash === 'string' ? { codeHash: Item.codeHash } : {}),
    expiresAt: Number(Item.expiresAt),
    tries: Number(Item.tries ?? 0),
  };
}

/** Keeps a new code for the e-mail: the one before it stops working (one live code per e-mail). */
export async function putCode(email: string, codeHash: string, expiresAt: number): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...employerCodeKey(email),
        entity: 'EMPLOYER_CODE',
        codeHash,
        expiresAt,
        tries: 0,
        ttl: Math.ceil(expiresAt / 1000) + 3600,
      },
    }),
  );
}

/**
 * Spends one try on the code that was read, before it is compared: false when the code changed, was used, ran
 * out of tries or expired since, so parallel guesses never get more than `maxTries` between them.
 */
export async function spendTry(
  email: string,
  codeHash: string,
  now: number,
  maxTries: number,
): Promise<boolean> {
  const spent = await updateIf({
    Key: employerCodeKey(email),
    ConditionExpression: 'codeHash = :hash AND tries < :max AND expiresAt > :now',
    UpdateExpression: 'ADD tries :one',
    ExpressionAttributeValues: { ':hash': codeHash, ':max': maxTries, ':now': now, ':one': 1 },
  });
  return spent !== undefined;
}

/** Uses the code up: true for the one call that did (a second use of it is refused). */
export async function spendCode(email: string, codeHash: string): Promise<boolean> {
  const used = await updateIf({
    Key: employerCodeKey(email),
    ConditionExpression: 'codeHash = :hash',
    UpdateExpression: 'REMOVE codeHash',
    ExpressionAttributeValues: { ':hash': codeHash },
  });
  return used !== undefined;
}
