/**
 * Every SMS the product sends, in each of the three languages (issue 40): the text exists, is written in its
 * language's script, takes the same variables as English, and stays within the length rules at its worst (each
 * variable at DLT's 30 characters, the stage's site a long address): a code in one part in every language,
 * nothing beyond five parts. The runbook's table of the same texts is test/functions/unit/sms-runbook.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SMS_LANGUAGES, SMS_TEXTS, type SmsText } from '#shared/domain/message-purposes';
import { VARIABLE_PLACES } from '#shared/domain/message-variables';
import { registeredSmsTexts } from '#test/support/sms-texts';

let sms: typeof import('#lib/messaging/sms');
beforeAll(async () => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
  sms = await import('#lib/messaging/sms');
});

const TEXTS = Object.keys(SMS_TEXTS) as SmsText[];
/** A long stage address: the site's links are fixed text of a template, not a variable. */
const SITE = 'https://www.earnlearn.example.in';
/** What SNS splits a text into at most; we hold every text to half of that. */
const MOST_PARTS = 5;
const SCRIPT = { hi: /\p{Script=Devanagari}/u, te: /\p{Script=Telugu}/u } as const;
/** GSM 03.38's basic set (what English may use). */
const GSM_BASIC = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;
const count = (text: string, part: string) => text.split(part).length - 1;

describe('every SMS text in English, Hindi and Telugu', () => {
  it.each(TEXTS)('%s exists in every language, each in its script, with the variables of English', (name) => {
    const english = registeredSmsTexts(sms)[name]('en');
    for (const language of SMS_LANGUAGES) {
      const text = registeredSmsTexts(sms)[name](language);
      expect(text.trim(), `${name} ${language}`).not.toBe('');
      expect(count(text, '{#var#}'), `${name} ${language}: its variables`).toBe(count(english, '{#var#}'));
      expect(count(text, '{site}'), `${name} ${language}: its links`).toBe(count(english, '{site}'));
      if (language === 'en') {
        // English is written in the GSM alphabet alone: 160 places to a part, not UCS-2's 70.
        expect(text.replace(/\{#var#\}|\{site\}/g, ''), name).toMatch(GSM_BASIC);
        continue;
      }
      expect(text, `${name} ${language}: its script`).toMatch(SCRIPT[language]);
      expect(text).not.toBe(english);
      // No English words left in a translation: only the product's name, and the site's own links.
      const words = text
        .replace(/\{site\}\S*/g, '')
        .replaceAll('{#var#}', '')
        .match(/[A-Za-z]{3,}/g);
      expect(
        words?.filter((word) => word !== 'Earnlearn' && word !== 'IST') ?? [],
        `${name} ${language}`,
      ).toEqual([]);
    }
  });

  it.each(TEXTS.flatMap((name) => SMS_LANGUAGES.map((language) => [name, language] as const)))(
    '%s in %s stays within the parts it may take, every variable at DLT’s 30 characters',
    (name, language) => {
      const text = registeredSmsTexts(sms)[name](language).replaceAll('{site}', SITE);
      // The worst a variable can be: 30 places of the text's own script (a Hindi title in a Hindi text).
      const filler = { en: 'x', hi: 'क', te: 'క' }[language].repeat(VARIABLE_PLACES);
      const worst = text.replaceAll('{#var#}', filler);
      if (name === 'otp') {
        // A code is at most 8 digits: one part in every language, so a code costs the same in each.
        expect(sms.smsParts(text.replaceAll('{#var#}', '12345678'))).toBe(1);
        return;
      }
      expect(sms.smsParts(worst), worst).toBeLessThanOrEqual(MOST_PARTS);
    },
  );

  it('counts a Hindi or Telugu SMS as UCS-2: 70 units in one part, 67 to each part once split', () => {
    expect(sms.smsParts('क'.repeat(70))).toBe(1);
    expect(sms.smsParts('क'.repeat(71))).toBe(2);
    expect(sms.smsParts('క'.repeat(134))).toBe(2);
    expect(sms.smsParts('క'.repeat(135))).toBe(3);
  });
});
