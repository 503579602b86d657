/**
 * Machine drafts of a posted job's Hindi and Telugu texts: every language the admin left out is
 * translated from the English texts through the Translator port, marked MACHINE until a person edits it. A
 * failed or unusable draft is left out, and the job is posted without it: workers then read that job in English.
 *
 * The company name is kept as written by a placeholder, not by Translate's custom terminology (decision 154):
 * each occurrence of the name is replaced by a token Translate passes through untouched (`ZQX0`, capitals and
 * digits that are no word of any language) and put back in the answer. Custom terminology would have to hold
 * every company ever posted, in one account-wide resource imported (translate:ImportTerminology, a write
 * permission) at each posting with a new company, and applies to word matches only; the placeholder needs no
 * state and no permission beyond TranslateText. A draft whose answer lost a token is dropped, never shown with
 * the company name translated or missing.
 */
import type { NewJob } from '#lib/db/jobs';
import { logger } from '#lib/logger';
import type { Translator } from '#lib/translation/translator';
import {
  JOB_TEXT_FIELDS,
  JOB_TEXT_LANGUAGES,
  type JobTextLanguage,
  type JobTexts,
  type JobTranslations,
} from '#shared/domain/job-texts';

/** The placeholder of the company name: Translate leaves such tokens as they are. */
export const COMPANY_PLACEHOLDER = 'ZQX0';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` with each occurrence of the company name (any case) replaced by the placeholder. */
export function protectCompany(text: string, company: string): string {
  const name = company.trim();
  if (name === '') return text;
  return text.replace(new RegExp(escapeRegExp(name), 'gi'), COMPANY_PLACEHOLDER);
}

/**
 * The translation with the company name put back; undefined when Translate did not keep every placeholder
 * the text was sent with (the draft is then not used).
 */
export function restoreCompany(sent: string, translated: string, company: string): string | undefined {
  const count = (text: string) => text.split(COMPANY_PLACEHOLDER).length - 1;
  if (count(translated) !== count(sent)) return undefined;
  return translated.split(COMPANY_PLACEHOLDER).join(company.trim());
}

/** One language's draft of the job's texts, or undefined (no port, a failure, a lost company name). */
async function draft(
  job: NewJob,
  language: JobTextLanguage,
  translator: Translator,
): Promise<JobTexts | undefined> {
  const sent = JOB_TEXT_FIELDS.map((field) => protectCompany(job[field], job.COMPANY_NAME));
  const answers = await translator.translate(sent, language);
  if (!answers) return undefined;
  const texts: Partial<JobTexts> = { MACHINE: true };
  for (const [index, field] of JOB_TEXT_FIELDS.entries()) {
    const restored = restoreCompany(sent[index] as string, answers[index] ?? '', job.COMPANY_NAME);
    if (restored === undefined || restored.trim() === '') {
      logger.warn('A machine draft lost the company name or came back empty; the language is left out', {
        language,
        field,
      });
      return undefined;
    }
    texts[field] = restored;
  }
  return texts as JobTexts;
}

/**
 * The job with a machine draft for every language it has no texts in. Never fails the posting: a failure of
 * the port leaves that language out (logged).
 */
export async function withMachineDrafts(job: NewJob, translator: Translator): Promise<NewJob> {
  const missing = JOB_TEXT_LANGUAGES.filter((language) => job.TRANSLATIONS?.[language] === undefined);
  if (missing.length === 0 || translator.kind === 'none') return job;
  const drafts = await Promise.all(
    missing.map((language) =>
      draft(job, language, translator).catch((error: unknown) => {
        logger.warn('Could not draft a job text by machine translation; posted without it', {
          language,
          error,
        });
        return undefined;
      }),
    ),
  );
  const translations: JobTranslations = { ...job.TRANSLATIONS };
  for (const [index, language] of missing.entries()) {
    const texts = drafts[index];
    if (texts) translations[language] = texts;
  }
  return Object.keys(translations).length > 0 ? { ...job, TRANSLATIONS: translations } : job;
}
