/**
 * The post-new-job form's values, its labels and errors, and the `postJob` input built from it. The form asks
 * each thing once: the earnings as one amount and how often it is paid, the job's type, its
 * schedule with the hours in detail if the admin wants; the posting's EARNINGS, MONTHLY_EARNINGS and WORK_HOURS
 * are worked out from those here, so `postJob` keeps its fields.
 */
import type { Job, JobSummary } from '#shared/api/job-shapes';
import { districtName } from '#shared/domain/districts';
import {
  EARNINGS_UNITS,
  type EarningsUnit,
  earningsText,
  HOURS_A_DAY,
  isEstimatedUnit,
  monthlyEstimate,
  rupeeText,
  WEEKS_A_MONTH,
  WORK_DAYS_A_MONTH,
} from '#shared/domain/job-earnings';
import {
  JOB_SCHEDULES,
  type JobPosting,
  type JobSchedule,
  type JobTranslationPosting,
  type JobType,
  jobScheduleLabels,
  MONTHLY_EARNINGS_MAX,
} from '#shared/domain/job-rules';
import {
  type CardTexts,
  JOB_TEXT_LANGUAGES,
  type JobTextLanguage,
  type JobTexts,
  type JobTranslations,
} from '#shared/domain/job-texts';
import { placeName } from '#shared/domain/place-name';
import type { ScreeningQuestion } from '#shared/domain/screening-rules';
import type { PngValue } from '#web/components/PngUpload';
import {
  type EligibilityValues,
  EMPTY_ELIGIBILITY,
  eligibilityInput,
  eligibilityValuesOf,
} from './eligibility-form';
import { detailsInput, EMPTY_DETAILS, type JobDetailValues } from './job-details-form';
import { type QuestionValues, questionsInput, questionValuesOf } from './questions-form';

/** A text of a job in Hindi or Telugu, as `postJob` takes it. */
export type TranslationField = keyof JobTranslationPosting;
export type TranslationValues = Record<TranslationField, string>;

/** The form's tabs: English (required), Hindi and Telugu (optional, each whole or not at all). */
export type FormLanguage = 'en' | JobTextLanguage;
export const LANGUAGE_TAB_NAMES: Record<FormLanguage, string> = { en: 'English', hi: 'Hindi', te: 'Telugu' };

/** The texts a language tab asks for; its earnings are the English amount in its words (`earningsText`). */
export const TRANSLATION_FIELDS: readonly TranslationField[] = [
  'title',
  'location',
  'workHours',
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
  /** A JOB_TYPES value, or '' until chosen. */
  type: string;
  /** A JOB_SCHEDULES value, or '' until chosen. */
  schedule: string;
  /** The hours in the admin's words ("4 hours a day, weekends"); optional: empty, workers read the schedule. */
  hoursDetail: string;
  /** Whole rupees, as typed ("12,000" is taken). */
  earningsAmount: string;
  earningsUnit: EarningsUnit | '';
  /** The most the pay goes up to, for a range; '' for one amount. */
  earningsUpTo: string;
  /** The admin's month estimate in whole rupees, asked only for a task, delivery, event or fixed pay. */
  monthlyGuess: string;
  position: string;
  description: string;
  rolesAndResponsibilities: string;
  whatYouGet: string;
  whoCanApply: string;
  /** Who may take the job (JobEligibilityFields). */
  eligibility: EligibilityValues;
  /** The texts in Hindi and Telugu as typed in their tabs ('' throughout: the language is left to the machine). */
  translations: Record<JobTextLanguage, TranslationValues>;
  /** Openings, dates, duration and skills (job-details-form.ts). */
  details: JobDetailValues;
  /** The screening questions, in order (questions-form.ts). */
  questions: QuestionValues[];
}

