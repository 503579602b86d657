/** The post-new-job form's values, its labels, and the `postJob` input built from it. */
import type { JobSummary } from '#shared/api/job-shapes';
import { districtName } from '#shared/domain/districts';
import type { JobPosting, JobTranslationPosting } from '#shared/domain/job-rules';
import {
  type CardTexts,
  JOB_TEXT_LANGUAGES,
  type JobTextLanguage,
  type JobTranslations,
} from '#shared/domain/job-texts';
import type { PngValue } from '#web/components/PngUpload';

/** The English fields (the job's own); the Hindi and Telugu texts are `translations`. */
export type JobField = Exclude<keyof JobPosting, 'translations'>;
/** A text of a job in Hindi or Telugu, as the form's language tabs hold it. */
export type TranslationField = keyof JobTranslationPosting;
export type TranslationValues = Record<TranslationField, string>;

/** The form's tabs: English (required), Hindi and Telugu (optional, each whole or not at all). */
export type FormLanguage = 'en' | JobTextLanguage;
export const LANGUAGE_TAB_NAMES: Record<FormLanguage, string> = { en: 'English', hi: 'Hindi', te: 'Telugu' };

export const TRANSLATION_FIELDS: readonly TranslationField[] = [
  'title',
  'location',
  'workHours',
  'earnings',
  'position',
  'description',
  'rolesAndResponsibilities',
  'whatYouGet',
  'whoCanApply',
];

export const EMPTY_TRANSLATION: TranslationValues = {
  title: '',
  location: '',
  workHours: '',
  earnings: '',
  position: '',
  description: '',
  rolesAndResponsibilities: '',
  whatYouGet: '',
  whoCanApply: '',
};

/** A language tab is sent once anything is typed in it (then every text of it is required). */
export function isStarted(texts: TranslationValues): boolean {
  return TRANSLATION_FIELDS.some((field) => texts[field].trim() !== '');
}

export interface JobFormValues {
  title: string;
  companyName: string;
  logo: PngValue;
  /** A district id, or '' until one is picked. */
  location: string;
  /** '1' available, '0' not, '' until chosen. */
  workFromHome: string;
  workHours: string;
  earnings: string;
  position: string;
  description: string;
  rolesAndResponsibilities: string;
  whatYouGet: string;
  whoCanApply: string;
  /** A JOB_TYPES value, or '' until chosen. */
  type: string;
  /** A JOB_SCHEDULES value, or '' until chosen. */
  schedule: string;
  /** Whole rupees a month, as typed. */
  monthlyEarnings: string;
  /** The texts in Hindi and Telugu as typed in their tabs ('' throughout: the language is left to the machine). */
  translations: Record<JobTextLanguage, TranslationValues>;
}

export const EMPTY_JOB: JobFormValues = {
  title: '',
  companyName: '',
  logo: { key: '' },
  location: '',
  workFromHome: '',
  workHours: '',
  earnings: '',
  position: '',
  description: '',
  rolesAndResponsibilities: '',
  whatYouGet: '',
  whoCanApply: '',
  type: '',
  schedule: '',
  monthlyEarnings: '',
  translations: { hi: EMPTY_TRANSLATION, te: EMPTY_TRANSLATION },
};

/** The labels of the form's fields, also used to name the server's field errors. */
export const JOB_FIELD_LABELS: Record<JobField, string> = {
  title: 'Job title',
  companyName: 'Company name',
  logo: 'Company logo',
  location: 'Location',
  workFromHome: 'Work From Home',
  workHours: 'Work Hours',
  earnings: 'Earnings',
  position: 'Position',
  description: 'Description',
  rolesAndResponsibilities: 'Roles & Responsibilities',
  whatYouGet: 'What you get',
  whoCanApply: 'Who can Apply',
  type: 'Type',
  schedule: 'Hours',
  monthlyEarnings: 'Earnings a month (₹)',
};

