/**
 * Jobs in the worker's language: which texts a worker sees, what the card copies carry, how a
 * person's edit clears MACHINE, and how the company name is kept out of machine translation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewJob } from '#lib/db/jobs';
import type { Translator } from '#lib/translation/translator';
import {
  cardTranslations,
  hasTranslation,
  type JobTexts,
  jobInLanguage,
  personEdited,
} from '#shared/domain/job-texts';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

let drafts: typeof import('#features/job-posting/machine-drafts');

beforeAll(async () => {
  // The variables of a function whose contract uses translate (the modules read them at load).
  useOnlyVariables();
  drafts = await import('#features/job-posting/machine-drafts');
});
afterAll(restoreVariables);

const hindi: JobTexts = {
  TITLE: 'गणित ट्यूटर',
  LOCATION: 'लखनऊ',
  WORK_HOURS: 'शाम, रोज़ 2 घंटे',
  EARNINGS: '₹350 प्रति घंटा',
  POSITION: 'पार्ट-टाइम',
  DESCRIPTION: 'छोटे ऑनलाइन बैच को गणित पढ़ाएँ।',
  ROLES_AND_RESPONSIBILITIES: 'लाइव क्लास लें।',
  WHAT_YOU_GET: 'प्रशिक्षण।',
  WHO_CAN_APPLY: 'स्नातक।',
  MACHINE: false,
};

const job = {
  ID: 3,
  TITLE: 'Mathematics Tutor',
  COMPANY_NAME: 'Vidya Tutors',
  LOCATION: 'Lucknow',
  WORK_HOURS: 'Evenings, 2 hours a day',
  EARNINGS: '₹350 an hour',
  POSITION: 'Part-time',
  DESCRIPTION: 'Teach small online batches.',
  TRANSLATIONS: { hi: hindi },
};

describe('the job a worker sees', () => {
  it('is in the worker’s language where the job has it, with the company name as written', () => {
    const { job: shown, shownIn } = jobInLanguage(job, 'hi');
    expect(shown.TITLE).toBe('गणित ट्यूटर');
    expect(shown.LOCATION).toBe('लखनऊ');
    expect(shown.DESCRIPTION).toBe('छोटे ऑनलाइन बैच को गणित पढ़ाएँ।');
    expect(shown.COMPANY_NAME).toBe('Vidya Tutors');
    expect(shownIn).toEqual({ language: 'hi', machine: false });
  });

  it('is in English where the job has no text in the language, and for English readers', () => {
    expect(jobInLanguage(job, 'te')).toEqual({ job, shownIn: { language: 'en' } });
    expect(jobInLanguage(job, 'en')).toEqual({ job, shownIn: { language: 'en' } });
    expect(jobInLanguage({ ...job, TRANSLATIONS: undefined }, 'hi').shownIn).toEqual({ language: 'en' });
    expect(hasTranslation(job, 'hi')).toBe(true);
    expect(hasTranslation(job, 'te')).toBe(false);
  });

  it('is in English when the worker asks for English (Show in English)', () => {
    const { job: shown, shownIn } = jobInLanguage(job, 'hi', true);
    expect(shown.TITLE).toBe('Mathematics Tutor');
    expect(shownIn).toEqual({ language: 'en' });
  });

  it('says when the texts are a machine translation', () => {
    const machine = { ...job, TRANSLATIONS: { hi: { ...hindi, MACHINE: true } } };
    expect(jobInLanguage(machine, 'hi').shownIn).toEqual({ language: 'hi', machine: true });
  });

  it('keeps the English text where a translated one is empty', () => {
    const partial = { ...job, TRANSLATIONS: { hi: { ...hindi, DESCRIPTION: ' ' } } };
    expect(jobInLanguage(partial, 'hi').job.DESCRIPTION).toBe('Teach small online batches.');
  });
});

describe('the card copies and a person’s edit', () => {
  it('copies only the card’s texts and MACHINE to a card', () => {
    expect(cardTranslations({ hi: hindi })).toEqual({
      hi: {
        TITLE: 'गणित ट्यूटर',
        LOCATION: 'लखनऊ',
        WORK_HOURS: 'शाम, रोज़ 2 घंटे',
        EARNINGS: '₹350 प्रति घंटा',
        POSITION: 'पार्ट-टाइम',
        MACHINE: false,
      },
    });
    expect(cardTranslations(undefined)).toBeUndefined();
    expect(cardTranslations({})).toBeUndefined();
  });

  it('clears MACHINE for the language a person edits', () => {
    const edited = personEdited({ ...hindi, MACHINE: true }, 'TITLE', 'गणित शिक्षक');
    expect(edited).toMatchObject({ TITLE: 'गणित शिक्षक', MACHINE: false });
  });
});

describe('the company name in machine translation', () => {
  it('is replaced by a placeholder, whatever its case, and put back as written', () => {
    const sent = drafts.protectCompany('Vidya Tutors pays weekly. Join VIDYA TUTORS!', 'Vidya Tutors');
    expect(sent).toBe(`${drafts.COMPANY_PLACEHOLDER} pays weekly. Join ${drafts.COMPANY_PLACEHOLDER}!`);
    expect(
      drafts.restoreCompany(
        sent,
        `${drafts.COMPANY_PLACEHOLDER} हर हफ़्ते देता है। ${drafts.COMPANY_PLACEHOLDER} से जुड़ें!`,
        'Vidya Tutors',
      ),
    ).toBe('Vidya Tutors हर हफ़्ते देता है। Vidya Tutors से जुड़ें!');
  });

  it('refuses a translation that lost a placeholder', () => {
    expect(
      drafts.restoreCompany(`Join ${drafts.COMPANY_PLACEHOLDER}`, 'विद्या ट्यूटर्स से जुड़ें', 'Vidya Tutors'),
    ).toBeUndefined();
  });

  const newJob = {
    ...job,
    LOGO_LINK: '/logos/x.png',
    WORK_FROM_HOME: 1,
    ROLES_AND_RESPONSIBILITIES: 'Teach at Vidya Tutors.',
    WHAT_YOU_GET: 'Pay.',
    WHO_CAN_APPLY: 'Graduates.',
    CITY: 'lucknow',
    TYPE: 'JOB',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 15000,
    TRANSLATIONS: undefined,
  } satisfies NewJob;

  it('drafts every missing language, MACHINE, keeping a person’s language as written', async () => {
    const calls: { texts: readonly string[]; language: string }[] = [];
    const echo: Translator = {
      kind: 'amazon',
      async translate(texts, language) {
        calls.push({ texts, language });
        return texts.map((text) => `${language}:${text}`);
      },
      translateOne: async () => undefined,
    };
    const drafted = await drafts.withMachineDrafts({ ...newJob, TRANSLATIONS: { hi: hindi } }, echo);
    expect(calls.map((call) => call.language)).toEqual(['te']);
    expect(calls[0]?.texts).toContain(`Teach at ${drafts.COMPANY_PLACEHOLDER}.`);
    expect(drafted.TRANSLATIONS?.hi).toEqual(hindi);
    expect(drafted.TRANSLATIONS?.te).toMatchObject({
      TITLE: 'te:Mathematics Tutor',
      ROLES_AND_RESPONSIBILITIES: 'te:Teach at Vidya Tutors.',
      MACHINE: true,
    });
  });

  it('posts the job without a language whose draft failed, and with none from the stand-in', async () => {
    const failing: Translator = {
      kind: 'amazon',
      async translate(texts, language) {
        if (language === 'hi') throw new Error('ThrottlingException');
        return texts.map((text) => `${language}:${text}`);
      },
      translateOne: async () => undefined,
    };
    const drafted = await drafts.withMachineDrafts(newJob, failing);
    expect(drafted.TRANSLATIONS?.hi).toBeUndefined();
    expect(drafted.TRANSLATIONS?.te?.MACHINE).toBe(true);
    const { noTranslator } = await import('#lib/translation/translator');
    expect(await drafts.withMachineDrafts(newJob, noTranslator)).toEqual(newJob);
  });
});
