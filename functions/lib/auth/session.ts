/**
 * Session tokens: short JWTs (HS256, `jose`) carrying the account id and role. Every protected request
 * sends one as `Authorization: Bearer <token>`; the role decides what it may call (see `roleMayCall`).
 *
 * A token lives a few hours; a caller who keeps using the API gets a fresh one quietly (renewalFor, handed
 * out by the endpoint stack in a response header) from half its life on, up to a cap counted from the
 * sign-in (`auth_time`): an active session goes on, an idle or stolen one ends within hours.
 *
 * A token also carries its account's token version (`ver`, see Account.TOKEN_VERSION): the session check
 * refuses a token of another version than the account's current one, so sign-out and a password change end
 * every session issued before them. A renewal keeps the version of the token it renews.
 *
 * Tokens are signed with the current key and name it in their `kid` header; they verify with the current or
 * the previous key (signing-keys.ts), so a key rotation ends no session.
 */
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '#shared/domain/codes';
import { Unauthorized } from '../errors';
import { keyById, refreshedSigningKeys, type SigningKey, signingKeys } from './signing-keys';

export const SESSION_ISSUER = 'earnlearn';
export const SESSION_AUDIENCE = 'earnlearn-api';

const HOUR = 3600;

/**
 * How long one token lasts. Workers: 4 hours, an afternoon of browsing and applying without a renewal; a
 * worker back the next day signs in again with one Google click. Staff: 1 hour, as their sessions can read
 * every worker's details and change accounts; their screens are used actively, so renewal keeps them in.
 * Employers: as staff, since a recruiter's session reads applicants' details the same way.
 */
export const SESSION_LIFETIME_SECONDS: Record<Role, number> = {
  worker: 4 * HOUR,
  admin: HOUR,
  HR: HOUR,
  OPS: HOUR,
  employer: HOUR,
};

/** The longest a session lasts from its sign-in, however often it is renewed: a week, a working day. */
export const SESSION_MAX_SECONDS: Record<Role, number> = {
  worker: 7 * 24 * HOUR,
  admin: 12 * HOUR,
  HR: 12 * HOUR,
  OPS: 12 * HOUR,
  employer: 12 * HOUR,
};

/** An account id as `sub` carries it: a positive whole number, in digits, without a sign or leading zero. */
const ACCOUNT_ID = /^[1-9][0-9]{0,15}$/;

/**
 * A staff session's second factor (`sf`, features/staff-login/second-factor.ts): `pending` after a right
 * password when an authenticator code is still to come (such a session may call only the second factor's
 * endpoints, auth/accounts.ts), `passed` after the code. Absent: no second factor was asked for.
 */
export type SecondFactorClaim = 'pending' | 'passed';
const SECOND_FACTOR_CLAIMS: readonly unknown[] = ['pending', 'passed'] satisfies SecondFactorClaim[];

/** A session waiting for its second factor ends soon: the code is typed within minutes of the password. */
export const PENDING_SECOND_FACTOR_SECONDS = 10 * 60;

export interface SessionClaims {
  accountId: number;
  role: Role;
  /** The account's token version when the token was issued. */
  tokenVersion: number;
  secondFactor?: SecondFactorClaim;
}

/** A verified token's claims, with its times (epoch seconds). */
export interface VerifiedSession extends SessionClaims {
  issuedAt: number;
  expiresAt: number;
  /** When the session was signed in (`auth_time`); renewed tokens keep it. */
  signedInAt: number;
}

const invalid = 'Your session is not valid. Please sign in again.';

/**
 * The keys a token may have been signed with: the one its `kid` names (read again when this container does
 * not hold it), or, for a token from before kids, each key held.
 */
async function candidateKeys(token: string): Promise<SigningKey[]> {
  let kid: unknown;
  try {
    ({ kid } = decodeProtectedHeader(token));
  } catch {
    throw new Unauthorized(invalid);
  }
  if (kid === undefined) {
    const { current, previous } = await signingKeys();
    return previous ? [current, previous] : [current];
  }
  if (typeof kid !== 'string') throw new Unauthorized(invalid);
  const held = keyById(await signingKeys(), kid) ?? keyById(await refreshedSigningKeys(), kid);
  if (!held) throw new Unauthorized(invalid);
  return [held];
}

