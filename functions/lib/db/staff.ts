/**
 * Back-office accounts: admins, and the HR and OPS employees, who log in with e-mail and password.
 *
 * | pattern                         | key / index                                          | operation          |
 * |---------------------------------|------------------------------------------------------|--------------------|
 * | account by id                   | pk=STAFF#<id> sk=PROFILE                             | GetItem            |
 * | account by e-mail (login)       | pk=STAFF_EMAIL#<email> sk=OWNER -> staffId           | GetItem            |
 * |                                 | then pk=STAFF#<id> sk=PROFILE (id 0 when none)       | GetItem            |
 * | employees of a type (admin)     | gsi1: gsi1pk=STAFF#<TYPE> gsi1sk=<createdAt>#<id>    | Query              |
 * | create                          | e-mail owner + account (+ employees count)           | TransactWriteItems |
 * | new password                    | pk=STAFF#<id> sk=PROFILE if the hash is unchanged    | UpdateItem         |
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Flag } from '#shared/domain/constants';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { type Account, newAccount } from './accounts';
import { nextId } from './counters';
import { staffEmailKey, staffItemKeys, staffKey } from './keys';
import { countChange } from './stats';
import { putNew, transact } from './transactions';

export type StaffRole = 'admin' | 'HR' | 'OPS';

export interface StaffAccount extends Account {
  /** admin, or the employee type HR / OPS. */
  TYPE: StaffRole;
  JOININT_DATE: string;
  passwordHash: string;
  mustChangePassword: boolean;
}

/** The account as it is now (strongly consistent): it decides what the caller may do. */
export async function get(id: number): Promise<StaffAccount | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: staffKey(id), ConsistentRead: true }),
  );
  return Item as StaffAccount | undefined;
}

export async function findByEmail(email: string): Promise<StaffAccount | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: staffEmailKey(email) }));
  return Item ? get(Number(Item.staffId)) : undefined;
}

/**
 * The account a log-in names, in two reads whether the e-mail has an account or not (the second of an id
 * that never exists), so the time of the answer does not tell which e-mails have one.
 */
export async function findForLogin(email: string): Promise<StaffAccount | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: staffEmailKey(email) }));
  const account = await get(Item ? Number(Item.staffId) : 0);
  return Item ? account : undefined;
}

/** Creates a login; an e-mail can own one login only (Conflict otherwise). */
export async function create(input: {
  email: string;
  role: StaffRole;
  name: string;
  passwordHash: string;
  mustChangePassword: boolean;
}): Promise<StaffAccount> {
  const id = await nextId('STAFF');
  const now = new Date().toISOString();
  const account: StaffAccount = {
    ...newAccount(id, input.name, input.email.toLowerCase()),
    TYPE: input.role,
    JOININT_DATE: now.slice(0, 10),
    passwordHash: input.passwordHash,
    mustChangePassword: input.mustChangePassword,
  };
  await transact(
    [
      putNew({ ...staffEmailKey(input.email), staffId: id }),
      putNew({ ...staffItemKeys(id, input.role, now), ...account }),
      ...(input.role === 'admin' ? [] : [countChange('employees', 1)]),
    ],
    { 0: 'User already exists' },
  );
  return account;
}

export async function setActive(id: number, active: Flag): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: staffKey(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET ACTIVE = :active',
      ExpressionAttributeValues: { ':active': active },
    }),
  );
}

/**
 * Replaces the password hash and clears `mustChangePassword`, on condition that the hash is still the one the
 * caller checked the current password against (Conflict otherwise: another change came first).
 */
export async function setPassword(id: number, passwordHash: string, previousHash: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: staffKey(id),
        ConditionExpression: 'passwordHash = :previous',
        UpdateExpression: 'SET passwordHash = :hash, mustChangePassword = :false',
        ExpressionAttributeValues: { ':previous': previousHash, ':hash': passwordHash, ':false': false },
      }),
    );
  } catch (error: unknown) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new Conflict('Your password was changed meanwhile. Please sign in again.');
    throw error;
  }
}
