/**
 * Who an erasure was of, without saying who: the keyed hash of the account id (lib/auth/keyed-hash), so a copy
 * of the table or of the logs cannot be turned back into an id. Given an id and the key named by `keyId`, an
 * operator can still check whether that account was erased, and when (docs/privacy.md, Erasure).
 */
import { keyedDigest } from '#lib/auth/keyed-hash';

export interface ErasureSubject {
  /** base64url of HMAC-SHA256(pepper, `worker:<id>`). */
  hash: string;
  /** The signing key the pepper came from. */
  keyId: string;
}

export function erasureSubject(userId: number): Promise<ErasureSubject> {
  return keyedDigest(`worker:${userId}`);
}
