/**
 * Every contract's input schema, as the endpoint stack uses it (`contract.input.safeParse`, then `fieldErrors`):
 * whatever a client sends, parsing answers and never throws, and a refusal names the offending field. A hostile
 * value (built with fast-check) in one field is named exactly when that field's own schema refuses it; an
 * unknown field is named; a missing required field is named, an optional one is not; a body that is not an
 * object names the body. input-refusals.test.ts proves once per endpoint that the stack answers such a refusal
 * with a 400 naming the field. Grows with the registry.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { fieldErrors } from '#lib/http/validation';
import { allContracts, type EndpointContract } from '#shared/api/index';
import fc from '#test/support/fast-check';

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

/** Keys JSON parsing itself refuses (prototype pollution): such bodies never reach the schema. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

function hasPrototypeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPrototypeKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => PROTOTYPE_KEYS.includes(key) || hasPrototypeKey(inner));
}

/** Any JSON value, so a field also gets the wrong type: numbers, booleans, null, arrays, objects. */
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
function shapeOf(contract: EndpointContract): Record<string, z.ZodMiniType> {
  const shape = (contract.input as unknown as { def?: { shape?: Record<string, z.ZodMiniType> } }).def?.shape;
  if (!shape) throw new Error(`${contract.name}: the input is not an object schema`);
  return shape;
}

/** The fields a refusal of `input` names, as the 400's `errors` would; none when the input is accepted. */
function namedFields(contract: EndpointContract, input: unknown): string[] {
  const result = contract.input.safeParse(input);
  if (result.success) return [];
  return fieldErrors(result.error, contract.method === 'GET' ? 'query' : 'body').map((error) => error.field);
}

const names = (named: readonly string[], field: string) =>
  named.some((name) => name === field || name.startsWith(`${field}.`));

describe.each(allContracts.map((contract) => [contract.name, contract] as const))('%s', (_, contract) => {
  const shape = shapeOf(contract);
  const fields = Object.keys(shape);
  const sentValue = contract.method === 'GET' ? hostileText : hostileValue;
  const required = fields.filter((field) => !shape[field]?.safeParse(undefined).success);

  if (fields.length > 0)
    it('names a field given a hostile value that the field refuses', () => {
      fc.assert(
        fc.property(fc.constantFrom(...fields), sentValue, (field, value) => {
          // Parsing answers whatever the value; a value the field takes may still be refused by a rule that
          // spans fields (markNotificationsRead's ids or all), so only the field's own refusals are asserted.
          const named = namedFields(contract, { [field]: value });
          fc.pre(!shape[field]?.safeParse(value).success);
          expect(names(named, field), JSON.stringify({ field, value, named }).slice(0, 500)).toBe(true);
        }),
        { numRuns: 200 },
      );
    });

  it('names an unknown field', () => {
    fc.assert(
      fc.property(unknownField(fields), sentValue, (key, value) => {
        expect(namedFields(contract, { [key]: value })).toContain(key);
      }),
      { numRuns: 50 },
    );
  });

  it('names every required field left out', () => {
    const named = namedFields(contract, {});
    for (const field of required) expect(names(named, field), field).toBe(true);
  });

  if (contract.method === 'POST')
    it('names the body when it is not a JSON object', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.jsonValue().filter((value) => typeof value !== 'object' || value === null),
            fc.array(fc.jsonValue(), { maxLength: 3 }),
          ),
          (body) => {
            expect(namedFields(contract, body)).toContain('body');
          },
        ),
        { numRuns: 30 },
      );
    });
});
