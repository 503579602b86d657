import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SENDS_PER_HOUR,
  codeMatches,
  codeState,
  codeSubject,
  generateCode,
  hashCode,
  SIGN_IN_ACCOUNT,
  sendDecision,
  signInSubject,
  withinLastHour,
} from '#features/otp/rules';

const T = Date.parse('2026-03-10T09:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const key = new TextEncoder().encode('a-test-key-of-32-bytes-for-hmacs');

describe('generateCode', () => {
  it('makes 6-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, generateCode);
    expect(codes.every((code) => /^[0-9]{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(4900);
    // Each first digit turns up about a tenth of the time.
    for (const digit of '0123456789') {
      const share = codes.filter((code) => code.startsWith(digit)).length / codes.length;
      expect(share, digit).toBeGreaterThan(0.06);
      expect(share, digit).toBeLessThan(0.14);
    }
  });
});

describe('hashCode and codeMatches', () => {
  it('stores neither the code nor anything that matches for another account, number or key', () => {
    const hash = hashCode(key, 7, '9876543210', '042917');
    expect(hash).not.toContain('042917');
    expect(hash).toBe(hashCode(key, 7, '9876543210', '042917'));
    expect(hashCode(key, 8, '9876543210', '042917')).not.toBe(hash);
    expect(hashCode(key, 7, '9876543211', '042917')).not.toBe(hash);
    expect(
      hashCode(new TextEncoder().encode('another-key-of-32-bytes-for-hmac'), 7, '9876543210', '042917'),
    ).not.toBe(hash);
  });

  it('matches the right code only', () => {
    const hash = hashCode(key, 7, '9876543210', '042917');
    expect(codeMatches(key, 7, '9876543210', '042917', hash)).toBe(true);
    expect(codeMatches(key, 7, '9876543210', '042918', hash)).toBe(false);
    expect(codeMatches(key, 8, '9876543210', '042917', hash)).toBe(false);
    expect(codeMatches(key, 7, '9876543210', '042917', 'short')).toBe(false);
  });
});

describe('codeState', () => {
  it('is usable for 10 minutes after sending and expired from then on', () => {
    const code = { expiresAt: T + 10 * MINUTE, wrongTries: 0 };
    expect(codeState(code, T)).toBe('usable');
    expect(codeState(code, T + 10 * MINUTE - 1)).toBe('usable');
    expect(codeState(code, T + 10 * MINUTE)).toBe('expired');
  });

  it('is dead after 5 wrong tries, however young', () => {
    expect(codeState({ expiresAt: T + 10 * MINUTE, wrongTries: 4 }, T)).toBe('usable');
    expect(codeState({ expiresAt: T + 10 * MINUTE, wrongTries: 5 }, T)).toBe('dead');
    expect(codeState({ expiresAt: T - 1, wrongTries: 5 }, T)).toBe('dead');
  });
});

describe('sendDecision', () => {
  const decide = (numberSends: number[], now: number, accountSends: number[] = []) =>
    sendDecision({ numberSends, accountSends }, now);

  it('allows a first send', () => {
    expect(decide([], T)).toEqual({ allowed: true });
  });

  it('allows one send per 30 seconds per number, saying how long to wait', () => {
    expect(decide([T], T + 29_001)).toEqual({ allowed: false, reason: 'interval', retryAfterSeconds: 1 });
    expect(decide([T], T + 5 * SECOND)).toEqual({
      allowed: false,
      reason: 'interval',
      retryAfterSeconds: 25,
    });
    expect(decide([T], T + 30 * SECOND)).toEqual({ allowed: true });
  });

  it('allows 5 sends per number in a rolling hour, and the next when the oldest leaves the hour', () => {
    const five = [0, 1, 2, 3, 4].map((i) => T + i * MINUTE);
    expect(decide(five.slice(0, 4), T + 10 * MINUTE)).toEqual({ allowed: true });
    expect(decide(five, T + 10 * MINUTE)).toEqual({
      allowed: false,
      reason: 'numberHourly',
      retryAfterSeconds: 50 * 60,
    });
    expect(decide(five, T + 60 * MINUTE - 1)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(decide(five, T + 60 * MINUTE)).toEqual({ allowed: true });
  });

  it('checks the 30 seconds before the hourly count', () => {
    const five = [0, 1, 2, 3, 4].map((i) => T + i * MINUTE);
    expect(decide(five, T + 4 * MINUTE + 10 * SECOND)).toMatchObject({
      reason: 'interval',
      retryAfterSeconds: 20,
    });
  });

  it(`limits one account to ${ACCOUNT_SENDS_PER_HOUR} sends an hour across numbers`, () => {
    const sends = Array.from({ length: ACCOUNT_SENDS_PER_HOUR }, (_, i) => T + i * MINUTE);
    expect(decide([], T + 20 * MINUTE, sends.slice(1))).toEqual({ allowed: true });
    expect(decide([], T + 20 * MINUTE, sends)).toEqual({
      allowed: false,
      reason: 'accountHourly',
      retryAfterSeconds: 40 * 60,
    });
  });

  it('forgets sends older than an hour', () => {
    expect(withinLastHour([T - 61 * MINUTE, T - 60 * MINUTE, T - 59 * MINUTE, T], T)).toEqual([
      T - 59 * MINUTE,
      T,
    ]);
  });
});

describe("a phone sign-in code's hash", () => {
  it("is no account's verification or erasure hash of the same number and code, nor accepted as one", () => {
    const number = '9876543210';
    const code = '482913';
    const signIn = hashCode(key, SIGN_IN_ACCOUNT, signInSubject(number), code);
    for (const accountId of [1, 2, 10, 12345]) {
      for (const purpose of ['verify', 'erase'] as const) {
        const subject = codeSubject(number, purpose);
        expect(hashCode(key, accountId, subject, code)).not.toBe(signIn);
        expect(codeMatches(key, accountId, subject, code, signIn)).toBe(false);
      }
    }
    expect(codeMatches(key, SIGN_IN_ACCOUNT, signInSubject(number), code, signIn)).toBe(true);
    expect(codeMatches(key, SIGN_IN_ACCOUNT, signInSubject('9876543211'), code, signIn)).toBe(false);
  });
});
