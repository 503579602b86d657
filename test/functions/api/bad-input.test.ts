/**
 * Every implemented endpoint, called by a caller who is allowed in with its valid example (examples.ts)
 * made hostile in one place at a time (built with fast-check): one field given a hostile value, left out or
 * joined by an unknown field, or the whole body of the wrong type, not JSON, or of another content type.
 * The answer is exactly 400 naming the offending field (415 for a content type other than JSON), never a
 * 5xx, and nothing in the table changes. Grows with the registry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts, type ContractName, type EndpointContract } from '#shared/api/index';
import { ROLES, type Role, roleMayCall } from '#shared/domain/codes';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { examples } from '#test/support/examples';
import fc from '#test/support/fast-check';
import { type CallOptions, type CallResult, call } from '#test/support/invoke';
import { tableSnapshot } from '#test/support/table-snapshot';

const endpoints = allContracts;
const callers = {} as Record<Role, TestAccount>;

beforeAll(async () => {
  for (const role of ROLES)
    callers[role] = role === 'worker' ? await createWorker() : await createStaff(role);
});

/** Longer than any text field of the API accepts. */
const OVERSIZE = 100_000;

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
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
    '0',
    '1e309',
    '9007199254740993',
    'null',
    '[]',
    '{}',
    'x'.repeat(OVERSIZE),
    '9'.repeat(OVERSIZE),
  ),
);

/** Any JSON value, so a field also gets the wrong type: numbers, booleans, null, arrays, objects. */
// Keys JSON parsing itself refuses (prototype pollution); the other unknown keys reach validation.
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Whether a JSON value holds a prototype key at any depth (such bodies have their own case below). */
function hasPrototypeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPrototypeKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => PROTOTYPE_KEYS.includes(key) || hasPrototypeKey(inner));
}

const hostileValue = fc.oneof(
  hostileText,
  fc.jsonValue().filter((value) => !hasPrototypeKey(value)),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [[]], { id: 1 }),
);

function unknownField(known: readonly string[]) {
  return fc
    .oneof(
      fc.constantFrom('unknown', 'pk', 'sk', 'role', 'ACTIVE', 'ID', 'isAdmin'),
      fc.string({ minLength: 1 }),
    )
    .filter((key) => !known.includes(key) && !PROTOTYPE_KEYS.includes(key));
}

/** The top-level fields of an endpoint's input; every contract's input is an object schema. */
function fieldsOf(contract: EndpointContract): string[] {
  const shape = (contract.input as unknown as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  if (!shape) throw new Error(`${contract.name}: the input is not an object schema`);
  return Object.keys(shape);
}

/** The query as the handler receives it, after the round trip through a URL. */
function asReceived(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URLSearchParams(query).toString()));
}

const describeAnswer = (sent: unknown, response: CallResult) =>
  JSON.stringify({ sent, answer: response.body }).slice(0, 2000);

/** Exactly 400, `message` naming the field and `errors` holding it (or one of its items, `field.0`). */
function expectRefusalNaming(response: CallResult, field: string, sent: unknown) {
  const context = describeAnswer(sent, response);
  expect(response.status, context).toBe(400);
  expect(response.body.message, context).toContain(field);
  const errors = (response.body.errors ?? []) as { field: string; message: string }[];
  expect(
    errors.some((error) => error.field === field || error.field.startsWith(`${field}.`)),
    context,
  ).toBe(true);
}

