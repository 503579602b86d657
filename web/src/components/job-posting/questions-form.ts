/**
 * The posting form's screening questions (shared/domain/screening.ts): up to five, each yes/no, one choice, a
 * number or a short text, each optionally a knock-out. The form holds what is typed; `questionsInput` shapes it
 * as postJob takes it, and the schema's messages come back by question (`questionErrorsOf`).
 */
import {
  MAX_CHOICE_OPTIONS,
  MIN_CHOICE_OPTIONS,
  QUESTION_LANGUAGES,
  type QuestionKind,
  type QuestionLanguage,
  type ScreeningQuestion,
} from '#shared/domain/screening-rules';

export interface QuestionValues {
  /** Kept across edits: the worker's answers name it. */
  id: string;
  kind: QuestionKind;
  text: string;
  /** A one-choice question's options as typed (MIN_CHOICE_OPTIONS to MAX_CHOICE_OPTIONS). */
  options: string[];
  knockOut: boolean;
  /** A yes/no knock-out's required answer. */
  required: 'yes' | 'no' | '';
  /** A one-choice knock-out's accepted options, by index. */
  accepted: number[];
  /** A number knock-out's bounds as typed; '' when not set. */
  min: string;
  max: string;
  /** The question in Hindi and Telugu as typed in their tabs ('' throughout: none in that language). */
  translations: Record<QuestionLanguage, { text: string; options: string[] }>;
}

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  yesNo: 'Yes or no',
  choice: 'One choice',
  number: 'A number',
  text: 'A short text',
};

/** A new question's id: short, unique within the job (the schema checks it). */
export function newQuestionId(taken: readonly string[]): string {
  for (let n = 1; ; n++) {
    const id = `q${n}`;
    if (!taken.includes(id)) return id;
  }
}

export function newQuestion(taken: readonly string[]): QuestionValues {
  return {
    id: newQuestionId(taken),
    kind: 'yesNo',
    text: '',
    options: Array.from({ length: MIN_CHOICE_OPTIONS }, () => ''),
    knockOut: false,
    required: '',
    accepted: [],
    min: '',
    max: '',
    translations: { hi: { text: '', options: [] }, te: { text: '', options: [] } },
  };
}

export { MAX_CHOICE_OPTIONS, MIN_CHOICE_OPTIONS };

/** A number as typed: sent as a number when it reads as one, else as typed, so the schema's message names it. */
const numberOf = (text: string): unknown => {
  const trimmed = text.trim();
  return /^-?[0-9]+(\.[0-9]+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

function knockOutOf(question: QuestionValues): unknown {
  if (!question.knockOut) return undefined;
  if (question.kind === 'yesNo')
    return { required: question.required === '' ? undefined : question.required === 'yes' };
  if (question.kind === 'choice') return { accepted: [...question.accepted].sort((a, b) => a - b) };
  if (question.kind === 'number') {
    return {
      ...(question.min.trim() === '' ? {} : { min: numberOf(question.min) }),
      ...(question.max.trim() === '' ? {} : { max: numberOf(question.max) }),
    };
  }
  return undefined;
}

/** The questions as postJob takes them; none is `undefined` (not sent). */
export function questionsInput(questions: readonly QuestionValues[]): unknown[] | undefined {
  if (questions.length === 0) return undefined;
  return questions.map((question) => {
    const knockOut = knockOutOf(question);
    const translations = translationsOf(question);
    return {
      id: question.id,
      kind: question.kind,
      text: question.text,
      ...(question.kind === 'choice' ? { options: question.options } : {}),
      ...(knockOut === undefined ? {} : { knockOut }),
      ...(translations === undefined ? {} : { translations }),
    };
  });
}

/** The languages the poster began the question in (its text or an option typed), as postJob takes them. */
function translationsOf(question: QuestionValues): unknown {
  const entries = QUESTION_LANGUAGES.flatMap((language) => {
    const { text, options } = question.translations[language];
    const typedOptions = question.kind === 'choice' && options.some((option) => option.trim() !== '');
    if (text.trim() === '' && !typedOptions) return [];
    const all = question.options.map((_option, index) => options[index] ?? '');
    return [[language, { text, ...(typedOptions ? { options: all } : {}) }] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** A posted job's questions as the form holds them (the edit form). */
export function questionValuesOf(questions: readonly ScreeningQuestion[] | undefined): QuestionValues[] {
  return (questions ?? []).map((question) => {
    const values = newQuestion([]);
    const translations = Object.fromEntries(
      QUESTION_LANGUAGES.map((language) => {
        const texts = question.translations?.[language];
        return [language, { text: texts?.text ?? '', options: [...(texts?.options ?? [])] }];
      }),
    ) as QuestionValues['translations'];
    const base = { ...values, id: question.id, kind: question.kind, text: question.text, translations };
    if (question.kind === 'yesNo' && question.knockOut)
      return { ...base, knockOut: true, required: question.knockOut.required ? 'yes' : 'no' };
    if (question.kind === 'choice')
      return {
        ...base,
        options: [...question.options],
        knockOut: question.knockOut !== undefined,
        accepted: question.knockOut ? [...question.knockOut.accepted] : [],
      };
    if (question.kind === 'number' && question.knockOut)
      return {
        ...base,
        knockOut: true,
        min: question.knockOut.min === undefined ? '' : String(question.knockOut.min),
        max: question.knockOut.max === undefined ? '' : String(question.knockOut.max),
      };
    return base;
  });
}

/**
 * The first message of each question among the schema's issues (`questions.<index>...`), and of the list as a
 * whole under `list`.
 */
export function questionErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): QuestionErrors {
  const errors: QuestionErrors = { byQuestion: {}, translated: {} };
  for (const issue of issues) {
    if (issue.path[0] !== 'questions') continue;
    const [, index, field, language] = issue.path;
    if (typeof index !== 'number') errors.list ??= issue.message;
    // A Hindi or Telugu text's message goes to its own tab.
    else if (field === 'translations' && (language === 'hi' || language === 'te'))
      errors.translated[`${language}.${index}`] ??= issue.message;
    else errors.byQuestion[index] ??= issue.message;
  }
  return errors;
}

export interface QuestionErrors {
  list?: string;
  byQuestion: Record<number, string>;
  /** By language and question index: `hi.0`. */
  translated: Partial<Record<`${QuestionLanguage}.${number}`, string>>;
}
