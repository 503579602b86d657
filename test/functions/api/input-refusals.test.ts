/**
 * The endpoint stack answers input its contract refuses with a 400 naming the field, before the endpoint runs:
 * once per endpoint, called by a caller it lets in, with its first required field left out (or, where every
 * field is optional, an unknown field beside them), and nothing in the table changes. What each schema refuses
 * is proven on the schemas themselves (test/functions/unit/contract-inputs.test.ts); what does not depend on the
 * endpoint is proven once, through one: a body that is not JSON or carries prototype keys is a 400, a body of
 * another content type a 415. Grows with the registry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts, type ContractName, type EndpointContract } from '#shared/api/index';
import { ROLES, type Role, roleMayCall } from '#shared/domain/codes';
import { createAccount, type TestAccount } from '#test/support/accounts';
import fc from '#test/support/fast-check';
import { type CallOptions, type CallResult, call } from '#test/support/invoke';
import { tableSnapshot } from '#test/support/table-snapshot';

const callers = {} as Record<Role, TestAccount>;
let tableBefore: string;

beforeAll(async () => {
  for (const role of ROLES) callers[role] = await createAccount(role);
  tableBefore = await tableSnapshot();
});

function sendAs(contract: EndpointContract, options: Omit<CallOptions, 'token'>): Promise<CallResult> {
  const role = ROLES.find((r) => roleMayCall(r, contract.caller)) as Role;
  return call(contract.name as ContractName, {
    ...options,
    ...(contract.caller === 'public' ? {} : { token: callers[role].token }),
  });
}

/** Exactly 400, `message` naming the field and `errors` holding it (or one of its items, `field.0`). */
function expectRefusalNaming(response: CallResult, field: string) {
  const context = JSON.stringify(response.body).slice(0, 2000);
  expect(response.status, context).toBe(400);
  expect(response.body.message, context).toContain(field);
  const errors = (response.body.errors ?? []) as { field: string; message: string }[];
  expect(
    errors.some((error) => error.field === field || error.field.startsWith(`${field}.`)),
    context,
  ).toBe(true);
}

describe.each(allContracts.map((contract) => [contract.name, contract] as const))('%s', (_, contract) => {
  const shape = (
    contract.input as unknown as {
      def: { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> };
    }
  ).def.shape;
  const required = Object.keys(shape).find((field) => !shape[field]?.safeParse(undefined).success);
  const where = contract.method === 'GET' ? 'query' : 'body';

  if (required)
    it(`answers 400 naming ${required} when it is left out`, async () => {
      expectRefusalNaming(await sendAs(contract, { [where]: {} }), required);
    });
  else
    it('answers 400 naming an unknown field sent beside the optional ones', async () => {
      const response = await sendAs(contract, { [where]: { unexpectedField: '1' } });
      expectRefusalNaming(response, 'unexpectedField');
    });
});

describe('a body the stack cannot read, whatever the endpoint (through setLanguage)', () => {
  const setLanguage = allContracts.find((contract) => contract.name === 'setLanguage') as EndpointContract;
  const valid = JSON.stringify({ language: 'hi' });

  it('takes a valid body, so the refusals below are the body’s', () => {
    expect(setLanguage.input.safeParse(JSON.parse(valid)).success).toBe(true);
  });

  it('answers 400 naming the body when it is not a JSON object', async () => {
    for (const body of [[JSON.parse(valid)], 'hi', 7, null])
      expectRefusalNaming(await sendAs(setLanguage, { body }), 'body');
  });

  it('answers 400 to a body that is not JSON, or that carries prototype keys', async () => {
    const prototypeKeys = [
      `{"__proto__":{"admin":true},${valid.slice(1)}`,
      `{"constructor":{"prototype":{"admin":true}},${valid.slice(1)}`,
    ];
    const notJson = fc.oneof(
      fc.string(),
      fc.constantFrom('', '{', valid.slice(0, -1), `${valid},`, `${valid}}`, "{'id':1}", 'id=1', '\u0000'),
    );
    await fc.assert(
      fc.asyncProperty(notJson, async (raw) => {
        fc.pre(!isJson(raw));
        const response = await sendAs(setLanguage, { rawBody: raw });
        expect(response.status, raw).toBe(400);
        expect(response.body.message).toMatch(/body must be valid JSON/);
      }),
      { numRuns: 40 },
    );
    for (const raw of prototypeKeys) {
      const response = await sendAs(setLanguage, { rawBody: raw });
      expect(response.status, raw).toBe(400);
      expect(response.body.message).toMatch(/body must be valid JSON/);
    }
  });

  it('answers 415 to a valid body sent as another content type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']) {
      const response = await sendAs(setLanguage, { rawBody: valid, headers: { 'content-type': type } });
      expect(response.status, type).toBe(415);
      expect(response.body.message).toMatch(/Content-Type: application\/json/);
    }
  });
});

// Last in the file: every refusal above came before any endpoint logic. A public call is counted against its
// address before its body is read (lib/http/public-limit.ts): that count is the one write a refusal makes.
it('changed nothing in the table but the public calls counted', async () => {
  expect(await tableSnapshot((item) => item.entity === 'PUBLIC_CALLS')).toBe(tableBefore);
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
