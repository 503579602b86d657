/**
 * Interviews on screen: HR schedules one from a shortlisted row (the form checks the rules
 * before sending, a refusal stays in the form) and sees the worker's answer; the worker sees it in Applied Jobs in
 * their language, confirms or asks for another time with a note. axe clean on both.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Interview } from '#shared/api/interviews';
import type { AppliedJob } from '#shared/api/job-shapes';
import { istDayAfter } from '#shared/domain/interviews';
import { activateLanguage } from '#web/lib/i18n';
import { findToast } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, fakeIdToken, JOB, ok, storeWorkerSession } from './fake-api';
import { applicationsPageHooks, fakeServer, openTab } from './internal-applications-fixtures';
import { application, internship } from './internal-fixtures';
import { renderApp } from './render-app';

applicationsPageHooks();
beforeEach(() => {
  // index.html says lang="en"; jsdom's empty document does not.
  document.documentElement.lang = 'en';
});

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  STARTS_AT: '2026-12-01T05:00:00.000Z',
  DATE: '2026-12-01',
  TIME: '10:30',
  PLACE: 'Plot 12, HITEC City, Hyderabad',
  ANSWER: 'PROPOSED',
  PROPOSED_AT: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

describe('Schedule interview (HR/OPS, Shortlisted tab)', () => {
  it('proposes a time and an address; a refused field stays in the form', async () => {
    const meera = application(23, 'Meera Iyer', 'SHORTLISTED');
    let answers = 0;
    const api = fakeApi({
      getInternalDataById: () =>
        ok({
          data: [meera],
          JOB: internship({ APPLICANTS: { APPLIED: 0, SHORTLISTED: 1, SELECTED: 0, REJECTED: 0 } }),
        }),
      scheduleInterview: () => {
        answers += 1;
        return answers === 1
          ? fail(400, 'time: The interview must be in the future.', [
              { field: 'time', message: 'The interview must be in the future.' },
            ])
          : ok({ success: true, INTERVIEW: interview() });
      },
    });
    const { user } = await openTab('/internal/applications/12?page=shortlisted');

    await user.click(await screen.findByRole('button', { name: 'Schedule interview with Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview with Meera Iyer' });
    // Checked before sending: no place.
    await user.click(within(dialog).getByRole('button', { name: 'Propose interview' }));
    expect(
      await within(dialog).findByText('Give the address of the interview or a video link.'),
    ).toBeInTheDocument();
    expect(api.inputsOf('scheduleInterview')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Address/ }),
      'Plot 12, HITEC City, Hyderabad',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Propose interview' }));
    expect(await within(dialog).findByText(/The interview was not proposed/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Time \(IST\): The interview must be in the future/)).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Propose interview' }));
    expect(await findToast('Interview proposed to Meera Iyer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inputsOf('scheduleInterview')[1]).toEqual({
      id: 12,
      userId: 23,
      date: istDayAfter(Date.now(), 1),
      time: '10:00',
      place: 'Plot 12, HITEC City, Hyderabad',
    });
  });

  it("shows who confirmed and who asked for another time, with the worker's note", async () => {
    fakeServer([
      application(23, 'Meera Iyer', 'SHORTLISTED', { INTERVIEW: interview({ ANSWER: 'CONFIRMED' }) }),
      application(24, 'Arjun Das', 'SHORTLISTED', {
        INTERVIEW: interview({
          ANSWER: 'ANOTHER_TIME',
          NOTE: 'Exam that morning',
          PLACE: undefined,
          VIDEO_LINK: 'https://meet.example.com/x',
        }),
      }),
    ]);
    await openTab('/internal/applications/12?page=shortlisted');

    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, meera, arjun] = within(table).getAllByRole('row');
    expect(meera).toHaveTextContent('Confirmed1 Dec 2026, 10:30 AM IST · Plot 12, HITEC City, Hyderabad');
    expect(arjun).toHaveTextContent('Asked for another time');
    expect(arjun).toHaveTextContent('Note: “Exam that morning”');
    expect(
      within(arjun as HTMLElement).getByRole('button', { name: 'Change interview with Arjun Das' }),
    ).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('offers nothing on the New tab', async () => {
    fakeServer([application(21, 'Asha Verma')]);
    await openTab('/internal/applications/12?page=new');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Schedule interview/ })).not.toBeInTheDocument();
  });
});

const shortlisted = (overrides: Partial<Interview> = {}): AppliedJob => ({
  ...JOB,
  ID: 7,
  TITLE: 'Mathematics Tutor',
  STATUS: 'SHORTLISTED',
  APPLIED_AT: '2026-11-21T10:00:00.000Z',
  INTERVIEW: interview(overrides),
});

describe('the interview in Applied Jobs (worker)', () => {
  it('confirms the time shown; a failure says why and leaves the buttons ready', async () => {
    storeWorkerSession();
    let list = [shortlisted()];
    let calls = 0;
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: list }),
      answerInterview: () => {
        calls += 1;
        if (calls === 1) return fail(503, 'The service is busy. Please try again.');
        list = [shortlisted({ ANSWER: 'CONFIRMED' })];
        return ok({ success: true, INTERVIEW: interview({ ANSWER: 'CONFIRMED' }) });
      },
    });
    const { user } = renderApp('/dashboard?tab=applied');

    const box = await screen.findByRole('region', { name: 'Interview' });
    expect(box).toHaveTextContent('1 Dec 2026, 10:30 AM IST');
    expect(box).toHaveTextContent('Place: Plot 12, HITEC City, Hyderabad');
    expect(box).toHaveTextContent('Please confirm this time, or ask for another.');
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(within(box).getByRole('button', { name: 'Confirm' }));
    expect(await within(box).findByText(/Your answer was not sent/)).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Confirm' }));
    expect(await within(box).findByText('You confirmed this time.')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(api.inputsOf('answerInterview')[1]).toEqual({
      id: 7,
      startsAt: '2026-12-01T05:00:00.000Z',
      answer: 'confirm',
    });
  });

  it('asks for another time with a short note', async () => {
    storeWorkerSession();
    let list = [shortlisted()];
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: list }),
      answerInterview: () => {
        list = [shortlisted({ ANSWER: 'ANOTHER_TIME', NOTE: 'After 4 pm' })];
        return ok({ success: true, INTERVIEW: interview({ ANSWER: 'ANOTHER_TIME', NOTE: 'After 4 pm' }) });
      },
    });
    const { user } = renderApp('/dashboard?tab=applied');

    const box = await screen.findByRole('region', { name: 'Interview' });
    await user.click(within(box).getByRole('button', { name: 'Ask for another time' }));
    await user.type(within(box).getByRole('textbox', { name: /A short note/ }), 'After 4 pm');
    expect(await accessibilityProblems()).toEqual([]);
    await user.click(within(box).getByRole('button', { name: 'Send' }));
    expect(await within(box).findByText(/You asked for another time/)).toBeInTheDocument();
    expect(within(box).getByText('Your note: After 4 pm')).toBeInTheDocument();
    expect(api.inputsOf('answerInterview')).toEqual([
      { id: 7, startsAt: '2026-12-01T05:00:00.000Z', answer: 'anotherTime', note: 'After 4 pm' },
    ]);
  });

  it('reads in Hindi and Telugu, and focuses Add to calendar when opened from the SMS calendar link', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [shortlisted()] }),
    });
    await act(() => activateLanguage('hi'));
    try {
      renderApp('/dashboard?tab=applied&ics=7');
      const box = await screen.findByRole('region', { name: 'इंटरव्यू' });
      expect(box).toHaveTextContent('1 दिसंबर 2026, 10:30 बजे IST');
      await waitFor(() => expect(within(box).getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toHaveFocus());
      await act(() => activateLanguage('te'));
      expect(await screen.findByRole('region', { name: 'ఇంటర్వ్యూ' })).toHaveTextContent(
        '1 డిసెంబర్ 2026, 10:30 గంటలకు IST',
      );
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('brings a signed-out worker from the SMS link back to the interview once signed in', async () => {
    const state = '0123456789abcdef0123456789abcdef';
    const idToken = fakeIdToken({ email: 'asha@example.com', name: 'Asha Verma', picture: '' });
    fakeApi({
      loginOrRegister: () =>
        ok({ token: 'session-1', register: false, name: 'Asha Verma', privacy: 'given' }),
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [shortlisted()] }),
    });
    const first = renderApp('/dashboard?tab=applied&ics=7');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    first.unmount();

    sessionStorage.setItem('earnlearn:signInState', state);
    renderApp(`/auth/callback#id_token=${idToken}&state=${state}`);

    const box = await screen.findByRole('region', { name: 'Interview' });
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Add to calendar' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Applied Jobs', selected: true })).toBeInTheDocument();
    expect(sessionStorage.getItem('earnlearn:returnTo')).toBeNull();
  });
});
