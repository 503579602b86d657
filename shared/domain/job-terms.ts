/**
 * What a job is found by, and what a search text looks for (docs/architecture.md, "Job search"; decision 166).
 * - A job's words: those of its title, company and position in English, and of its Hindi and Telugu title and
 *   position when it has them (`TRANSLATIONS`, absent on older jobs), each script as written.
 * - Its terms: every word, the Porter stem of each English word (`stemmer`: "deliveries" and "delivery" both
 *   give "deliveri"), and every phrase of a synonym group (shared/content/search/job-synonyms.json) one of its
 *   phrases is in: "Tutor" is also found by "ट्यूटर" and "ట్యూటర్", and the other way round.
 * - Its heads: the first HEAD_LENGTH characters of each term (the whole term when shorter); a job is listed in
 *   the list of each head (`JOBLIST#WORD#<head>`), and its listing items carry `TEXT`, its terms each after a
 *   space, so " <term>" in TEXT is "a term starts with <term>".
 * A search word becomes its stem (English) or stays as written, and a job matches when each search word starts a
 * term of the job: "maths" (stem "math") finds "Mathematics", "tutors" finds "Tutor", "ట్యూ" finds
 * "ట్యూటర్". A search word shorter than HEAD_LENGTH matches whole terms only (its list is its own).
 */
import { stemmer } from 'stemmer';
import synonymData from '../content/search/job-synonyms.json';
import { searchWords } from './job-words';

/** Characters (code points) of the head a job is listed under. */
export const HEAD_LENGTH = 3;
/**
 * A job is listed under at most this many heads (with the 3 lists of every job, city and WFH, its opening
 * transaction stays well within DynamoDB's 100 items).
 */
export const JOB_HEADS_MAX = 60;

/** The texts of a job in one language, as far as search reads them (tolerant: any may be missing). */
interface SearchableTexts {
  TITLE?: string | undefined;
  POSITION?: string | undefined;
}

export interface SearchableJob {
  TITLE: string;
  COMPANY_NAME: string;
  POSITION: string;
  /** A job's Hindi and Telugu texts, when it has them. */
  TRANSLATIONS?: { hi?: SearchableTexts | undefined; te?: SearchableTexts | undefined } | undefined;
}

const LATIN_WORD = /^[a-z]+$/;

/** The stem of an English word; a word of another script (or with digits) as it is. */
export function stemOf(word: string): string {
  return LATIN_WORD.test(word) ? stemmer(word) : word;
}

/** The first HEAD_LENGTH code points of a term. */
export function headOf(term: string): string {
  return [...term].slice(0, HEAD_LENGTH).join('');
}

/**
 * Each synonym group as its phrases, each phrase as its words: built on first use, so a function that imports
 * this module only through the jobs' data access (and never indexes or searches a job) neither builds nor
 * carries the groups.
 */
let synonymGroupsBuilt: readonly (readonly string[][])[] | undefined;
const synonymGroups = () => {
  synonymGroupsBuilt ??= (synonymData.groups as string[][]).map((group) =>
    group.map((phrase) => searchWords(phrase)),
  );
  return synonymGroupsBuilt;
};

/** Whether `words` holds `phrase` (its words in a row); English words compared by stem. */
function holdsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  const stems = words.map(stemOf);
  const wanted = phrase.map(stemOf);
  for (let start = 0; start + wanted.length <= stems.length; start++) {
    if (wanted.every((word, offset) => stems[start + offset] === word)) return true;
  }
  return false;
}

/** The words of every synonym group one of whose phrases `words` holds. */
export function synonymsOf(words: readonly string[]): string[] {
  const found: string[] = [];
  for (const group of synonymGroups()) {
    if (group.some((phrase) => holdsPhrase(words, phrase))) found.push(...group.flat());
  }
  return found;
}

/** The texts of a job searched in each language it has: English, then Hindi and Telugu. */
function textsOf(job: SearchableJob): string[] {
  const texts = [job.TITLE, job.COMPANY_NAME, job.POSITION];
  for (const translated of [job.TRANSLATIONS?.hi, job.TRANSLATIONS?.te]) {
    if (translated) texts.push(translated.TITLE ?? '', translated.POSITION ?? '');
  }
  return texts;
}

/** The terms a job is found by (its words, their stems and their synonyms), in order, once each. */
export function jobTerms(job: SearchableJob): string[] {
  const terms = new Set<string>();
  for (const text of textsOf(job)) {
    const words = searchWords(text);
    for (const word of [...words, ...synonymsOf(words)]) {
      terms.add(word);
      terms.add(stemOf(word));
    }
  }
  return [...terms];
}

/** The heads of a job's terms: the lists it is in, at most JOB_HEADS_MAX (the title's first). */
export function jobHeads(terms: readonly string[]): string[] {
  return [...new Set(terms.map(headOf))].slice(0, JOB_HEADS_MAX);
}

/** A job's TEXT attribute: each term after a space, so `contains(TEXT, " " + word)` is a prefix match. */
export function jobText(terms: readonly string[]): string {
  return terms.map((term) => ` ${term}`).join('');
}

/** What a search text looks for: its words as stems (English) or as written (other scripts), once each. */
export function queryTerms(text: string): string[] {
  return [...new Set(searchWords(text).map(stemOf))];
}
