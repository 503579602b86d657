// A job's screening questions (shared/domain/screening.ts and screening-rules.ts): what a knock-out accepts, the
// order refusals come in, what HR reads, the key the passed filter lists by, the schema's messages by field and
// the scam rules on a question's texts.
import { describe, expect, it } from 'vitest';
import { jobPostingSchema } from '#shared/domain/job-rules';
import { moderate } from '#shared/domain/moderation/moderate';
import {
  askedQuestions,
  keptAnswers,
  knockOutCount,
  knockOutKey,
  passesKnockOut,
  questionIn,
  type ScreeningQuestion,
  screen,
  screeningQuestionsSchema,
} from '#shared/domain/screening';

const licence: ScreeningQuestion = {
  id: 'bike',
  kind: 'yesNo',
  text: 'Do you have a two-wheeler licence?',
  knockOut: { required: true },
};
const shift: ScreeningQuestion = {
  id: 'shift',
  kind: 'choice',
  text: 'Which shift?',
  options: ['Morning', 'Evening', 'Night'],
  knockOut: { accepted: [0, 1] },
};
const hours: ScreeningQuestion = {
  id: 'hours',
  kind: 'number',
  text: 'Hours a week',
  knockOut: { min: 10, max: 40 },
};
const area: ScreeningQuestion = { id: 'area', kind: 'text', text: 'Which area do you know?' };

