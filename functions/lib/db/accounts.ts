/**
 * What every account has, worker (`users.ts`) or back-office staff (`staff.ts`): the fields the session check
 * and the admin lists read whichever kind of account it is.
 */
import type { GenderCode } from '#shared/domain/codes';
import { ACTIVE, type Flag } from '#shared/domain/constants';

export interface Account {
  ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  GENDER: GenderCode | null;
  DOB: string;
  /** ACTIVE, or INACTIVE once an admin deactivated it. */
  ACTIVE: Flag;
}

export const isActive = (account: Account): boolean => account.ACTIVE === ACTIVE;

/** The common fields of a new account: active, and nothing known yet but its name and e-mail. */
export function newAccount(id: number, name: string, email: string): Account {
  return { ID: id, NAME: name, EMAIL: email, MOBILE_NUMBER: '', GENDER: null, DOB: '', ACTIVE };
}
