/**
 * What the admin's organisation page shows of the GST registry: the record and whether the legal names match,
 * or why there is none: no registry configured, the provider unavailable, no such taxpayer, or an organisation
 * that gave a Udyam or CIN number instead of a GSTIN (the registry is then not asked).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { variablesFor } from '#lib/environment';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

let port: typeof import('#lib/registry/gstin-registry');
let registryAnswerFor: typeof import('#features/employer-checks/registry-answer')['registryAnswerFor'];

beforeAll(async () => {
  useOnlyVariables(variablesFor({ table: 'read', gstinRegistry: true }));
  vi.resetModules();
  port = await import('#lib/registry/gstin-registry');
  ({ registryAnswerFor } = await import('#features/employer-checks/registry-answer'));
});
afterAll(restoreVariables);

const GSTIN = '36AABCE4321K1ZT';
const organisation = {
  legalName: 'Hyderabad Fresh Foods Pvt. Ltd.',
  registrationKind: 'gstin' as const,
  registrationNumber: GSTIN,
};

/** A provider that answers `status` with `body`, or fails to answer at all. */
function provider(answer: { status: number; body?: unknown } | 'down') {
  const fetcher = vi.fn(async () => {
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  });
  return { registry: port.providerRegistry('https://gst.example', 'key', fetcher), fetcher };
}

describe('registryAnswerFor', () => {
  it('passes on the record and says the legal names match as people write them', async () => {
    const { registry } = provider({
      status: 200,
      body: {
        gstin: GSTIN,
        lgnm: 'Hyderabad Fresh Foods Private Limited',
        tradeNam: 'Fresh Basket',
        sts: 'Active',
        rgdt: '01/07/2017',
      },
    });
    await expect(registryAnswerFor(registry, organisation)).resolves.toEqual({
      outcome: 'found',
      legalName: 'Hyderabad Fresh Foods Private Limited',
      tradeName: 'Fresh Basket',
      status: 'Active',
      active: true,
      registeredOn: '01/07/2017',
      legalNameMatches: true,
    });
  });

  it('says when the registered legal name is another one', async () => {
    const { registry } = provider({
      status: 200,
      body: { gstin: GSTIN, lgnm: 'Sahni Logistics Limited', sts: 'Cancelled' },
    });
    await expect(registryAnswerFor(registry, organisation)).resolves.toMatchObject({
      outcome: 'found',
      active: false,
      legalNameMatches: false,
    });
  });

  it('answers notFound, unavailable and off as the port does', async () => {
    await expect(registryAnswerFor(provider({ status: 404 }).registry, organisation)).resolves.toEqual({
      outcome: 'notFound',
    });
    await expect(registryAnswerFor(provider('down').registry, organisation)).resolves.toEqual({
      outcome: 'unavailable',
    });
    await expect(registryAnswerFor(provider({ status: 503 }).registry, organisation)).resolves.toEqual({
      outcome: 'unavailable',
    });
    await expect(registryAnswerFor(port.registryOff, organisation)).resolves.toEqual({ outcome: 'off' });
  });

  it('does not ask the registry about a Udyam or CIN number', async () => {
    const { registry, fetcher } = provider({ status: 200 });
    await expect(
      registryAnswerFor(registry, {
        ...organisation,
        registrationKind: 'cin',
        registrationNumber: 'U72200KA2015PTC081234',
      }),
    ).resolves.toEqual({ outcome: 'notGstin' });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
