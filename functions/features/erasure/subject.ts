/**
 * Who an erasure was of, without saying who: a keyed hash (HMAC-SHA256) of the account id under a key derived
 * (HKDF) from the current session-signing key, so a copy of the table or of the logs cannot be turned back into
 * an id (ids are small numbers: a plain hash of one is reversed at once). Given an id and the key named by
 * `keyId`, an operator can still check whether that account was erased, and when (docs/privacy.md, Erasure).
 */
import { createHmac, hkdf } from 'node:crypto';
import { signingKeys } from '#lib/auth/signing-keys';

const derived = new Map<string, Promise<Uint8Array>>();

function pepper(kid: string, secret: string): Promise<Uint8Array> {
  let key = derived.get(kid);
  if (!key) {
    key = new Promise((resolve, reject) =>
      hkdf('sha256', secret, 'earnlearn', 'erasure-subject-v1', 32, (error, bytes) =>
        error ? reject(error) : resolve(new Uint8Array(bytes)),
      ),
    );
    derived.set(kid, key);
  }
  return key;
}

export interface ErasureSubject {
  /** base64url of HMAC-SHA256(pepper, `worker:<id>`). */
  hash: string;
  /** The signing key the pepper came from. */
  keyId: string;
}

export async function erasureSubject(userId: number): Promise<ErasureSubject> {
  const { current } = await signingKeys();
  const hash = createHmac('sha256', await pepper(current.kid, current.secret))
    .update(`worker:${userId}`)
    .digest('base64url');
  return { hash, keyId: current.kid };
}

/**
 * The same keyed hash of a Google identity (`sub`) or a mobile number: what the SMS and sign-up caps count by
 * (features/caps), so that erasing an account and signing up again with the same Google account continues its
 * count, and no count holds an identity or a number in the clear. A rotation of the signing key starts the
 * counts afresh (they last a day at most).
 */
export async function keyedHash(kind: 'google' | 'mobile', value: string): Promise<string> {
  const { current } = await signingKeys();
  return createHmac('sha256', await pepper(current.kid, current.secret))
    .update(`${kind}:${value}`)
    .digest('base64url');
}
