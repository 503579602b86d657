import { describe, expect, it } from 'vitest';
import {
  countedAddress,
  LOGIN_WINDOW_MS,
  lockedMessage,
  lockout,
  loginWindow,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_EMAIL,
} from '#features/staff-login/lockout';
import { TEMPORARY_PASSWORD_LENGTH, temporaryPassword } from '#features/staff-login/temporary-password';

describe('log-in lock-out', () => {
  const start = 1_800_000 * LOGIN_WINDOW_MS;

  it('lets log-ins through below both limits', () => {
    expect(
      lockout({ email: MAX_FAILURES_PER_EMAIL - 1, address: MAX_FAILURES_PER_ADDRESS - 1 }, start),
    ).toEqual({
      locked: false,
    });
  });

  it('locks an e-mail at its limit until the window ends', () => {
    const now = start + 5 * 60 * 1000;
    expect(lockout({ email: MAX_FAILURES_PER_EMAIL, address: 0 }, now)).toEqual({
      locked: true,
      retryAfterSeconds: 10 * 60,
    });
  });

  it('locks a source address at its limit, whatever the e-mail', () => {
    expect(lockout({ email: 0, address: MAX_FAILURES_PER_ADDRESS }, start).locked).toBe(true);
  });

  it('numbers windows so that the next one starts clean', () => {
    expect(loginWindow(start + LOGIN_WINDOW_MS - 1).index).toBe(loginWindow(start).index);
    expect(loginWindow(start + LOGIN_WINDOW_MS).index).toBe(loginWindow(start).index + 1);
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