/** The labels of a language tab's texts. */
export const TRANSLATION_LABELS: Record<TranslationField, string> = {
  title: 'Job title',
  location: 'City, as written in the language',
  workHours: 'Work Hours',
  earnings: 'Earnings',
  position: 'Position',
  description: 'Description',
  rolesAndResponsibilities: 'Roles & Responsibilities',
  whatYouGet: 'What you get',
  whoCanApply: 'Who can Apply',
};

/** A server error's field named for the admin: `translations.hi.title` is "Hindi: Job title". */
export function fieldLabel(field: string): string {
  const [first, language, text] = field.split('.');
  if (first === 'translations' && language && text) {
    const tab = LANGUAGE_TAB_NAMES[language as FormLanguage] ?? language;
    return `${tab}: ${TRANSLATION_LABELS[text as TranslationField] ?? text}`;
  }
  return JOB_FIELD_LABELS[field as JobField] ?? field;
}

/** The languages with anything typed, as `postJob` takes them; undefined when none. */
function translationsInput(
  values: JobFormValues,
): Partial<Record<JobTextLanguage, TranslationValues>> | undefined {
  const started = JOB_TEXT_LANGUAGES.filter((language) => isStarted(values.translations[language]));
  if (started.length === 0) return undefined;
  return Object.fromEntries(started.map((language) => [language, values.translations[language]]));
}

/** What the form holds, shaped as `postJob` takes it; `jobPostingSchema` then checks it. */
export function toPostingInput(
  values: JobFormValues,
): Record<JobField, unknown> & { translations?: unknown } {
  const translations = translationsInput(values);
  return {
    ...(translations ? { translations } : {}),
    title: values.title,
    companyName: values.companyName,
    logo: values.logo.key,
    location: values.location,
    workFromHome: values.workFromHome === '' ? undefined : Number(values.workFromHome),
    workHours: values.workHours,
    earnings: values.earnings,
    position: values.position,
    description: values.description,
    rolesAndResponsibilities: values.rolesAndResponsibilities,
    whatYouGet: values.whatYouGet,
    whoCanApply: values.whoCanApply,
    type: values.type === '' ? undefined : values.type,
    schedule: values.schedule === '' ? undefined : values.schedule,
    // Digits only become a number; anything else stays text, which the schema refuses with its message.
    monthlyEarnings: /^[0-9]{1,9}$/.test(values.monthlyEarnings.trim())
      ? Number(values.monthlyEarnings.trim())
      : values.monthlyEarnings,
  };
}

/** The job as a worker's card will show it, from what is typed so far (placeholders for what is not). */
export function previewJob(values: JobFormValues, logoLink: string, now: Date): JobSummary {
  return {
    ID: 0,
    TITLE: values.title.trim() || 'Untitled job',
    COMPANY_NAME: values.companyName.trim() || 'Your company',
    LOGO_LINK: logoLink,
    LOCATION: districtName(values.location) || 'City',
    WORK_FROM_HOME: values.workFromHome === '1' ? 1 : 0,
    WORK_HOURS: values.workHours.trim() || 'Work hours',
    EARNINGS: values.earnings.trim() || 'Earnings',
    POSITION: values.position.trim() || 'Position',
    POSTED_AT: now.toISOString(),
    TRANSLATIONS: previewTranslations(values),
  };
}

/** The card's texts of each language typed so far (a text not typed yet shows the English one). */
function previewTranslations(values: JobFormValues): JobTranslations<CardTexts> | undefined {
  const translations: JobTranslations<CardTexts> = {};
  for (const language of JOB_TEXT_LANGUAGES) {
    const texts = values.translations[language];
    if (!isStarted(texts)) continue;
    translations[language] = {
      TITLE: texts.title.trim(),
      LOCATION: texts.location.trim(),
      WORK_HOURS: texts.workHours.trim(),
      EARNINGS: texts.earnings.trim(),
      POSITION: texts.position.trim(),
      // What a person types is theirs: never labelled a machine translation.
      MACHINE: false,
    };
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}
