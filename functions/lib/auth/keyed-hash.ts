/**
 * Keyed hashes (HMAC-SHA256) under a key derived (HKDF) from the current session-signing key, so a copy of the
 * table or of the logs cannot be turned back into what was hashed (ids are small numbers and mobile numbers
 * few: a plain hash of one is reversed at once). Given the value and the key named by `keyId`, an operator can
 * still check a hash. Erasure records (features/erasure/subject) and the SMS and sign-up caps (features/caps,
 * features/consent) count by them.
 */
import { createHmac, hkdf } from 'node:crypto';
import { type SigningKey, signingKeys } from './signing-keys';

/** Derived once per purpose, signing key and container. */
const derived = new Map<string, Promise<Uint8Array>>();

/**
 * A key of its own for `info` (HKDF-SHA256 of the session-signing key `signingKey`): what OTP hashes
 * (features/otp/key) and the keyed hashes below are made with, each under its own `info`, so none is the key
 * that signs session tokens.
 */
export function derivedKey(info: string, { kid, secret }: SigningKey): Promise<Uint8Array> {
  const id = `${info}:${kid}`;
  let key = derived.get(id);
  if (!key) {
    key = new Promise((resolve, reject) =>
      hkdf('sha256', secret, 'earnlearn', info, 32, (error, bytes) =>
        error ? reject(error) : resolve(new Uint8Array(bytes)),
      ),
    );
    derived.set(id, key);
  }
  return key;
}

// The info string is the one erasure records were first hashed under: changing it orphans them.
const PEPPER_INFO = 'erasure-subject-v1';

/** base64url of HMAC-SHA256(pepper, `text`), and the signing key the pepper came from. */
export async function keyedDigest(text: string): Promise<{ hash: string; keyId: string }> {
  const { current } = await signingKeys();
  const hash = createHmac('sha256', await derivedKey(PEPPER_INFO, current))
    .update(text)
    .digest('base64url');
  return { hash, keyId: current.kid };
}

/**
 * The keyed hash of a Google identity (`sub`) or a mobile number: what the SMS and sign-up caps count by, so
 * that erasing an account and signing up again with the same Google account continues its count, and no count
 * holds an identity or a number in the clear. A rotation of the signing key starts the counts afresh (they
 * last a day at most).
 */
export async function keyedHash(kind: 'google' | 'mobile' | 'mobileSeries', value: string): Promise<string> {
  return (await keyedDigest(`${kind}:${value}`)).hash;
}
