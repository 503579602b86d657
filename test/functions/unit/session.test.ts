import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
});

describe('session tokens', () => {
  it('round-trips the account id and role', async () => {
    const { issueSessionToken, verifySessionToken } = await import('#lib/auth/session');
    const token = await issueSessionToken({ accountId: 7, role: 'HR' });
    await expect(verifySessionToken(token)).resolves.toMatchObject({ accountId: 7, role: 'HR' });
  });

  it('refuses a token past its lifetime', async () => {
    const { issueSessionToken, verifySessionToken } = await import('#lib/auth/session');
    const token = await issueSessionToken({ accountId: 7, role: 'admin' }, Date.now() - 13 * 3600 * 1000);
    await expect(verifySessionToken(token)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('refuses a token whose payload was edited', async () => {
    const { issueSessionToken, verifySessionToken } = await import('#lib/auth/session');
    const [header, , signature] = (await issueSessionToken({ accountId: 7, role: 'worker' })).split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: '7', role: 'admin', iss: 'earnlearn', aud: 'earnlearn-api', exp: 9e9 }),
    ).toString('base64url');
    await expect(verifySessionToken(`${header}.${payload}.${signature}`)).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  /** A token signed with the server's own key, with the claims given (none of the defaults). */
  function signed(claims: { sub?: string; exp?: number; iat?: number; role?: string }) {
    let jwt = new SignJWT({ role: claims.role ?? 'worker' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('earnlearn')
      .setAudience('earnlearn-api');
    if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
    if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    return jwt.sign(new TextEncoder().encode(process.env.SESSION_SECRET));
  }
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a well-formed token signed with its key (the helper below is right)', async () => {
    const { verifySessionToken } = await import('#lib/auth/session');
    await expect(
      verifySessionToken(await signed({ sub: '7', iat: now(), exp: now() + 60 })),
    ).resolves.toMatchObject({
      accountId: 7,
      role: 'worker',
    });
  });

  it('refuses a token without an expiry, or without an issue time', async () => {
    const { verifySessionToken } = await import('#lib/auth/session');
    await expect(verifySessionToken(await signed({ sub: '7', iat: now() }))).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(verifySessionToken(await signed({ sub: '7', exp: now() + 60 }))).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it.each([' 7', '7 ', '07', '+7', '7.0', '0x7', '7e0', '0', '-7', '', '99999999999999999'])(
    'refuses the subject %j: only an account id in plain digits',
    async (sub) => {
      const { verifySessionToken } = await import('#lib/auth/session');
      await expect(
        verifySessionToken(await signed({ sub, iat: now(), exp: now() + 60 })),
      ).rejects.toMatchObject({
        statusCode: 401,
        message: 'Your session is not valid. Please sign in again.',
      });
    },
  );
});
