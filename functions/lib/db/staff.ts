/**
 * Back-office accounts: admins, and the HR and OPS employees, who log in with e-mail and password.
 *
 * | pattern                         | key / index                                          | operation          |
 * |---------------------------------|------------------------------------------------------|--------------------|
 * | account by id                   | pk=STAFF#<id> sk=PROFILE                             | GetItem            |
 * | account by e-mail (login)       | pk=STAFF_EMAIL#<email> sk=OWNER -> staffId           | GetItem            |
 * | employees of a type (admin)     | gsi1: gsi1pk=STAFF#<TYPE> gsi1sk=<createdAt>#<id>    | Query              |
 * | create                          | e-mail owner + account (+ employees count)           | TransactWriteItems |
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GenderCode } from '#shared/domain/codes';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { nextId } from './counters';
import { padId } from './paging';
import { countChange } from './stats';
import { cancellationReasons } from './transactions';

export type StaffRole = 'admin' | 'HR' | 'OPS';

export interface StaffAccount {
  ID: number;
  NAME: string;
  EMAIL: string;
  /** admin, or the employee type HR / OPS. */
  TYPE: StaffRole;
  ACTIVE: 0 | 1;
  MOBILE_NUMBER: string;
  GENDER: GenderCode | null;
  DOB: string;
  JOININT_DATE: string;
  passwordHash: string;
  mustChangePassword: boolean;
}

const accountKey = (id: number) => ({ pk: `STAFF#${id}`, sk: 'PROFILE' });
const emailKey = (email: string) => ({ pk: `STAFF_EMAIL#${email.toLowerCase()}`, sk: 'OWNER' });

export async function get(id: number): Promise<StaffAccount | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: accountKey(id) }));
  return Item as StaffAccount | undefined;
}

export async function findByEmail(email: string): Promise<StaffAccount | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: emailKey(email) }));
  return Item ? get(Number(Item.staffId)) : undefined;
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
    ID: id,
    NAME: input.name,
    EMAIL: input.email.toLowerCase(),
    TYPE: input.role,
    ACTIVE: 1,
    MOBILE_NUMBER: '',
    GENDER: null,
    DOB: '',
    JOININT_DATE: now.slice(0, 10),
    passwordHash: input.passwordHash,
    mustChangePassword: input.mustChangePassword,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: { ...emailKey(input.email), staffId: id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: {
                ...accountKey(id),
                entity: 'STAFF',
                gsi1pk: `STAFF#${input.role}`,
                gsi1sk: `${now}#${padId(id)}`,
                ...account,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(input.role === 'admin' ? [] : [countChange('employees', 1)]),
        ],
      }),
    );
  } catch (error: unknown) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') {
      throw new Conflict('User already exists');
    }
    throw error;
  }
  return account;
}

export async function setActive(id: number, active: 0 | 1): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: accountKey(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET ACTIVE = :active',
      ExpressionAttributeValues: { ':active': active },
    }),
  );
}
