/**
 * What a chosen back-office password may not be, beyond the length of `newPasswordSchema` (NIST SP 800-63B-4,
 * section 3.1.1.2: no composition rules, but a blocklist of commonly used, expected or compromised values and
 * of context-specific words). Refused, each with its reason:
 * - a password from the list of about 49,000 most common ones (`@zxcvbn-ts/language-common`, collected from
 *   breach corpora), compared in lower case, also once the digits and symbols around it and common letter
 *   substitutions (`p@ssw0rd`) are taken away: `Password2024!!!!` is `password`;
 * - one character or a short group repeated (`aaaa…`, `abcabc…`), or a run of neighbouring characters
 *   (`abcdef…`, `123456…`, `987654…`);
 * - a password that contains the product's name (`earnlearn`) or the e-mail's local part (or one of its words
 *   of 4 or more letters), ignoring case, spaces and symbols.
 *
 * The list is about 430 KB of JavaScript (about 40 ms to load): only the changePassword handler imports this
 * module, so no other function's bundle carries it (docs/decisions.md 88).
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const weakPasswordMessages = {
  common:
    'This password is too common: it is on lists of passwords that attackers try first. Please choose another.',
  pattern: 'Please do not use repeated or sequential characters (like aaaa or 1234) as your password.',
  context: 'Please do not use your e-mail name or Earnlearn in your password.',
} as const;

const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

const PRODUCT_WORDS = ['earnlearn'];

/** Letters people put for others; the digit 1 stands for both i and l, so both readings are tried. */
const SUBSTITUTIONS: readonly Record<string, string>[] = [
  { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i' },
  { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'l' },
];

const normalize = (text: string) => text.normalize('NFKC').toLowerCase();
const lettersAndDigits = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');

/** The password without the digits, symbols and spaces around it (`password` of `Password2024!!`). */
const core = (password: string) => password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

function unsubstituted(text: string): string[] {
  return SUBSTITUTIONS.map((map) => [...text].map((char) => map[char] ?? char).join(''));
}

function isCommon(password: string): boolean {
  const candidates = new Set([password, core(password), lettersAndDigits(password)]);
  for (const candidate of [...candidates]) {
    for (const plain of unsubstituted(candidate)) {
      candidates.add(plain);
      candidates.add(core(plain));
    }
  }
  return [...candidates].some((candidate) => candidate !== '' && commonPasswords.has(candidate));
}

/** One group of up to half the length, repeated (`aaaaaaaa`, `abcabcabc`, `12341234`). */
function isRepeated(password: string): boolean {
  const chars = [...password];
  for (let size = 1; size <= chars.length / 2; size++) {
    if (chars.length % size !== 0) continue;
    if (chars.every((char, i) => char === chars[i % size])) return true;
  }
  return false;
}

/** Each character the next or previous one of the one before it (`abcdef`, `987654`, `7890123`). */
function isSequence(password: string): boolean {
  const codes = [...password].map((char) => char.codePointAt(0) ?? 0);
  const step = (a: number, b: number) => {
    // After 9 comes 0 again, as on a keyboard's top row.
    if (a === 0x39 && b === 0x30) return 1;
    if (a === 0x30 && b === 0x39) return -1;
    return b - a;
  };
  const first = step(codes[0] ?? 0, codes[1] ?? 0);
  if (first !== 1 && first !== -1) return false;
  return codes.slice(1).every((code, i) => step(codes[i] ?? 0, code) === first);
}

/** The words of the account's e-mail that a password may not contain. */
function contextWords(email: string): string[] {
  const local = normalize(email.slice(0, Math.max(0, email.lastIndexOf('@'))));
  const words = local.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4);
  const whole = lettersAndDigits(local);
  return [...PRODUCT_WORDS, ...(whole.length >= 3 ? [whole] : []), ...words];
}

/**
 * Why `password` may not be chosen by the account with `email`, or undefined when it may. The length rule is
 * `newPasswordSchema`'s (checked before this).
 */
export function weakPasswordReason(password: string, context: { email: string }): string | undefined {
  const normalized = normalize(password);
  const compact = lettersAndDigits(normalized);
  if (contextWords(context.email).some((word) => compact.includes(word))) return weakPasswordMessages.context;
  if (isRepeated(normalized) || isSequence(normalized) || isRepeated(compact) || isSequence(compact))
    return weakPasswordMessages.pattern;
  if (isCommon(normalized)) return weakPasswordMessages.common;
  return undefined;
}
