import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
});

describe('session tokens', () => {
  it('round-trips the account id and role', async () => {
    const { issueSessionToken, verifySessionToken } = await import('#lib/auth/session');
    const token = await issueSessionToken({ accountId: 7, role: 'HR' });
    await expect(verifySessionToken(token)).resolves.toEqual({ accountId: 7, role: 'HR' });
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
});
