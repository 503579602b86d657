/**
 * Worker accounts (the spec's "users" and "students"), keyed by a numeric id and found by Google identity.
 *
 * | pattern                              | key / index                                   | operation              |
 * |--------------------------------------|-----------------------------------------------|------------------------|
 * | account by id                        | pk=USER#<id> sk=PROFILE                       | GetItem                |
 * | accounts by id (a page of search)    | pk=USER#<id> sk=PROFILE                       | BatchGetItem           |
 * | account by Google identity (`sub`)   | pk=GOOGLE#<sub> sk=IDENTITY -> userId         | GetItem                |
 * | owner of a verified mobile number    | pk=MOBILE#<number> sk=OWNER -> userId         | GetItem                |
 * | students, newest first (admin)       | gsi1: gsi1pk=USERS gsi1sk=<createdAt>#<id>    | Query                  |
 * | create on first sign-in (held until  | identity + account + users count + its hold   | TransactWriteItems     |
 * |   consent, consent.ts)               |   + its words                                 |                        |
 * | save registration details            | account (+ words added / removed)             | UpdateItem, or         |
 * |                                      |                                               | TransactWriteItems     |
 * | verify a mobile number               | owner item (if free or own) + account         | TransactWriteItems     |
 * |   (a changed number frees the old one) | + delete old owner item (if own) + words    |                        |
 * | update the profile (the name too)    | account, if its document keys are unchanged   | UpdateItem, or         |
 * |                                      | (+ words added / removed)                     | TransactWriteItems     |
 * | keep, replace or delete the resume   | account, if its resume key is unchanged       | UpdateItem             |
 * | activate / deactivate                | account (deactivate: + ADD TOKEN_VERSION 1)   | UpdateItem             |
 * | end every session (sign-out)         | account: ADD TOKEN_VERSION 1                  | UpdateItem             |
 * | remember the screens' language       | account: SET SITE_LANGUAGE                    | UpdateItem             |
 *
 * Attributes the API shows keep the spec's names (NAME, EMAIL, MOBILE_NUMBER, ...). The search index
 * (`student-search.ts`) changes in the same transaction as every write that changes a student's words: the
 * profile writes go through `worker-writes.ts`.
 */
import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EducationLevel, GenderCode, Language, SiteLanguage } from '#shared/domain/codes';
import { type Flag, REGISTERED, VERIFIED } from '#shared/domain/constants';
import { HOLD_MS } from '#shared/domain/privacy';
import { studentWords } from '#shared/domain/student-search';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, NotFound } from '../errors';
import { activeUpdate, endSessionsAt, newAccount } from './accounts';
import { heldPut } from './consent';
import { nextId } from './counters';
import { googleIdentityKey, mobileOwnerKey, userItemKeys, userKey } from './keys';
import { type Page, queryPage } from './paging';
import { documentsKeptKeys } from './privacy-keys';
import { studentsList } from './requests';
import { countChange } from './stats';
import { wordWrites } from './student-search';
import { isConditionFailure, putNew, transact } from './transactions';
import { type WorkerAccount, writeAccount } from './worker-writes';

export type { WorkerAccount };

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

/** The accounts of up to 100 ids, by id (unknown ids are left out), read as of now. */
export async function getMany(ids: readonly number[]): Promise<Map<number, WorkerAccount>> {
  const found = new Map<number, WorkerAccount>();
  let keys: Record<string, unknown>[] = [...new Set(ids)].map(userKey);
  for (let attempt = 0; keys.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    if (attempt >= 6) throw new Error(`BatchGetItem left ${keys.length} keys unprocessed`);
    const result = await db.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[tableName] ?? []) {
      found.set(Number(item.ID), item as WorkerAccount);
    }
    keys = result.UnprocessedKeys?.[tableName]?.Keys ?? [];
  }
  return found;
}