/** The form's fields in the order they are asked (the first with an error gets the focus after a submit). */
export const FORM_FIELDS = [
  'title',
  'companyName',
  'logo',
  'location',
  'workFromHome',
  'type',
  'schedule',
  'hoursDetail',
  'earningsAmount',
  'earningsUnit',
  'earningsUpTo',
  'monthlyGuess',
  'position',
  'description',
  'rolesAndResponsibilities',
  'whatYouGet',
  'whoCanApply',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export const EMPTY_JOB: JobFormValues = {
  title: '',
  companyName: '',
  logo: { key: '' },
  location: '',
  workFromHome: '',
  type: '',
  schedule: '',
  hoursDetail: '',
  earningsAmount: '',
  earningsUnit: '',
  earningsUpTo: '',
  monthlyGuess: '',
  position: '',
  description: '',
  rolesAndResponsibilities: '',
  whatYouGet: '',
  whoCanApply: '',
  eligibility: EMPTY_ELIGIBILITY,
  translations: { hi: EMPTY_TRANSLATION, te: EMPTY_TRANSLATION },
  details: EMPTY_DETAILS,
  questions: [],
};

/** The labels of the form's fields. */
export const FORM_FIELD_LABELS: Record<FormField, string> = {
  title: 'Job title',
  companyName: 'Company name',
  logo: 'Company logo',
  location: 'Location',
  workFromHome: 'Work From Home',
  type: 'Type of work',
  schedule: 'Work hours',
  hoursDetail: 'Hours in detail (optional)',
  earningsAmount: 'Earnings in rupees',
  earningsUnit: 'Paid',
  earningsUpTo: 'Up to, in rupees (optional, for a range)',
  monthlyGuess: 'Earnings a month, about, in rupees',
  position: 'Position',
  description: 'Description',
  rolesAndResponsibilities: 'Roles & Responsibilities',
  whatYouGet: 'What you get',
  whoCanApply: 'Who can Apply',
};

/** The labels of a language tab's texts. */
export const TRANSLATION_LABELS: Record<TranslationField, string> = {
  title: 'Job title',
  location: 'City, as written in the language',
  workHours: 'Work hours',
  earnings: 'Earnings',
  position: 'Position',
  description: 'Description',
  rolesAndResponsibilities: 'Roles & Responsibilities',
  whatYouGet: 'What you get',
  whoCanApply: 'Who can Apply',
};

/** The form's own messages, for the fields `postJob` does not have as such. */
export const formMessages = {
  earningsAmount: 'Please enter the earnings in whole rupees, for example 600',
  earningsUnit:
    'Please choose what it is paid for: an hour, a day, a week, a month, a task, a delivery, an event, or a fixed amount',
  tooMuch: `That is more than ${rupeeText(MONTHLY_EARNINGS_MAX)} a month`,
  earningsUpTo:
    'Please enter the most it goes up to in whole rupees, more than the amount, or leave it empty',
  monthlyGuess:
    'Please enter about how much a worker earns a month in whole rupees: the earnings filter and sort use it',
} as const;

/** What the server's field names are called on the form, to name a refusal's fields. */
const API_FIELD_LABELS: Record<string, string> = {
  ...FORM_FIELD_LABELS,
  workHours: 'Work hours',
  earnings: 'Earnings',
  monthlyEarnings: 'Earnings',
  pay: 'Earnings',
};

/** A server error's field named for the admin: `translations.hi.title` is "Hindi: Job title". */
export function fieldLabel(field: string): string {
  const [first, language, text] = field.split('.');
  if (first === 'translations' && language && text) {
    const tab = LANGUAGE_TAB_NAMES[language as FormLanguage] ?? language;
    return `${tab}: ${TRANSLATION_LABELS[text as TranslationField] ?? text}`;
  }
  if (first === 'questions' && language !== undefined && /^[0-9]+$/.test(language)) {
    return `Screening question ${Number(language) + 1}`;
  }
  return API_FIELD_LABELS[field] ?? field;
}

const isSchedule = (value: string): value is JobSchedule => JOB_SCHEDULES.some((known) => known === value);

/** The amount typed, in whole rupees ("12,000" and "12000" alike), or undefined when it is not one. */
export function amountOf(text: string): number | undefined {
  const digits = text.replace(/[,\s]/g, '');
  return /^[0-9]{1,9}$/.test(digits) ? Number(digits) : undefined;
}

/**
 * The units the form offers: every one. A task's, a delivery's, an event's or a fixed pay's month estimate is
 * the admin's (`monthlyGuess`, asked only for those units); the others' is worked out from the amount.
 */
export const FORM_EARNINGS_UNITS = EARNINGS_UNITS;

/** Whether the form asks the admin for the month's estimate (the unit gives no rule for it). */
export function asksMonthlyGuess(values: JobFormValues): boolean {
  const unit = EARNINGS_UNITS.find((known) => known === values.earningsUnit);
  return unit !== undefined && isEstimatedUnit(unit);
}

/** The earnings as worked out from the amount and its unit, or undefined until both are there. */
export function earningsOf(
  values: JobFormValues,
): { amount: number; unit: EarningsUnit; monthly: number; upTo?: number } | undefined {
  const amount = amountOf(values.earningsAmount);
  const upTo = values.earningsUpTo.trim() === '' ? undefined : amountOf(values.earningsUpTo);
  const unit = FORM_EARNINGS_UNITS.find((known) => known === values.earningsUnit);
  if (amount === undefined || !unit) return undefined;
  const schedule = isSchedule(values.schedule) ? values.schedule : undefined;
  const monthly = monthlyEstimate(amount, unit, schedule) ?? amountOf(values.monthlyGuess);
  if (monthly === undefined) return undefined;
  return upTo !== undefined && upTo > amount ? { amount, unit, monthly, upTo } : { amount, unit, monthly };
}

/** How the month's estimate is worked out, for the hint under the earnings. */
export function estimateNote(values: JobFormValues): string | undefined {
  const earnings = earningsOf(values);
  if (!earnings) return undefined;
  const shown = `Workers see "${earningsText(earnings.amount, earnings.unit, 'en', earnings.upTo)}".`;
  if (earnings.unit === 'MONTH' || isEstimatedUnit(earnings.unit))
    return `${shown} Filters and sort use ${rupeeText(earnings.monthly)} a month.`;
  const how =
    earnings.unit === 'WEEK'
      ? `${WEEKS_A_MONTH} weeks`
      : `${earnings.unit === 'HOUR' ? `${HOURS_A_DAY[isSchedule(values.schedule) ? values.schedule : 'FULL_TIME']} hours a day, ` : ''}${WORK_DAYS_A_MONTH[isSchedule(values.schedule) ? values.schedule : 'FULL_TIME']} days of ${
          values.schedule === 'PART_TIME' ? 'part-time' : 'full-time'
        } work`;
  return `${shown} Filters and sort use about ${rupeeText(earnings.monthly)} a month (${how}).`;
}

/** WORK_HOURS: the hours in detail when given, otherwise the schedule ("Part-time"). */
export function workHoursOf(values: JobFormValues): string {
  const detail = values.hoursDetail.trim();
  if (detail) return detail;
  return isSchedule(values.schedule) ? jobScheduleLabels[values.schedule] : '';
}

/** The languages with anything typed, as `postJob` takes them (their earnings in their words); undefined when none. */
function translationsInput(
  values: JobFormValues,
): Partial<Record<JobTextLanguage, TranslationValues>> | undefined {
  const started = JOB_TEXT_LANGUAGES.filter((language) => isStarted(values.translations[language]));
  if (started.length === 0) return undefined;
  const earnings = earningsOf(values);
  return Object.fromEntries(
    started.map((language) => [
      language,
      {
        ...values.translations[language],
        earnings: earnings ? earningsText(earnings.amount, earnings.unit, language, earnings.upTo) : '',
      },
    ]),
  );
}

/** What the form holds, shaped as `postJob` takes it; `jobPostingSchema` then checks it. */
export function toPostingInput(
  values: JobFormValues,
): Record<Exclude<keyof JobPosting, 'translations'>, unknown> & { translations?: unknown } {
  const translations = translationsInput(values);
  const earnings = earningsOf(values);
  return {
    ...(translations ? { translations } : {}),
    title: values.title,
    companyName: values.companyName,
    logo: values.logo.key,
    location: values.location,
    workFromHome: values.workFromHome === '' ? undefined : Number(values.workFromHome),
    workHours: workHoursOf(values),
    earnings: earnings ? earningsText(earnings.amount, earnings.unit, 'en', earnings.upTo) : '',
    position: values.position,
    description: values.description,
    rolesAndResponsibilities: values.rolesAndResponsibilities,
    whatYouGet: values.whatYouGet,
    whoCanApply: values.whoCanApply,
    type: values.type === '' ? undefined : values.type,
    schedule: values.schedule === '' ? undefined : values.schedule,
    monthlyEarnings: earnings?.monthly,
    // The pay in parts: the server writes every language's EARNINGS from it.
    pay: earnings
      ? {
          unit: earnings.unit,
          amount: earnings.amount,
          ...(earnings.upTo !== undefined ? { upTo: earnings.upTo } : {}),
        }
      : undefined,
    ...detailsInput(values.details),
    eligibility: eligibilityInput(values.eligibility),
    questions: questionsInput(values.questions),
  };
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first error of each English field: the form's own checks of the amount and its unit, and the schema's
 * issues under the field they come from (WORK_HOURS is the hours in detail, or the schedule's label when there
 * is none: the schedule's own error says it then). EARNINGS and MONTHLY_EARNINGS come from the amount and unit,
 * whose errors say what to fix.
 */
export function formErrors(
  values: JobFormValues,
  issues: readonly Issue[],
): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  const amount = amountOf(values.earningsAmount);
  if (amount === undefined) errors.earningsAmount = formMessages.earningsAmount;
  else if ((earningsOf(values)?.monthly ?? 0) > MONTHLY_EARNINGS_MAX)
    errors.earningsAmount = formMessages.tooMuch;
  if (asksMonthlyGuess(values) && amountOf(values.monthlyGuess) === undefined)
    errors.monthlyGuess = formMessages.monthlyGuess;
  if (values.earningsUpTo.trim() !== '') {
    const upTo = amountOf(values.earningsUpTo);
    if (upTo === undefined || amount === undefined || upTo <= amount)
      errors.earningsUpTo = formMessages.earningsUpTo;
  }
  if (!FORM_EARNINGS_UNITS.some((unit) => unit === values.earningsUnit))
    errors.earningsUnit = formMessages.earningsUnit;
  for (const issue of issues) {
    const path = String(issue.path[0] ?? '');
    let field: FormField | undefined;
    if (path === 'workHours') field = values.hoursDetail.trim() ? 'hoursDetail' : undefined;
    // The eligibility fields and the language tabs show their own errors (eligibility-form.ts, TranslationPanel).
    else if (
      path === 'earnings' ||
      path === 'monthlyEarnings' ||
      path === 'translations' ||
      path === 'eligibility'
    )
      field = undefined;
    else field = FORM_FIELDS.find((known) => known === path);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The job as a worker's card will show it, from what is typed so far (placeholders for what is not). */
export function previewJob(values: JobFormValues, logoLink: string, now: Date): JobSummary {
  const earnings = earningsOf(values);
  return {
    ID: 0,
    TITLE: values.title.trim() || 'Untitled job',
    COMPANY_NAME: values.companyName.trim() || 'Your company',
    LOGO_LINK: logoLink,
    LOCATION: placeName(districtName(values.location)) || 'City',
    WORK_FROM_HOME: values.workFromHome === '1' ? 1 : 0,
    WORK_HOURS: workHoursOf(values) || 'Work hours',
    EARNINGS: earnings ? earningsText(earnings.amount, earnings.unit, 'en', earnings.upTo) : 'Earnings',
    POSITION: values.position.trim() || 'Position',
    POSTED_AT: now.toISOString(),
    TRANSLATIONS: previewTranslations(values),
  };
}

/** The card's texts of each language typed so far (a text not typed yet shows the English one). */
function previewTranslations(values: JobFormValues): JobTranslations<CardTexts> | undefined {
  const translations: JobTranslations<CardTexts> = {};
  const earnings = earningsOf(values);
  for (const language of JOB_TEXT_LANGUAGES) {
    const texts = values.translations[language];
    if (!isStarted(texts)) continue;
    translations[language] = {
      TITLE: texts.title.trim(),
      LOCATION: texts.location.trim(),
      WORK_HOURS: texts.workHours.trim(),
      EARNINGS: earnings ? earningsText(earnings.amount, earnings.unit, language, earnings.upTo) : '',
      POSITION: texts.position.trim(),
      // What a person types is theirs: never labelled a machine translation.
      MACHINE: false,
    };
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/** A language's texts as the form holds them, from a job's stored texts. */
function translationValues(texts: JobTexts): TranslationValues {
  return {
    title: texts.TITLE,
    location: texts.LOCATION,
    workHours: texts.WORK_HOURS,
    earnings: texts.EARNINGS,
    position: texts.POSITION,
    description: texts.DESCRIPTION,
    rolesAndResponsibilities: texts.ROLES_AND_RESPONSIBILITIES,
    whatYouGet: texts.WHAT_YOU_GET,
    whoCanApply: texts.WHO_CAN_APPLY,
  };
}

/**
 * The form filled from a posted job, to edit it or post a copy. A job posted before the pay was asked in parts
 * has no PAY: its amount and unit are left empty for the admin to give (its EARNINGS text is shown beside
 * them). Hindi and Telugu are filled where a person wrote them; a machine draft is left to the machine (an
 * empty tab keeps it, drafted again when the English changes). `keepLogo` keeps the job's logo (an edit); a
 * copy asks for the logo again.
 */
export function valuesFromJob(job: PostedJobValues, keepLogo: boolean): JobFormValues {
  const schedule = job.SCHEDULE;
  const hours = job.WORK_HOURS === jobScheduleLabels[schedule] ? '' : job.WORK_HOURS;
  const translations = { hi: EMPTY_TRANSLATION, te: EMPTY_TRANSLATION };
  for (const language of JOB_TEXT_LANGUAGES) {
    const texts = job.TRANSLATIONS?.[language];
    if (texts && !texts.MACHINE) translations[language] = translationValues(texts);
  }
  return {
    title: job.TITLE,
    companyName: job.COMPANY_NAME,
    logo: { key: keepLogo ? job.LOGO_LINK : '' },
    location: job.CITY ?? '',
    workFromHome: String(job.WORK_FROM_HOME),
    type: job.TYPE,
    schedule,
    hoursDetail: hours,
    earningsAmount: job.PAY ? String(job.PAY.amount) : '',
    earningsUnit: job.PAY?.unit ?? '',
    earningsUpTo: job.PAY?.upTo !== undefined ? String(job.PAY.upTo) : '',
    monthlyGuess: job.PAY && isEstimatedUnit(job.PAY.unit) ? String(job.MONTHLY_EARNINGS) : '',
    position: job.POSITION,
    description: job.DESCRIPTION,
    rolesAndResponsibilities: job.ROLES_AND_RESPONSIBILITIES,
    whatYouGet: job.WHAT_YOU_GET,
    whoCanApply: job.WHO_CAN_APPLY,
    translations,
    eligibility: eligibilityValuesOf(job.ELIGIBILITY),
    details: {
      openings: job.OPENINGS !== undefined ? String(job.OPENINGS) : '',
      applyBy: job.APPLY_BY ?? '',
      startDate: job.START_DATE ?? '',
      durationAmount: job.DURATION ? String(job.DURATION.amount) : '',
      durationUnit: job.DURATION?.unit ?? '',
      skills: job.SKILLS ?? [],
    },
    questions: questionValuesOf(job.QUESTIONS),
  };
}

/** What valuesFromJob reads of a job (the admin's job answer has it all). */
export type PostedJobValues = Omit<Job, 'QUESTIONS'> & {
  /** The questions whole, with their knock-outs (the admin's and the employer's job answers have them). */
  QUESTIONS?: ScreeningQuestion[] | undefined;
  CITY?: string | undefined;
  MONTHLY_EARNINGS: number;
  TYPE: JobType;
  SCHEDULE: JobSchedule;
};
