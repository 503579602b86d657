/**
 * The schemas of a job's screening questions (the posting's `questions`, checked by postJob, editJob and the
 * employer's posting alike, and by the form in the browser) and of the worker's answers and cover note (applyJob's
 * input). The rules they feed are screening-rules.ts; the texts also pass the job's scam rules (moderate.ts).
 */
import * as z from 'zod/mini';
import {
  COVER_NOTE_MAX_LENGTH,
  MAX_CHOICE_OPTIONS,
  MAX_SCREENING_QUESTIONS,
  MIN_CHOICE_OPTIONS,
  NUMBER_ANSWER_LIMIT,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_KINDS,
  QUESTION_LANGUAGES,
  QUESTION_TEXT_MAX_LENGTH,
  type QuestionKind,
  type ScreeningQuestion,
  TEXT_ANSWER_MAX_LENGTH,
} from './screening-rules';
import { plainText } from './text-rules';

export * from './screening-rules';

export const questionMessages = {
  list: `Please add at most ${MAX_SCREENING_QUESTIONS} screening questions, each with its own id`,
  id: 'A question id is 1 to 12 letters or digits',
  kind: 'Please choose the kind of question: yes/no, one choice, a number or a short text',
  text: `Please write the question, at most ${QUESTION_TEXT_MAX_LENGTH} characters`,
  options: `Please give ${MIN_CHOICE_OPTIONS} to ${MAX_CHOICE_OPTIONS} different options, each at most ${OPTION_TEXT_MAX_LENGTH} characters`,
  required: 'Please choose the answer a yes/no knock-out requires',
  accepted: 'Please tick at least one accepted option, and not every option',
  textKnockOut: 'A short-text question cannot be a knock-out',
  translatedOptions: "A translation gives one text for each of the question's options, in the same order",
  bounds: `Please give a minimum and/or a maximum from -${NUMBER_ANSWER_LIMIT} to ${NUMBER_ANSWER_LIMIT}, the minimum not above the maximum`,
  coverNote: `A cover note is at most ${COVER_NOTE_MAX_LENGTH} characters`,
  answers: 'Please answer each question once',
  answer: 'An answer is yes or no, an option, a number or a short text',
} as const;

const questionText = z
  .string({ error: questionMessages.text })
  .check(
    z.trim(),
    z.minLength(1, { error: questionMessages.text }),
    z.maxLength(QUESTION_TEXT_MAX_LENGTH, { error: questionMessages.text }),
    ...plainText('Question'),
  );
const optionText = z
  .string({ error: questionMessages.options })
  .check(
    z.trim(),
    z.minLength(1, { error: questionMessages.options }),
    z.maxLength(OPTION_TEXT_MAX_LENGTH, { error: questionMessages.options }),
    ...plainText('Option'),
  );
const questionId = z
  .string({ error: questionMessages.id })
  .check(z.regex(/^[A-Za-z0-9]{1,12}$/, { error: questionMessages.id }));
const bound = z
  .number({ error: questionMessages.bounds })
  .check(
    z.minimum(-NUMBER_ANSWER_LIMIT, { error: questionMessages.bounds }),
    z.maximum(NUMBER_ANSWER_LIMIT, { error: questionMessages.bounds }),
  );

/** A question's text and options in Hindi or Telugu, under the same checks as the poster's own. */
const questionTextsShape = z.strictObject({
  text: questionText,
  options: z.optional(z.array(optionText, { error: questionMessages.options })),
});

/** What a knock-out accepts, by kind: yes/no `required`, one choice `accepted`, a number `min` and/or `max`. */
const knockOutShape = z.strictObject({
  required: z.optional(z.boolean({ error: questionMessages.required })),
  accepted: z.optional(
    z.array(z.int({ error: questionMessages.accepted }), { error: questionMessages.accepted }),
  ),
  min: z.optional(bound),
  max: z.optional(bound),
});
type Written = {
  kind: QuestionKind;
  options?: string[] | undefined;
  knockOut?: z.infer<typeof knockOutShape> | undefined;
};

/** The knock-out's problem for its kind (the message and the field under `knockOut`), or undefined. */
function knockOutProblem({ kind, options = [], knockOut }: Written): [string, string] | undefined {
  if (knockOut === undefined) return undefined;
  const { required, accepted, min, max } = knockOut;
  if (kind === 'yesNo')
    return required === undefined || accepted || min !== undefined || max !== undefined
      ? [questionMessages.required, 'required']
      : undefined;
  if (kind === 'choice') {
    const fits =
      accepted !== undefined &&
      required === undefined &&
      min === undefined &&
      max === undefined &&
      accepted.length > 0 &&
      accepted.length < options.length &&
      new Set(accepted).size === accepted.length &&
      accepted.every((index) => index >= 0 && index < options.length);
    return fits ? undefined : [questionMessages.accepted, 'accepted'];
  }
  if (kind === 'number') {
    const fits =
      required === undefined &&
      accepted === undefined &&
      (min !== undefined || max !== undefined) &&
      (min === undefined || max === undefined || min <= max);
    return fits ? undefined : [questionMessages.bounds, 'min'];
  }
  return [questionMessages.textKnockOut, ''];
}

