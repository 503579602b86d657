/**
 * No text a user chose reaches a message unchecked: every message kind that carries a name, a job's title or
 * company, or an alert's words, built with hostile values (links, digits, bidi and control characters, overlong
 * text), carries none of it; good names and titles in the three scripts still go through.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteLanguage } from '#shared/domain/codes';
import {
  codeVariable,
  isJobText,
  isPersonName,
  linkVariable,
  NEUTRAL_WORDS,
  personName,
} from '#shared/domain/message-variables';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
});

const LANGUAGES: readonly SiteLanguage[] = ['en', 'hi', 'te'];
const SITE = 'https://earnlearn.in';

/** What a hostile user types as a name, a title, a company, an alert's words or a note. */
const HOSTILE = [
  'https://evil.example/kyc',
  'evil.example',
  'www.evil.in',
  'Call 9876543210 now',
  'ravi@evil.in',
  'Ravi\u202Eevil',
  'Ravi\u2066evil\u2069',
  'Ravi\u0007evil',
  'Ravi\u0000evil',
  'Ravi\u200Bevil',
  `Ravi${'evil'.repeat(60)}`,
];

/** None of the hostile text, and no control, format or bidi character but the Indic joiners. */
function expectClean(message: string) {
  expect(message).not.toMatch(/evil|9876543210|www\.|https?:\/\/(?!earnlearn\.in)/);
  expect(message.replace(/[\u200C\u200D]/g, '')).not.toMatch(/\p{C}/u);
}

describe('the rule of a person name', () => {
  it('accepts letters, spaces and marks of Latin, Devanagari and Telugu, up to 30 characters', () => {
    for (const name of ['Ravi', 'Ravi Kumar', 'José', 'रवि', 'लक्ष्मी', 'రవి', 'శ్రీ‌నివాస్', 'a'.repeat(30)])
      expect(isPersonName(name), name).toBe(true);
  });

  it('refuses links, digits of any script, dots, signs, other scripts and names past 30 characters', () => {
    for (const name of [...HOSTILE, 'R4vi', 'रवि१', 'Dr. Ravi', 'Ravi!', 'Рави', 'راوي', 'a'.repeat(31), ''])
      expect(isPersonName(name), JSON.stringify(name)).toBe(false);
    expect(personName('https://evil.example/kyc', 'child', 'hi')).toBe(NEUTRAL_WORDS.child.hi);
  });
});

describe('the rule of a job title or company', () => {
  it('accepts the words, digits and signs of trade names in any script', () => {
    for (const text of ['Class 10 Tutor', 'Acme Foods Pvt. Ltd.', 'R&D (Sales) / Support', 'डिलीवरी पार्टनर'])
      expect(isJobText(text), text).toBe(true);
  });

  it('refuses links, addresses, phone numbers and invisible characters', () => {
    for (const text of HOSTILE.slice(0, 10)) expect(isJobText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('codes and links', () => {
  it('refuse anything but digits, and anything but a plain link of ours', () => {
    expect(codeVariable('042917')).toBe('042917');
    expect(() => codeVariable('04291a')).toThrow();
    expect(() => codeVariable('https://evil.example')).toThrow();
    expect(linkVariable('https://earnlearn.in/a/x?u=1')).toBe('https://earnlearn.in/a/x?u=1');
    expect(() => linkVariable('https://earnlearn.in/a x')).toThrow();
    expect(() => linkVariable('https://earnlearn.in/a\u202E')).toThrow();
    expect(() => linkVariable('javascript:alert(1)')).toThrow();
  });
});

describe('every message kind, with a hostile name, title, company and alert', () => {
  it("the parent's SMS says the neutral words instead of a hostile child's name", async () => {
    const { parentLinkMessage } = await import('#lib/messaging/sms');
    for (const name of HOSTILE) {
      const message = parentLinkMessage(name, 'a'.repeat(32), SITE);
      expectClean(message);
      // The first word alone is sent: "Call" of "Call 9876543210 now" is a name, the rest never goes.
      if (name !== 'Call 9876543210 now') expect(message).toContain('Your child asks your consent');
    }
  });

  it('the status SMS in every language', async () => {
    const { reviewMessage } = await import('#lib/messaging/sms');
    for (const language of LANGUAGES)
      for (const hostile of HOSTILE) {
        const message = reviewMessage('SHORTLISTED', { TITLE: hostile, COMPANY_NAME: hostile }, language);
        expectClean(message);
        expect(message).toContain(NEUTRAL_WORDS.title[language]);
        expect(message).toContain(NEUTRAL_WORDS.company[language]);
      }
  });

  it('the status WhatsApp template in every language', async () => {
    const { statusWhatsAppParameters } = await import('#features/review/tell-worker');
    const { renderWhatsApp } = await import('#lib/messaging/whatsapp-templates');
    for (const language of LANGUAGES)
      for (const hostile of HOSTILE) {
        const parameters = statusWhatsAppParameters(
          'SELECTED',
          { TITLE: hostile, COMPANY_NAME: hostile },
          language,
        );
        expectClean(renderWhatsApp('application_status', language, parameters));
      }
  });

  it('the interview invitation and reminder SMS in every language', async () => {
    const { interviewMessage } = await import('#features/interviews/messages');
    for (const kind of ['invitation', 'reminder'] as const)
      for (const language of LANGUAGES)
        for (const hostile of HOSTILE) {
          const message = interviewMessage(
            kind,
            { jobId: 7, title: hostile, company: hostile, startsAt: '2026-11-28T05:00:00.000Z' },
            language,
            SITE,
          );
          expectClean(message);
          expect(message).toContain(NEUTRAL_WORDS.title[language]);
        }
  });

  it("the alert digest's SMS and e-mail subject in every language", async () => {
    const { digestEmail, digestSms } = await import('#shared/domain/job-alerts');
    for (const language of LANGUAGES)
      for (const hostile of HOSTILE) {
        const content = {
          count: 3,
          label: hostile,
          titles: [],
          link: `${SITE}/a/x`,
          unsubscribe: `${SITE}/u/y`,
        };
        expectClean(digestSms(content, { site: SITE, code: 'k3x.abcdefghijkl' }, language));
        expectClean(digestEmail(content, language).subject);
      }
  });

  it('the OTP SMS takes digits only: a code of anything else is refused before it is sent', async () => {
    const { otpMessage } = await import('#lib/messaging/sms');
    expect(otpMessage('042917')).toContain('042917');
    for (const hostile of HOSTILE) expect(() => otpMessage(hostile)).toThrow();
  });
});
