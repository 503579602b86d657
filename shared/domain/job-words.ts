/** The words a job is found by (re-exported by job-search.ts), apart from the search's filter schemas. */

/** A job is indexed under at most this many distinct words (of its title, company and position). */
export const JOB_WORDS_MAX = 24;
const WORD_MAX_LENGTH = 40;
/** Words too common to find anything by. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * The distinct words of a text, in order: lowercased letters, marks (Devanagari and Telugu vowel signs) and
 * digits, at least two characters, without stop words.
 */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const kept = words
    .map((word) => [...word].slice(0, WORD_MAX_LENGTH).join(''))
    .filter((word) => [...word].length >= 2 && !STOP_WORDS.has(word));
  return [...new Set(kept)];
}

/** The words a job is found by: those of its title, company name and position. */
export function jobWords(job: { TITLE: string; COMPANY_NAME: string; POSITION: string }): string[] {
  return searchWords(`${job.TITLE} ${job.COMPANY_NAME} ${job.POSITION}`).slice(0, JOB_WORDS_MAX);
}
