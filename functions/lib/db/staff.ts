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
 * | employee by id (admin)          | pk=STAFF#<id> sk=PROFILE, TYPE HR or OPS             | GetItem            |
 * | employee's status (admin)       | pk=STAFF#<id> sk=PROFILE, if TYPE is HR or OPS       | UpdateItem         |
 * |   (deactivate ends sessions)    |   (deactivate: + ADD TOKEN_VERSION 1)                |                    |
 * | remove an unused new login      | e-mail owner + account (- employees count)           | TransactWriteItems |
 * | new password (ends sessions)    | pk=STAFF#<id> sk=PROFILE if the hash is unchanged    | UpdateItem         |
 * | end every session (sign-out)    | pk=STAFF#<id> sk=PROFILE: ADD TOKEN_VERSION 1        | UpdateItem         |
 * | admins (admin)                  | gsi1: gsi1pk=STAFF#admin gsi1sk=<createdAt>#<id>     | Query              |
 * | new temporary password, revoke, | the account + a check that the admin doing it is     | TransactWriteItems |
 * | an admin's status (admin)       | still an active admin on their own password          |                    |
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EmployeeType } from '#shared/domain/codes';
import type { Flag } from '#shared/domain/constants';
import { db, tableName } from '../clients/dynamodb';
import { BadRequest, Conflict } from '../errors';
import { type Account, activeUpdate, endSessionsAt, newAccount } from './accounts';
import { nextId } from './counters';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from './cursor';
import { type Page, queryPage } from './paging';
import { employeesList } from './requests';
import { staffEmailKey, staffItemKeys, staffKey, staffListPartition, staffShape } from './staff-keys';
import { countChange } from './stats';
import { cancellationReasons, isConditionFailure, putNew, type TransactItem, transact } from './transactions';

export type StaffRole = 'admin' | 'HR' | 'OPS';

