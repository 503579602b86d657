/**
 * Session-key rotation as on AWS: the secret is JSON `{current, previous}` in Secrets Manager (mocked here),
 * tokens name their key in `kid`, and a warm container that meets a key it does not hold reads the secret
 * again, at most once a minute. OTP hashes follow the same keys.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const SECRET_ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:session-AbCdEf';
const KEY_A = 'key-a-of-at-least-thirty-two-characters-1';
const KEY_B = 'key-b-of-at-least-thirty-two-characters-2';
const KEY_C = 'key-c-of-at-least-thirty-two-characters-3';

const secrets = mockClient(SecretsManagerClient);
let secretValue = '';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET_ARN = SECRET_ARN;
  delete process.env.SESSION_SECRET;
});

beforeEach(async () => {
  secrets.reset();
  secrets
    .on(GetSecretValueCommand, { SecretId: SECRET_ARN })
    .callsFake(() => ({ SecretString: secretValue }));
  (await import('#lib/auth/signing-keys')).forgetSigningKeys();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  secrets.restore();
  delete process.env.SESSION_SECRET_ARN;
});

const rotation = (current: string, previous?: string) => JSON.stringify({ current, previous });
const reads = () => secrets.commandCalls(GetSecretValueCommand).length;

/** A token as another container would sign it with `secret` (claims as issueSessionToken writes them). */
async function signedWith(secret: string, kid?: string) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'worker', auth_time: now, ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) })
    .setSubject('7')
    .setIssuer('earnlearn')
    .setAudience('earnlearn-api')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(secret));
}

describe('session tokens across a key rotation', () => {
  it('signs with the current key and names it in the kid header', async () => {
    secretValue = rotation(KEY_B, KEY_A);
    const { issueSessionToken, verifySessionToken } = await import('#lib/auth/session');
    const { keyId } = await import('#lib/auth/signing-keys');

    const token = await issueSessionToken({ accountId: 7, role: 'worker' });

    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', kid: keyId(KEY_B) });
    expect(keyId(KEY_B)).toMatch(/^[0-9a-f]{16}$/);
    await expect(verifySessionToken(await signedWith(KEY_B, keyId(KEY_B)))).resolves.toMatchObject({
      accountId: 7,
    });
  });

  it('still accepts a token signed with the previous key', async () => {
    const { keyId } = await import('#lib/auth/signing-keys');
    const { verifySessionToken } = await import('#lib/auth/session');
    secretValue = rotation(KEY_B, KEY_A);

    await expect(verifySessionToken(await signedWith(KEY_A, keyId(KEY_A)))).resolves.toMatchObject({
      accountId: 7,
      role: 'worker',
    });
    // A token from before kids were written, signed with either key.
    await expect(verifySessionToken(await signedWith(KEY_A))).resolves.toMatchObject({ accountId: 7 });
    await expect(verifySessionToken(await signedWith(KEY_B))).resolves.toMatchObject({ accountId: 7 });
  });

  it('reads a plain key (a secret from before rotation) as the current key', async () => {
    secretValue = KEY_A;
    const { issueSessionToken, verifySessionToken } = await import('#lib/auth/session');
    const { keyId } = await import('#lib/auth/signing-keys');
    const token = await issueSessionToken({ accountId: 9, role: 'HR' });
    expect(decodeProtectedHeader(token).kid).toBe(keyId(KEY_A));
    await expect(verifySessionToken(token)).resolves.toMatchObject({ accountId: 9, role: 'HR' });
  });

  it('verifies a token of a key rotated in after this warm container read the secret, without a 401', async () => {
    const { issueSessionToken, verifySessionToken } = await import('#lib/auth/session');
    const { keyId } = await import('#lib/auth/signing-keys');
    secretValue = rotation(KEY_A);
    // The container is warm: it read the secret for its first token.
    await verifySessionToken(await issueSessionToken({ accountId: 7, role: 'worker' }));
    expect(reads()).toBe(1);

    // The operator rotates; a fresh container signs with the new key; minutes later this one meets its token.
    secretValue = rotation(KEY_B, KEY_A);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const fromNewContainer = await signedWith(KEY_B, keyId(KEY_B));

    await expect(verifySessionToken(fromNewContainer)).resolves.toMatchObject({ accountId: 7 });
    expect(reads()).toBe(2);
    // And it now signs with the new key itself.
    expect(decodeProtectedHeader(await issueSessionToken({ accountId: 7, role: 'worker' })).kid).toBe(
      keyId(KEY_B),
    );
    expect(reads()).toBe(2);
  });

  it('refuses (401) a token whose key is in neither, reading the secret again at most once a minute', async () => {
    const { verifySessionToken } = await import('#lib/auth/session');
    const { keyId } = await import('#lib/auth/signing-keys');
    secretValue = rotation(KEY_B, KEY_A);
    await verifySessionToken(await signedWith(KEY_A, keyId(KEY_A)));
    expect(reads()).toBe(1);
    vi.setSystemTime(Date.now() + 61_000);

    const forged = await signedWith(KEY_C, keyId(KEY_C));
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(verifySessionToken(forged)).rejects.toMatchObject({
        statusCode: 401,
        message: 'Your session is not valid. Please sign in again.',
      });
    }
    // One re-read for the unknown kid, then none within the minute, however many such tokens arrive.
    expect(reads()).toBe(2);
    // A kid naming a held key does not help a token signed with another key.
    await expect(verifySessionToken(await signedWith(KEY_C, keyId(KEY_B)))).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(verifySessionToken(await signedWith(KEY_C))).rejects.toMatchObject({ statusCode: 401 });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verifySessionToken(forged)).rejects.toMatchObject({ statusCode: 401 });
    expect(reads()).toBe(3);
  });

  it('refuses a secret whose keys are too short, or that has no current key', async () => {
    const { parseSigningKeys } = await import('#lib/auth/signing-keys');
    expect(() => parseSigningKeys(rotation('short', KEY_A))).toThrow(/current key must be at least 32/);
    expect(() => parseSigningKeys(rotation(KEY_A, 'short'))).toThrow(/previous key must be at least 32/);
    expect(() => parseSigningKeys(JSON.stringify({ previous: KEY_A }))).toThrow(/no "current" key/);
    expect(parseSigningKeys(rotation(KEY_A)).previous).toBeUndefined();
  });
});

