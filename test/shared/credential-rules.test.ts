/**
 * The staff log-in card checks its two fields with the plain functions of credential-rules.ts (no zod in its
 * chunk, decision 235): they must take exactly what the server's schemas take.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '#shared/domain/constants';
import { credentialMessages, isValidEmail, isValidPassword } from '#shared/domain/credential-rules';
import { emailSchema, messages, passwordSchema } from '#shared/domain/rules';

describe('the credential checks without zod', () => {
  it('take the e-mail addresses emailSchema takes, once trimmed', () => {
    for (const value of [
      'admin@earnlearn.in',
      '  hr@earnlearn.in ',
      'Admin@earnlearn.in',
      'a@b.c',
      'no-at-sign',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(260)}.com`,
      '',
    ])
      expect(isValidEmail(value.trim()), value).toBe(emailSchema.safeParse(value).success);
  });

  it('take the passwords passwordSchema takes', () => {
    for (const value of [
      '',
      'x',
      'correct horse',
      'é'.repeat(PASSWORD_MAX_LENGTH),
      'a'.repeat(PASSWORD_MAX_LENGTH + 1),
    ])
      expect(isValidPassword(value), value.slice(0, 10)).toBe(passwordSchema.safeParse(value).success);
  });

  it('say what the rules say', () => {
    expect(credentialMessages.email).toBe(messages.email);
    expect(credentialMessages.password).toBe(messages.password);
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe(credentialMessages.email);
  });
});
