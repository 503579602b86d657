/**
 * What an admin's search text matches (docs/decisions.md, "Student search", and decision 170). The spec filters
 * loaded rows by substring: the server matches any substring of a word of the name, e-mail, city name and
 * college name (through the words' tails, `tailsOf`), any prefix of the mobile number's last 4+ digits,
 * case-insensitive, and an exact ID. Pure functions, beside the job-search words (`job-search.ts`): the users module (functions/lib/db) stores one
 * index item per word, and the search reads them.
 */
export interface SearchableStudent {
  ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  /**
   * A district id; its name is what is searched. An id's words are its name's (the name lowercased and
   * plain; a name two states share carries its state, as its id does), so the words come from the id and
   * nothing that indexes a worker carries the district list (test/shared/student-search.test.ts holds it so).
   */
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
export function mobileWords(number: string): string[] {
  if (!/^[0-9]+$/.test(number)) return [];
  const tails: string[] = [];
  for (let start = 0; start <= number.length - MOBILE_SUFFIX_MIN; start++) tails.push(number.slice(start));
  return tails;
}

/**
 * Substring search (decision 170): a word's tails of SUFFIX_MIN characters or more ("riya", "iya" of
 * "priya") are indexed beside it, so a prefix of a tail is a substring of the word: "riya" finds Priya with the
 * same prefix lookup as before. A search word shorter than SUFFIX_MIN still matches word starts, and any
 * substring but a word's last one or two characters ("iy" finds Priya, "ya" does not).
 */
export const SUFFIX_MIN = 3;
/**
 * A student is found by at most this many words and tails: their whole words and mobile tails first, then the
 * tails of the name, e-mail, college and city words in that order (a typical profile keeps them all but the
 * city's last few). A profile write then adds and removes at most
 * 2 x 44 index items, beside the account and at most 3 other items: within a transaction's 100.
 */
export const STUDENT_WORDS_MAX = 44;

/** The tails of a word (without the word itself), longest first. */
export function tailsOf(word: string): string[] {
  const characters = [...word];
  const tails: string[] = [];
  for (let start = 1; characters.length - start >= SUFFIX_MIN; start++)
    tails.push(characters.slice(start).join(''));
  return tails;
}

/** Every distinct word and tail a student is found by (at most STUDENT_WORDS_MAX), sorted (the index's order). */
export function studentWords(student: SearchableStudent): string[] {
  // In the order their tails are kept up to the cap: a district's name (from a fixed list) last.
  const fields = [
    fieldWords(student.NAME),
    fieldWords(student.EMAIL),
    fieldWords(student.COLLEGE_NAME),
    fieldWords(student.LOCATION.replaceAll('-', ' ')),
  ];
  const all = new Set([...fields.flat(), ...mobileWords(student.MOBILE_NUMBER)]);
  for (const word of fields.flat()) {
    for (const tail of tailsOf(word)) {
      if (all.size >= STUDENT_WORDS_MAX) break;
      all.add(tail);
    }
  }
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
