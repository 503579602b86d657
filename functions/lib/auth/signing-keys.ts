/**
 * The session-signing keys: the one that signs (`current`) and, during a rotation, the one before it
 * (`previous`), both still accepted. On AWS they are the Secrets Manager secret's JSON
 * `{"current":"<key>","previous":"<key>"}`; locally SESSION_SECRET is one plain key. A secret that is one plain
 * key on AWS too (as the data stack wrote it before rotation existed) is read as `current` alone.
 *
 * Each key is named by its `kid`: the first 16 hex digits of its SHA-256, written in every token's header, so a
 * verifier picks the key without trying each. The keys are read once per container; a token naming a kid this
 * container does not hold (signed by a container that read the secret after a rotation) makes it read the
 * secret again, at most once a minute, before it refuses the token: a rotation causes no 401s while warm
 * containers still hold the old keys.
 */
import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { config } from '../config';

export interface SigningKey {
  kid: string;
  /** The key as written in the secret: OTP hashes derive their own key from it (features/otp/key.ts). */
  secret: string;
  /** The same, imported once for `jose`. */
  key: KeyObject;
}

export interface SigningKeys {
  current: SigningKey;
  previous?: SigningKey;
}

/** Re-reading the secret for an unknown kid happens at most this often per container. */
export const REFRESH_INTERVAL_MS = 60_000;

const MINIMUM_LENGTH = 32;

export function keyId(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 16);
}

function signingKey(secret: string, name: string): SigningKey {
  if (secret.length < MINIMUM_LENGTH)
    throw new Error(`The session secret's ${name} key must be at least ${MINIMUM_LENGTH} characters`);
  return { kid: keyId(secret), secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
}

/** The keys a secret's value holds: the rotation JSON, or one plain key. */
export function parseSigningKeys(value: string): SigningKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { current: signingKey(value, 'current') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { current: signingKey(value, 'current') };
  }
  const { current, previous } = parsed as { current?: unknown; previous?: unknown };
  if (typeof current !== 'string') throw new Error('The session secret has no "current" key');
  if (previous !== undefined && previous !== null && typeof previous !== 'string')
    throw new Error('The session secret\'s "previous" key must be a string');
  return {
    current: signingKey(current, 'current'),
    ...(typeof previous === 'string' && previous !== '' && previous !== current
      ? { previous: signingKey(previous, 'previous') }
      : {}),
  };
}

/** Reads the secret (Secrets Manager on AWS, SESSION_SECRET locally). */
async function readKeys(): Promise<SigningKeys> {
  const value = config.sessionSecretArn
    ? await (await import('../clients/secrets')).readSecret(config.sessionSecretArn)
    : (config.sessionSecret as string);
  return parseSigningKeys(value);
}

let loaded: Promise<SigningKeys> | undefined;
let loadedAt = 0;

function load(): Promise<SigningKeys> {
  const reading = readKeys();
  loaded = reading;
  loadedAt = Date.now();
  reading.catch(() => {
    // A failed read is tried again by the next request, not remembered.
    if (loaded === reading) loaded = undefined;
  });
  return reading;
}

/** The keys this container holds, read at its first need. */
export function signingKeys(): Promise<SigningKeys> {
  return loaded ?? load();
}

/**
 * The keys read again, for a token or code this container's keys do not explain; the ones it holds when
 * they were read less than REFRESH_INTERVAL_MS ago (a stream of forged kids costs one read a minute).
 */
export async function refreshedSigningKeys(now = Date.now()): Promise<SigningKeys> {
  if (loaded && now - loadedAt < REFRESH_INTERVAL_MS) return loaded;
  return load();
}

/** The key named `kid` among these keys. */
export function keyById(keys: SigningKeys, kid: string): SigningKey | undefined {
  return [keys.current, keys.previous].find((key) => key?.kid === kid);
}

/** Forgets the keys read; for the tests, which change the secret under a warm container. */
export function forgetSigningKeys(): void {
  loaded = undefined;
  loadedAt = 0;
}
