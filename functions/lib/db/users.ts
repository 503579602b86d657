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
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EducationLevel, GenderCode, Language } from '#shared/domain/codes';
import { type Flag, REGISTERED, VERIFIED } from '#shared/domain/constants';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { type Account, newAccount } from './accounts';
import { nextId } from './counters';
import { googleIdentityKey, mobileOwnerKey, userItemKeys, userKey } from './keys';
import { countChange } from './stats';
import { putNew, transact } from './transactions';

export interface WorkerAccount extends Account {
  LANGUAGES: Language[];
  LOCATION: string;
  EDUCATION_LEVEL: EducationLevel | '';
  COLLEGE_NAME: string;
  PANCARD_KEY: string;
  ID_CARD_KEY: string;
  /** VERIFIED once the mobile number is verified by OTP. */
  VERIFIED: Flag;
  /** REGISTERED once the personal details of registration step 1 are saved. */
  REGISTERED: Flag;
  CREATED_AT: string;
}

/**
 * The account as it is now: a strongly consistent read, as it decides what the caller may do (a number
 * verified a moment ago lets the worker apply at once).
 */
export async function get(id: number): Promise<WorkerAccount | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: userKey(id), ConsistentRead: true }),
  );
  return Item as WorkerAccount | undefined;
}

export async function findIdByGoogleSub(sub: string): Promise<number | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: googleIdentityKey(sub) }));
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
    ...newAccount(id, identity.name, identity.email),
    LANGUAGES: [],
    LOCATION: '',
    EDUCATION_LEVEL: '',
    COLLEGE_NAME: '',
    PANCARD_KEY: '',
    ID_CARD_KEY: '',
    VERIFIED: 0,
    REGISTERED: 0,
    CREATED_AT: now,
  };
  try {
    await transact(
      [
        putNew({ ...googleIdentityKey(identity.sub), userId: id }),
        putNew({ ...userItemKeys(id, now), ...account }),
        countChange('users', 1),
      ],
      { 0: 'This Google account was registered by another sign-in at the same moment.' },
    );
    return { account, created: true };
  } catch (error: unknown) {
    // The other sign-in created the account first: it is this identity's account.
    if (!(error instanceof Conflict)) throw error;
    const winner = await findIdByGoogleSub(identity.sub);
    const account = winner === undefined ? undefined : await get(winner);
    if (account) return { account, created: false };
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
      Key: userKey(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression:
        'SET #name = :name, GENDER = :gender, DOB = :dob, LANGUAGES = :languages, #location = :city, EDUCATION_LEVEL = :education, REGISTERED = :registered',
      ExpressionAttributeNames: { '#name': 'NAME', '#location': 'LOCATION' },
      ExpressionAttributeValues: {
        ':name': details.name,
        ':gender': details.gender,
        ':dob': details.dob,
        ':languages': details.languages,
        ':city': details.cityName,
        ':education': details.education,
        ':registered': REGISTERED,
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
  await transact(
    [
      {
        Put: {
          TableName: tableName,
          Item: { ...mobileOwnerKey(number), userId: id },
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
          ExpressionAttributeValues: { ':id': id },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: userKey(id),
          // The number read above is still the account's: the old owner item freed below is its own.
          ConditionExpression: 'attribute_exists(pk) AND MOBILE_NUMBER = :previous',
          UpdateExpression: 'SET MOBILE_NUMBER = :number, VERIFIED = :verified',
          ExpressionAttributeValues: { ':number': number, ':verified': VERIFIED, ':previous': previous },
        },
      },
      ...(previous && previous !== number
        ? [
            {
              Delete: {
                TableName: tableName,
                Key: mobileOwnerKey(previous),
                ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
                ExpressionAttributeValues: { ':id': id },
              },
            },
          ]
        : []),
    ],
    {
      0: 'This mobile number is already registered with another account.',
      1: 'Your mobile number changed in another window. Please try again.',
    },
  );
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
        Key: userKey(id),
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
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: mobileOwnerKey(number) }));
  return Item ? Number(Item.userId) : undefined;
}

export async function setActive(id: number, active: Flag): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET ACTIVE = :active',
      ExpressionAttributeValues: { ':active': active },
    }),
  );
}