describe.each(endpoints.map((contract) => [contract.name as ContractName, contract] as const))(
  '%s',
  (name, contract) => {
    const role = ROLES.find((r) => roleMayCall(r, contract.caller)) as Role;
    const fields = fieldsOf(contract);
    let example: Omit<CallOptions, 'token'>;
    const send = (options: Omit<CallOptions, 'token'>) =>
      call(name, {
        ...options,
        ...(contract.caller === 'public' ? {} : { token: callers[role].token }),
      });

    // Built once and before any snapshot: an example may create a job or send a code.
    beforeAll(async () => {
      example = await examples[name](contract.caller === 'public' ? undefined : callers[role]);
    });

    if (contract.method === 'GET') {
      const baseQuery = () => example.query ?? {};

      it('has a valid example query', () => {
        expect(contract.input.safeParse(baseQuery()).success).toBe(true);
      });

      if (fields.length > 0)
        it('refuses a hostile value in any one field of the valid query with a 400 naming it', async () => {
          // A staff read that is answered writes its access entries (issue 21): nothing else may change.
          const tableNow = () =>
            tableSnapshot(
              (item) => contract.uses.batchWrite === true && String(item.sk).startsWith('ACCESS#'),
            );
          const before = await tableNow();
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...fields), hostileText, async (field, value) => {
              const query = { ...baseQuery(), [field]: value };
              const response = await send({ query });
              if (contract.input.safeParse(asReceived(query)).success) {
                // Well-formed but meaningless (a cursor from nowhere, the id of nothing): read and answered,
                // not found, or refused by name.
                expect([200, 400, 404], describeAnswer(query, response)).toContain(response.status);
                if (response.status === 400) expect(response.body.message).toContain(field);
              } else {
                expectRefusalNaming(response, field, query);
              }
            }),
            { numRuns: 80 },
          );
          expect(await tableNow()).toBe(before);
        });

      it('refuses an unknown field beside the valid query with a 400 naming it', async () => {
        await fc.assert(
          fc.asyncProperty(unknownField(fields), hostileText, async (key, value) => {
            const query = { ...baseQuery(), [key]: value };
            const [received] = Object.keys(asReceived({ [key]: value }));
            expectRefusalNaming(await send({ query }), received as string, query);
          }),
          { numRuns: 30 },
        );
      });

      it('refuses the valid query without a required field with a 400 naming it', async () => {
        for (const field of fields) {
          const { [field]: _left, ...query } = baseQuery();
          const response = await send({ query });
          if (contract.input.safeParse(query).success) expect(response.status).toBe(200);
          else expectRefusalNaming(response, field, query);
        }
      });
      return;
    }

    const baseBody = () => example.body as Record<string, unknown>;

    it('has a valid example body', () => {
      expect(contract.input.safeParse(baseBody()).success).toBe(true);
    });

    if (fields.length > 0)
      it('refuses a hostile value in any one field of the valid body with a 400 naming it', async () => {
        const before = await tableSnapshot();
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...fields), hostileValue, async (field, value) => {
            const body = { ...baseBody(), [field]: value };
            fc.pre(!contract.input.safeParse(body).success);
            expectRefusalNaming(await send({ body }), field, body);
          }),
          { numRuns: 100 },
        );
        expect(await tableSnapshot()).toBe(before);
      });

    it('refuses an unknown field beside the valid body with a 400 naming it', async () => {
      const before = await tableSnapshot();
      await fc.assert(
        fc.asyncProperty(unknownField(fields), hostileValue, async (key, value) => {
          const body = { ...baseBody(), [key]: value };
          expectRefusalNaming(await send({ body }), key, body);
        }),
        { numRuns: 30 },
      );
      expect(await tableSnapshot()).toBe(before);
    });

    it('refuses the valid body without a required field with a 400 naming it', async () => {
      const without = (field: string) => {
        const { [field]: _left, ...body } = baseBody();
        return body;
      };
      const optional = fields.filter((field) => contract.input.safeParse(without(field)).success);
      const before = await tableSnapshot();
      for (const field of fields.filter((name) => !optional.includes(name))) {
        expectRefusalNaming(await send({ body: without(field) }), field, without(field));
      }
      expect(await tableSnapshot()).toBe(before);
      // An optional field (giveConsent's dob, updateProfile's name): the call is read and answered, never a
      // failure of ours; it may change the table, as a valid call does.
      for (const field of optional) expect((await send({ body: without(field) })).status).toBeLessThan(500);
    });

    it('refuses a body that is not a JSON object with a 400 naming the body', async () => {
      const before = await tableSnapshot();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue().filter((value) => typeof value !== 'object' || value === null),
            fc.array(fc.jsonValue(), { maxLength: 3 }),
            fc.constant([baseBody()]),
          ),
          async (body) => expectRefusalNaming(await send({ body }), 'body', body),
        ),
        { numRuns: 30 },
      );
      expect(await tableSnapshot()).toBe(before);
    });

    it('refuses a body that is not JSON, or that carries prototype keys, with a 400', async () => {
      const before = await tableSnapshot();
      const valid = JSON.stringify(baseBody());
      const prototypeKeys = [
        `{"__proto__":{"admin":true},${valid.slice(1)}`,
        `{"constructor":{"prototype":{"admin":true}},${valid.slice(1)}`,
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string(),
            fc.constantFrom(
              '',
              '{',
              valid.slice(0, -1),
              `${valid},`,
              `${valid}}`,
              "{'id':1}",
              'id=1',
              '\u0000',
            ),
          ),
          async (raw) => {
            fc.pre(!isJson(raw));
            const response = await send({ rawBody: raw });
            expect(response.status, describeAnswer(raw, response)).toBe(400);
            expect(response.body.message).toMatch(/body must be valid JSON/);
          },
        ),
        { numRuns: 40 },
      );
      for (const raw of prototypeKeys) {
        const response = await send({ rawBody: raw });
        expect(response.status, describeAnswer(raw, response)).toBe(400);
        expect(response.body.message).toMatch(/body must be valid JSON/);
      }
      expect(await tableSnapshot()).toBe(before);
    });

    it('refuses the valid body sent as another content type with a 415', async () => {
      const before = await tableSnapshot();
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']) {
        const response = await send({
          rawBody: JSON.stringify(baseBody()),
          headers: { 'content-type': type },
        });
        expect(response.status, type).toBe(415);
        expect(response.body.message).toMatch(/Content-Type: application\/json/);
      }
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
