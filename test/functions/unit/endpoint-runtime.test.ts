/**
 * The endpoint stack's request context: log lines name API Gateway's request id beside Lambda's (for that
 * request only), and the source address: CloudFront's viewer address is trusted only behind the origin check.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lambdaContext, toApiGatewayEvent } from '#infra/local/events';
import { adminLogin } from '#shared/api/admin';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

beforeAll(() => {
  useOnlyVariables(['TABLE_NAME', 'SESSION_SECRET', 'AWS_REGION']);
  // Read by the logger when it is made: the lines below are INFO.
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

afterAll(() => {
  restoreVariables();
});

const loginEvent = (headers: Record<string, string> = {}) =>
  toApiGatewayEvent(
    {
      method: 'POST',
      url: '/api/adminLogin',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'asha@earnlearn.in', password: 'Long enough password 1' }),
      sourceIp: '203.0.113.9',
    },
    'POST /api/adminLogin',
  );

/** No table here: the public endpoints' limit is proven by the API tests (public-limits.test.ts). */
const NO_LIMIT = { take: async () => undefined };

describe('log lines', () => {
  it("carry API Gateway's request id as well as Lambda's, for that request only", async () => {
    const { endpoint } = await import('#lib/http/endpoint');
    const { logger } = await import('#lib/logger');
    const { NotFound } = await import('#lib/errors');
    const handler = endpoint(
      adminLogin,
      async () => {
        logger.info('inside the logic');
        throw new NotFound('Nothing here');
      },
      NO_LIMIT,
    );
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write);
    const event = loginEvent();
    const context = lambdaContext('adminLogin');
    try {
      const result = await handler(event, context);
      expect(result.statusCode).toBe(404);
      logger.info('after the request');
    } finally {
      spy.mockRestore();
    }
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => record.message)).toEqual([
      'inside the logic',
      'Request refused',
      'after the request',
    ]);
    expect(event.requestContext.requestId).not.toBe(context.awsRequestId);
    for (const record of records.slice(0, 2)) {
      expect(record).toMatchObject({
        api_request_id: event.requestContext.requestId,
        function_request_id: context.awsRequestId,
      });
    }
    expect(records[2]).not.toHaveProperty('api_request_id');
  });
});

describe('the source address', () => {
  it('is API Gateway’s where there is no origin check (the twin): a client-sent viewer address is ignored', async () => {
    const { endpoint } = await import('#lib/http/endpoint');
    let seen: string | undefined;
    const handler = endpoint(
      adminLogin,
      async (_, { sourceIp }) => {
        seen = sourceIp;
        return { success: false };
      },
      NO_LIMIT,
    );
    await handler(loginEvent({ 'x-viewer-address': '198.51.100.7' }), lambdaContext('adminLogin'));
    expect(seen).toBe('203.0.113.9');
  });

  it('is the viewer address once the origin header matched, and API Gateway’s when that is no address', async () => {
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const { mockClient } = await import('aws-sdk-client-mock');
    const secrets = mockClient(SecretsManagerClient);
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'origin-secret-0123456789abcdef\n' });
    try {
      const { verifiedSourceAddress } = await import('#lib/auth/origin');
      const arn = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:origin';
      const withHeaders = (headers: Record<string, string>) => loginEvent(headers);
      await expect(
        verifiedSourceAddress(
          withHeaders({
            'x-origin-verify': 'origin-secret-0123456789abcdef',
            'x-viewer-address': '2001:db8::1',
          }),
          arn,
        ),
      ).resolves.toBe('2001:db8::1');
      await expect(
        verifiedSourceAddress(
          withHeaders({
            'x-origin-verify': 'origin-secret-0123456789abcdef',
            'x-viewer-address': '1.2.3.4, 5.6.7.8',
          }),
          arn,
        ),
      ).resolves.toBe('203.0.113.9');
      await expect(
        verifiedSourceAddress(withHeaders({ 'x-viewer-address': '198.51.100.7' }), arn),
      ).rejects.toMatchObject({ statusCode: 403 });
      expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    } finally {
      secrets.restore();
    }
  });
});
