/**
 * The time limits and attempts of every AWS SDK client (functions/lib/clients/limits.ts), checked on the real
 * clients against two local stand-ins: a server that answers every request with a 500, which shows how many
 * tries a client makes, and a TCP server that accepts connections and never answers, which shows that a
 * hanging dependency fails the call within the client's worst case instead of holding the function.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { PublishCommand } from '@aws-sdk/client-sns';
import { SendWhatsAppMessageCommand } from '@aws-sdk/client-socialmessaging';
import { TranslateTextCommand } from '@aws-sdk/client-translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientLimits,
  clientLimits,
  FUNCTION_TIMEOUT_SECONDS,
  RESERVE_MS,
  worstCaseMs,
} from '#lib/clients/limits';
import { setEnvironment } from '#lib/environment';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

type Service = keyof typeof clientLimits;

interface LimitedClient {
  config: {
    maxAttempts: () => Promise<number>;
    requestHandler: { httpHandlerConfigs: () => Record<string, unknown> };
  };
}

/** One call per client, each the simplest its service has; the answer does not matter, only how it fails. */
interface Subject {
  client: LimitedClient;
  call: () => Promise<unknown>;
}

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Answers every request 500 at once, counting the requests. */
const failing = { requests: 0, server: createHttpServer() };
failing.server.on('request', (request, response) => {
  failing.requests += 1;
  request.resume();
  request.on('end', () => {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end('{"__type":"InternalServerError","message":"down"}');
  });
});

/** Accepts every connection, reads what is sent and never writes a byte back. */
const silentSockets = new Set<Socket>();
const silent = {
  connections: 0,
  server: createTcpServer((socket) => {
    silent.connections += 1;
    silentSockets.add(socket);
    socket.resume();
    socket.on('close', () => silentSockets.delete(socket));
  }),
};

let subjects: Record<Service, Subject>;

/** Loads the client modules fresh with every endpoint pointed at `endpoint`. */
async function loadClients(endpoint: string): Promise<Record<Service, Subject>> {
  setEnvironment({
    DYNAMODB_ENDPOINT: endpoint,
    S3_ENDPOINT: endpoint,
    SNS_ENDPOINT: endpoint,
    SES_ENDPOINT: endpoint,
    WHATSAPP_ENDPOINT: endpoint,
  });
  // Secrets Manager has no endpoint variable of ours: the SDK's own service endpoint variable points it.
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = endpoint;
  // Nor has Translate (there is no local Translate): the same SDK variable points it.
  process.env.AWS_ENDPOINT_URL_TRANSLATE = endpoint;
  const { vi } = await import('vitest');
  vi.resetModules();
  const [{ db }, { s3 }, { sns }, { ses }, { secretsManager }, { translate }, { socialMessaging }] =
    await Promise.all([
      import('#lib/clients/dynamodb'),
      import('#lib/clients/s3'),
      import('#lib/clients/sns'),
      import('#lib/clients/ses'),
      import('#lib/clients/secrets'),
      import('#lib/clients/translate'),
      import('#lib/clients/social-messaging'),
    ]);
  return {
    dynamodb: {
      client: db as unknown as LimitedClient,
      call: () => db.send(new GetItemCommand({ TableName: 'unit-table', Key: { pk: { S: 'x' } } })),
    },
    s3: {
      client: s3 as unknown as LimitedClient,
      call: () => s3.send(new HeadObjectCommand({ Bucket: 'unit-documents', Key: 'x' })),
    },
    sns: {
      client: sns as unknown as LimitedClient,
      call: () => sns.send(new PublishCommand({ PhoneNumber: '+919876543210', Message: 'x' })),
    },
    ses: {
      client: ses as unknown as LimitedClient,
      call: () =>
        ses.send(
          new SendEmailCommand({
            Source: 'no-reply@earnlearn.in',
            Destination: { ToAddresses: ['a@earnlearn.in'] },
            Message: { Subject: { Data: 'x' }, Body: { Text: { Data: 'x' } } },
          }),
        ),
    },
    socialMessaging: {
      client: socialMessaging as unknown as LimitedClient,
      call: () =>
        socialMessaging.send(
          new SendWhatsAppMessageCommand({
            originationPhoneNumberId: 'phone-number-id-0123456789abcdef0123456789abcdef',
            message: new TextEncoder().encode('{}'),
            metaApiVersion: 'v20.0',
          }),
        ),
    },
    secrets: {
      client: secretsManager as unknown as LimitedClient,
      call: () => secretsManager.send(new GetSecretValueCommand({ SecretId: 'session' })),
    },
    translate: {
      client: translate as unknown as LimitedClient,
      call: () =>
        translate.send(
          new TranslateTextCommand({ Text: 'x', SourceLanguageCode: 'en', TargetLanguageCode: 'hi' }),
        ),
    },
  };
}

const services = Object.keys(clientLimits) as Service[];

beforeAll(async () => {
  useOnlyVariables();
  await listen(silent.server);
  await listen(failing.server);
});

afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
  delete process.env.AWS_ENDPOINT_URL_TRANSLATE;
  restoreVariables();
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent.server.close(resolve));
  failing.server.closeAllConnections();
  await new Promise((resolve) => failing.server.close(resolve));
});

describe('the client limits', () => {
  it.each(services)('let a dead %s fail a call with time left in the Lambda timeout to answer', (service) => {
    const limits: ClientLimits = clientLimits[service];
    expect(worstCaseMs(limits)).toBeLessThanOrEqual(FUNCTION_TIMEOUT_SECONDS * 1000 - RESERVE_MS);
    expect(limits.connectionTimeoutMs).toBeLessThan(limits.requestTimeoutMs);
  });
});

describe('against a dependency that answers 500', () => {
  beforeAll(async () => {
    subjects = await loadClients(`http://127.0.0.1:${(failing.server.address() as AddressInfo).port}`);
  });

  it.each(services)('the %s client tries exactly its maxAttempts, then fails', async (service) => {
    const { client, call } = subjects[service];
    failing.requests = 0;

    const outcome = await call().then(
      () => 'answered',
      (error: unknown) => error,
    );

    expect(outcome).toBeInstanceOf(Error);
    expect(failing.requests).toBe(clientLimits[service].maxAttempts);
    expect(await client.config.maxAttempts()).toBe(clientLimits[service].maxAttempts);
    expect(client.config.requestHandler.httpHandlerConfigs()).toMatchObject({
      connectionTimeout: clientLimits[service].connectionTimeoutMs,
      requestTimeout: clientLimits[service].requestTimeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: clientLimits[service].requestTimeoutMs,
    });
  });
});

describe('against a dependency that accepts connections and never answers', () => {
  beforeAll(async () => {
    subjects = await loadClients(`http://127.0.0.1:${(silent.server.address() as AddressInfo).port}`);
  });

  it('every client gives up with a TimeoutError after its attempts, within its worst case', async () => {
    const outcomes = await Promise.all(
      services.map(async (service) => {
        const started = Date.now();
        const error = await subjects[service].call().then(
          () => undefined,
          (failure: unknown) => failure as Error,
        );
        return { service, error: error?.name, tookMs: Date.now() - started };
      }),
    );

    expect(silent.connections).toBe(services.reduce((sum, s) => sum + clientLimits[s].maxAttempts, 0));
    for (const { service, error, tookMs } of outcomes) {
      expect({ service, error }).toEqual({ service, error: 'TimeoutError' });
      // Generous: the bound is the worst case plus two seconds for a loaded machine, far below the Lambda timeout.
      expect(tookMs).toBeLessThan(worstCaseMs(clientLimits[service]) + 2000);
    }
  }, 20_000);
});
