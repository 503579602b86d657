/**
 * The temporary password of a new employee, e-mailed once and changed at first log-in: 16 characters drawn
 * with a CSPRNG from letters and digits that cannot be misread (no 0/O, 1/l/I), about 90 bits.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TEMPORARY_PASSWORD_LENGTH = 16;

export function temporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
