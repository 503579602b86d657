import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#features/sign-in/passwords';

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
