import type * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { checkPassword, hashPassword, UNMATCHABLE_HASH, verifyPassword } from '#features/sign-in/passwords';

const scryptCosts = vi.hoisted(() => [] as number[]);

// Counts the scrypt runs and the cost each was asked for; the runs themselves are the real ones.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  const scrypt = ((password, salt, keyLength, options, callback) => {
    scryptCosts.push(Number(options.N));
    original.scrypt(password, salt, keyLength, options, callback);
  }) as typeof original.scrypt;
  return { ...original, default: { ...original, scrypt }, scrypt };
});

/** Full-cost runs take a second or more each on a busy machine. */
const SLOW = { timeout: 30_000 };

const costOf = (stored: string) => stored.split('$').slice(1, 4).join('$');

describe('passwords', SLOW, () => {
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

describe('checking a password with no account', SLOW, () => {
  it('refuses it after a scrypt run at the cost of a real hash', async () => {
    const stored = await hashPassword('Correct horse 42');
    expect(costOf(UNMATCHABLE_HASH)).toBe(costOf(stored));
    scryptCosts.length = 0;

    await expect(checkPassword('Correct horse 42', undefined)).resolves.toBe(false);
    await expect(checkPassword('Correct horse 42', stored)).resolves.toBe(true);
    await expect(checkPassword('Wrong horse 42', stored)).resolves.toBe(false);

    expect(scryptCosts).toEqual([2 ** 17, 2 ** 17, 2 ** 17]);
  });

  it('refuses every password, the empty one included', async () => {
    for (const password of ['', 'x', 'Correct horse 42']) {
      await expect(verifyPassword(password, UNMATCHABLE_HASH)).resolves.toBe(false);
    }
  });
});