/**
 * One question as written: one object for every kind (so each free text is checked at its own path), its
 * options only on a one-choice question, its knock-out fitting its kind; answered as the rules' type.
 */
export const screeningQuestionSchema = z.pipe(
  z
    .strictObject({
      id: questionId,
      kind: z.enum(QUESTION_KINDS, { error: questionMessages.kind }),
      text: questionText,
      options: z.optional(
        z.array(optionText, { error: questionMessages.options }).check(
          z.minLength(MIN_CHOICE_OPTIONS, { error: questionMessages.options }),
          z.maxLength(MAX_CHOICE_OPTIONS, { error: questionMessages.options }),
          z.refine((options) => new Set(options).size === options.length, {
            error: questionMessages.options,
          }),
        ),
      ),
      knockOut: z.optional(knockOutShape),
      /** The question in Hindi and Telugu, where the poster writes it (a worker reads their language's). */
      translations: z.optional(
        z.strictObject({ hi: z.optional(questionTextsShape), te: z.optional(questionTextsShape) }),
      ),
    })
    .check(
      z.refine(({ kind, options }) => (kind === 'choice') === (options !== undefined), {
        error: questionMessages.options,
        path: ['options'],
      }),
      z.superRefine((question, context) => {
        // A translation's options are the question's, one for one.
        for (const language of QUESTION_LANGUAGES) {
          const options = question.translations?.[language]?.options;
          const fits =
            options === undefined ||
            (question.kind === 'choice' && options.length === question.options?.length);
          if (!fits)
            context.issues.push({
              code: 'custom',
              message: questionMessages.translatedOptions,
              input: options,
              path: ['translations', language, 'options'],
            });
        }
        const problem = knockOutProblem(question);
        if (problem)
          context.issues.push({
            code: 'custom',
            message: problem[0],
            input: question.knockOut,
            path: problem[1] ? ['knockOut', problem[1]] : ['knockOut'],
          });
      }),
    ),
  z.transform(
    (question): ScreeningQuestion => ({
      ...asQuestion(question),
      ...(question.translations ? { translations: question.translations } : {}),
    }),
  ),
);

function asQuestion(question: Written & { id: string; text: string }): ScreeningQuestion {
  const { id, text, knockOut } = question;
  if (question.kind === 'yesNo')
    return knockOut?.required === undefined
      ? { id, kind: 'yesNo', text }
      : { id, kind: 'yesNo', text, knockOut: { required: knockOut.required } };
  if (question.kind === 'choice')
    return {
      id,
      kind: 'choice',
      text,
      options: question.options ?? [],
      ...(knockOut?.accepted ? { knockOut: { accepted: knockOut.accepted } } : {}),
    };
  if (question.kind === 'number')
    return knockOut === undefined
      ? { id, kind: 'number', text }
      : {
          id,
          kind: 'number',
          text,
          knockOut: {
            ...(knockOut.min === undefined ? {} : { min: knockOut.min }),
            ...(knockOut.max === undefined ? {} : { max: knockOut.max }),
          },
        };
  return { id, kind: 'text', text };
}

/** The posting's `questions`: at most five, ids unique. */
export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema, { error: questionMessages.list })
  .check(
    z.maxLength(MAX_SCREENING_QUESTIONS, { error: questionMessages.list }),
    z.refine((list) => new Set(list.map((question) => question.id)).size === list.length, {
      error: questionMessages.list,
    }),
  );

/** applyJob's `answers`: one per question at most (screen() checks each against its question). */
export const screeningAnswersSchema = z
  .array(
    z.strictObject({
      id: questionId,
      answer: z.union([
        z.boolean(),
        z.number().check(z.minimum(-NUMBER_ANSWER_LIMIT), z.maximum(NUMBER_ANSWER_LIMIT)),
        z.string().check(z.maxLength(TEXT_ANSWER_MAX_LENGTH), ...plainText('Answer')),
      ]),
    }),
    { error: questionMessages.answers },
  )
  .check(
    z.maxLength(MAX_SCREENING_QUESTIONS, { error: questionMessages.answers }),
    z.refine((list) => new Set(list.map((answer) => answer.id)).size === list.length, {
      error: questionMessages.answers,
    }),
  );

/** applyJob's optional cover note: plain text on several lines, at most 1,000 characters. */
export const coverNoteSchema = z
  .string({ error: questionMessages.coverNote })
  .check(
    z.trim(),
    z.maxLength(COVER_NOTE_MAX_LENGTH, { error: questionMessages.coverNote }),
    ...plainText('Cover note', { multiLine: true }),
  );
