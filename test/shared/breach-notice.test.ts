/**
 * The breach notice templates (shared/content/legal/breach/notice.<language>.md; docs/operations.md,
 * "Personal-data breach"): one per site language, each with the five parts Rule 7 asks a notice to a person
 * to have, the same placeholders as the English, the SMS registered on DLT and an e-mail the sender can fill.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/paths';
import {
  BREACH_SMS_TEMPLATES,
  noticeEmailOf,
  noticeSmsOf,
  placeholdersIn,
} from '#shared/domain/breach-notice';
import { SITE_LANGUAGES } from '#shared/domain/codes';

const read = (language: string) =>
  readFileSync(join(repoRoot, `shared/content/legal/breach/notice.${language}.md`), 'utf8');
const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();
const headings = (text: string) => text.match(/^#{2,3} .+$/gm) ?? [];
const section = (text: string, index: number) => text.split(/^## .+$/m)[index] ?? '';

describe('the breach notice templates', () => {
  it('say what happened, what it may mean, what we did, what the person can do, and whom to contact (en)', () => {
    expect(headings(read('en'))).toEqual([
      '## SMS',
      '## E-mail',
      '### What happened',
      '### What this may mean for you',
      '### What we have done',
      '### What you can do',
      '### Who to contact',
    ]);
    for (const needed of ['{{whatHappened}}', '{{consequences}}', '{{whatWeDid}}', '{{contactEmail}}'])
      expect(read('en')).toContain(needed);
  });

  it.each(SITE_LANGUAGES.filter((language) => language !== 'en'))(
    'in %s has the English shape: the same sections and the same placeholders in each',
    (language) => {
      const english = read('en');
      const text = read(language);
      expect(headings(text).map((line) => line.split(' ')[0])).toEqual(
        headings(english).map((line) => line.split(' ')[0]),
      );
      for (const index of [1, 2])
        expect(placeholders(section(text, index))).toEqual(placeholders(section(english, index)));
      expect(text).toMatch(/^---\nversion: \d{4}-\d{2}-\d{2}\ntitle: .+\n---\n/);
    },
  );

  it.each(SITE_LANGUAGES)(
    'in %s has as its SMS the text registered on DLT, the one the sender sends',
    (language) => {
      const sms = noticeSmsOf(read(language))
        .replace('{{date}}', '{#var#}')
        .replace('{{reference}}', '{#var#}')
        .replace('{{site}}', '{site}');
      expect(sms).toBe(BREACH_SMS_TEMPLATES[language]);
    },
  );

  it.each(SITE_LANGUAGES)(
    'in %s has an e-mail with a subject, and the per-person and incident placeholders only',
    (language) => {
      const email = noticeEmailOf(read(language));
      expect(email.subject.length).toBeGreaterThan(10);
      expect(placeholdersIn(email.body)).toEqual(
        [
          'contactEmail',
          'contactName',
          'consequences',
          'dataClasses',
          'discoveredAt',
          'from',
          'name',
          'reference',
          'to',
          'whatHappened',
          'whatWeDid',
          'whatYouCanDo',
        ].sort(),
      );
      expect(email.body).not.toMatch(/^#/m);
    },
  );
});
