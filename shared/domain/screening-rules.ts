/**
 * A job's screening questions and the worker's answers, without their schema (screening.ts has it): the shapes,
 * the knock-out rule `screen(questions, answers)`, what HR reads of an answer, and the key of a question set's
 * knock-outs. Pure and without zod, as job-eligibility-rules.ts is, because the job page (the SPA's first load)
 * runs the same check before the apply is sent; `applyJob` runs it again and refuses what it refuses.
 */

export const MAX_SCREENING_QUESTIONS = 5;
export const QUESTION_TEXT_MAX_LENGTH = 200;
export const OPTION_TEXT_MAX_LENGTH = 80;
export const MIN_CHOICE_OPTIONS = 2;
export const MAX_CHOICE_OPTIONS = 6;
/** The most a short-text answer holds. */
export const TEXT_ANSWER_MAX_LENGTH = 200;
export const COVER_NOTE_MAX_LENGTH = 1000;
/** The range of a number question's answer and of its knock-out bounds. */
export const NUMBER_ANSWER_LIMIT = 1_000_000_000;

export const QUESTION_KINDS = ['yesNo', 'choice', 'number', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The languages a question may be written in beside the poster's own text. */
export const QUESTION_LANGUAGES = ['hi', 'te'] as const;
export type QuestionLanguage = (typeof QUESTION_LANGUAGES)[number];
/** A question's text (and a one-choice question's options, in the same order) in Hindi or Telugu. */
export interface QuestionTexts {
  text: string;
  options?: string[];
}
type Translated = { translations?: Partial<Record<QuestionLanguage, QuestionTexts>> };

/** A question as the poster writes it and the job keeps it (`QUESTIONS`); `knockOut` is absent when none. */
export type ScreeningQuestion = Translated &
  (
    | { id: string; kind: 'yesNo'; text: string; knockOut?: { required: boolean } }
    | { id: string; kind: 'choice'; text: string; options: string[]; knockOut?: { accepted: number[] } }
    | { id: string; kind: 'number'; text: string; knockOut?: { min?: number; max?: number } }
    | { id: string; kind: 'text'; text: string }
  );

/** A question as a worker reads it: without what its knock-out accepts. */
export type AskedQuestion = Translated &
  (
    | { id: string; kind: 'yesNo' | 'number' | 'text'; text: string }
    | { id: string; kind: 'choice'; text: string; options: string[] }
  );

/**
 * The question's text and options in `language` where the poster wrote them, else as written: each text on its
 * own, so a Hindi question with English options reads as much Hindi as there is.
 */
export function questionIn(
  question: {
    text: string;
    options?: readonly string[] | undefined;
    translations?: Translated['translations'];
  },
  language: string,
): { text: string; options: string[] } {
  const translated = question.translations?.[language as QuestionLanguage];
  const options = question.options ?? [];
  return {
    text: translated?.text || question.text,
    options: options.map((option, index) => translated?.options?.[index] || option),
  };
}

/** The worker's answer: yes/no a boolean, one choice the option's index, a number, a short text. */
export interface ScreeningAnswer {
  id: string;
  answer: boolean | number | string;
}

/** An answer as the application keeps it, readable without the job: the question, the answer, a knock-out's. */
export interface KeptAnswer {
  QUESTION: string;
  ANSWER: string;
  /** Present on a knock-out question: true, as an answer that fails it is refused. */
  KNOCK_OUT?: true;
}

/** Why an apply with answers is refused, naming the question (its text and its place in the list). */
export type ScreeningRefusal =
  | { reason: 'missing'; question: ScreeningQuestion; index: number }
  | { reason: 'invalid'; question: ScreeningQuestion; index: number }
  | { reason: 'knockedOut'; question: ScreeningQuestion; index: number }
  | { reason: 'unknown'; id: string };

/** The `code` of applyJob's 403 for an answer that fails a knock-out, which the job page translates. */
export const KNOCKED_OUT_CODE = 'screeningKnockedOut';

export const screeningMessages = {
  missing: (text: string) => `Please answer the question "${text}".`,
  invalid: (text: string) => `That is not an answer to the question "${text}".`,
  knockedOut: (text: string) =>
    `Your answer to "${text}" does not meet what this job asks, so you cannot apply for it.`,
  unknown: (id: string) => `There is no question ${id} on this job.`,
} as const;

/** A question's place in the list (1-based) and its text, as refusals and the job page name it. */
export function refusalMessage(refusal: ScreeningRefusal): string {
  if (refusal.reason === 'unknown') return screeningMessages.unknown(refusal.id);
  return screeningMessages[refusal.reason](refusal.question.text);
}

export function hasKnockOut(question: ScreeningQuestion): boolean {
  return question.kind !== 'text' && question.knockOut !== undefined;
}

/** How many of a job's questions are knock-outs (0 for a job without questions). */
export function knockOutCount(questions: readonly ScreeningQuestion[] | undefined): number {
  return (questions ?? []).filter(hasKnockOut).length;
}

/** Whether `answer` is an answer of the question's kind at all (a text within its length, a real option). */
export function answersKind(question: ScreeningQuestion, answer: ScreeningAnswer['answer']): boolean {
  switch (question.kind) {
    case 'yesNo':
      return typeof answer === 'boolean';
    case 'choice':
      return (
        Number.isInteger(answer) && (answer as number) >= 0 && (answer as number) < question.options.length
      );
    case 'number':
      return typeof answer === 'number' && Number.isFinite(answer) && Math.abs(answer) <= NUMBER_ANSWER_LIMIT;
    case 'text':
      return typeof answer === 'string' && answer.trim() !== '' && answer.length <= TEXT_ANSWER_MAX_LENGTH;
  }
}

/** Whether an answer of the question's kind passes its knock-out (a question without one: always). */
export function passesKnockOut(question: ScreeningQuestion, answer: ScreeningAnswer['answer']): boolean {
  if (question.kind === 'text' || question.knockOut === undefined) return true;
  switch (question.kind) {
    case 'yesNo':
      return answer === question.knockOut.required;
    case 'choice':
      return question.knockOut.accepted.includes(answer as number);
    case 'number': {
      const { min, max } = question.knockOut;
      const value = answer as number;
      return (min === undefined || value >= min) && (max === undefined || value <= max);
    }
  }
}

/**
 * The first reason to refuse `answers` to `questions`, in the questions' order (an answer to no question of
 * the job first): every question answered, each with an answer of its kind, each knock-out passed. Undefined
 * when none: the apply goes ahead.
 */
export function screen(
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
): ScreeningRefusal | undefined {
  const stray = answers.find((answer) => !questions.some((question) => question.id === answer.id));
  if (stray) return { reason: 'unknown', id: stray.id };
  for (const [index, question] of questions.entries()) {
    const given = answers.find((answer) => answer.id === question.id);
    if (given === undefined) return { reason: 'missing', question, index };
    if (!answersKind(question, given.answer)) return { reason: 'invalid', question, index };
    if (!passesKnockOut(question, given.answer)) return { reason: 'knockedOut', question, index };
  }
  return undefined;
}

/** The answer as HR reads it: Yes or No, the option's text, the number, the text as written. */
export function answerText(question: ScreeningQuestion, answer: ScreeningAnswer['answer']): string {
  if (question.kind === 'yesNo') return answer === true ? 'Yes' : 'No';
  if (question.kind === 'choice') return question.options[answer as number] ?? '';
  if (question.kind === 'text') return String(answer).trim();
  return String(answer);
}

/** The answers as the application keeps them, in the questions' order (call after `screen` passed). */
export function keptAnswers(
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
): KeptAnswer[] {
  return questions.map((question) => {
    const given = answers.find((answer) => answer.id === question.id);
    return {
      QUESTION: question.text,
      ANSWER: given === undefined ? '' : answerText(question, given.answer),
      ...(hasKnockOut(question) ? { KNOCK_OUT: true as const } : {}),
    };
  });
}

/** The questions as a worker reads them: a knock-out's accepted answers are the server's to know. */
export function askedQuestions(questions: readonly ScreeningQuestion[]): AskedQuestion[] {
  return questions.map((question) => {
    const translations = question.translations ? { translations: question.translations } : {};
    return question.kind === 'choice'
      ? {
          id: question.id,
          kind: question.kind,
          text: question.text,
          options: [...question.options],
          ...translations,
        }
      : { id: question.id, kind: question.kind, text: question.text, ...translations };
  });
}

function knockOutParts(question: ScreeningQuestion): unknown[] {
  if (question.kind === 'yesNo') return [question.knockOut?.required ?? null];
  if (question.kind === 'choice') return [question.options, question.knockOut?.accepted ?? []];
  if (question.kind === 'number') return [question.knockOut?.min ?? null, question.knockOut?.max ?? null];
  return [];
}

/**
 * The key of a job's knock-outs as they are now (8 hex digits, FNV-1a over each knock-out question's id, kind,
 * options and accepted answers): an application that passed them carries it in its index partition
 * (functions/lib/db/keys.ts), so a change of the knock-outs starts a new partition and the filter never lists
 * an applicant who was not asked what the job asks now. Undefined for a job without knock-outs.
 */
export function knockOutKey(questions: readonly ScreeningQuestion[] | undefined): string | undefined {
  const knockOuts = (questions ?? []).filter(hasKnockOut);
  if (knockOuts.length === 0) return undefined;
  // Each part in a fixed order: DynamoDB gives a map's entries back in any order.
  const text = JSON.stringify(
    knockOuts.map((question) => [question.id, question.kind, ...knockOutParts(question)]),
  );
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
