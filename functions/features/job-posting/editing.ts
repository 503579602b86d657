/**
 * An edit of a posted job, worked out before it is written: which fields changed (the history's before and
 * after), which of them an applicant is told of (pay, place, hours), and what becomes of the Hindi and Telugu
 * texts. Pure, so each rule is tested on its own.
 *
 * The translations: a language the admin wrote anew in the form is theirs (MACHINE false). A person's texts the
 * form sent back unchanged, or left out, are kept as they are, never overwritten by a machine: when the English
 * changed they are marked STALE, for a person to review. A machine draft of English that changed is drafted
 * again (on AWS); where no new draft comes (no translator, a failure) the old one is kept, marked STALE.
 */
import type { FieldChange } from '#lib/db/job-edits';
import type { NewJob, StoredJob } from '#lib/db/jobs';
import { CLEARABLE_JOB_FIELDS } from '#shared/domain/job-details';
import {
  JOB_TEXT_FIELDS,
  JOB_TEXT_LANGUAGES,
  type JobTextLanguage,
  type JobTexts,
  type JobTranslations,
} from '#shared/domain/job-texts';

/** What an applicant is told of, and the job's fields that make each. */
export const NOTIFIED_CHANGES = {
  pay: ['EARNINGS', 'PAY', 'MONTHLY_EARNINGS'],
  place: ['LOCATION', 'CITY', 'WORK_FROM_HOME'],
  hours: ['WORK_HOURS', 'SCHEDULE'],
} as const;
export type NotifiedChange = keyof typeof NOTIFIED_CHANGES;

/** The fields the history does not list: kept by the edit, or shown per language below. */
const UNLISTED = new Set([
  'ID',
  'POSTED_AT',
  'STATUS',
  'VERSION',
  'LISTINGS',
  'TRANSLATIONS',
  // The history item carries the rule hits acknowledged on their own.
  'RULE_CHECK',
  'pk',
  'sk',
  'entity',
]);

/** A stored value as the history shows it: text as it is, anything else as JSON with its keys in order. */
function shown(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value, sortedKeys);
}

/**
 * DynamoDB keeps a map's entries in no particular order: the job read back has `ELIGIBILITY` or `PAY` with
 * its keys in another order than the edit sent, the same value all the same.
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function change(field: string, before: unknown, after: unknown): FieldChange | undefined {
  const was = shown(before);
  const now = shown(after);
  if (was === now) return undefined;
  return {
    field,
    ...(was !== undefined ? { before: was } : {}),
    ...(now !== undefined ? { after: now } : {}),
  };
}

/**
 * Every field that differs between the job as stored and as edited, field by field (each translation's texts
 * as `TRANSLATIONS.hi.TITLE`); MACHINE and STALE marks are not texts, and are left out.
 */
export function fieldChanges(stored: StoredJob, edited: NewJob): FieldChange[] {
  const changes: FieldChange[] = [];
  // What the edit writes: the fields sent, and the optional ones it removes when left out.
  const fields = new Set([...Object.keys(edited), ...CLEARABLE_JOB_FIELDS]);
  for (const field of [...fields].sort()) {
    if (UNLISTED.has(field) || field.startsWith('APPLICANTS_') || field.startsWith('gsi')) continue;
    const found = change(
      field,
      (stored as unknown as Record<string, unknown>)[field],
      (edited as unknown as Record<string, unknown>)[field],
    );
    if (found) changes.push(found);
  }
  for (const language of JOB_TEXT_LANGUAGES) {
    for (const field of JOB_TEXT_FIELDS) {
      const found = change(
        `TRANSLATIONS.${language}.${field}`,
        stored.TRANSLATIONS?.[language]?.[field],
        edited.TRANSLATIONS?.[language]?.[field],
      );
      if (found) changes.push(found);
    }
  }
  return changes;
}

/** What the changes tell an applicant of: pay, place, hours (in that order), or nothing. */
export function notifiedChanges(changes: readonly FieldChange[]): NotifiedChange[] {
  const changed = new Set(changes.map((entry) => entry.field));
  return (Object.keys(NOTIFIED_CHANGES) as NotifiedChange[]).filter((kind) =>
    NOTIFIED_CHANGES[kind].some((field) => changed.has(field)),
  );
}

/** Whether any English text of the job changed. */
export function englishChanged(stored: StoredJob, edited: NewJob): boolean {
  return JOB_TEXT_FIELDS.some((field) => stored[field] !== edited[field]);
}

/** Whether two languages' texts say the same (EARNINGS aside: the pay writes it). */
function sameTexts(a: JobTexts, b: JobTexts): boolean {
  return JOB_TEXT_FIELDS.every((field) => field === 'EARNINGS' || a[field] === b[field]);
}

/**
 * The translations of the edited job before any machine draft, and the languages to draft again. `sent` are
 * the texts the admin sent in the form (person's texts).
 */
export function editedTranslations(
  stored: StoredJob,
  sent: JobTranslations | undefined,
  english: boolean,
): { translations: JobTranslations; redraft: JobTextLanguage[] } {
  const translations: JobTranslations = {};
  const redraft: JobTextLanguage[] = [];
  for (const language of JOB_TEXT_LANGUAGES) {
    const before = stored.TRANSLATIONS?.[language];
    const texts = sent?.[language];
    if (texts && !(before && sameTexts(texts, before))) translations[language] = texts;
    else if (before && (!before.MACHINE || texts)) {
      // A person's texts (or a draft the admin sent back as it was): kept, for a person to review.
      translations[language] = english ? { ...before, STALE: true } : before;
    } else if (before && !english) translations[language] = before;
    else redraft.push(language);
  }
  return { translations, redraft };
}

/**
 * After the machine drafts: a language to draft again that got no new draft keeps its old one, marked STALE
 * (its workers read it rather than nothing; the admin sees it needs review).
 */
export function keepUndrafted(
  drafted: JobTranslations | undefined,
  stored: StoredJob,
  redraft: readonly JobTextLanguage[],
): JobTranslations {
  const translations: JobTranslations = { ...drafted };
  for (const language of redraft) {
    const before = stored.TRANSLATIONS?.[language];
    if (!translations[language] && before) translations[language] = { ...before, STALE: true };
  }
  return translations;
}
