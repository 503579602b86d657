/**
 * Worker accounts (the spec's "users" and "students"), keyed by a numeric id and found by Google identity.
 *
 * | pattern                              | key / index                                   | operation              |
 * |--------------------------------------|-----------------------------------------------|------------------------|
 * | account by id                        | pk=USER#<id> sk=PROFILE                       | GetItem                |
 * | account by Google identity (`sub`)   | pk=GOOGLE#<sub> sk=IDENTITY -> userId         | GetItem                |
 * | owner of a verified mobile number    | pk=MOBILE#<number> sk=OWNER -> userId         | GetItem                |
 * | students, newest first (admin)       | gsi1: gsi1pk=USERS gsi1sk=<createdAt>#<id>    | Query                  |
 * | create on first sign-in              | identity + account + users count              | TransactWriteItems     |
 * | verify a mobile number               | owner item (if free or own) + account         | TransactWriteItems     |
 * |   (a changed number frees the old one) | + delete old owner item (if own)              |                        |
 * | update the profile                   | account, if its document keys are unchanged   | UpdateItem             |
 *
 * Attributes the API shows keep the spec's names (NAME, EMAIL, MOBILE_NUMBER, ...).
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EducationLevel, GenderCode, Language } from '#shared/domain/codes';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { nextId } from './counters';
import { padId } from './paging';
import { countChange } from './stats';
import { cancellationReasons, withConflictRetry } from './transactions';

export interface WorkerAccount {
  ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  GENDER: GenderCode | null;
  DOB: string;
  LANGUAGES: Language[];
  LOCATION: string;
  EDUCATION_LEVEL: EducationLevel | '';
  COLLEGE_NAME: string;
  PANCARD_KEY: string;
  ID_CARD_KEY: string;
  /** 1 active, 0 deactivated by an admin. */
  ACTIVE: 0 | 1;
  /** 1 once the mobile number is verified by OTP. */
  VERIFIED: 0 | 1;
  /** 1 once the personal details of registration step 1 are saved. */
  REGISTERED: 0 | 1;
  CREATED_AT: string;
}

const accountKey = (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
const identityKey = (sub: string) => ({ pk: `GOOGLE#${sub}`, sk: 'IDENTITY' });
const mobileKey = (number: string) => ({ pk: `MOBILE#${number}`, sk: 'OWNER' });

export async function get(id: number): Promise<WorkerAccount | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: accountKey(id) }));
  return Item as WorkerAccount | undefined;
}

export async function findIdByGoogleSub(sub: string): Promise<number | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: identityKey(sub) }));
  return Item ? Number(Item.userId) : undefined;
}

/**
 * The account of a Google identity, created on first sight. Two sign-ins racing for the same new identity
 * end with one account: the identity item's condition lets only one transaction create it.
 */
export async function findOrCreateByGoogle(identity: {
  sub: string;
  email: string;
  name: string;
}): Promise<{ account: WorkerAccount; created: boolean }> {
  const existingId = await findIdByGoogleSub(identity.sub);
  if (existingId !== undefined) {
    const account = await get(existingId);
    if (account) return { account, created: false };
  }
  const id = await nextId('USER');
  const now = new Date().toISOString();
  const account: WorkerAccount = {
    ID: id,
    NAME: identity.name,
    EMAIL: identity.email,
    MOBILE_NUMBER: '',
    GENDER: null,
    DOB: '',
    LANGUAGES: [],
    LOCATION: '',
    EDUCATION_LEVEL: '',
    COLLEGE_NAME: '',
    PANCARD_KEY: '',
    ID_CARD_KEY: '',
    ACTIVE: 1,
    VERIFIED: 0,
    REGISTERED: 0,
    CREATED_AT: now,
  };
  try {
    await withConflictRetry(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { ...identityKey(identity.sub), userId: id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...accountKey(id),
                  entity: 'USER',
                  gsi1pk: 'USERS',
                  gsi1sk: `${now}#${padId(id)}`,
                  ...account,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            countChange('users', 1),
          ],
        }),
      ),
    );
    return { account, created: true };
  } catch (error: unknown) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') {
      const winner = await findIdByGoogleSub(identity.sub);
      const account = winner === undefined ? undefined : await get(winner);
      if (account) return { account, created: false };
    }
    throw error;
  }
}

