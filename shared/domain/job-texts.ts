/**
 * A job's texts in the worker's language: the English texts are the job's own fields; a job may carry
 * Hindi and Telugu versions of them in TRANSLATIONS, each marked MACHINE while it is Amazon Translate's draft
 * that no person has edited. Pure, shared by the server (posting, machine drafts) and the SPA (which text a
 * worker sees, the admin's form).
 */

/** The languages a job's texts may be translated to (English is the job's own fields). */
export const JOB_TEXT_LANGUAGES = ['hi', 'te'] as const;
export type JobTextLanguage = (typeof JOB_TEXT_LANGUAGES)[number];

/** The texts a job card shows, translated with the card (job listings, the application's copy). */
export const CARD_TEXT_FIELDS = ['TITLE', 'LOCATION', 'WORK_HOURS', 'EARNINGS', 'POSITION'] as const;
/** Every translated text of a job: the card's and the job page's. */
export const JOB_TEXT_FIELDS = [
  ...CARD_TEXT_FIELDS,
  'DESCRIPTION',
  'ROLES_AND_RESPONSIBILITIES',
  'WHAT_YOU_GET',
  'WHO_CAN_APPLY',
] as const;
export type CardTextField = (typeof CARD_TEXT_FIELDS)[number];
export type JobTextField = (typeof JOB_TEXT_FIELDS)[number];

/**
 * MACHINE: true while the texts are a machine translation no person edited. STALE: true once the English
 * changed after them (an edit), until a person writes them again or a new machine draft replaces them.
 */
export type CardTexts = Record<CardTextField, string> & { MACHINE: boolean; STALE?: boolean };
export type JobTexts = Record<JobTextField, string> & { MACHINE: boolean; STALE?: boolean };
export type JobTranslations<T extends CardTexts = JobTexts> = Partial<Record<JobTextLanguage, T>>;

/** The card's part of a job's translations (what listing items and applications copy). */
export function cardTranslations(
  translations: JobTranslations<CardTexts> | undefined,
): JobTranslations<CardTexts> | undefined {
  if (!translations) return undefined;
  const card: JobTranslations<CardTexts> = {};
  for (const language of JOB_TEXT_LANGUAGES) {
    const texts = translations[language];
    if (!texts) continue;
    card[language] = {
      ...(Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, texts[field]])) as Record<
        CardTextField,
        string
      >),
      MACHINE: texts.MACHINE,
    };
  }
  return Object.keys(card).length > 0 ? card : undefined;
}

/** How a job is shown: in the worker's language by a person or by the machine, or in English. */
export type ShownIn = { language: 'en' } | { language: JobTextLanguage; machine: boolean };

/**
 * The job as a worker reading `language` sees it: its texts in that language where the job has them (every
 * text of the language, never a mix), else its English texts. `english` forces English (the worker's "Show in
 * English"). The rest of the job (company, logo, dates) is as it is: a company name is never translated.
 */
export function jobInLanguage<T extends { TRANSLATIONS?: JobTranslations<CardTexts> | undefined }>(
  job: T,
  language: string,
  english = false,
): { job: T; shownIn: ShownIn } {
  const texts = english ? undefined : job.TRANSLATIONS?.[language as JobTextLanguage];
  if (!texts) return { job, shownIn: { language: 'en' } };
  const { MACHINE, ...fields } = texts;
  const shown: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    // A text left empty (never by a posting, which asks for all) falls back to the English one.
    if (typeof value === 'string' && value.trim() !== '') shown[field] = value;
  }
  return {
    job: { ...job, ...shown },
    shownIn: { language: language as JobTextLanguage, machine: MACHINE },
  };
}

/**
 * A job's title where a job is named (a dialog, a notice, the my-data page): its title in `language` when the
 * job has one, else its English title.
 */
export function titleInLanguage(
  job: { TITLE: string; TRANSLATIONS?: Partial<Record<JobTextLanguage, { TITLE?: string }>> | undefined },
  language: string,
): string {
  const title = job.TRANSLATIONS?.[language as JobTextLanguage]?.TITLE;
  return title !== undefined && title.trim() !== '' ? title : job.TITLE;
}

/** Whether the job has its texts in `language` (so a "Show in English" switch makes sense). */
export function hasTranslation(
  job: { TRANSLATIONS?: JobTranslations<CardTexts> | undefined },
  language: string,
): boolean {
  return job.TRANSLATIONS?.[language as JobTextLanguage] !== undefined;
}

/**
 * A person's edit of one text of a language: the texts are theirs from now on, so MACHINE is cleared for the
 * whole language (a person who edits one field of a draft has read it; the label "machine translation" would
 * no longer be true of what they approved).
 */
export function personEdited<T extends CardTexts>(texts: T, field: keyof T & string, value: string): T {
  return { ...texts, [field]: value, MACHINE: false };
}
