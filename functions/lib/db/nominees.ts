/**
 * The worker's nominee (DPDP Act s.14): who may exercise the worker's rights on their death or incapacity.
 * One item beside the account, so it is in the worker's export and goes with the account's erasure.
 *
 * | pattern            | key                        | operation  |
 * |--------------------|----------------------------|------------|
 * | the nominee        | pk=USER#<id> sk=NOMINEE    | GetItem    |
 * | name or change one | pk=USER#<id> sk=NOMINEE    | PutItem    |
 * | remove             | pk=USER#<id> sk=NOMINEE    | DeleteItem |
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { nomineeKey } from './privacy-keys';

export interface StoredNominee {
  NAME: string;
  /** A 10-digit mobile number or a lower-cased e-mail address. */
  CONTACT: string;
  CONTACT_KIND: 'mobile' | 'email';
  SET_AT: string;
}

export async function get(userId: number): Promise<StoredNominee | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: nomineeKey(userId), ConsistentRead: true }),
  );
  return Item as StoredNominee | undefined;
}

export async function put(userId: number, nominee: StoredNominee): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...nomineeKey(userId), entity: 'NOMINEE', ...nominee },
    }),
  );
}

export async function remove(userId: number): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: nomineeKey(userId) }));
}
