/**
 * Rotating the origin secret under warm containers: a request carrying the new value after a rotation is let
 * through once the function has read the secret again, and a stream of wrong values costs at most one
 * Secrets Manager read a minute.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toApiGatewayEvent } from '#infra/local/events';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

const ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:origin-AbCdEf';
const OLD = 'OldOriginValueOf48LettersAndDigits01234567890123';
const NEW = 'NewOriginValueOf48LettersAndDigits01234567890123';

const secrets = mockClient(SecretsManagerClient);
let stored = OLD;

beforeAll(() => {
  useOnlyVariables(['TABLE_NAME', 'SESSION_SECRET', 'AWS_REGION']);
  secrets.on(GetSecretValueCommand).callsFake(async () => ({ SecretString: stored }));
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  secrets.restore();
  restoreVariables();
});

const eventWith = (value: string) =>
  toApiGatewayEvent(
    {
      method: 'GET',
      url: '/api/getAllJobs',
      headers: { 'x-origin-verify': value },
      body: '',
      sourceIp: '198.51.100.7',
    },
    'GET /api/getAllJobs',
  );

describe('the origin secret after a rotation', () => {
  it('lets the new value through after one more read, and re-reads at most once a minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const { verifiedSourceAddress, forgetOriginSecret, ORIGIN_REREAD_MS } = await import('#lib/auth/origin');
    forgetOriginSecret();

    await expect(verifiedSourceAddress(eventWith(OLD), ARN)).resolves.toBe('198.51.100.7');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);

    // Rotated. Within the minute a wrong value is refused without another read.
    stored = NEW;
    await expect(verifiedSourceAddress(eventWith(NEW), ARN)).rejects.toMatchObject({ statusCode: 403 });
    await expect(verifiedSourceAddress(eventWith('forged'), ARN)).rejects.toMatchObject({ statusCode: 403 });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);

    // A minute on, the mismatch reads the secret again: the new value passes, later calls need no read.
    vi.setSystemTime(Date.now() + ORIGIN_REREAD_MS + 1);
    await expect(verifiedSourceAddress(eventWith(NEW), ARN)).resolves.toBe('198.51.100.7');
    await expect(verifiedSourceAddress(eventWith(NEW), ARN)).resolves.toBe('198.51.100.7');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);

    // Forged values right after that read cost nothing more; the old value is refused.
    await expect(verifiedSourceAddress(eventWith(OLD), ARN)).rejects.toMatchObject({ statusCode: 403 });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