describe('passesKnockOut', () => {
  it('takes only the yes/no answer required', () => {
    expect(passesKnockOut(licence, true)).toBe(true);
    expect(passesKnockOut(licence, false)).toBe(false);
  });

  it('takes only the accepted options of a one-choice question', () => {
    expect(passesKnockOut(shift, 0)).toBe(true);
    expect(passesKnockOut(shift, 1)).toBe(true);
    expect(passesKnockOut(shift, 2)).toBe(false);
  });

  it('takes a number within its bounds, the bounds included', () => {
    expect([9.5, 10, 40, 41].map((value) => passesKnockOut(hours, value))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const minimumOnly: ScreeningQuestion = { ...hours, knockOut: { min: 18 } };
    expect(passesKnockOut(minimumOnly, 1000)).toBe(true);
  });

  it('passes any answer to a question without a knock-out', () => {
    expect(passesKnockOut({ id: 'x', kind: 'yesNo', text: 'Own a phone?' }, false)).toBe(true);
    expect(passesKnockOut(area, 'anything')).toBe(true);
  });
});

describe('screen', () => {
  const questions = [licence, shift, hours, area];
  const right = [
    { id: 'bike', answer: true },
    { id: 'shift', answer: 1 },
    { id: 'hours', answer: 20 },
    { id: 'area', answer: 'Ameerpet' },
  ];

  it('lets right answers through', () => {
    expect(screen(questions, right)).toBeUndefined();
    expect(screen([], [])).toBeUndefined();
  });

  it('names the first question not answered, answered with the wrong kind, or knocked out', () => {
    expect(screen(questions, right.slice(1))).toMatchObject({ reason: 'missing', index: 0 });
    expect(
      screen(
        questions,
        right.map((a) => (a.id === 'shift' ? { id: 'shift', answer: 3 } : a)),
      ),
    ).toMatchObject({ reason: 'invalid', index: 1 });
    expect(
      screen(
        questions,
        right.map((a) => (a.id === 'area' ? { id: 'area', answer: '   ' } : a)),
      ),
    ).toMatchObject({ reason: 'invalid', index: 3 });
    expect(
      screen(
        questions,
        right.map((a) => (a.id === 'hours' ? { id: 'hours', answer: 5 } : a)),
      ),
    ).toMatchObject({ reason: 'knockedOut', index: 2 });
  });

  it('refuses an answer to a question the job does not ask', () => {
    expect(screen(questions, [...right, { id: 'other', answer: true }])).toEqual({
      reason: 'unknown',
      id: 'other',
    });
  });
});

describe('what the worker and HR read', () => {
  it('hides what a knock-out accepts from the worker', () => {
    expect(JSON.stringify(askedQuestions([licence, shift, hours]))).not.toContain('knockOut');
    expect(askedQuestions([shift])[0]).toEqual({
      id: 'shift',
      kind: 'choice',
      text: 'Which shift?',
      options: shift.options,
    });
  });

  it('keeps each answer as text beside its question, a knock-out marked', () => {
    expect(
      keptAnswers(
        [licence, shift, area],
        [
          { id: 'bike', answer: false },
          { id: 'shift', answer: 2 },
          { id: 'area', answer: ' Ameerpet ' },
        ],
      ),
    ).toEqual([
      { QUESTION: licence.text, ANSWER: 'No', KNOCK_OUT: true },
      { QUESTION: 'Which shift?', ANSWER: 'Night', KNOCK_OUT: true },
      { QUESTION: area.text, ANSWER: 'Ameerpet' },
    ]);
  });
});

describe('questionIn', () => {
  it("reads the question in the worker's language where written, each text on its own", () => {
    const question = {
      ...shift,
      translations: { hi: { text: 'कौन सी शिफ़्ट?', options: ['सुबह', '', 'रात'] } },
    };
    expect(questionIn(question, 'hi')).toEqual({ text: 'कौन सी शिफ़्ट?', options: ['सुबह', 'Evening', 'रात'] });
    expect(questionIn(question, 'te')).toEqual({ text: 'Which shift?', options: shift.options });
  });
});

describe('knockOutKey', () => {
  it('changes when a knock-out changes, not when a question without one or a wording changes', () => {
    const key = knockOutKey([licence, shift, area]);
    expect(key).toMatch(/^[0-9a-f]{8}$/);
    expect(knockOutKey([licence, shift, { ...area, text: 'Where do you live?' }])).toBe(key);
    expect(knockOutKey([{ ...licence, text: 'Licence?' }, shift])).toBe(key);
    expect(knockOutKey([licence, { ...shift, knockOut: { accepted: [0] } }])).not.toBe(key);
    expect(knockOutKey([area])).toBeUndefined();
    // A map read back from the table may list its entries in another order: the same key.
    expect(knockOutKey([{ ...hours, knockOut: { max: 40, min: 10 } }])).toBe(knockOutKey([hours]));
    expect(knockOutCount([licence, shift, area])).toBe(2);
  });
});

describe('screeningQuestionsSchema', () => {
  const issuesOf = (questions: unknown) =>
    (screeningQuestionsSchema.safeParse(questions).error?.issues ?? []).map((issue) => issue.path.join('.'));

  it('takes each kind, its knock-out fitting it', () => {
    expect(screeningQuestionsSchema.parse([licence, shift, hours, area])).toEqual([
      licence,
      shift,
      hours,
      area,
    ]);
  });

  it('refuses a sixth question and a repeated id', () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ ...area, id: `q${n}` }));
    expect(issuesOf(six)).toEqual(['']);
    expect(issuesOf([area, area])).toEqual(['']);
  });

  it('names the field of a question that does not fit', () => {
    expect(issuesOf([{ ...shift, options: ['Only one'], knockOut: undefined }])).toEqual(['0.options']);
    expect(issuesOf([{ ...shift, knockOut: { accepted: [0, 1, 2] } }])).toEqual(['0.knockOut.accepted']);
    expect(issuesOf([{ ...hours, knockOut: { min: 50, max: 10 } }])).toEqual(['0.knockOut.min']);
    expect(issuesOf([{ ...licence, knockOut: {} }])).toEqual(['0.knockOut.required']);
    expect(issuesOf([{ ...area, knockOut: { required: true } }])).toEqual(['0.knockOut']);
    expect(issuesOf([{ ...area, text: 'x'.repeat(201) }])).toEqual(['0.text']);
    expect(issuesOf([{ ...area, text: '<b>hi</b>' }])).toEqual(['0.text']);
    expect(issuesOf([{ ...area, kind: 'essay' }])).toEqual(['0.kind']);
    expect(issuesOf([{ ...shift, translations: { te: { text: 'ఏ షిఫ్ట్?', options: ['ఉదయం'] } } }])).toEqual([
      '0.translations.te.options',
    ]);
    expect(issuesOf([{ ...area, translations: { hi: { text: '' } } }])).toEqual(['0.translations.hi.text']);
  });

  it('is the posting field questions, named in its 400', () => {
    const result = jobPostingSchema.safeParse({ questions: [{ ...area, text: '' }] });
    const paths = (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths).toContain('questions.0.text');
  });
});

describe('the scam rules on a question', () => {
  it("finds a fee asked in a question's text or an option, naming its field", () => {
    const hits = moderate({
      questions: [
        { text: 'Can you pay a registration fee of Rs 500 before joining?' },
        { text: 'How will you pay?', options: ['Pay a security deposit', 'Later'] },
        { text: 'Ready to start?', translations: { hi: { text: 'Can you pay a registration fee?' } } },
      ],
    });
    const fields = hits.map((hit) => hit.field);
    expect(fields).toContain('questions.0.text');
    expect(fields).toContain('questions.1.options.0');
    expect(fields).toContain('questions.2.translations.hi.text');
  });
});
