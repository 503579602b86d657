/**
 * The keys OTP hashes are made with: each derived (HKDF-SHA256) from a session-signing key
 * (#lib/auth/signing-keys), so they live only in Secrets Manager on AWS (and `.data/session-secret` locally),
 * never in the table, yet differ from the keys that sign session tokens. New codes are hashed with the key of
 * the current signing key; a code is checked against the current and the previous one, so a code sent just
 * before a key rotation still works after it.
 */
import { derivedKey } from '#lib/auth/keyed-hash';
import { refreshedSigningKeys, type SigningKey, type SigningKeys, signingKeys } from '#lib/auth/signing-keys';

/** The OTP hashes' key of `signingKey`. */
const derive = (signingKey: SigningKey) => derivedKey('otp-hash-v1', signingKey);

function held(keys: SigningKeys): SigningKey[] {
  return keys.previous ? [keys.current, keys.previous] : [keys.current];
}

/** The key a new code is hashed with. */
export async function otpKey(): Promise<Uint8Array> {
  return derive((await signingKeys()).current);
}

/**
 * Whether `matches` holds under the key of the current or the previous signing key. When neither explains
 * the code, the secret is read again (at most once a minute) in case another container hashed it with a key
 * rotated in after this one read the secret; a wrong guess costs no more than that.
 */
export async function matchesUnderAnyKey(matches: (key: Uint8Array) => boolean): Promise<boolean> {
  const keys = await signingKeys();
  for (const signingKey of held(keys)) if (matches(await derive(signingKey))) return true;
  const reread = await refreshedSigningKeys();
  if (reread === keys) return false;
  const tried = new Set(held(keys).map(({ kid }) => kid));
  for (const signingKey of held(reread)) {
    if (!tried.has(signingKey.kid) && matches(await derive(signingKey))) return true;
  }
  return false;
}
