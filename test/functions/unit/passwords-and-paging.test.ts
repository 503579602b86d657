import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#features/sign-in/passwords';
import { decodeCursor, encodeCursor, padId } from '#lib/db/paging';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct horse 42');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('Correct horse 42', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse 42', stored)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'garbage')).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('cursors', () => {
  const expected = {
    attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    partition: { name: 'gsi1pk', value: 'JOBS#OPEN' },
  };
  const key = { pk: 'JOB#1', sk: 'JOB', gsi1pk: 'JOBS#OPEN', gsi1sk: '2026#000000000001' };

  it('round-trips a key', () => {
    expect(decodeCursor(encodeCursor(key), expected)).toEqual(key);
    expect(decodeCursor(undefined, expected)).toBeUndefined();
  });

  it.each([
    ['not base64 json', '@@@'],
    ['another partition', encodeCursor({ ...key, gsi1pk: 'USERS' })],
    ['extra attributes', encodeCursor({ ...key, admin: 'yes' })],
    ['missing attributes', encodeCursor({ pk: 'JOB#1', sk: 'JOB' })],
    ['non-string values', encodeCursor({ ...key, sk: 5 })],
    ['an array', encodeCursor([1, 2] as unknown as Record<string, unknown>)],
  ])('refuses %s with a 400', (_case, cursor) => {
    expect(() => decodeCursor(cursor, expected)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('pads ids so they sort as numbers', () => {
    expect([padId(10), padId(9)].sort()).toEqual([padId(9), padId(10)]);
  });
});