export interface StaffAccount extends Account {
  /** admin, or the employee type HR / OPS. */
  TYPE: StaffRole;
  JOININT_DATE: string;
  passwordHash: string;
  mustChangePassword: boolean;
  /** While `mustChangePassword`: when the temporary password stops opening the account (ISO time). */
  temporaryPasswordExpiresAt?: string;
  /** Set when an admin revoked the password: nothing opens the account until a new temporary one is sent. */
  passwordRevokedAt?: string;
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
  temporaryPasswordExpiresAt?: string;
}): Promise<StaffAccount> {
  const id = await nextId('STAFF');
  const now = new Date().toISOString();
  const account: StaffAccount = {
    ...newAccount(id, input.name, input.email.toLowerCase()),
    TYPE: input.role,
    JOININT_DATE: now.slice(0, 10),
    passwordHash: input.passwordHash,
    mustChangePassword: input.mustChangePassword,
    ...(input.temporaryPasswordExpiresAt
      ? { temporaryPasswordExpiresAt: input.temporaryPasswordExpiresAt }
      : {}),
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

/** Sets a staff account's status; deactivating ends its sessions in the same write (`activeUpdate`). */
export async function setActive(id: number, active: Flag): Promise<void> {
  await db.send(new UpdateCommand({ TableName: tableName, Key: staffKey(id), ...activeUpdate(active) }));
}

// ---- employees: the admin's list, detail and status, and addEmployee's undo ---------------------------------

export type Employee = StaffAccount & { TYPE: EmployeeType };
/** An employee as the list Query returns it: with its keys, which `cursorAfter` turns into a cursor. */
export type ListedEmployee = Employee & ReturnType<typeof staffItemKeys>;

const isEmployee = (account: StaffAccount | undefined): account is Employee =>
  account?.TYPE === 'HR' || account?.TYPE === 'OPS';

/** An HR or OPS employee; undefined for an unknown id and for an admin's. */
export async function findEmployee(id: number): Promise<Employee | undefined> {
  const account = await get(id);
  return isEmployee(account) ? account : undefined;
}

/** One page of the employees of a type, newest first (gsi1); admins have their own partition. */
export function listEmployees(
  type: EmployeeType,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<ListedEmployee>> {
  return queryPage<ListedEmployee>({ ...employeesList(type), ...page });
}

/** The cursor that continues an employee list right after `employee` (as the next Query's start key). */
export function cursorAfter(employee: ListedEmployee): string {
  const { pk, sk, gsi1pk, gsi1sk } = employee;
  return encodeCursor({ pk, sk, gsi1pk, gsi1sk }) as string;
}

/** Which of `types` a cursor continues the list of (a list of both types reads HR, then OPS); 400 if none. */
export function typeOfCursor(cursor: string, types: readonly EmployeeType[]): EmployeeType {
  const partitionKey = 'gsi1pk';
  for (const type of types) {
    const scope = { partitionKey, sortKey: 'gsi1sk', partition: staffListPartition(type), shape: staffShape };
    try {
      decodeCursor(cursor, scope);
      return type;
    } catch (error: unknown) {
      if (!(error instanceof BadRequest)) throw error;
    }
  }
  throw BadRequest.field('cursor', INVALID_CURSOR);
}

/**
 * Sets an employee's status; false when the id is no employee's (unknown, or an admin's). Deactivating ends
 * the employee's sessions in the same write (`activeUpdate`): a token from before stays refused after reactivation.
 */
export async function setEmployeeActive(id: number, active: Flag): Promise<boolean> {
  try {
    const update = activeUpdate(active, {
      condition: '#type IN (:hr, :ops)',
      names: { '#type': 'TYPE' },
      values: { ':hr': 'HR', ':ops': 'OPS' },
    });
    await db.send(new UpdateCommand({ TableName: tableName, Key: staffKey(id), ...update }));
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Undoes `create` of an employee whose credentials could not be sent: the e-mail owner item, the login and its
 * place in the employees count go in one transaction. Only an employee still on the temporary password is
 * removed, so a login someone has used is never deleted by it (the transaction fails instead).
 */
export async function removeUnusedEmployee(employee: Employee): Promise<void> {
  await transact([
    {
      Delete: {
        TableName: tableName,
        Key: staffEmailKey(employee.EMAIL),
        ConditionExpression: 'staffId = :id',
        ExpressionAttributeValues: { ':id': employee.ID },
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: staffKey(employee.ID),
        ConditionExpression: 'mustChangePassword = :temporary AND #type IN (:hr, :ops)',
        ExpressionAttributeNames: { '#type': 'TYPE' },
        ExpressionAttributeValues: { ':temporary': true, ':hr': 'HR', ':ops': 'OPS' },
      },
    },
    countChange('employees', -1),
  ]);
}

/**
 * Replaces the password hash and clears `mustChangePassword`, on condition that the hash is still the one the
 * caller checked the current password against (Conflict otherwise: another change came first). In the same
 * write the token version goes up, so every session of the old password ends; the new version is returned,
 * for the session that made the change to go on with.
 */
export async function setPassword(id: number, passwordHash: string, previousHash: string): Promise<number> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: staffKey(id),
        ConditionExpression: 'passwordHash = :previous',
        UpdateExpression: 'SET passwordHash = :hash, mustChangePassword = :false ADD TOKEN_VERSION :one',
        ExpressionAttributeValues: {
          ':previous': previousHash,
          ':hash': passwordHash,
          ':false': false,
          ':one': 1,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.TOKEN_VERSION);
  } catch (error: unknown) {
    if (isConditionFailure(error))
      throw new Conflict('Your password was changed meanwhile. Please sign in again.');
    throw error;
  }
}

/** Ends every session of the staff member (sign-out): the tokens issued before are refused from now on. */
export function endSessions(id: number): Promise<void> {
  return endSessionsAt(staffKey(id));
}

// ---- the admin's hand on staff credentials and on other admins -----------------------------------

/** The admin's list of admins, newest first (gsi1), a page at a time. */
export function listAdmins(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<StaffAccount>> {
  return queryPage<StaffAccount>({
    index: 'gsi1',
    partition: staffListPartition('admin'),
    shape: staffShape,
    ...page,
  });
}

export const ADMIN_CHANGED =
  'Your own admin account changed meanwhile (deactivated, or its password reset). Please sign in again.';

/**
 * The check that goes into every transaction by which an admin changes another staff account's credential or
 * an admin's status: the admin is still an active admin on their own password. Two admins acting on each other
 * at once cannot both pass it, so at least one admin who can log in is always left (docs/decisions.md 87).
 */
function actingAdminCheck(adminId: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: staffKey(adminId),
      ConditionExpression: '#type = :admin AND ACTIVE = :active AND mustChangePassword = :false',
      ExpressionAttributeNames: { '#type': 'TYPE' },
      ExpressionAttributeValues: { ':admin': 'admin', ':active': 1, ':false': false },
    },
  };
}

/** An update of the staff account `id`, on condition that it exists (and of `condition` when given). */
function accountUpdate(
  id: number,
  update: string,
  values: Record<string, unknown>,
  condition?: { expression: string; names?: Record<string, string> },
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: staffKey(id),
      ConditionExpression: `attribute_exists(pk)${condition ? ` AND ${condition.expression}` : ''}`,
      UpdateExpression: update,
      ...(condition?.names ? { ExpressionAttributeNames: condition.names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

const NO_ACCOUNT = 'There is no such staff account any more.';

/**
 * Gives the account a new temporary password (its hash), good until `expiresAt`: whatever password it had
 * stops working, a revocation is lifted, and every session ends. `by` is the admin doing it (checked as
 * `actingAdminCheck` says); undefined for the operator's `admin:create --reset`.
 */
export async function issueTemporaryPassword(
  id: number,
  passwordHash: string,
  expiresAt: string,
  by: number | undefined,
): Promise<void> {
  await transact(
    [
      accountUpdate(
        id,
        'SET passwordHash = :hash, mustChangePassword = :true, temporaryPasswordExpiresAt = :expires REMOVE passwordRevokedAt ADD TOKEN_VERSION :one',
        { ':hash': passwordHash, ':true': true, ':expires': expiresAt, ':one': 1 },
      ),
      ...(by === undefined ? [] : [actingAdminCheck(by)]),
    ],
    { 0: NO_ACCOUNT, 1: ADMIN_CHANGED },
  );
}

/**
 * Revokes the account's password (temporary or its own): the stored hash becomes one no password matches, and
 * every session ends. Nothing opens the account until `issueTemporaryPassword`.
 */
export async function revokePassword(id: number, unmatchableHash: string, by: number): Promise<void> {
  await transact(
    [
      accountUpdate(
        id,
        'SET passwordHash = :hash, mustChangePassword = :true, passwordRevokedAt = :now REMOVE temporaryPasswordExpiresAt ADD TOKEN_VERSION :one',
        { ':hash': unmatchableHash, ':true': true, ':now': new Date().toISOString(), ':one': 1 },
      ),
      actingAdminCheck(by),
    ],
    { 0: NO_ACCOUNT, 1: ADMIN_CHANGED },
  );
}

/**
 * Activates or deactivates another admin; deactivating also ends their sessions. False when `id` is no
 * admin's. The admin doing it must be another, active admin on their own password (`actingAdminCheck`).
 */
export async function setAdminActive(id: number, active: Flag, by: number): Promise<boolean> {
  try {
    await transact(
      [
        accountUpdate(
          id,
          active === 1 ? 'SET ACTIVE = :active' : 'SET ACTIVE = :active ADD TOKEN_VERSION :one',
          { ':active': active, ':admin': 'admin', ...(active === 1 ? {} : { ':one': 1 }) },
          { expression: '#type = :admin', names: { '#type': 'TYPE' } },
        ),
        actingAdminCheck(by),
      ],
      { 1: ADMIN_CHANGED },
    );
    return true;
  } catch (error: unknown) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
