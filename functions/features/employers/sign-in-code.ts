/**
 * An employer's sign-in by a one-time code sent to their work e-mail. Six digits, kept only as a keyed hash (under
 * a key derived from the session-signing key, so a copy of the table cannot be tried offline), good for ten
 * minutes and five tries, one live code per e-mail (a new one replaces it). Sends are capped per e-mail and per
 * source address by conditional counts (lib/db/caps.ts), before the e-mail goes: refused, a 429 with the wait.
 * The answer to a start is the same whether the e-mail has an account or not (it is created at the first right
 * code), so the endpoint tells nobody which e-mails are employers'.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '#lib/auth/keyed-hash';
import { refreshedSigningKeys, type SigningKey, signingKeys } from '#lib/auth/signing-keys';
import { clock } from '#lib/clock';
import * as employers from '#lib/db/employers';
import { BadRequest, TooManyRequests } from '#lib/errors';
import { EMPLOYER_CODE_MINUTES, EMPLOYER_CODE_TRIES } from '#shared/domain/employer-team';

export const CODE_LIFETIME_MS = EMPLOYER_CODE_MINUTES * 60_000;
export const MAX_CODE_TRIES = EMPLOYER_CODE_TRIES;

export const CODE_WRONG = 'That code is not right. Please check the e-mail and try again.';
export const CODE_EXPIRED = 'This code has expired or was already used. Please ask for a new code.';
export const CODE_TRIES_USED = 'Too many wrong codes. Please ask for a new code.';

const HASH_INFO = 'employer-sign-in-code-v1';

export async function codeHash(email: string, code: string, signingKey: SigningKey): Promise<string> {
  return createHmac('sha256', await derivedKey(HASH_INFO, signingKey))
    .update(`${email}\n${code}`)
    .digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `code` hashes to `stored` under the current or previous signing key (read again once on a miss). */
async function matches(email: string, code: string, stored: string): Promise<boolean> {
  const tryKeys = async (keys: Awaited<ReturnType<typeof signingKeys>>) => {
    for (const key of keys.previous ? [keys.current, keys.previous] : [keys.current])
      if (sameHash(await codeHash(email, code, key), stored)) return true;
    return false;
  };
  const keys = await signingKeys();
  if (await tryKeys(keys)) return true;
  const reread = await refreshedSigningKeys();
  return reread !== keys && tryKeys(reread);
}

/**
 * Checks the code of `email`: each guess spends a try before it is compared, and a right code is used up, so
 * neither parallel guesses nor a replay get past the limits. Throws 400 (wrong, expired, used) or 429 (tries).
 */
export async function checkCode(email: string, code: string): Promise<void> {
  const now = clock.now();
  const pending = await employers.getCode(email);
  if (!pending?.codeHash || pending.expiresAt <= now) throw BadRequest.field('code', CODE_EXPIRED);
  if (pending.tries >= MAX_CODE_TRIES) throw new TooManyRequests(CODE_TRIES_USED, 60);
  if (!(await employers.spendTry(email, pending.codeHash, now, MAX_CODE_TRIES))) {
    throw BadRequest.field('code', CODE_EXPIRED);
  }
  if (!(await matches(email, code, pending.codeHash))) {
    if (pending.tries + 1 >= MAX_CODE_TRIES) throw new TooManyRequests(CODE_TRIES_USED, 60);
    throw BadRequest.field('code', CODE_WRONG);
  }
  if (!(await employers.spendCode(email, pending.codeHash))) throw BadRequest.field('code', CODE_EXPIRED);
}
