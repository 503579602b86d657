/**
 * Session tokens: short JWTs (HS256, `jose`) carrying the account id and role. Every protected request
 * sends one as `Authorization: Bearer <token>`; the role decides what it may call (see `roleMayCall`).
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '#shared/domain/codes';
import { config } from '../config';
import { Unauthorized } from '../errors';

export const SESSION_ISSUER = 'earnlearn';
export const SESSION_AUDIENCE = 'earnlearn-api';

/** How long a session lasts: workers stay signed in for a week, back-office staff for a working day. */
export const SESSION_LIFETIME_SECONDS: Record<Role, number> = {
  worker: 7 * 24 * 3600,
  admin: 12 * 3600,
  HR: 12 * 3600,
  OPS: 12 * 3600,
};

/** An account id as `sub` carries it: a positive whole number, in digits, without a sign or leading zero. */
const ACCOUNT_ID = /^[1-9][0-9]{0,15}$/;

export interface SessionClaims {
  accountId: number;
  role: Role;
}

// A KeyObject, imported once per container rather than on every verification.
let signingKey: Promise<KeyObject> | undefined;

function loadSigningKey(): Promise<KeyObject> {
  signingKey ??= (async () => {
    const secret = config.sessionSecretArn
      ? await (await import('../clients/secrets')).readSecret(config.sessionSecretArn)
      : (config.sessionSecret as string);
    if (secret.length < 32) throw new Error('The session secret must be at least 32 characters');
    return createSecretKey(Buffer.from(secret, 'utf8'));
  })();
  signingKey.catch(() => {
    signingKey = undefined;
  });
  return signingKey;
}

export async function issueSessionToken(claims: SessionClaims, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.accountId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_LIFETIME_SECONDS[claims.role])
    .sign(await loadSigningKey());
}

export async function verifySessionToken(token: string): Promise<SessionClaims> {
  try {
    const { payload } = await jwtVerify(token, await loadSigningKey(), {
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      algorithms: ['HS256'],
      // A token without an end would be a session forever.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    // Digits only: Number() would also read ' 7', '7.0', '0x7' or '' as an id.
    const accountId = ACCOUNT_ID.test(payload.sub ?? '') ? Number(payload.sub) : Number.NaN;
    const role = payload.role;
    if (!Number.isSafeInteger(accountId) || !ROLES.includes(role as Role)) {
      throw new Unauthorized('Your session is not valid. Please sign in again.');
    }
    return { accountId, role: role as Role };
  } catch (error: unknown) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new Unauthorized('Your session has expired. Please sign in again.');
    }
    if (error instanceof joseErrors.JOSEError) {
      throw new Unauthorized('Your session is not valid. Please sign in again.');
    }
    throw error;
  }
}
