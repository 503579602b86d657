/**
 * Google sign-in on the server: a Google ID token (from Google Identity Services in the browser) is verified
 * with `jose` against the configured key set (Google's on AWS, the dev identity provider locally): RS256
 * signature, `aud` = our client id (and, when `aud` is a list, `azp` = our client id: the token was issued to
 * us, not to another app that listed us), `iss`, `exp`, and a verified e-mail. The account is keyed by `sub`; an
 * e-mail sent by the client is never trusted.
 */
import {
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { readVariable } from '#lib/config';
import { ServiceUnavailable, Unauthorized } from '#lib/errors';
import { logger } from '#lib/logger';

/** Google writes its issuer both ways (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token). */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export const googleConfig = {
  clientId: readVariable('GOOGLE_CLIENT_ID'),
  issuer: readVariable('GOOGLE_ISSUER'),
  jwksUrl: readVariable('GOOGLE_JWKS_URL'),
};

const acceptedIssuers = GOOGLE_ISSUERS.includes(googleConfig.issuer) ? GOOGLE_ISSUERS : [googleConfig.issuer];

/** Seconds of clock skew tolerated on `exp`, `iat` and `nbf`. */
const CLOCK_TOLERANCE_SECONDS = 30;

export const NOT_VERIFIED = 'Google sign-in could not be verified. Please try again.';
export const EMAIL_NOT_VERIFIED =
  'Your Google account has no verified e-mail address. Please verify it with Google and try again.';
export const KEYS_UNAVAILABLE = 'Google sign-in is not reachable right now. Please try again in a minute.';

/** The key set could not be fetched or read: the token may be fine, the answer is "try later". */
class KeySetUnavailable extends Error {}

// One per container: keys are cached (an unknown `kid` refetches at most every 30 s) and fetches time out.
const remoteKeys = createRemoteJWKSet(new URL(googleConfig.jwksUrl), {
  timeoutDuration: 3000,
  cooldownDuration: 30_000,
  cacheMaxAge: 60 * 60 * 1000,
});

const keys: JWTVerifyGetKey = async (header, token) => {
  try {
    return await remoteKeys(header, token);
  } catch (error: unknown) {
    // No key (or several) for this token's `kid` is the token's problem; anything else is the key set's.
    if (
      error instanceof joseErrors.JWKSNoMatchingKey ||
      error instanceof joseErrors.JWKSMultipleMatchingKeys
    ) {
      throw error;
    }
    throw new KeySetUnavailable('The identity provider key set is unavailable', { cause: error });
  }
};

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  /** When Google issued the token (epoch seconds): an erasure asks for a recent sign-in (features/erasure). */
  issuedAt: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The display name: `name`, else given + family name, else the e-mail's local part. */
function displayName(payload: JWTPayload, email: string): string {
  const name = text(payload.name) || `${text(payload.given_name)} ${text(payload.family_name)}`.trim();
  return (name || email.split('@')[0] || email).slice(0, 100);
}

export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      algorithms: ['RS256'],
      audience: googleConfig.clientId,
      issuer: acceptedIssuers,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error: unknown) {
    if (error instanceof KeySetUnavailable) {
      logger.error('Could not fetch the Google key set', { error: error.cause, url: googleConfig.jwksUrl });
      throw new ServiceUnavailable(KEYS_UNAVAILABLE, 30);
    }
    if (error instanceof joseErrors.JOSEError) {
      logger.info('Google ID token refused', { code: error.code, reason: error.message });
      throw new Unauthorized(NOT_VERIFIED);
    }
    throw error;
  }

  if (Array.isArray(payload.aud) && payload.azp !== googleConfig.clientId) {
    logger.info('Google ID token refused', { reason: 'aud is a list and azp is not our client id' });
    throw new Unauthorized(NOT_VERIFIED);
  }
  const sub = text(payload.sub);
  const email = text(payload.email).toLowerCase();
  if (!sub || sub.length > 255 || !email || email.length > 254 || !email.includes('@')) {
    logger.info('Google ID token refused', { reason: 'sub or email missing or malformed' });
    throw new Unauthorized(NOT_VERIFIED);
  }
  if (payload.email_verified !== true) throw new Unauthorized(EMAIL_NOT_VERIFIED);
  return { sub, email, name: displayName(payload, email), issuedAt: Number(payload.iat) };
}
