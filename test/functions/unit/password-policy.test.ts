/**
 * The chosen-password rules of NIST SP 800-63B-4 (finding 6): common and breached passwords, patterns
 * and context words are refused with a reason; anything else of 15 characters or more is accepted, with no
 * composition rule.
 */
import { describe, expect, it } from 'vitest';
import { weakPasswordMessages, weakPasswordReason } from '#features/staff-login/password-policy';
import { newPasswordMessage, newPasswordSchema } from '#shared/domain/rules';

const email = 'asha.rao@earnlearn.in';
const reason = (password: string) => weakPasswordReason(password, { email });

describe('weakPasswordReason', () => {
  it.each([
    '1qaz2wsx3edc4rfv',
    'qwertyuiop12345',
    'Password2024!!!!',
    'P@ssw0rd12345678',
    '!!Iloveyou!!2024',
    'Dragon 1234567890',
    'mailcreated5240',
  ])('refuses %s as a common password', (password) => {
    expect(reason(password)).toBe(weakPasswordMessages.common);
  });

  it.each([
    'aaaaaaaaaaaaaaaa',
    'passwordpassword',
    'abcabcabcabcabc',
    '1234123412341234',
    'abcdefghijklmnop',
    '987654321098765',
    'zyxwvutsrqponml',
  ])('refuses %s as a pattern', (password) => {
    expect(reason(password)).toBe(weakPasswordMessages.pattern);
  });

  it.each([
    'I work at EarnLearn 2026',
    'earn-learn is great!',
    'asharao the administrator',
    'Asha.Rao loves mangoes',
    'mangoes and ASHA in june',
  ])('refuses %s for the product or e-mail name in it', (password) => {
    expect(reason(password)).toBe(weakPasswordMessages.context);
  });

  it.each([
    'my own long password',
    'a-new-password-of-mine',
    'tamarind rain over kochi',
    'సముద్రపు గాలి వీస్తోంది',
    'Fresh password 9f3a21c7',
  ])('accepts %s, with no rule about character classes', (password) => {
    expect(reason(password)).toBeUndefined();
  });

  it('ignores a short e-mail name rather than refusing every password that holds its letters', () => {
    expect(weakPasswordReason('a quiet harbour at dawn', { email: 'a@earnlearn.in' })).toBeUndefined();
  });
});

describe('newPasswordSchema', () => {
  it('needs 15 characters, counted as a person counts them (code points), not UTF-16 units', () => {
    expect(newPasswordSchema.safeParse('fourteen chars').error?.issues[0]?.message).toBe(newPasswordMessage);
    expect(newPasswordSchema.safeParse('fifteen chars!!').success).toBe(true);
    // Eight emoji are 16 UTF-16 units but 8 characters.
    expect(newPasswordSchema.safeParse('😀😀😀😀😀😀😀😀').success).toBe(false);
  });
});
