/**
 * What an admin's search text matches (docs/decisions.md, "Student search"). The spec filters loaded rows by
 * substring; no index serves arbitrary substrings, so the server matches what an admin types: any word prefix
 * of the name, e-mail, mobile number (also its last 4+ digits), city name and college name, case-insensitive,
 * and an exact ID. Pure functions, beside the job-search words (`job-search.ts`): the users module (functions/lib/db) stores one
 * index item per word, and the search reads them.
 */
import { districtName } from './districts';

export interface SearchableStudent {
  ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  /** A district id; its name is what is searched. */
  LOCATION: string;
  COLLEGE_NAME: string;
}

/** At most this many words of one field are indexed (names and colleges are a few words long). */
const MAX_WORDS_PER_FIELD = 8;
/** Longer words are cut: a prefix this long is specific enough, and keys stay small. */
export const MAX_WORD_LENGTH = 40;
/** At most this many words of a search text are used. */
const MAX_QUERY_WORDS = 5;
/** The shortest tail of a mobile number that finds it ("last 4+ digits"). */
const MOBILE_SUFFIX_MIN = 4;

/**
 * Lowercase words of letters and digits in any script. Accents are dropped (`José` -> `jose`), everything
 * else (spaces, dots, @, +, hyphens, brackets) separates words, the same for indexed text and search text.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

function fieldWords(text: string): string[] {
  return words(text).slice(0, MAX_WORDS_PER_FIELD);
}

/** The number and each of its tails of 4 digits or more, so '3210' and '543210' find '9876543210'. */
function mobileWords(number: string): string[] {
  if (!/^[0-9]+$/.test(number)) return [];
  const tails: string[] = [];
  for (let start = 0; start <= number.length - MOBILE_SUFFIX_MIN; start++) tails.push(number.slice(start));
  return tails;
}

/** Every distinct word a student is found by, sorted (the order the index lists them in). */
export function studentWords(student: SearchableStudent): string[] {
  const all = new Set([
    ...fieldWords(student.NAME),
    ...fieldWords(student.EMAIL),
    ...mobileWords(student.MOBILE_NUMBER),
    ...fieldWords(districtName(student.LOCATION)),
    ...fieldWords(student.COLLEGE_NAME),
  ]);
  return [...all].sort();
}

export interface SearchPlan {
  /** The word whose prefix is looked up in the index: the longest, which narrows the most. */
  lookup: string;
  /** Every word of the text: a student matches when each is a prefix of one of their words. */
  all: string[];
  /** The text is a whole number: the student with that ID is a match too. */
  id: number | undefined;
}

/** How to answer a search text; undefined when it holds no word (then the list is not filtered). */
export function planSearch(text: string | undefined): SearchPlan | undefined {
  const all = [...new Set(words(text ?? ''))].slice(0, MAX_QUERY_WORDS);
  const lookup = all.reduce<string | undefined>(
    (longest, word) => (longest === undefined || word.length > longest.length ? word : longest),
    undefined,
  );
  if (lookup === undefined) return undefined;
  const trimmed = (text ?? '').trim();
  const id = /^[1-9][0-9]{0,11}$/.test(trimmed) ? Number(trimmed) : undefined;
  return { lookup, all, id };
}

/** Whether every word of the search is a prefix of one of the student's words. */
export function matchesAll(studentWordList: readonly string[], plan: SearchPlan): boolean {
  return plan.all.every((word) => studentWordList.some((own) => own.startsWith(word)));
}

/**
 * The index lists a student once per word, so a student whose words `pri` and `priya` both start with the
 * looked-up prefix would be listed twice. Each student is kept only at the first (smallest) of their words
 * that matches: the index is read in word order, so that is where the student appears first.
 */
export function isFirstMatchingWord(
  studentWordList: readonly string[],
  word: string,
  plan: SearchPlan,
): boolean {
  return studentWordList.find((own) => own.startsWith(plan.lookup)) === word;
}

/** The words added and removed when a student's searchable fields change. */
export function wordChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  const old = new Set(before);
  const now = new Set(after);
  return {
    added: after.filter((word) => !old.has(word)),
    removed: before.filter((word) => !now.has(word)),
  };
}
