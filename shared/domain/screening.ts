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
  QUESTION_TEXT_MAX_LENGTH,
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

const yesNoQuestion = z.strictObject({
  id: questionId,
  kind: z.literal('yesNo'),
  text: questionText,
  knockOut: z.optional(z.strictObject({ required: z.boolean({ error: questionMessages.required }) })),
});
const choiceQuestion = z
  .strictObject({
    id: questionId,
    kind: z.literal('choice'),
    text: questionText,
    options: z.array(optionText, { error: questionMessages.options }).check(
      z.minLength(MIN_CHOICE_OPTIONS, { error: questionMessages.options }),
      z.maxLength(MAX_CHOICE_OPTIONS, { error: questionMessages.options }),
      z.refine((options) => new Set(options).size === options.length, { error: questionMessages.options }),
    ),
    knockOut: z.optional(
      z.strictObject({
        accepted: z
          .array(z.int({ error: questionMessages.accepted }), { error: questionMessages.accepted })
          .check(z.minLength(1, { error: questionMessages.accepted })),
      }),
    ),
  })
  .check(
    z.refine(
      ({ options, knockOut }) =>
        knockOut === undefined ||
        (new Set(knockOut.accepted).size === knockOut.accepted.length &&
          knockOut.accepted.length < options.length &&
          knockOut.accepted.every((index) => index >= 0 && index < options.length)),
      { error: questionMessages.accepted, path: ['knockOut', 'accepted'] },
    ),
  );
const numberQuestion = z.strictObject({
  id: questionId,
  kind: z.literal('number'),
  text: questionText,
  knockOut: z.optional(
    z
      .strictObject({ min: z.optional(bound), max: z.optional(bound) }, { error: questionMessages.bounds })
      .check(
        z.refine(
          ({ min, max }) =>
            (min !== undefined || max !== undefined) &&
            (min === undefined || max === undefined || min <= max),
          { error: questionMessages.bounds },
        ),
      ),
  ),
});
const textQuestion = z.strictObject({ id: questionId, kind: z.literal('text'), text: questionText });

export const screeningQuestionSchema = z.discriminatedUnion(
  'kind',
  [yesNoQuestion, choiceQuestion, numberQuestion, textQuestion],
  { error: questionMessages.kind },
);

/** The posting's `questions`: at most five, ids unique. */
export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema, { error: questionMessages.list })
  .check(
    z.maxLength(MAX_SCREENING_QUESTIONS, { error: questionMessages.list }),
    z.refine((list) => new Set(list.map((question) => question.id)).size === list.length, {
      error: questionMessages.list,
    }),
  );

// The schema's output is the rules' type: a change to either fails the type-check here.
type Parsed = z.infer<typeof screeningQuestionSchema>;
const sameShape: (question: Parsed) => ScreeningQuestion = (question) => question;
void sameShape;

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
