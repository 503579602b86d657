/**
 * The one-tap unsubscribe link of a message (the job alerts' digests): a token naming the worker and
 * what they unsubscribe from (one alert), until when it works, and an HMAC-SHA256 over them under a key derived
 * (HKDF, its own label) from the session-signing key, so no new secret is needed and a rotation keeps the links
 * of the previous key working while it is held. The token is read by a public endpoint: a malformed, changed
 * or expired one is a 400, never a 500. Nothing is stored: a used link used again finds nothing to delete.
 */
import { createHmac, hkdf, timingSafeEqual } from 'node:crypto';
import { type SigningKey, signingKeys } from './signing-keys';

/** How long a link works after the message it is in: two months (a digest read late still stops). */
export const UNSUBSCRIBE_VALID_DAYS = 60;
const DAY_MS = 86_400_000;

const derived = new Map<string, Promise<Buffer>>();
function keyOf(signing: SigningKey): Promise<Buffer> {
  let key = derived.get(signing.kid);
  if (!key) {
    key = new Promise((resolve, reject) =>
      hkdf('sha256', signing.secret, 'earnlearn', 'unsubscribe-link-v1', 32, (error, bytes) =>
        error ? reject(error) : resolve(Buffer.from(bytes)),
      ),
    );
    derived.set(signing.kid, key);
  }
  return key;
}

const TOKEN = /^([1-9][0-9]{0,11})\.([0-9a-f]{10})\.([0-9]{5,6})\.([A-Za-z0-9_-]{22})$/;

async function macOf(signing: SigningKey, payload: string): Promise<Buffer> {
  return createHmac('sha256', await keyOf(signing))
    .update(`unsubscribe:${payload}`)
    .digest()
    .subarray(0, 16);
}

/** A token for `userId` to stop `alertId`, working UNSUBSCRIBE_VALID_DAYS from `now`. */
export async function unsubscribeToken(userId: number, alertId: string, now = Date.now()): Promise<string> {
  const until = Math.floor(now / DAY_MS) + UNSUBSCRIBE_VALID_DAYS;
  const payload = `${userId}.${alertId}.${until}`;
  const { current } = await signingKeys();
  return `${payload}.${(await macOf(current, payload)).toString('base64url')}`;
}

/** What a good token names; undefined for a malformed, changed or expired one. */
export async function readUnsubscribeToken(
  token: string,
  now = Date.now(),
): Promise<{ userId: number; alertId: string } | undefined> {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, user, alertId, until, mac] = match as unknown as [string, string, string, string, string];
  if (Number(until) < Math.floor(now / DAY_MS)) return undefined;
  const given = Buffer.from(mac, 'base64url');
  // Only the one spelling of the MAC: the last character's spare bits may not differ (no second valid link).
  if (given.length !== 16 || given.toString('base64url') !== mac) return undefined;
  const payload = `${user}.${alertId}.${until}`;
  const keys = await signingKeys();
  for (const signing of [keys.current, keys.previous]) {
    if (signing && timingSafeEqual(await macOf(signing, payload), given)) {
      return { userId: Number(user), alertId };
    }
  }
  return undefined;
}
