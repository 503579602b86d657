/** What an edit does to a job's Hindi and Telugu texts (features/job-posting/editing.ts). */
import { describe, expect, it } from 'vitest';
import { editedTranslations, keepUndrafted } from '#features/job-posting/editing';
import type { StoredJob } from '#lib/db/jobs';
import type { JobTexts } from '#shared/domain/job-texts';

const texts = (title: string, machine: boolean): JobTexts => ({
  TITLE: title,
  LOCATION: 'चेन्नई',
  WORK_HOURS: 'दिन में 6 घंटे',
  EARNINGS: '₹9,000 प्रति माह',
  POSITION: 'इंटर्न',
  DESCRIPTION: 'विवरण।',
  ROLES_AND_RESPONSIBILITIES: 'काम।',
  WHAT_YOU_GET: 'प्रमाणपत्र।',
  WHO_CAN_APPLY: 'छात्र।',
  MACHINE: machine,
});

const stored = (translations: StoredJob['TRANSLATIONS']) => ({ TRANSLATIONS: translations }) as StoredJob;

describe("an edit's translations", () => {
  it('drafts a machine draft again when the English changed, and keeps it as it is when it did not', () => {
    const job = stored({ hi: texts('मशीन', true) });
    expect(editedTranslations(job, undefined, true)).toEqual({ translations: {}, redraft: ['hi', 'te'] });
    expect(editedTranslations(job, undefined, false).translations.hi).toEqual(texts('मशीन', true));
  });

  it('keeps an old machine draft, marked stale, when no new draft comes', () => {
    const job = stored({ hi: texts('मशीन', true) });
    expect(keepUndrafted(undefined, job, ['hi', 'te'])).toEqual({
      hi: { ...texts('मशीन', true), STALE: true },
    });
    expect(keepUndrafted({ hi: texts('नया', true) }, job, ['hi'])).toEqual({ hi: texts('नया', true) });
  });

  it("never redrafts a person's texts left out of the form: they are kept, stale when the English changed", () => {
    const job = stored({ te: texts('వ్యక్తి', false) });
    const { translations, redraft } = editedTranslations(job, undefined, true);
    expect(translations.te).toEqual({ ...texts('వ్యక్తి', false), STALE: true });
    expect(redraft).toEqual(['hi']);
  });
});
