/** The breach notice SMS (shared/domain/breach-notice.ts): what DLT accepts, in the parts it is billed as. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BREACH_DATE_PATTERN,
  BREACH_REFERENCE_PATTERN,
  BREACH_SMS_TEMPLATES,
  breachNoticeSms,
} from '#shared/domain/breach-notice';
import { SITE_LANGUAGES } from '#shared/domain/codes';

// The SMS module reads its sender id when loaded.
let smsParts: typeof import('#lib/messaging/sms').smsParts;
beforeAll(async () => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
  ({ smsParts } = await import('#lib/messaging/sms'));
});

// The longest values the patterns allow: the 999th incident of a day.
const longest = { date: '27-11-2026', reference: 'BR-20261127-999' };

describe('the breach notice SMS', () => {
  it('has two variables, the date and the reference, each within DLT’s 30 characters', () => {
    expect(BREACH_REFERENCE_PATTERN.test(longest.reference)).toBe(true);
    expect(BREACH_DATE_PATTERN.test(longest.date)).toBe(true);
    expect(longest.reference.length).toBeLessThanOrEqual(30);
    for (const language of SITE_LANGUAGES) {
      expect(BREACH_SMS_TEMPLATES[language].match(/\{#var#\}/g)).toHaveLength(2);
    }
  });

  it.each([
    ['en', 1],
    ['hi', 2],
    ['te', 2],
  ] as const)('is sent in %s as %i part(s) for the production site', (language, parts) => {
    const text = breachNoticeSms(
      language,
      { date: longest.date, reference: 'BR-20261127-9' },
      'https://earnlearn.in/',
    );
    expect(text).toContain('https://earnlearn.in/privacy');
    expect(smsParts(text)).toBe(parts);
  });
});
