/**
 * Password hashing with scrypt (OWASP: N=2^17, r=8, p=1), stored as `scrypt$N$r$p$salt$hash` (base64url), for
 * the back office's e-mail and password log-ins (features/staff-login/).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A stored hash that no password matches (its key is random bytes, not derived from anything), with the
 * parameters of real ones: checking a password against it costs exactly the scrypt work of a wrong password.
 */
export const UNMATCHABLE_HASH = [
  'scrypt',
  N,
  R,
  P,
  'Wq3d0m1n9kP4rT7yXbVz2A',
  'h3Jc9QeLr0UuTn6sWk1yB4fZx8aGp2oDv5mKi7EtRqc',
].join('$');

/**
 * Whether the password is the account's, where the account may not exist (`stored` undefined): then it is
 * checked against UNMATCHABLE_HASH and refused, so an unknown e-mail and a wrong password take the same time.
 */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? UNMATCHABLE_HASH);
  return stored !== undefined && matches;
}
