/**
 * What every account has, worker (`users.ts`) or back-office staff (`staff.ts`): the fields the session check
 * and the admin lists read whichever kind of account it is, and the token version that ends its sessions.
 */
import type { GenderCode } from '#shared/domain/codes';
import { ACTIVE, type Flag, INACTIVE } from '#shared/domain/constants';
import { updateIf } from './transactions';

export interface Account {
  ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  GENDER: GenderCode | null;
  DOB: string;
  /** ACTIVE, or INACTIVE once an admin deactivated it. */
  ACTIVE: Flag;
  /**
   * The version of the account's session tokens (absent = 0): a token carries the version it was issued at,
   * and the session check refuses any other. Sign-out, a password change and a deactivation add 1, ending
   * every session issued before.
   */
  TOKEN_VERSION?: number;
}

export const isActive = (account: Account): boolean => account.ACTIVE === ACTIVE;

/** The token version a session of this account must carry now. */
export const tokenVersionOf = (account: Account): number => account.TOKEN_VERSION ?? 0;

/** The common fields of a new account: active, and nothing known yet but its name and e-mail. */
export function newAccount(id: number, name: string, email: string): Account {
  return { ID: id, NAME: name, EMAIL: email, MOBILE_NUMBER: '', GENDER: null, DOB: '', ACTIVE };
}

/**
 * The UpdateItem parts that set an existing account's ACTIVE flag (users.ts, staff.ts). Deactivating also adds 1
 * to the token version, in the same write: every session issued before is refused from then on, and stays
 * refused after a reactivation, so the account's owner signs in again. Activating leaves the
 * version alone. `extra` adds conditions of the caller's (`#type IN ...`), with their names and values.
 */
export function activeUpdate(
  active: Flag,
  extra: { condition?: string; names?: Record<string, string>; values?: Record<string, unknown> } = {},
) {
  const ends = active === INACTIVE;
  const names = extra.names ?? {};
  return {
    ConditionExpression: ['attribute_exists(pk)', ...(extra.condition ? [extra.condition] : [])].join(
      ' AND ',
    ),
    UpdateExpression: ends ? 'SET ACTIVE = :active ADD TOKEN_VERSION :one' : 'SET ACTIVE = :active',
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: { ':active': active, ...(ends ? { ':one': 1 } : {}), ...extra.values },
  };
}

/**
 * Ends every session of the account at `key` (users.ts, staff.ts): its token version goes up by one, in one
 * UpdateItem, so each token issued before is refused from the next call on. Nothing is written for a key
 * that has no account.
 */
export async function endSessionsAt(key: { pk: string; sk: string }): Promise<void> {
  // The account is gone: none of its sessions opens anything any more.
  await updateIf({
    Key: key,
    ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'ADD TOKEN_VERSION :one',
    ExpressionAttributeValues: { ':one': 1 },
  });
}
