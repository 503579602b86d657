import { describe, expect, it } from 'vitest';
import {
  countedAddress,
  EMAIL_DELAY_CAP_MS,
  EMAIL_WINDOW_MS,
  emailDelayMs,
  emailWindow,
  FREE_FAILURES_PER_EMAIL,
  LOGIN_WINDOW_MS,
  lockedMessage,
  lockout,
  loginWindow,
  MAX_CHECKS_PER_ADDRESS,
  MAX_CHECKS_PER_PAIR,
  MAX_FAILURES_PER_PAIR,
} from '#features/staff-login/lockout';
import { TEMPORARY_PASSWORD_LENGTH, temporaryPassword } from '#features/staff-login/temporary-password';

describe('log-in lock-out', () => {
  const start = 1_800_000 * LOGIN_WINDOW_MS;
  const pair = (failures: number, checks = failures) => ({ failures, checks });

  it('lets log-ins through below every limit', () => {
    expect(
      lockout(
        {
          pair: pair(MAX_FAILURES_PER_PAIR - 1, MAX_CHECKS_PER_PAIR - 1),
          address: MAX_CHECKS_PER_ADDRESS - 1,
        },
        start,
      ),
    ).toEqual({ locked: false });
  });

  it('locks a pair at its failures until the window ends', () => {
    const now = start + 5 * 60 * 1000;
    expect(lockout({ pair: pair(MAX_FAILURES_PER_PAIR), address: 0 }, now)).toEqual({
      locked: true,
      reason: 'pair',
      retryAfterSeconds: 10 * 60,
    });
  });

  it('locks a pair at its password checks, right passwords included', () => {
    expect(lockout({ pair: pair(0, MAX_CHECKS_PER_PAIR), address: undefined }, start)).toMatchObject({
      locked: true,
      reason: 'pair',
    });
  });

  it('refuses a source address past its budget, whatever the e-mail, unless the pair is trusted (no budget)', () => {
    expect(lockout({ pair: pair(0), address: MAX_CHECKS_PER_ADDRESS }, start)).toMatchObject({
      locked: true,
      reason: 'address',
    });
    expect(lockout({ pair: pair(0), address: undefined }, start).locked).toBe(false);
  });

  it('numbers windows so that the next one starts clean', () => {
    expect(loginWindow(start + LOGIN_WINDOW_MS - 1).index).toBe(loginWindow(start).index);
    expect(loginWindow(start + LOGIN_WINDOW_MS).index).toBe(loginWindow(start).index + 1);
    expect(emailWindow(start).endsAt - emailWindow(start).index * EMAIL_WINDOW_MS).toBe(EMAIL_WINDOW_MS);
  });

  it(`delays an e-mail after ${FREE_FAILURES_PER_EMAIL} failures, doubling up to the cap, never for ever`, () => {
    expect(Array.from({ length: FREE_FAILURES_PER_EMAIL }, (_, k) => emailDelayMs(k))).toEqual(
      Array(FREE_FAILURES_PER_EMAIL).fill(0),
    );
    expect([0, 1, 2, 3].map((k) => emailDelayMs(FREE_FAILURES_PER_EMAIL + k))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(emailDelayMs(FREE_FAILURES_PER_EMAIL + 20)).toBe(EMAIL_DELAY_CAP_MS);
    expect(emailDelayMs(1e9)).toBe(EMAIL_DELAY_CAP_MS);
  });

  it('says how many minutes to wait', () => {
    expect(lockedMessage(600)).toBe('Too many failed log-ins. Please try again in 10 minutes.');
    expect(lockedMessage(20)).toBe('Too many failed log-ins. Please try again in 1 minute.');
  });
});

describe('temporary passwords', () => {
  it('are long, unambiguous and different every time', () => {
    const passwords = Array.from({ length: 200 }, temporaryPassword);
    for (const password of passwords) {
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]+$/);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});

describe('the source address failures are counted against', () => {
  it('is an IPv4 address as it is, also when written as IPv6', () => {
    expect(countedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(countedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(countedAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(countedAddress('2001:0DB8:85A3:08D3:ffff::1')).toBe(network);
    expect(countedAddress('2001:db8:85a3:8d3::')).toBe(network);
    expect(countedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(countedAddress('::1')).toBe('0:0:0:0::/64');
    expect(countedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