describe('OTP hashes across a key rotation', () => {
  const check = async (hash: string, code = '042917') => {
    const { matchesUnderAnyKey } = await import('#features/otp/key');
    const { codeMatches } = await import('#features/otp/rules');
    return matchesUnderAnyKey((key) => codeMatches(key, 7, '9876543210', code, hash));
  };

  it('hashes new codes with the current key, and checks a code hashed before the rotation with the previous', async () => {
    const { otpKey } = await import('#features/otp/key');
    const { hashCode } = await import('#features/otp/rules');
    const { forgetSigningKeys } = await import('#lib/auth/signing-keys');
    secretValue = rotation(KEY_A);
    const before = hashCode(await otpKey(), 7, '9876543210', '042917');

    secretValue = rotation(KEY_B, KEY_A);
    forgetSigningKeys();
    const after = hashCode(await otpKey(), 7, '9876543210', '042917');

    expect(after).not.toBe(before);
    expect(await check(before)).toBe(true);
    expect(await check(after)).toBe(true);
    expect(await check(before, '042918')).toBe(false);
  });

  it('checks a code another container hashed with a key rotated in after this one read the secret', async () => {
    const { otpKey } = await import('#features/otp/key');
    const { hashCode } = await import('#features/otp/rules');
    const { forgetSigningKeys } = await import('#lib/auth/signing-keys');
    // The other container, already on the new key, sent the code.
    secretValue = rotation(KEY_B, KEY_A);
    const sent = hashCode(await otpKey(), 7, '9876543210', '042917');
    // This container read the secret before the rotation.
    forgetSigningKeys();
    secretValue = rotation(KEY_A);
    await otpKey();
    secretValue = rotation(KEY_B, KEY_A);
    vi.setSystemTime(Date.now() + 2 * 60_000);

    expect(await check(sent)).toBe(true);
  });
});
