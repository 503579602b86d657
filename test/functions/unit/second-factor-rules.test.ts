/**
 * The rules of the staff's second factor (finding 5): RFC 6238 codes as authenticator apps make
 * them, one step either side, no code used twice, a limit on wrong codes, recovery codes, the encrypted
 * secret, and the session that waits for the code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkCode,
  codeAt,
  codesLockedFor,
  MAX_WRONG_CODES,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  stepAt,
  totpUri,
  WRONG_CODES_WINDOW_MS,
} from '#features/staff-login/totp';
import { recoveryCodeSchema, totpCodeSchema } from '#shared/domain/second-factor';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
});

/** RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const STEP_MS = 30_000;
const NOW = Date.parse('2026-11-27T03:00:10Z');

describe('authenticator codes', () => {
  it('are the codes of RFC 6238 (its test vectors, cut to six digits as apps show them)', () => {
    expect(codeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(codeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(codeAt(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the code of the current step and of one step either side', () => {
    const secret = newTotpSecret();
    for (const offset of [-1, 0, 1]) {
      const check = checkCode(secret, codeAt(secret, NOW + offset * STEP_MS), undefined, NOW);
      expect(check).toEqual({ ok: true, step: stepAt(NOW) + offset });
    }
  });

  it('refuses a code two steps away, and a wrong one', () => {
    const secret = newTotpSecret();
    expect(checkCode(secret, codeAt(secret, NOW - 2 * STEP_MS), undefined, NOW)).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(checkCode(secret, codeAt(secret, NOW + 2 * STEP_MS), undefined, NOW).ok).toBe(false);
    const wrong = String((Number(codeAt(secret, NOW)) + 1) % 1_000_000).padStart(6, '0');
    expect(checkCode(secret, wrong, undefined, NOW).ok).toBe(false);
  });

  it('refuses a code of the step used last, or of an earlier one (a replay)', () => {
    const secret = newTotpSecret();
    const used = stepAt(NOW);
    expect(checkCode(secret, codeAt(secret, NOW), used, NOW)).toEqual({ ok: false, reason: 'reused' });
    expect(checkCode(secret, codeAt(secret, NOW - STEP_MS), used, NOW)).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(checkCode(secret, codeAt(secret, NOW + STEP_MS), used, NOW)).toEqual({ ok: true, step: used + 1 });
  });

  it('makes secrets of 160 random bits and a URI apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'hr.one@earnlearn.in'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Earnlearn');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('takes a code typed with a space, and refuses one that is not six digits', () => {
    expect(totpCodeSchema.parse('123 456')).toBe('123456');
    expect(totpCodeSchema.safeParse('12345').success).toBe(false);
    expect(totpCodeSchema.safeParse('12345a').success).toBe(false);
  });
});

describe('wrong codes', () => {
  it(`are refused from the ${MAX_WRONG_CODES + 1}th in a window until the window ends`, () => {
    const windowStart = Math.floor(NOW / WRONG_CODES_WINDOW_MS) * WRONG_CODES_WINDOW_MS;
    expect(codesLockedFor(MAX_WRONG_CODES - 1, NOW)).toBeUndefined();
    expect(codesLockedFor(MAX_WRONG_CODES, NOW)).toBe((windowStart + WRONG_CODES_WINDOW_MS - NOW) / 1000);
  });
});

describe('recovery codes', () => {
  it('are ten different codes of ten unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('are stored as a hash that does not depend on the dash or the case they are typed in', () => {
    const [code = ''] = newRecoveryCodes();
    const hash = recoveryCodeHash(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replace('-', ''));
    const typed = recoveryCodeSchema.parse(` ${code.toUpperCase().replace('-', ' ')} `);
    expect(recoveryCodeHash(typed)).toBe(hash);
    expect(recoveryCodeSchema.safeParse('abc').success).toBe(false);
  });
});

describe('the stored secret', () => {
  it('is encrypted, and decrypts only for its own account', async () => {
    const { decryptSecret, encryptSecret } = await import('#features/staff-login/totp-secret');
    const secret = newTotpSecret();
    const stored = await encryptSecret(secret, 7);
    expect(stored).not.toContain(secret);
    expect(await decryptSecret(stored, 7)).toBe(secret);
    expect(await decryptSecret(stored, 8)).toBeUndefined();
  });

  it('does not decrypt when changed, or under a key no longer held', async () => {
    const { decryptSecret, encryptSecret } = await import('#features/staff-login/totp-secret');
    const stored = await encryptSecret(newTotpSecret(), 7);
    const [version, , iv, data, tag] = stored.split('.');
    expect(await decryptSecret([version, '0123456789abcdef', iv, data, tag].join('.'), 7)).toBeUndefined();
    const flipped = `${data?.[0] === 'A' ? 'B' : 'A'}${data?.slice(1)}`;
    expect(await decryptSecret(stored.replace(data ?? '', flipped), 7)).toBeUndefined();
  });
});

describe('a session waiting for its second factor', () => {
  it('carries `pending`, lasts ten minutes and is not renewed; a full one carries `passed`', async () => {
    const { issueSessionToken, renewalFor, verifySessionToken } = await import('#lib/auth/session');
    const issuedAt = Date.now() - 9 * 60 * 1000;
    const pending = await verifySessionToken(
      await issueSessionToken({ accountId: 7, role: 'admin', secondFactor: 'pending' }, issuedAt),
    );
    expect(pending.secondFactor).toBe('pending');
    expect(pending.expiresAt - pending.issuedAt).toBe(600);
    expect(await renewalFor(pending)).toBeUndefined();
    const passed = await verifySessionToken(
      await issueSessionToken({ accountId: 7, role: 'admin', secondFactor: 'passed' }),
    );
    expect(passed.secondFactor).toBe('passed');
    expect(passed.expiresAt - passed.issuedAt).toBe(3600);
    // A renewal of a full session keeps its mark: the quiet refresh never asks for the code again.
    const aged = await verifySessionToken(
      await issueSessionToken(
        { accountId: 7, role: 'admin', secondFactor: 'passed' },
        Date.now() - 40 * 60 * 1000,
      ),
    );
    const renewed = await renewalFor(aged);
    expect(renewed && (await verifySessionToken(renewed)).secondFactor).toBe('passed');
  });

  it('may call only the second factor endpoints and sign-out', async () => {
    const { assertSecondFactorGiven } = await import('#lib/auth/accounts');
    for (const name of ['verifyStaffCode', 'verifyStaffRecoveryCode', 'startStaffEnrolment', 'staffSignOut'])
      expect(() => assertSecondFactorGiven({ secondFactor: 'pending' }, { name })).not.toThrow();
    for (const name of ['getDashboardData', 'getInternalDataById', 'changePassword', 'setSecondFactorPolicy'])
      expect(() => assertSecondFactorGiven({ secondFactor: 'pending' }, { name })).toThrow(
        expect.objectContaining({ statusCode: 403, code: 'SECOND_FACTOR_PENDING' }),
      );
    expect(() =>
      assertSecondFactorGiven({ secondFactor: 'passed' }, { name: 'getDashboardData' }),
    ).not.toThrow();
    expect(() => assertSecondFactorGiven({}, { name: 'getDashboardData' })).not.toThrow();
  });
});
