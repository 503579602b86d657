/** The credential of a staff account as the admin sees it, and the 72-hour rule (finding 3). */
import { describe, expect, it } from 'vitest';
import { assertTemporaryPasswordUsable, credentialOf } from '#features/staff-login/credential';
import type { StaffAccount } from '#lib/db/staff';
import { TEMPORARY_PASSWORD_EXPIRED } from '#shared/domain/staff-credentials';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const HOUR = 3600_000;

function account(fields: Partial<StaffAccount> & { gsi1sk?: string }): StaffAccount {
  return {
    ID: 7,
    NAME: 'Ravi',
    EMAIL: 'ravi@earnlearn.in',
    MOBILE_NUMBER: '',
    GENDER: null,
    DOB: '',
    ACTIVE: 1,
    TYPE: 'HR',
    JOININT_DATE: '2026-11-20',
    passwordHash: 'scrypt$…',
    mustChangePassword: false,
    ...fields,
  } as StaffAccount;
}

describe('credentialOf', () => {
  it('is PASSWORD once the person chose their own', () => {
    expect(credentialOf(account({}), NOW)).toEqual({ state: 'PASSWORD', expiresAt: null });
  });

  it('is TEMPORARY until the expiry, then EXPIRED, and refused from that moment', () => {
    const expiresAt = new Date(NOW + HOUR).toISOString();
    const pending = account({ mustChangePassword: true, temporaryPasswordExpiresAt: expiresAt });
    expect(credentialOf(pending, NOW)).toEqual({ state: 'TEMPORARY', expiresAt });
    expect(() => assertTemporaryPasswordUsable(pending, NOW)).not.toThrow();
    expect(credentialOf(pending, NOW + HOUR)).toEqual({ state: 'EXPIRED', expiresAt });
    expect(() => assertTemporaryPasswordUsable(pending, NOW + HOUR)).toThrow(TEMPORARY_PASSWORD_EXPIRED);
  });

  it('counts a temporary password without a recorded expiry 72 hours from the account creation', () => {
    const created = new Date(NOW - 71 * HOUR).toISOString();
    const legacy = account({ mustChangePassword: true, gsi1sk: `${created}#000000000007` });
    expect(credentialOf(legacy, NOW)).toEqual({
      state: 'TEMPORARY',
      expiresAt: new Date(NOW + HOUR).toISOString(),
    });
    expect(credentialOf(legacy, NOW + 2 * HOUR).state).toBe('EXPIRED');
  });

  it('is REVOKED, with no expiry, once an admin revoked it', () => {
    const revoked = account({ mustChangePassword: true, passwordRevokedAt: new Date(NOW).toISOString() });
    expect(credentialOf(revoked, NOW)).toEqual({ state: 'REVOKED', expiresAt: null });
  });
});
