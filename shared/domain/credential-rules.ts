/**
 * The rules of an e-mail address and a password (spec section 5) as plain functions, without zod: the schemas
 * that the server and the browser's forms validate with (`emailSchema`, `passwordSchema` in rules.ts) are made
 * of these, and a staff log-in page checks its two fields with them directly, so its code holds neither zod nor
 * the other rules with the district list.
 */
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants';

export const credentialMessages = {
  email: 'Email is invalid',
  password: 'Password is invalid',
} as const;

/** Lowercase local part of ._%+- and digits, a domain, a 2 to 4 letter top-level domain. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;

/** An address as `emailSchema` takes it, once trimmed. */
export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return value.length <= EMAIL_MAX_LENGTH && at <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** A password as `passwordSchema` takes it: 1 to PASSWORD_MAX_LENGTH characters (UTF-16 units, as zod counts). */
export function isValidPassword(value: string): boolean {
  return value.length >= 1 && value.length <= PASSWORD_MAX_LENGTH;
}