/**
 * A token for a new session, or (with `signedInAt`) a renewed one of the session signed in then. Sign-in
 * passes the account's current `tokenVersion` (tokenVersionOf); 0 is the version of an account that never
 * ended its sessions.
 */
export async function issueSessionToken(
  claims: Omit<SessionClaims, 'tokenVersion'> & { tokenVersion?: number; signedInAt?: number },
  now = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  const signedInAt = claims.signedInAt ?? issuedAt;
  const expiresAt = Math.min(
    issuedAt +
      (claims.secondFactor === 'pending'
        ? PENDING_SECOND_FACTOR_SECONDS
        : SESSION_LIFETIME_SECONDS[claims.role]),
    signedInAt + SESSION_MAX_SECONDS[claims.role],
  );
  const { current } = await signingKeys();
  return new SignJWT({
    role: claims.role,
    auth_time: signedInAt,
    ver: claims.tokenVersion ?? 0,
    ...(claims.secondFactor ? { sf: claims.secondFactor } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: current.kid })
    .setSubject(String(claims.accountId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(current.key);
}

/**
 * A fresh token for a caller whose token is past half its life, or undefined when it is not yet, or when a
 * fresh one would end no later than the current one (the session is at its cap).
 */
export async function renewalFor(session: VerifiedSession, now = Date.now()): Promise<string | undefined> {
  // A session waiting for its second factor is not renewed: it becomes a full one, or ends.
  if (session.secondFactor === 'pending') return undefined;
  const seconds = Math.floor(now / 1000);
  const lifetime = SESSION_LIFETIME_SECONDS[session.role];
  if (seconds - session.issuedAt < lifetime / 2) return undefined;
  const renewedEnd = Math.min(seconds + lifetime, session.signedInAt + SESSION_MAX_SECONDS[session.role]);
  if (renewedEnd <= session.expiresAt) return undefined;
  return issueSessionToken(session, now);
}

/** The token's payload, verified with the first of `keys` that signed it. */
async function verifiedPayload(token: string, keys: SigningKey[]) {
  for (const [index, { key }] of keys.entries()) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: SESSION_ISSUER,
        audience: SESSION_AUDIENCE,
        algorithms: ['HS256'],
        // A token without an end would be a session forever.
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return payload;
    } catch (error: unknown) {
      // A kid-less token signed with the other key: try that one.
      if (!(error instanceof joseErrors.JWSSignatureVerificationFailed) || index === keys.length - 1)
        throw error;
    }
  }
  throw new Unauthorized(invalid);
}

export async function verifySessionToken(token: string): Promise<VerifiedSession> {
  try {
    const payload = await verifiedPayload(token, await candidateKeys(token));
    // Digits only: Number() would also read ' 7', '7.0', '0x7' or '' as an id.
    const accountId = ACCOUNT_ID.test(payload.sub ?? '') ? Number(payload.sub) : Number.NaN;
    const role = payload.role;
    const issuedAt = Number(payload.iat);
    // Tokens from before `auth_time` count their session from their own issue.
    const signedInAt = payload.auth_time === undefined ? issuedAt : Number(payload.auth_time);
    // Tokens from before `ver` were issued at version 0, the version of every account then.
    const tokenVersion = payload.ver === undefined ? 0 : payload.ver;
    const secondFactor = payload.sf;
    if (
      (secondFactor !== undefined && !SECOND_FACTOR_CLAIMS.includes(secondFactor)) ||
      !Number.isSafeInteger(accountId) ||
      !ROLES.includes(role as Role) ||
      !Number.isSafeInteger(signedInAt) ||
      signedInAt > issuedAt ||
      typeof tokenVersion !== 'number' ||
      !Number.isSafeInteger(tokenVersion) ||
      tokenVersion < 0
    ) {
      throw new Unauthorized(invalid);
    }
    return {
      accountId,
      role: role as Role,
      tokenVersion,
      issuedAt,
      expiresAt: Number(payload.exp),
      signedInAt,
      ...(secondFactor === undefined ? {} : { secondFactor: secondFactor as SecondFactorClaim }),
    };
  } catch (error: unknown) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new Unauthorized('Your session has expired. Please sign in again.');
    }
    if (error instanceof joseErrors.JOSEError) throw new Unauthorized(invalid);
    throw error;
  }
}
