/**
 * Is the account behind a session still allowed in? Deactivation by an admin must bite within
 * ACCOUNT_STATUS_CACHE_SECONDS, so each function instance may reuse an answer for that long and no longer.
 */
import type { Role } from '#shared/domain/codes';
import { ACCOUNT_STATUS_CACHE_SECONDS } from '#shared/domain/constants';
import * as staff from '../db/staff';
import * as users from '../db/users';
import { Forbidden, Unauthorized } from '../errors';
import type { SessionClaims } from './session';

type Standing = 'active' | 'inactive' | 'missing';

const cache = new Map<string, { standing: Standing; at: number }>();
const MAX_CACHED = 10_000;

async function lookUp(role: Role, accountId: number): Promise<Standing> {
  const account = role === 'worker' ? await users.get(accountId) : await staff.get(accountId);
  if (!account) return 'missing';
  if (role !== 'worker' && (account as staff.StaffAccount).TYPE !== role) return 'missing';
  return account.ACTIVE === 1 ? 'active' : 'inactive';
}

export async function assertAccountActive(claims: SessionClaims, now = Date.now()): Promise<void> {
  const key = `${claims.role}#${claims.accountId}`;
  const cached = cache.get(key);
  let standing =
    cached && now - cached.at < ACCOUNT_STATUS_CACHE_SECONDS * 1000 ? cached.standing : undefined;
  if (standing === undefined) {
    standing = await lookUp(claims.role, claims.accountId);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, { standing, at: now });
  }
  if (standing === 'missing') throw new Unauthorized('Your account no longer exists. Please sign in again.');
  if (standing === 'inactive') {
    throw new Forbidden('Your account has been deactivated. Please contact support.');
  }
}
