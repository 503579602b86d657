/**
 * The terms an application is found by within its job (decision 610): the words of the applicant's name,
 * e-mail, city and mobile number (the students' rules, `student-search.ts`: words, their 3+ character tails,
 * the number's tails of 4+ digits, at most STUDENT_WORDS_MAX), the value of each yes/no and one-choice answer,
 * and the listed skills of the worker's profile when applying. Each term is one index item beside the
 * application (functions/lib/db/applications.ts), so HR's search and filters read only what matches. Pure.
 */
import type { ScreeningAnswer, ScreeningQuestion } from './screening-rules';
import { SKILL_CODES, type SkillCode } from './skills';
import { STUDENT_WORDS_MAX, studentWords } from './student-search';

/** A word (`W#<word>`), an answer (`A#<question id>#<value>`), or a listed skill (`S#<code>`). */
export type ApplicationTerm = `W#${string}` | `A#${string}#${string}` | `S#${string}`;

/** At most this many terms an application: its words, five answers and every listed skill (44 + 5 + 14). */
export const APPLICATION_TERMS_MAX = STUDENT_WORDS_MAX + 5 + SKILL_CODES.length;

export interface TermSource {
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  /** The applicant's district id when applying. */
  APPLICANT_LOCATION: string;
}

/** The value an answer is filtered by: `yes`/`no`, a one-choice answer's option index; none for the others. */
export function answerValue(
  question: ScreeningQuestion,
  answer: ScreeningAnswer['answer'],
): string | undefined {
  if (question.kind === 'yesNo') return answer === true ? 'yes' : 'no';
  if (question.kind === 'choice') return String(answer);
  return undefined;
}

export const answerTerm = (questionId: string, value: string): ApplicationTerm => `A#${questionId}#${value}`;
export const skillTerm = (code: SkillCode): ApplicationTerm => `S#${code}`;
export const wordTerm = (word: string): ApplicationTerm => `W#${word}`;

/** The words the applicant is found by (the index's own, so a lookup and the check agree). */
export function applicantWords(source: TermSource): string[] {
  return studentWords({
    ID: 0,
    NAME: source.NAME,
    EMAIL: source.EMAIL,
    MOBILE_NUMBER: source.MOBILE_NUMBER,
    LOCATION: source.APPLICANT_LOCATION,
    COLLEGE_NAME: '',
  });
}

/** Every term of an application, distinct and sorted: its words, its filterable answers, its skills. */
export function applicationTerms(
  source: TermSource,
  screening: { questions: readonly ScreeningQuestion[]; answers: readonly ScreeningAnswer[] },
  skills: readonly SkillCode[],
): ApplicationTerm[] {
  const terms = new Set<ApplicationTerm>(applicantWords(source).map(wordTerm));
  for (const question of screening.questions) {
    const given = screening.answers.find((answer) => answer.id === question.id);
    const value = given === undefined ? undefined : answerValue(question, given.answer);
    if (value !== undefined) terms.add(answerTerm(question.id, value));
  }
  for (const code of skills) if (SKILL_CODES.includes(code)) terms.add(skillTerm(code));
  return [...terms].sort();
}

/** The words of a term list (without their `W#`). */
export const wordsOf = (terms: readonly string[]): string[] =>
  terms.filter((term) => term.startsWith('W#')).map((term) => term.slice(2));

/**
 * The terms after a correction of the applicant's name or number: the words computed again, the answers and
 * skills kept as they were.
 */
export function correctedTerms(terms: readonly string[], source: TermSource): ApplicationTerm[] {
  const kept = terms.filter((term) => !term.startsWith('W#')) as ApplicationTerm[];
  return [...new Set([...applicantWords(source).map(wordTerm), ...kept])].sort();
}

/** The terms one list has and the other lacks, both ways. */
export function termChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  const old = new Set(before);
  const now = new Set(after);
  return { added: after.filter((term) => !old.has(term)), removed: before.filter((term) => !now.has(term)) };
}
