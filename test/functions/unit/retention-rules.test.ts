/**
 * The retention job's pure parts: the cut-off 3 calendar years back, the months of the sign-in index
 * it reads, and the notice in each language fitting the SMS it is sent as.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '#shared/domain/codes';

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'unit-table',
    SESSION_SECRET: 'unit-test-secret-of-at-least-32-characters!',
    SMS_SENDER_ID: 'EARNLN',
    SES_FROM_ADDRESS: 'no-reply@earnlearn.in',
    UPLOADS_BUCKET: 'unit-uploads',
  });
});
afterAll(() => {
  process.env = saved;
});

describe('the retention job’s rules', () => {
  it('cuts off 3 calendar years back, and reads every month of the index up to the cut-off', async () => {
    const { inactivityCutOff, monthsUpTo } = await import('#features/erasure/retention');
    expect(inactivityCutOff(Date.parse('2030-03-01T00:00:00.000Z'))).toBe('2027-03-01T00:00:00.000Z');
    expect(inactivityCutOff(Date.parse('2032-02-29T12:00:00.000Z'))).toBe('2029-03-01T12:00:00.000Z');
    const months = monthsUpTo('2027-03-01T00:00:00.000Z');
    expect(months[0]).toBe('2026-01');
    expect(months.at(-1)).toBe('2027-03');
    expect(months).toHaveLength(15);
    expect(monthsUpTo('2025-12-31T00:00:00.000Z')).toEqual([]);
  });

  it('has the notice in every language: one SMS part in English, at most two in Hindi and Telugu', async () => {
    const { RETENTION_EMAIL, RETENTION_SMS } = await import('#features/erasure/notice');
    const { smsParts } = await import('#lib/messaging/sms');
    for (const language of SITE_LANGUAGES) {
      expect(RETENTION_SMS[language]).toMatch(/48/);
      expect(RETENTION_EMAIL[language].text).toMatch(/48/);
      expect(smsParts(RETENTION_SMS[language])).toBeLessThanOrEqual(language === 'en' ? 1 : 2);
    }
  });
});
