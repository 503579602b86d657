/**
 * The job a posting creates: the admin's form (the one schema of shared/domain/job-rules.ts) under the field
 * names the job card and the job page read. Pure, so the mapping is tested on its own.
 */
import type { NewJob } from '#lib/db/jobs';
import { districtName } from '#shared/domain/districts';
import { monthlyEstimate, payText } from '#shared/domain/job-earnings';
import type { JobPosting, JobTranslationPosting } from '#shared/domain/job-rules';
import { JOB_TEXT_LANGUAGES, type JobTexts, type JobTranslations } from '#shared/domain/job-texts';
import { placeName } from '#shared/domain/place-name';

/** A language's texts as a person wrote them in the form: never a machine translation. */
function personTexts(texts: JobTranslationPosting): JobTexts {
  return {
    TITLE: texts.title,
    LOCATION: texts.location,
    WORK_HOURS: texts.workHours,
    EARNINGS: texts.earnings,
    POSITION: texts.position,
    DESCRIPTION: texts.description,
    ROLES_AND_RESPONSIBILITIES: texts.rolesAndResponsibilities,
    WHAT_YOU_GET: texts.whatYouGet,
    WHO_CAN_APPLY: texts.whoCanApply,
    MACHINE: false,
  };
}

function postedTranslations(posting: JobPosting): JobTranslations | undefined {
  const translations: JobTranslations = {};
  for (const language of JOB_TEXT_LANGUAGES) {
    const texts = posting.translations?.[language];
    if (texts) translations[language] = personTexts(texts);
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/** `logoLink` is where the kept logo is served (`/logos/<uuid>.png`). */
export function jobFromPosting(posting: JobPosting, logoLink: string): NewJob {
  return {
    TITLE: posting.title,
    COMPANY_NAME: posting.companyName,
    LOGO_LINK: logoLink,
    // The district's name as every job shows it (placeName: "Hyderabad"; the form sends the district's id).
    LOCATION: placeName(districtName(posting.location)),
    CITY: posting.location,
    WORK_FROM_HOME: posting.workFromHome,
    WORK_HOURS: posting.workHours,
    EARNINGS: posting.earnings,
    POSITION: posting.position,
    DESCRIPTION: posting.description,
    ROLES_AND_RESPONSIBILITIES: posting.rolesAndResponsibilities,
    WHAT_YOU_GET: posting.whatYouGet,
    WHO_CAN_APPLY: posting.whoCanApply,
    TYPE: posting.type,
    SCHEDULE: posting.schedule,
    MONTHLY_EARNINGS: posting.monthlyEarnings,
    ...(posting.openings !== undefined ? { OPENINGS: posting.openings } : {}),
    ...(posting.applyBy !== undefined ? { APPLY_BY: posting.applyBy } : {}),
    ...(posting.startDate !== undefined ? { START_DATE: posting.startDate } : {}),
    ...(posting.duration !== undefined ? { DURATION: posting.duration } : {}),
    ...(posting.skills !== undefined && posting.skills.length > 0 ? { SKILLS: posting.skills } : {}),
    ...(posting.pay !== undefined ? { PAY: posting.pay } : {}),
    ...(posting.questions !== undefined && posting.questions.length > 0
      ? { QUESTIONS: posting.questions }
      : {}),
    ELIGIBILITY: posting.eligibility,
    ...(postedTranslations(posting) ? { TRANSLATIONS: postedTranslations(posting) } : {}),
  };
}

/**
 * The job with its EARNINGS texts (English and each translation's) written from its pay, and the month's
 * estimate worked out where the unit allows: a pay given in parts is the one source of what every card reads,
 * so a machine draft or a stale translation never shows another amount. A job without PAY is as it was.
 */
export function withPayTexts(job: NewJob): NewJob {
  const pay = job.PAY;
  if (!pay) return job;
  const translations = job.TRANSLATIONS
    ? Object.fromEntries(
        Object.entries(job.TRANSLATIONS).map(([language, texts]) => [
          language,
          { ...texts, EARNINGS: payText(pay, language as 'hi' | 'te') },
        ]),
      )
    : undefined;
  return {
    ...job,
    EARNINGS: payText(pay),
    MONTHLY_EARNINGS: monthlyEstimate(pay.amount, pay.unit, job.SCHEDULE) ?? job.MONTHLY_EARNINGS,
    ...(translations ? { TRANSLATIONS: translations } : {}),
  };
}
