/**
 * The keys of the staff's accounts, their second factor and their failed log-ins (staff.ts, second-factor.ts,
 * login-attempts.ts); the shared builders are in `keys.ts`.
 */
import type { Role } from '#shared/domain/codes';
import { exactly, ID, type KeyShape, TIME_ORDER, timeOrder } from './keys';

// ---- staff accounts (staff.ts) ------------------------------------------------------------------------------

export const staffKey = (id: number) => ({ pk: `STAFF#${id}`, sk: 'PROFILE' });
export const staffEmailKey = (email: string) => ({ pk: `STAFF_EMAIL#${email.toLowerCase()}`, sk: 'OWNER' });

/** The gsi1 partition listing the staff of one type (admins, HR, OPS). */
export const staffListPartition = (type: Exclude<Role, 'worker' | 'employer'>) => `STAFF#${type}`;

/** The keys of a staff account: its own and the list of its type (admins, HR, OPS), newest first (gsi1). */
export const staffItemKeys = (id: number, type: Exclude<Role, 'worker' | 'employer'>, createdAt: string) => ({
  ...staffKey(id),
  entity: 'STAFF',
  gsi1pk: staffListPartition(type),
  gsi1sk: timeOrder(createdAt, id),
});

// ---- the staff's second factor (second-factor.ts) -------------------------------------------------------------

/** A staff member's authenticator secret, last used step and recovery code hashes, beside the account. */
export const secondFactorKey = (staffId: number) => ({ pk: `STAFF#${staffId}`, sk: 'SECOND_FACTOR' });
/** Wrong codes of a staff member in one fixed window (features/staff-login/totp.ts). */
export const wrongCodesKey = (staffId: number, window: number) => ({
  pk: `STAFF#${staffId}`,
  sk: `SECOND_FACTOR_WRONG#${window}`,
});
/** The admin's setting: a second factor for every staff member, not only admins. */
export const secondFactorPolicyKey = { pk: 'SETTINGS', sk: 'SECOND_FACTOR' } as const;

// ---- failed log-ins (login-attempts.ts) ---------------------------------------------------------------------

/**
 * What log-in attempts are counted against (features/staff-login/lockout.ts): the e-mail typed (its daily count
 * and next free slot), the e-mail from one address (the pair lock, and whether the address is trusted), and the
 * source address alone (its budget of password checks).
 */
export type LoginSubject =
  | { kind: 'EMAIL'; email: string }
  | { kind: 'PAIR'; email: string; address: string }
  | { kind: 'PAIR_DAY'; email: string; address: string }
  | { kind: 'ADDRESS'; address: string };

/** Every item about one e-mail lives in its partition, so unlocking it is one Query and its deletes. */
export const loginEmailPartition = (email: string) => `LOGIN_FAILURES#EMAIL#${email.toLowerCase()}`;
/** The sort-key prefixes of the e-mail's counts (cleared by an unlock); its trusted addresses are `TRUSTED#`. */
export const LOGIN_COUNT_PREFIXES = ['DAY#', 'PAIR#', 'PAIRDAY#'] as const;

/** One subject's count in one fixed window (numbered from the epoch). */
export function loginFailuresKey(subject: LoginSubject, window: number) {
  switch (subject.kind) {
    case 'EMAIL':
      return { pk: loginEmailPartition(subject.email), sk: `DAY#${window}` };
    case 'PAIR':
      return { pk: loginEmailPartition(subject.email), sk: `PAIR#${window}#${subject.address}` };
    case 'PAIR_DAY':
      return { pk: loginEmailPartition(subject.email), sk: `PAIRDAY#${window}#${subject.address}` };
    case 'ADDRESS':
      return { pk: `LOGIN_FAILURES#ADDRESS#${subject.address}`, sk: `WINDOW#${window}` };
  }
}

/** That the account logged in with its password from this address (and until when that is trusted). */
export const loginTrustedKey = (email: string, address: string) => ({
  pk: loginEmailPartition(email),
  sk: `TRUSTED#${address}`,
});

/** The employees of a type, newest first (gsi1). */
export const staffShape: KeyShape = {
  pk: exactly(`STAFF#${ID}`),
  sk: /^PROFILE$/,
  sortKey: exactly(TIME_ORDER),
};
