/**
 * TOTP secrets are stored in the table encrypted (AES-256-GCM), under a key derived (HKDF-SHA256) from a
 * session-signing key (#lib/auth/signing-keys), as OTP hashes are (features/otp/key.ts): the key lives only in
 * Secrets Manager on AWS (`.data/session-secret` locally), so a copy of the table, a backup or an export
 * holds no usable secret. The stored form names the signing key's `kid` and is bound to the account (its id is
 * the additional data), so a ciphertext copied onto another account does not decrypt.
 *
 * A secret under the previous signing key still decrypts, and is written again under the current one at its
 * next use (`isUnderCurrentKey`). After the previous key is dropped (docs/operations.md, "Key rotation"), a
 * secret not used meanwhile no longer decrypts: its owner signs in with a recovery code and enrols again
 * (docs/decisions.md 83).
 */
import { createCipheriv, createDecipheriv, hkdf, randomBytes } from 'node:crypto';
import { keyById, refreshedSigningKeys, type SigningKey, signingKeys } from '#lib/auth/signing-keys';

const VERSION = 'v1';
const derived = new Map<string, Promise<Buffer>>();

function derive({ kid, secret }: SigningKey): Promise<Buffer> {
  let key = derived.get(kid);
  if (!key) {
    key = new Promise((resolve, reject) =>
      hkdf('sha256', secret, 'earnlearn', 'totp-secret-v1', 32, (error, bytes) =>
        error ? reject(error) : resolve(Buffer.from(bytes)),
      ),
    );
    derived.set(kid, key);
  }
  return key;
}

const additionalData = (accountId: number) => Buffer.from(`staff:${accountId}`, 'utf8');

/** The secret as stored: `v1.<kid>.<iv>.<ciphertext>.<tag>` (base64url parts). */
export async function encryptSecret(secret: string, accountId: number): Promise<string> {
  const signingKey = (await signingKeys()).current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await derive(signingKey), iv);
  cipher.setAAD(additionalData(accountId));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, signingKey.kid, iv, data, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Whether a stored secret is under the current signing key (else it is written again at its next use). */
export async function isUnderCurrentKey(stored: string): Promise<boolean> {
  return stored.split('.')[1] === (await signingKeys()).current.kid;
}

/** The secret, or undefined when the key it was stored under is no longer held (or it was tampered with). */
export async function decryptSecret(stored: string, accountId: number): Promise<string | undefined> {
  const [version, kid, iv, data, tag] = stored.split('.');
  if (version !== VERSION || !kid || !iv || !data || !tag) return undefined;
  const signingKey = keyById(await signingKeys(), kid) ?? keyById(await refreshedSigningKeys(), kid);
  if (!signingKey) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await derive(signingKey), Buffer.from(iv, 'base64url'));
    decipher.setAAD(additionalData(accountId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
