/**
 * A 400 names the field (functions/lib/http/validation.ts): an unknown key is named from the top of the body, so
 * one inside an object (postJob's `translations`) names that object, never just the bare key.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldErrors } from '#lib/http/validation';

const body = z.strictObject({
  title: z.string(),
  translations: z.optional(z.strictObject({ hi: z.optional(z.strictObject({ TITLE: z.string() })) })),
});

function errorsOf(value: unknown) {
  const result = body.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return fieldErrors(result.error, 'body');
}

describe('fieldErrors', () => {
  it('names an unknown top-level field by its key', () => {
    expect(errorsOf({ title: 'x', extra: 1 })).toEqual([{ field: 'extra', message: 'Unknown field: extra' }]);
  });

  it('names an unknown key inside an object with the path to it, an empty key included', () => {
    expect(errorsOf({ title: 'x', translations: { '': {} } })).toEqual([
      { field: 'translations.', message: 'Unknown field: translations.' },
    ]);
    expect(errorsOf({ title: 'x', translations: { hi: { TITLE: 't', X: 1 } } })).toEqual([
      { field: 'translations.hi.X', message: 'Unknown field: translations.hi.X' },
    ]);
  });

  it('names a missing field by its path', () => {
    expect(errorsOf({ translations: {} })).toEqual([
      { field: 'title', message: 'title is missing or invalid' },
    ]);
  });
});