/** The students, newest first. */
export function list(page: { limit: number; cursor?: string | undefined }): Promise<Page<WorkerAccount>> {
  return queryPage<WorkerAccount>({ ...studentsList, ...page });
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
  const { account, now, heldUntil } = freshAccount(id, {
    name: identity.name,
    email: identity.email,
    GOOGLE_SUB: identity.sub,
  });
  try {
    await transact(
      createWrites({ ...googleIdentityKey(identity.sub), userId: id }, account, now, heldUntil),
      {
        0: 'This Google account was registered by another sign-in at the same moment.',
      },
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

/**
 * A new worker account as sign-in makes it, held until consent (erased if none is given within HOLD_DAYS):
 * by Google (its identity and e-mail) or by phone (its number, verified by the code that signed in).
 */
function freshAccount(
  id: number,
  from: { name: string; email: string; GOOGLE_SUB?: string; MOBILE_NUMBER?: string },
): { account: WorkerAccount; now: string; heldUntil: string } {
  const created = Date.now();
  const now = new Date(created).toISOString();
  const heldUntil = new Date(created + HOLD_MS).toISOString();
  const fields: WorkerAccount = {
    ...newAccount(id, from.name, from.email),
    LANGUAGES: [],
    LOCATION: '',
    EDUCATION_LEVEL: '',
    COLLEGE_NAME: '',
    PANCARD_KEY: '',
    ID_CARD_KEY: '',
    VERIFIED: 0,
    REGISTERED: 0,
    CREATED_AT: now,
    ...(from.GOOGLE_SUB === undefined ? {} : { GOOGLE_SUB: from.GOOGLE_SUB }),
    ...(from.MOBILE_NUMBER === undefined ? {} : { MOBILE_NUMBER: from.MOBILE_NUMBER, VERIFIED }),
    PRIVACY_STATE: 'consentNeeded',
    NOTICE_VERSION: '',
    SMS_UPDATES: false,
    HELD_UNTIL: heldUntil,
  };
  return { account: { ...fields, searchWords: studentWords(fields) }, now, heldUntil };
}

/** The creating transaction's writes of a fresh account beside its claim (the identity or the number item). */
function createWrites(
  claim: Record<string, unknown>,
  account: WorkerAccount,
  now: string,
  heldUntil: string,
) {
  const id = account.ID;
  return [
    putNew(claim),
    putNew({ ...userItemKeys(id, now), ...account }),
    countChange('users', 1),
    heldPut(heldUntil, id),
    ...wordWrites(id, { added: account.searchWords ?? [], removed: [] }),
  ];
}

/**
 * The account of a verified mobile number (phone sign-in), created on first sight with the number already
 * verified. One number, one account: the owner item's condition (attribute_not_exists) lets only one account
 * claim it, so two sign-ins racing for a new number end with one account, and a number a Google account
 * verified signs into that account.
 */
export async function findOrCreateByPhone(
  number: string,
): Promise<{ account: WorkerAccount; created: boolean }> {
  const ownerId = await mobileNumberOwner(number);
  if (ownerId !== undefined) {
    const account = await get(ownerId);
    if (account) return { account, created: false };
  }
  const id = await nextId('USER');
  const { account, now, heldUntil } = freshAccount(id, { name: '', email: '', MOBILE_NUMBER: number });
  try {
    await transact(createWrites({ ...mobileOwnerKey(number), userId: id }, account, now, heldUntil), {
      0: 'This mobile number was registered by another sign-in at the same moment.',
    });
    return { account, created: true };
  } catch (error: unknown) {
    if (!(error instanceof Conflict)) throw error;
    const winner = await mobileNumberOwner(number);
    const existing = winner === undefined ? undefined : await get(winner);
    if (existing) return { account: existing, created: false };
    throw error;
  }
}

export const GOOGLE_TAKEN = 'This Google account already signs in to another Earnlearn account.';
export const GOOGLE_ALREADY_LINKED = 'A Google account is already linked to your account.';

/**
 * Links a Google identity to an account that has none (a phone sign-up): the identity item is created only if no
 * account has it (one Google subject, one account) and the account takes it only if it still has none, in one
 * transaction; the Google e-mail becomes the account's e-mail. 409 when either condition fails.
 */
export async function linkGoogle(id: number, identity: { sub: string; email: string }): Promise<void> {
  await writeAccount(id, (account) => {
    if (account.GOOGLE_SUB) throw new Conflict(GOOGLE_ALREADY_LINKED);
    return {
      set: { GOOGLE_SUB: identity.sub, EMAIL: identity.email },
      condition: 'attribute_not_exists(GOOGLE_SUB)',
      values: {},
      items: [putNew({ ...googleIdentityKey(identity.sub), userId: id })],
      conflicts: { 0: GOOGLE_TAKEN },
    };
  });
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
    /** Absent: the college stays as it is. */
    collegeName?: string | undefined;
  },
): Promise<void> {
  await writeAccount(id, () => ({
    set: {
      NAME: details.name,
      GENDER: details.gender,
      DOB: details.dob,
      LANGUAGES: details.languages,
      LOCATION: details.cityName,
      EDUCATION_LEVEL: details.education,
      ...(details.collegeName === undefined ? {} : { COLLEGE_NAME: details.collegeName }),
      REGISTERED,
    },
  }));
}

/**
 * Records a verified mobile number. A number verified by one account cannot be claimed by another: the
 * owner item is written only when it is free or already this account's. The number the account had is
 * freed in the same transaction, on condition that it is still the account's.
 */
export async function verifyMobileNumber(id: number, number: string): Promise<void> {
  await writeAccount(id, (account) => {
    const previous = account.MOBILE_NUMBER;
    return {
      set: { MOBILE_NUMBER: number, VERIFIED },
      condition: 'MOBILE_NUMBER = :previous',
      values: { ':previous': previous },
      items: [
        {
          Put: {
            TableName: tableName,
            Item: { ...mobileOwnerKey(number), userId: id },
            ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
            ExpressionAttributeValues: { ':id': id },
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
      conflicts: { 0: 'This mobile number is already registered with another account.' },
    };
  });
}

export interface ProfileChanges {
  /** Absent: the name stays as it is (a caller of the spec's eight fields). */
  name?: string | undefined;
  gender: GenderCode;
  dob: string;
  languages: Language[];
  cityName: string;
  education: EducationLevel;
  collegeName: string;
  panCardKey: string;
  idCardKey: string;
}

const PROFILE_CHANGED = 'Your profile was changed in another window. Please reload the page and try again.';

/**
 * Saves the editable profile fields. `expected` holds the document keys the caller read: if another request
 * changed them since, nothing is written (409), so a document is never dropped without being deleted.
 */
export async function updateProfile(
  id: number,
  changes: ProfileChanges,
  expected: { panCardKey: string; idCardKey: string },
): Promise<void> {
  await writeAccount(id, (account) => {
    if (account.PANCARD_KEY !== expected.panCardKey || account.ID_CARD_KEY !== expected.idCardKey) {
      throw new Conflict(PROFILE_CHANGED);
    }
    // A new document starts its retention clock (the retention job): the account enters the index of
    // kept documents under this month.
    const newDocument =
      (changes.panCardKey !== '' && changes.panCardKey !== expected.panCardKey) ||
      (changes.idCardKey !== '' && changes.idCardKey !== expected.idCardKey);
    return {
      set: {
        ...(changes.name === undefined ? {} : { NAME: changes.name }),
        GENDER: changes.gender,
        DOB: changes.dob,
        LANGUAGES: changes.languages,
        LOCATION: changes.cityName,
        EDUCATION_LEVEL: changes.education,
        COLLEGE_NAME: changes.collegeName,
        PANCARD_KEY: changes.panCardKey,
        ID_CARD_KEY: changes.idCardKey,
        ...(newDocument ? (documentsKeptKeys(new Date().toISOString(), id) as Partial<WorkerAccount>) : {}),
      },
      condition: 'PANCARD_KEY = :oldPan AND ID_CARD_KEY = :oldId',
      values: { ':oldPan': expected.panCardKey, ':oldId': expected.idCardKey },
    };
  });
}

/** The worker's resume as kept: the file's key, the name the worker's file had, when it was saved. */
export interface ResumeChange {
  key: string;
  name: string;
  at: string;
}

/**
 * Keeps `resume` as the worker's resume, or deletes it (undefined: every resume attribute becomes ''), if the
 * stored key is still `expectedKey` (409 otherwise, so a replaced file is never left without being deleted). A new
 * resume starts the documents' retention clock, as a new document does (retention.ts).
 */
export async function saveResume(
  id: number,
  resume: ResumeChange | undefined,
  expectedKey: string,
): Promise<void> {
  await writeAccount(id, (account) => {
    if ((account.RESUME_KEY ?? '') !== expectedKey) throw new Conflict(PROFILE_CHANGED);
    return {
      set: {
        RESUME_KEY: resume?.key ?? '',
        RESUME_NAME: resume?.name ?? '',
        RESUME_AT: resume?.at ?? '',
        ...(resume ? (documentsKeptKeys(resume.at, id) as Partial<WorkerAccount>) : {}),
      },
      condition:
        expectedKey === ''
          ? '(attribute_not_exists(RESUME_KEY) OR RESUME_KEY = :oldResume)'
          : 'RESUME_KEY = :oldResume',
      values: { ':oldResume': expectedKey },
    };
  });
}

export async function mobileNumberOwner(number: string): Promise<number | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: mobileOwnerKey(number) }));
  return Item ? Number(Item.userId) : undefined;
}

/** Sets one attribute of an existing account; NotFound when there is none. */
async function setOnAccount(id: number, attribute: 'SITE_LANGUAGE', value: unknown): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(id),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: `SET ${attribute} = :value`,
        ExpressionAttributeValues: { ':value': value },
      }),
    );
  } catch (error: unknown) {
    if (isConditionFailure(error)) {
      throw new NotFound('There is no such student.');
    }
    throw error;
  }
}

/**
 * Activates or deactivates an account; NotFound when there is none. Deactivating also ends every session, in
 * the same UpdateItem (`deactivation` in accounts.ts): a token issued before stays refused after reactivation.
 */
export async function setActive(id: number, active: Flag): Promise<void> {
  try {
    await db.send(new UpdateCommand({ TableName: tableName, Key: userKey(id), ...activeUpdate(active) }));
  } catch (error: unknown) {
    if (isConditionFailure(error)) throw new NotFound('There is no such student.');
    throw error;
  }
}

/** Remembers the language the worker chose for the screens; NotFound when there is no account. */
export function setSiteLanguage(id: number, language: SiteLanguage): Promise<void> {
  return setOnAccount(id, 'SITE_LANGUAGE', language);
}

/** Ends every session of the worker (sign-out): the tokens issued before are refused from now on. */
export function endSessions(id: number): Promise<void> {
  return endSessionsAt(userKey(id));
}
