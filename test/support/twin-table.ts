/**
 * The e2e twin's DynamoDB table read and changed from the tests, beside the browser: what the table holds of a
 * worker (after a parent's refusal, nothing), and an account's accepted notice version set back (what a new
 * notice version looks like to that account). Tests only: requests never Scan.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { localCredentials, localRegion } from '#infra/local/dynamodb';
import { secondFactorKey } from '#lib/db/staff-keys';

type Item = Record<string, unknown>;

let client: DynamoDBDocumentClient | undefined;

function twinTable(): { db: DynamoDBDocumentClient; tableName: string } {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('dynamodbEndpoint'),
      region: localRegion,
      credentials: localCredentials,
    }),
  );
  return { db: client, tableName: inject('tableName') };
}

/** Every item of the twin's table. */
export async function allItems(): Promise<Item[]> {
  const { db, tableName } = twinTable();
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export interface StoredWorker {
  id: number;
  email: string;
  /** The Google (here: the local identity provider's) subject the account was created for. */
  sub: string;
  account: Item;
}

/** The worker account created for `email` (pk=USER#<id> sk=PROFILE), as the table holds it. */
export async function workerByEmail(email: string): Promise<StoredWorker> {
  const account = (await allItems()).find((item) => item.sk === 'PROFILE' && item.EMAIL === email);
  const id = Number(/^USER#(\d+)$/.exec(String(account?.pk))?.[1]);
  if (!account || !Number.isInteger(id)) throw new Error(`No worker account for ${email}`);
  return { id, email, sub: String(account.GOOGLE_SUB ?? ''), account };
}

/**
 * Every item that names the worker: its partition (account, consent records, applications, code), an attribute
 * holding its id (`userId`, `USER_ID`: the Google identity, the verified number's owner, the hold, a parent's
 * link), a key of the students' indexes ending in its padded id (the hold, the search words), or its e-mail or
 * Google subject anywhere. Ids are counted per entity, so a job's id may equal the worker's: only attributes
 * and keys that hold a worker's id are compared.
 */
export async function itemsNaming(worker: Omit<StoredWorker, 'account'>): Promise<Item[]> {
  const padded = `#${String(worker.id).padStart(12, '0')}`;
  return (await allItems()).filter((item) => {
    const text = JSON.stringify(item);
    const pk = String(item.pk);
    const sk = String(item.sk);
    return (
      pk === `USER#${worker.id}` ||
      Object.entries(item).some(([name, value]) => /user/i.test(name) && value === worker.id) ||
      ((pk === 'HELD' || pk.startsWith('SEARCH#STUDENTS#')) && sk.endsWith(padded)) ||
      text.includes(`APPLICANT#${worker.id}"`) ||
      text.includes(worker.email) ||
      (worker.sub !== '' && text.includes(worker.sub))
    );
  });
}

/** Sets the notice version the account accepted, as a newer notice in force makes it look to that account. */
export async function setAcceptedNoticeVersion(id: number, version: string): Promise<void> {
  const { db, tableName } = twinTable();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `USER#${id}`, sk: 'PROFILE' },
      UpdateExpression: 'SET NOTICE_VERSION = :version',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':version': version },
    }),
  );
}

/**
 * Removes the staff account's authenticator (set up or pending), so that its next log-in asks to set one up: an
 * e2e file that needs the demo admin's session starts from a known state whatever ran before it (the admin
 * journey sets one up through the screens).
 */
export async function removeStaffSecondFactor(email: string): Promise<number> {
  const account = (await allItems()).find(
    (item) => item.sk === 'PROFILE' && item.EMAIL === email && String(item.pk).startsWith('STAFF#'),
  );
  const id = Number(/^STAFF#(\d+)$/.exec(String(account?.pk))?.[1]);
  if (!account || !Number.isInteger(id)) throw new Error(`No staff account for ${email}`);
  const { db, tableName } = twinTable();
  await db.send(new DeleteCommand({ TableName: tableName, Key: secondFactorKey(id) }));
  return id;
}
