/**
 * Google sign-in for the API tests: a tiny JWKS server on 127.0.0.1 serving a test key, and ID tokens minted
 * like Google's with any claim overridden. `api-env.ts` starts the server and points the functions at it
 * (GOOGLE_CLIENT_ID, GOOGLE_ISSUER, GOOGLE_JWKS_URL), so the real verification code runs unchanged.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const TEST_CLIENT_ID = 'earnlearn-test-client.apps.example.com';
export const TEST_KID = 'earnlearn-test-key';

const signingKey = await generateKeyPair('RS256', { extractable: true });

export interface TestIdentityProvider {
  clientId: string;
  issuer: string;
  jwksUrl: string;
  /** How many times the key set was fetched. */
  fetches: () => number;
  close: () => Promise<void>;
}

export async function startTestIdentityProvider(): Promise<TestIdentityProvider> {
  const jwks = {
    keys: [{ ...(await exportJWK(signingKey.publicKey)), kid: TEST_KID, alg: 'RS256', use: 'sig' }],
  };
  let fetches = 0;
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/oauth2/v3/certs') {
      fetches++;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    clientId: TEST_CLIENT_ID,
    issuer: origin,
    jwksUrl: `${origin}/oauth2/v3/certs`,
    fetches: () => fetches,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A new person, as Google would describe them. */
export function newIdentity(): { sub: string; email: string; name: string } {
  const tag = randomBytes(6).toString('hex');
  return {
    sub: `1${BigInt(`0x${tag}`).toString().padStart(20, '0')}`,
    email: `user.${tag}@gmail.com`,
    name: `User ${tag}`,
  };
}

export interface IdTokenOptions {
  sub?: string;
  email?: string;
  name?: string;
  /** Claims to add or replace (`email_verified: false`, `email: undefined`, ...). */
  claims?: Record<string, unknown>;
  /** Our client id by default; a list as some tokens carry it. */
  audience?: string | string[];
  issuer?: string;
  /** Seconds since the epoch; by default now and now + 1 h. */
  issuedAt?: number;
  expiresAt?: number;
  /** Another private key (a forged token), and the `kid` to name. */
  key?: CryptoKey;
  kid?: string;
  alg?: string;
}

/** An ID token like Google's, accepted by the functions unless an option says otherwise. */
export async function mintIdToken(options: IdTokenOptions = {}): Promise<string> {
  const person = newIdentity();
  const now = Math.floor(Date.now() / 1000);
  const name = options.name ?? person.name;
  const payload: JWTPayload = {
    azp: TEST_CLIENT_ID,
    email: options.email ?? person.email,
    email_verified: true,
    name,
    given_name: name.split(' ')[0],
    family_name: name.split(' ').slice(1).join(' '),
    picture: '',
    ...options.claims,
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? TEST_KID, typ: 'JWT' })
    .setSubject(options.sub ?? person.sub)
    .setIssuer(options.issuer ?? (process.env.GOOGLE_ISSUER as string))
    .setAudience(options.audience ?? (process.env.GOOGLE_CLIENT_ID as string))
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signingKey.privateKey);
}

/** A key pair nobody trusts, for forged tokens. */
export async function foreignKey(): Promise<CryptoKey> {
  return (await generateKeyPair('RS256')).privateKey;
}
