/**
 * Screening questions in the browser: the posting form's question editor (kinds, options, knock-outs, by the
 * keyboard) sends them as postJob takes them and says what is wrong with one; the job page's apply step asks
 * them and a cover note before the apply is sent, shows an unanswered question and the server's knock-out
 * refusal on the question, in the worker's language; a job without questions still applies in one tap.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '#shared/api/job-shapes';
import { KNOCKED_OUT_CODE, screeningQuestionsSchema } from '#shared/domain/screening';
import { hi } from '#test/support/catalogues';
import { QuestionsFields } from '#web/components/job-posting/QuestionsFields';
import { QuestionTranslationFields } from '#web/components/job-posting/QuestionTranslationFields';
import { activateLanguage } from '#web/lib/i18n';
import {
  newQuestion,
  type QuestionValues,
  questionsInput,
} from '../../web/src/components/job-posting/questions-form';
import { preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { type Answer, fakeApi, JOB_DETAILS, ok, storeWorkerSession } from './fake-api';
import { FakeXhr } from './fake-xhr';
import { renderApp, renderWithProviders } from './render-app';

const LOGO_KEY = 'logos/2026/abc.png';

describe('the question editor of the post-job form', () => {
  beforeAll(async () => {
    await preloadAdminArea();
    document.documentElement.lang = 'en';
  });

  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:logo-preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });

  async function openPostJob() {
    storeAdminSession();
    const api = fakeApi({
      createLogoUpload: () =>
        ok({
          data: {
            url: 'https://uploads.example.com/earnlearn-uploads',
            fields: { key: LOGO_KEY },
            key: LOGO_KEY,
            maxBytes: 2 * 1024 * 1024,
            contentType: 'image/png',
            expiresAt: '2026-11-25T10:05:00.000Z',
          },
        }),
      postJob: () => ok({ success: true, id: 31 }),
      getPostedJobs: () => ok({ data: [] }),
      getDashboardData: () => ok({ data: { users: 1, employees: 1, jobs: 2 } }),
    });
    const view = renderApp('/admin/post-new-job');
    await screen.findByRole('heading', { level: 1, name: 'Post New Job' });
    return { api, ...view };
  }

  const form = () => screen.getByRole('form', { name: 'New job' });

  it('makes a yes/no knock-out and a one-choice question by the keyboard, shaped as postJob takes them', async () => {
    let latest: QuestionValues[] = [];
    function Editor() {
      const [questions, setQuestions] = useState<QuestionValues[]>([]);
      latest = questions;
      return <QuestionsFields questions={questions} onChange={setQuestions} errors={{ byQuestion: {} }} />;
    }
    const { user } = renderWithProviders(<Editor />);
    const textbox = (name: string) => screen.getByRole('textbox', { name });

    // Add a question: focus the button and press Enter; its text, then its knock-out by Space.
    screen.getByRole('button', { name: 'Add a question' }).focus();
    await user.keyboard('{Enter}');
    await user.click(textbox('Question 1'));
    await user.keyboard('Do you have a two-wheeler licence?');
    screen.getByRole('checkbox', { name: 'Question 1 is a knock-out' }).focus();
    await user.keyboard(' ');
    const required = screen.getByRole('radiogroup', { name: /^Question 1: the answer required/ });
    await user.click(within(required).getByRole('radio', { name: 'Yes' }));

    screen.getByRole('button', { name: 'Add a question' }).focus();
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question 2: kind' }), 'One choice');
    await user.type(textbox('Question 2'), 'Which shift can you work?');
    await user.type(textbox('Question 2: option 1'), 'Lunch');
    await user.type(textbox('Question 2: option 2'), 'Dinner');
    await user.click(screen.getByRole('button', { name: 'Add an option to question 2' }));
    await user.type(textbox('Question 2: option 3'), 'Night');
    await user.click(screen.getByRole('checkbox', { name: 'Question 2 is a knock-out' }));
    const accepted = screen.getByRole('group', { name: 'Question 2: options accepted' });
    await user.click(within(accepted).getByRole('checkbox', { name: 'Lunch' }));
    await user.click(within(accepted).getByRole('checkbox', { name: 'Dinner' }));
    // The second question moves up by its button: the order is the worker's.
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));

    const posted = questionsInput(latest);
    expect(posted).toEqual([
      {
        id: 'q2',
        kind: 'choice',
        text: 'Which shift can you work?',
        options: ['Lunch', 'Dinner', 'Night'],
        knockOut: { accepted: [0, 1] },
      },
      { id: 'q1', kind: 'yesNo', text: 'Do you have a two-wheeler licence?', knockOut: { required: true } },
    ]);
    expect(screeningQuestionsSchema.safeParse(posted).success).toBe(true);
  });

  it("takes a question's Hindi text and options in the Hindi tab, one text per option", async () => {
    let latest: QuestionValues[] = [
      { ...newQuestion([]), kind: 'choice', text: 'Which shift?', options: ['Lunch', 'Dinner'] },
    ];
    function Tab() {
      const [questions, setQuestions] = useState<QuestionValues[]>(latest);
      latest = questions;
      return (
        <QuestionTranslationFields language="hi" questions={questions} onChange={setQuestions} errors={{}} />
      );
    }
    const { user } = renderWithProviders(<Tab />);

    await user.type(screen.getByRole('textbox', { name: /^Question 1 in Hindi$/ }), 'कौन सी शिफ़्ट?');
    await user.type(screen.getByRole('textbox', { name: /^Question 1 in Hindi: option 2/ }), 'रात का खाना');

    expect(questionsInput(latest)?.[0]).toMatchObject({
      translations: { hi: { text: 'कौन सी शिफ़्ट?', options: ['', 'रात का खाना'] } },
    });
  });

  it('says what a question without its text lacks, and sends nothing', async () => {
    const { user, api } = await openPostJob();
    await user.click(within(form()).getByRole('button', { name: 'Add a question' }));

    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(
      await within(form()).findByText('Please write the question, at most 200 characters'),
    ).toBeInTheDocument();
    expect(api.inputsOf('postJob')).toHaveLength(0);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('offers at most five questions', async () => {
    const { user } = await openPostJob();
    const add = within(form()).getByRole('button', { name: 'Add a question' });
    for (let n = 0; n < 5; n++) await user.click(add);

    expect(within(form()).getAllByRole('group', { name: /^Question [0-9]$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
  });
});

describe('the apply step on the job page', () => {
  const ASKING: Job = {
    ...JOB_DETAILS,
    QUESTIONS: [
      {
        id: 'bike',
        kind: 'yesNo',
        text: 'Do you have a two-wheeler licence?',
        translations: { hi: { text: 'क्या आपके पास दोपहिया वाहन का लाइसेंस है?' } },
      },
      { id: 'hours', kind: 'number', text: 'Hours a week you can give' },
    ],
  };

  function openJob(
    job: Job,
    apply: () => Answer<'applyJob'> = () => ok({ success: true }),
    path = '/jobs/7',
  ) {
    storeWorkerSession();
    const api = fakeApi({
      getJobById: () => ok({ data: job }),
      getAppliedJobs: () => ok({ data: [] }),
      searchJobs: () => ok({ data: [], homeCity: '' }),
      applyJob: apply,
    });
    return { api, ...renderApp(path) };
  }

  it('opens the step by itself when the sign-in a visitor’s Apply started comes back (?apply=1)', async () => {
    const { user, api } = openJob(ASKING, undefined, '/jobs/7?apply=1');
    const step = await screen.findByRole('dialog', { name: 'Before you apply' });
    expect(within(step).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    await user.click(within(step).getByRole('radio', { name: 'Yes' }));
    await user.type(within(step).getByRole('textbox', { name: /^Hours a week/ }), '3');
    await user.click(within(step).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.inputsOf('applyJob')).toHaveLength(1);
  });

  it('asks the questions and a cover note before sending, and sends the answers', async () => {
    const { user, api } = openJob(ASKING);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const step = await screen.findByRole('dialog', { name: 'Before you apply' });

    await user.click(within(step).getByRole('button', { name: 'Send application' }));
    expect(within(step).getAllByText('Please answer this question.')).toHaveLength(2);
    // The first question to fix takes the focus.
    await waitFor(() => expect(within(step).getByRole('radio', { name: 'Yes' })).toHaveFocus());
    expect(await accessibilityProblems()).toEqual([]);
    expect(api.inputsOf('applyJob')).toHaveLength(0);

    await user.click(within(step).getByRole('radio', { name: 'Yes' }));
    await user.type(within(step).getByRole('textbox', { name: /^Hours a week/ }), '12');
    await user.type(within(step).getByRole('textbox', { name: /^Cover note/ }), 'I live nearby.');
    await user.click(within(step).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.inputsOf('applyJob')).toEqual([
      {
        id: 7,
        answers: [
          { id: 'bike', answer: true },
          { id: 'hours', answer: 12 },
        ],
        coverNote: 'I live nearby.',
      },
    ]);
  });

  it("shows the server's knock-out refusal on its question, in the worker's language", async () => {
    await act(() => activateLanguage('hi'));
    try {
      const { user } = openJob(ASKING, () => ({
        status: 403,
        error: {
          message: 'Your answer to "Do you have a two-wheeler licence?" does not meet what this job asks.',
          code: KNOCKED_OUT_CODE,
          errors: [{ field: 'answers.0', message: 'refused' }],
        },
      }));
      await user.click(await screen.findByRole('button', { name: hi['job.apply'] }));
      const step = await screen.findByRole('dialog', { name: hi['apply.stepTitle'] });
      await user.click(within(step).getByRole('radio', { name: hi['apply.no'] }));
      await user.type(within(step).getByRole('textbox', { name: /^Hours a week/ }), '12');
      await user.click(within(step).getByRole('button', { name: hi['apply.send'] }));

      expect(await within(step).findByText(hi['apply.knockedOut'])).toBeInTheDocument();
      // The question in Hindi, where the poster wrote it; the other as written.
      expect(within(step).getByRole('radiogroup', { name: /दोपहिया वाहन का लाइसेंस/ })).toBeInTheDocument();
      expect(within(step).getByRole('textbox', { name: /^Hours a week/ })).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: hi['apply.stepTitle'] })).toBeInTheDocument();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('applies in one tap to a job without questions, and offers a note as a second way', async () => {
    const { user, api } = openJob(JOB_DETAILS);
    expect(await screen.findByRole('button', { name: 'Apply with a note' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.inputsOf('applyJob')).toEqual([{ id: 7 }]);
  });
});
