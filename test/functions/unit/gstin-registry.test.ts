/**
 * The GST registry port against the twin's stand-in (the same client as on AWS) and against a provider that
 * misbehaves: every answer that is not a record of this GSTIN is "unavailable", never a guess.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gstinRegistry, LOCAL_GSTIN_REGISTRY_KEY } from '#infra/local/dev/gstin-registry';
import { variablesFor } from '#lib/environment';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

let server: Server;
let baseUrl: string;
let port: typeof import('#lib/registry/gstin-registry');

/** The module as a function whose contract uses the registry loads it, with these values of its variables. */
async function loadPort(values: Record<string, string | undefined> = {}) {
  vi.resetModules();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return import('#lib/registry/gstin-registry');
}

afterAll(restoreVariables);

beforeAll(async () => {
  useOnlyVariables(variablesFor({ table: 'read', gstinRegistry: true }));
  port = await loadPort();
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  const origin = `http://127.0.0.1:${address.port}`;
  const standIn = gstinRegistry({ baseUrl: origin, dataDir: undefined, log: () => {} });
  server.on('request', (request, response) =>
    standIn.handle(request, response, new URL(request.url ?? '/', origin)),
  );
  baseUrl = standIn.environment.GSTIN_REGISTRY_URL ?? '';
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the provider client on the stand-in', () => {
  it("answers a registered taxpayer's names and whether it is active", async () => {
    const registry = port.providerRegistry(baseUrl, LOCAL_GSTIN_REGISTRY_KEY);
    await expect(registry.lookUp('36AABCE4321K1ZT')).resolves.toEqual({
      outcome: 'found',
      legalName: 'Hyderabad Fresh Foods Private Limited',
      tradeName: 'Fresh Basket',
      status: 'Active',
      active: true,
      registeredOn: '01/07/2017',
    });
    await expect(registry.lookUp('33AAFCT2468M1Z0')).resolves.toMatchObject({
      outcome: 'found',
      active: false,
    });
  });

  it('answers not found for a well-formed GSTIN nobody registered', async () => {
    const registry = port.providerRegistry(baseUrl, LOCAL_GSTIN_REGISTRY_KEY);
    await expect(registry.lookUp('27AAPFU0939F1ZV')).resolves.toEqual({ outcome: 'notFound' });
  });

  it('is unavailable with a wrong key, as with any error answer', async () => {
    await expect(port.providerRegistry(baseUrl, 'wrong').lookUp('36AABCE4321K1ZT')).resolves.toEqual({
      outcome: 'unavailable',
    });
  });
});

describe('a provider that misbehaves', () => {
  const answering = (body: unknown, status = 200): typeof fetch =>
    (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

  it('is unavailable when it cannot be reached or times out', async () => {
    const failing = (async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    }) as typeof fetch;
    await expect(
      port.providerRegistry('https://gsp.test', 'k', failing).lookUp('36AABCE4321K1ZT'),
    ).resolves.toEqual({
      outcome: 'unavailable',
    });
  });

  it("is unavailable when it answers another number's record or a shape we cannot read", async () => {
    const other = answering({ gstin: '29AAGCB7383J1Z4', lgnm: 'Someone Else', sts: 'Active' });
    await expect(
      port.providerRegistry('https://gsp.test', 'k', other).lookUp('36AABCE4321K1ZT'),
    ).resolves.toEqual({
      outcome: 'unavailable',
    });
    const garbled = answering({ taxpayer: 'yes' });
    await expect(
      port.providerRegistry('https://gsp.test', 'k', garbled).lookUp('36AABCE4321K1ZT'),
    ).resolves.toEqual({
      outcome: 'unavailable',
    });
  });
});

describe('the configured port', () => {
  it('is off when the stage names no provider', async () => {
    const { configuredRegistry } = await loadPort({ GSTIN_REGISTRY_URL: undefined });
    const registry = await configuredRegistry();
    expect(registry.kind).toBe('off');
    await expect(registry.lookUp('36AABCE4321K1ZT')).resolves.toEqual({ outcome: 'off' });
  });

  it('asks the named provider with the local key where no secret is named', async () => {
    const { configuredRegistry } = await loadPort({
      GSTIN_REGISTRY_URL: baseUrl,
      GSTIN_REGISTRY_KEY_ARN: undefined,
      GSTIN_REGISTRY_KEY: LOCAL_GSTIN_REGISTRY_KEY,
    });
    const registry = await configuredRegistry();
    await expect(registry.lookUp('29AAGCB7383J1Z4')).resolves.toMatchObject({
      outcome: 'found',
      active: true,
    });
  });
});

describe('legal names', () => {
  it('match as people write company names', () => {
    expect(
      port.legalNamesMatch('Hyderabad Fresh Foods Private Limited', 'hyderabad fresh foods pvt. ltd.'),
    ).toBe(true);
    expect(port.legalNamesMatch('Tamarind Events LLP', 'M/s Tamarind Events L.L.P.')).toBe(false);
    expect(port.legalNamesMatch('Tamarind Events LLP', 'M/s Tamarind Events LLP')).toBe(true);
    expect(port.legalNamesMatch('A & B Traders', 'A and B Traders')).toBe(true);
  });

  it('differ when the business differs', () => {
    expect(
      port.legalNamesMatch('Hyderabad Fresh Foods Private Limited', 'Hyderabad Fresh Fruits Pvt Ltd'),
    ).toBe(false);
  });
});
