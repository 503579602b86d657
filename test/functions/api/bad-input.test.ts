/**
 * Every implemented endpoint, fed malformed and hostile queries and bodies (built with fast-check) by a
 * caller who is allowed in: the answer is a 4xx with a clear message, never a 5xx, and nothing in the table
 * changes. Grows with the registry.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { implementedContracts } from '#infra/local/handlers';
import type { ContractName } from '#shared/api/index';
import { ROLES, type Role, roleMayCall } from '#shared/domain/codes';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';
import { tableSnapshot } from '#test/support/table-snapshot';

const endpoints = implementedContracts();
const callers = {} as Record<Role, TestAccount>;

beforeAll(async () => {
  for (const role of ROLES)
    callers[role] = role === 'worker' ? await createWorker() : await createStaff(role);
  await createJob();
});

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell-style probe, sent as plain text
    '${jndi:ldap://x}',
    '\u0000',
    '%00',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '9007199254740993',
    'null',
    '[]',
    '{}',
    'x'.repeat(5000),
  ),
);

const hostileValue = fc.oneof(
  hostileText,
  fc.jsonValue(),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
);

/** A raw JSON body: the real field names with wrong values, unknown fields, prototype keys, non-objects. */
function hostileBody(fields: string[]) {
  return fc.oneof(
    fc
      .dictionary(fc.constantFrom(...fields, 'unknown', 'pk', 'sk'), hostileValue)
      .map((v) => JSON.stringify(v)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}'),
  );
}

function hostileQuery(fields: string[]) {
  return fc.dictionary(fc.constantFrom(...fields, 'unknown', 'cursor', 'limit'), hostileText);
}

function fieldsOf(name: ContractName): string[] {
  const contract = endpoints.find((c) => c.name === name);
  const shape = (contract?.input as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const fields = Object.keys(shape);
  return fields.length ? fields : ['id'];
}

describe.each(endpoints.map((contract) => [contract.name as ContractName, contract] as const))(
  '%s',
  (name, contract) => {
    const role = ROLES.find((r) => roleMayCall(r, contract.caller)) as Role;
    const token = () => (contract.caller === 'public' ? undefined : callers[role].token);

    function expectClearRefusal(response: Awaited<ReturnType<typeof call>>, input: unknown) {
      expect(response.status, JSON.stringify({ input, body: response.body })).toBeLessThan(500);
      if (response.status >= 400) {
        expect(typeof response.body.message, JSON.stringify(input)).toBe('string');
        expect((response.body.message as string).length).toBeGreaterThan(5);
      } else {
        // Accepted only if the input really was valid for the contract.
        const parsed = contract.input.safeParse(input);
        expect(parsed.success, JSON.stringify(input)).toBe(true);
      }
    }

    if (contract.method === 'GET') {
      it('refuses hostile query strings with a clear 4xx', async () => {
        const before = await tableSnapshot();
        await fc.assert(
          fc.asyncProperty(hostileQuery(fieldsOf(name)), async (query) => {
            const response = await call(name, { query, ...(token() ? { token: token() } : {}) });
            expectClearRefusal(response, query);
          }),
          { numRuns: 60 },
        );
        expect(await tableSnapshot()).toBe(before);
      });
      return;
    }

    it('refuses hostile JSON bodies with a clear 4xx and changes nothing', async () => {
      const before = await tableSnapshot();
      await fc.assert(
        fc.asyncProperty(hostileBody(fieldsOf(name)), async (raw) => {
          fc.pre(!contract.input.safeParse(JSON.parse(raw)).success);
          const response = await call(name, { rawBody: raw, ...(token() ? { token: token() } : {}) });
          expect(response.status, JSON.stringify({ raw, answer: response.body })).toBeGreaterThanOrEqual(400);
          expectClearRefusal(response, raw);
        }),
        { numRuns: 60 },
      );
      expect(await tableSnapshot()).toBe(before);
    });

    it('refuses bodies that are not JSON with a 400 or 415', async () => {
      const before = await tableSnapshot();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string(), fc.constantFrom('{', '{"id":', 'id=1', '\u0000')),
          async (raw) => {
            fc.pre(!isJson(raw));
            const response = await call(name, { rawBody: raw, ...(token() ? { token: token() } : {}) });
            expect([400, 415], raw).toContain(response.status);
            expect(response.body.message).toMatch(/JSON/);
          },
        ),
        { numRuns: 40 },
      );
      const noType = await call(name, {
        rawBody: '{"id":1}',
        headers: { 'content-type': 'text/plain' },
        ...(token() ? { token: token() } : {}),
      });
      expect(noType.status).toBe(415);
      expect(await tableSnapshot()).toBe(before);
    });
  },
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
