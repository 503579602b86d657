/**
 * The dev identity provider of the local twin (infra/local/dev/identity-provider.ts), served on its own port,
 * and the server's Google ID token verification (functions/features/sign-in/google.ts) pointed at it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityProvider, LOCAL_CLIENT_ID, LOCAL_ONLY_BANNER } from '#infra/local/dev/identity-provider';
import type { MountedDevService } from '#infra/local/dev/service';

let server: Server;
let baseUrl: string;
let service: MountedDevService;
const dataDir = mkdtempSync(join(tmpdir(), 'dev-idp-'));

beforeAll(async () => {
  server = createServer((request, response) => {
    void service.handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service = await identityProvider({ baseUrl, dataDir, log: () => undefined });
  Object.assign(process.env, {
    TABLE_NAME: 'unit-table',
    SESSION_SECRET: 'unit-test-secret-of-at-least-32-characters!',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    ...service.environment,
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>, accept = 'application/json') =>
  fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

async function signIn(email: string, name = 'Asha Verma'): Promise<string> {
  const response = await form({ email, name });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id_token: string }).id_token;
}

describe('dev identity provider', () => {
  it('points the functions at itself', () => {
    expect(service.prefix).toBe('/dev/idp');
    expect(service.environment).toEqual({
      GOOGLE_CLIENT_ID: LOCAL_CLIENT_ID,
      GOOGLE_ISSUER: `${baseUrl}/dev/idp`,
      GOOGLE_JWKS_URL: `${baseUrl}/dev/idp/.well-known/jwks.json`,
    });
    expect(service.describe).toBe(`Sign-in:   ${baseUrl}/dev/idp/signin (local stand-in for Google)`);
  });

  it('mints ID tokens like Google that verify against its JWKS', async () => {
    const token = await signIn('Asha.Verma@Example.com');
    const keys = createRemoteJWKSet(new URL(service.environment.GOOGLE_JWKS_URL as string));
    const { payload, protectedHeader } = await jwtVerify(token, keys, {
      issuer: `${baseUrl}/dev/idp`,
      audience: LOCAL_CLIENT_ID,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({
      email: 'asha.verma@example.com',
      email_verified: true,
      name: 'Asha Verma',
      given_name: 'Asha',
      family_name: 'Verma',
      picture: '',
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
    // The same e-mail is the same person; another is someone else; demo workers keep their seeded identity.
    expect(decodeSub(await signIn('asha.verma@example.com', 'Other'))).toBe(payload.sub);
    expect(decodeSub(await signIn('someone.else@example.com'))).not.toBe(payload.sub);
    expect(decodeSub(await signIn('priya.student@example.com'))).toBe('demo-worker-1');
  });

  it('keeps its key in the data folder across restarts', async () => {
    const token = await signIn('asha.verma@example.com');
    const first = service;
    service = await identityProvider({ baseUrl, dataDir, log: () => undefined });
    const jwks = (await (await fetch(`${baseUrl}/dev/idp/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    service = first;
    expect(jwks.keys.map((key) => key.kid)).toEqual([decodeProtectedHeader(token).kid]);
    expect(JSON.stringify(jwks)).not.toMatch(/"d"|"p"|"q"/);
  });

  it('shows a sign-in page that says it is local only and escapes what it echoes', async () => {
    const probe = '"><script>alert(1)</script>';
    const page = await fetch(
      `${baseUrl}/dev/idp/signin?${new URLSearchParams({ redirect_uri: '/jobs', state: probe, login_hint: probe })}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(LOCAL_ONLY_BANNER);
    expect(html).toContain('name="email"');
    expect(html).toContain('name="name"');
    expect(html).not.toContain('<script');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).not.toMatch(/(src|href)="https?:/);

    const bad = await form({ email: probe, name: probe }, 'text/html');
    expect(bad.status).toBe(400);
    expect(await bad.text()).not.toContain('<script');
  });

  it('redirects the token to a page of this site with the state', async () => {
    const response = await form(
      { email: 'asha@example.com', redirect_uri: '/auth/callback', state: 'xyz' },
      'text/html',
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location') as string;
    expect(location).toMatch(/^\/auth\/callback#id_token=[\w-]+\.[\w-]+\.[\w-]+&state=xyz$/);
    const absolute = await form({ email: 'asha@example.com', redirect_uri: `${baseUrl}/` }, 'text/html');
    expect(absolute.headers.get('location')).toMatch(new RegExp(`^${baseUrl}/#id_token=`));
  });

  it.each([
    'https://evil.example.com/callback',
    '//evil.example.com/callback',
    '/\\evil.example.com/callback',
    'http://127.0.0.1:1/callback',
    'javascript:alert(1)',
  ])('refuses the foreign redirect_uri %s', async (redirectUri) => {
    const posted = await form({ email: 'asha@example.com', redirect_uri: redirectUri }, 'text/html');
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
    expect(await posted.text()).not.toContain('id_token');
    const page = await fetch(
      `${baseUrl}/dev/idp/signin?${new URLSearchParams({ redirect_uri: redirectUri })}`,
    );
    expect(page.status).toBe(400);
  });

  it('refuses a foreign redirect_uri that only starts like this site', async () => {
    const posted = await form({ email: 'asha@example.com', redirect_uri: `${baseUrl}@evil.example.com/` });
    expect(posted.status).toBe(400);
  });

  it('refuses an invalid e-mail', async () => {
    for (const email of ['', 'not-an-email', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const response = await form({ email, name: 'Someone' });
      expect(response.status, email).toBe(400);
      expect(await response.json()).toEqual({ message: 'Enter a valid e-mail address.' });
    }
  });
});

describe('verifyGoogleIdToken against the dev identity provider', () => {
  it('accepts its tokens and answers the identity', async () => {
    const { verifyGoogleIdToken } = await import('#features/sign-in/google');
    const token = await signIn('asha.verma@example.com', 'Asha Verma');
    await expect(verifyGoogleIdToken(token)).resolves.toEqual({
      sub: decodeSub(token),
      email: 'asha.verma@example.com',
      name: 'Asha Verma',
      issuedAt: expect.any(Number),
    });
  });

  it('answers a clear 503 when the key set cannot be fetched', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.resetModules();
    process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${port}/certs`;
    try {
      const { verifyGoogleIdToken } = await import('#features/sign-in/google');
      await expect(verifyGoogleIdToken(await signIn('asha@example.com'))).rejects.toMatchObject({
        statusCode: 503,
        message: 'Google sign-in is not reachable right now. Please try again in a minute.',
      });
    } finally {
      process.env.GOOGLE_JWKS_URL = service.environment.GOOGLE_JWKS_URL;
      vi.resetModules();
    }
  });

  it('refuses to load without its configuration', async () => {
    vi.resetModules();
    const saved = process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_ID;
    try {
      await expect(import('#features/sign-in/google')).rejects.toThrow(/GOOGLE_CLIENT_ID/);
    } finally {
      process.env.GOOGLE_CLIENT_ID = saved;
      vi.resetModules();
    }
  });
});

function decodeSub(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sub;
}