export async function saveRegistrationDetails(
  id: number,
  details: {
    name: string;
    gender: GenderCode;
    dob: string;
    languages: Language[];
    cityName: string;
    education: EducationLevel;
  },
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: accountKey(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression:
        'SET #name = :name, GENDER = :gender, DOB = :dob, LANGUAGES = :languages, #location = :city, EDUCATION_LEVEL = :education, REGISTERED = :one',
      ExpressionAttributeNames: { '#name': 'NAME', '#location': 'LOCATION' },
      ExpressionAttributeValues: {
        ':name': details.name,
        ':gender': details.gender,
        ':dob': details.dob,
        ':languages': details.languages,
        ':city': details.cityName,
        ':education': details.education,
        ':one': 1,
      },
    }),
  );
}

/**
 * Records a verified mobile number. A number verified by one account cannot be claimed by another: the
 * owner item is written only when it is free or already this account's.
 */
export async function verifyMobileNumber(id: number, number: string): Promise<void> {
  const account = await get(id);
  const previous = account?.MOBILE_NUMBER ?? '';
  try {
    await withConflictRetry(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { ...mobileKey(number), userId: id },
                ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
                ExpressionAttributeValues: { ':id': id },
              },
            },
            {
              Update: {
                TableName: tableName,
                Key: accountKey(id),
                // The number read above is still the account's: the old owner item freed below is its own.
                ConditionExpression: 'attribute_exists(pk) AND MOBILE_NUMBER = :previous',
                UpdateExpression: 'SET MOBILE_NUMBER = :number, VERIFIED = :one',
                ExpressionAttributeValues: { ':number': number, ':one': 1, ':previous': previous },
              },
            },
            ...(previous && previous !== number
              ? [
                  {
                    Delete: {
                      TableName: tableName,
                      Key: mobileKey(previous),
                      ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
                      ExpressionAttributeValues: { ':id': id },
                    },
                  },
                ]
              : []),
          ],
        }),
      ),
    );
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') {
      throw new Conflict('This mobile number is already registered with another account.');
    }
    if (reasons?.[1] === 'ConditionalCheckFailed') {
      throw new Conflict('Your mobile number changed in another window. Please try again.');
    }
    throw error;
  }
}

export interface ProfileChanges {
  gender: GenderCode;
  dob: string;
  languages: Language[];
  cityName: string;
  education: EducationLevel;
  collegeName: string;
  panCardKey: string;
  idCardKey: string;
}

/**
 * Saves the editable profile fields. `expected` holds the document keys the caller read: if another request
 * changed them since, nothing is written (409), so a document is never dropped without being deleted.
 */
export async function updateProfile(
  id: number,
  changes: ProfileChanges,
  expected: { panCardKey: string; idCardKey: string },
): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: accountKey(id),
        ConditionExpression: 'attribute_exists(pk) AND PANCARD_KEY = :oldPan AND ID_CARD_KEY = :oldId',
        UpdateExpression:
          'SET GENDER = :gender, DOB = :dob, LANGUAGES = :languages, #location = :city, EDUCATION_LEVEL = :education, COLLEGE_NAME = :college, PANCARD_KEY = :pan, ID_CARD_KEY = :idCard',
        ExpressionAttributeNames: { '#location': 'LOCATION' },
        ExpressionAttributeValues: {
          ':gender': changes.gender,
          ':dob': changes.dob,
          ':languages': changes.languages,
          ':city': changes.cityName,
          ':education': changes.education,
          ':college': changes.collegeName,
          ':pan': changes.panCardKey,
          ':idCard': changes.idCardKey,
          ':oldPan': expected.panCardKey,
          ':oldId': expected.idCardKey,
        },
      }),
    );
  } catch (error: unknown) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') {
      throw new Conflict('Your profile was changed in another window. Please reload the page and try again.');
    }
    throw error;
  }
}

export async function mobileNumberOwner(number: string): Promise<number | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: mobileKey(number) }));
  return Item ? Number(Item.userId) : undefined;
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
