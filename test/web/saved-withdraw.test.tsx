/**
 * Saved jobs and withdrawing an application on the worker's screens: the Saved tab in
 * the URL, the Save / Saved button on cards and the job page, a closed saved job shown as
 * closed, unsaving, the cap's refusal; Withdraw with its confirmation, the refusal once reviewed, Withdrawn in
 * Applied Jobs and on the job page; in English and Hindi/Telugu, axe clean.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppliedJob } from '#shared/api/job-shapes';
import type { SavedJob } from '#shared/api/saved-and-withdrawn';
import { SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, JOB, JOB_DETAILS, ok, SEARCHED_JOB, storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

// The page's language as the app sets it on start (<html lang>), English unless a test chooses another.
beforeEach(async () => {
  await act(() => activateLanguage('en'));
});

const saved = (id: number, title: string, STATUS: SavedJob['STATUS']): SavedJob => ({
  ...JOB,
  ID: id,
  TITLE: title,
  STATUS,
  SAVED_AT: '2026-11-22T10:00:00.000Z',
});

const applied = (id: number, title: string, STATUS: AppliedJob['STATUS']): AppliedJob => ({
  ...JOB,
  ID: id,
  TITLE: title,
  STATUS,
  APPLIED_AT: '2026-11-21T10:00:00.000Z',
  ...(STATUS === 'WITHDRAWN' ? { WITHDRAWN_AT: '2026-11-23T10:00:00.000Z' } : {}),
});

const cardOf = (title: string) => screen.findByRole('article', { name: title });

describe('Saved (dashboard tab)', () => {
  it('opens from the URL, lists the saved jobs, and keeps a closed one, shown as closed (axe clean)', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () =>
        ok({ data: [saved(9, 'Warehouse Picker', 'OPEN'), saved(8, 'Cafe Cashier', 'CLOSED')] }),
    });
    renderApp('/dashboard?tab=saved');

    expect(await screen.findByRole('tab', { name: 'Saved', selected: true })).toBeInTheDocument();
    const open = await cardOf('Warehouse Picker');
    const closed = await cardOf('Cafe Cashier');
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(
      within(closed).getByText('This job is closed and no longer takes applications.'),
    ).toBeInTheDocument();
    expect(within(open).queryByText('Closed')).toBeNull();
    for (const card of [open, closed]) {
      expect(within(card).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    }
    expect(within(closed).getByRole('link', { name: 'View Job' })).toHaveAttribute('href', '/jobs/8');
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('puts the tab in the URL when chosen, and says so when nothing is saved', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
    });
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('tab', { name: 'Saved' }));

    expect(await screen.findByText('You have not saved any jobs yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect(await screen.findByRole('tab', { name: 'Explore Jobs', selected: true })).toBeInTheDocument();
  });

  it('unsaves a job: the card stays, its button now says Save, and a second tap saves it again', async () => {
    storeWorkerSession();
    let list = [saved(9, 'Warehouse Picker', 'OPEN')];
    const api = fakeApi({
      getAppliedJobs: () => ok({ data: [] }),
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getSavedJobs: () => ok({ data: list }),
      unsaveJob: () => {
        list = [];
        return ok({ success: true });
      },
      saveJob: () => {
        list = [saved(9, 'Warehouse Picker', 'OPEN')];
        return ok({ success: true });
      },
    });
    const { user } = renderApp('/dashboard?tab=saved');
    const toggle = within(await cardOf('Warehouse Picker')).getByRole('button', { name: 'Saved' });

    await user.click(toggle);

    await waitFor(() => expect(toggle).toHaveAccessibleName('Save'));
    expect(api.calls.filter((call) => call.name === 'unsaveJob').map((call) => call.input)).toEqual([
      { id: 9 },
    ]);
    expect(await cardOf('Warehouse Picker')).toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAccessibleName('Saved'));
    expect(api.calls.filter((call) => call.name === 'saveJob').map((call) => call.input)).toEqual([
      { id: 9 },
    ]);
  });

  it('says so in the Hindi and Telugu screens too', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [saved(8, 'Cafe Cashier', 'CLOSED')] }),
    });
    await act(() => activateLanguage('hi'));
    const { unmount } = renderApp('/dashboard?tab=saved');
    expect(await screen.findByRole('tab', { name: 'सहेजी गई', selected: true })).toBeInTheDocument();
    expect(
      within(await cardOf('Cafe Cashier')).getByRole('button', { name: 'सहेजा गया' }),
    ).toBeInTheDocument();
    unmount();

    await act(() => activateLanguage('te'));
    renderApp('/dashboard?tab=saved');
    expect(await screen.findByRole('tab', { name: 'సేవ్ చేసినవి', selected: true })).toBeInTheDocument();
    expect(
      within(await cardOf('Cafe Cashier')).getByText('ఈ ఉద్యోగం మూసివేయబడింది, ఇక దరఖాస్తులు తీసుకోదు.'),
    ).toBeInTheDocument();
  });
});

describe('Save on Explore Jobs cards', () => {
  it('saves a job: its button then says Saved, axe clean', async () => {
    storeWorkerSession();
    let list: SavedJob[] = [];
    const api = fakeApi({
      searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: list }),
      saveJob: () => {
        list = [saved(SEARCHED_JOB.ID, SEARCHED_JOB.TITLE, 'OPEN')];
        return ok({ success: true });
      },
    });
    const { user } = renderApp('/dashboard?tab=explore');
    const card = await cardOf(SEARCHED_JOB.TITLE);
    const toggle = within(card).getByRole('button', { name: 'Save' });
    expect(toggle).toHaveAccessibleDescription(SEARCHED_JOB.TITLE);

    await user.click(toggle);

    await waitFor(() => expect(toggle).toHaveAccessibleName('Saved'));
    expect(api.calls.filter((call) => call.name === 'saveJob').map((call) => call.input)).toEqual([
      { id: SEARCHED_JOB.ID },
    ]);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says why beside the button when the cap is reached, and leaves it at Save', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
      saveJob: () =>
        fail(400, 'id: You can keep at most 100 saved jobs.', [{ field: 'id', message: 'at most 100' }]),
    });
    const { user } = renderApp('/dashboard?tab=explore');
    const card = await cardOf(SEARCHED_JOB.TITLE);

    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You can keep at most 100 saved jobs. Remove one from Saved to save another.',
    );
    expect(within(card).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('Withdraw in Applied Jobs', () => {
  it('withdraws a New application after a confirmation; it then shows Withdrawn and the focus goes there', async () => {
    storeWorkerSession();
    let list = [applied(5, 'Data Entry Operator', 'APPLIED'), applied(2, 'Mathematics Tutor', 'SHORTLISTED')];
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: list }),
      withdrawApplication: () => {
        list = [
          applied(5, 'Data Entry Operator', 'WITHDRAWN'),
          applied(2, 'Mathematics Tutor', 'SHORTLISTED'),
        ];
        return ok({ success: true });
      },
    });
    const { user } = renderApp('/dashboard?tab=applied');
    const card = await cardOf('Data Entry Operator');
    expect(within(await cardOf('Mathematics Tutor')).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
    expect(dialog).toHaveTextContent(
      'Your application for Data Entry Operator will be taken back, and you cannot apply for this job again.',
    );
    expect(await accessibilityProblems()).toEqual([]);
    expect(api.calls.some((call) => call.name === 'withdrawApplication')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const after = await cardOf('Data Entry Operator');
    expect(after).toHaveTextContent('Status: Withdrawn');
    expect(after).toHaveTextContent('Withdrawn on 23 Nov 2026');
    expect(within(after).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(api.calls.filter((call) => call.name === 'withdrawApplication').map((call) => call.input)).toEqual(
      [{ id: 5 }],
    );
    await waitFor(() => expect(document.getElementById('application-5')).toHaveFocus());
  });

  it('keeps the application when the confirmation is cancelled', async () => {
    storeWorkerSession();
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [applied(5, 'Data Entry Operator', 'APPLIED')] }),
    });
    const { user } = renderApp('/dashboard?tab=applied');
    await user.click(within(await cardOf('Data Entry Operator')).getByRole('button', { name: 'Withdraw' }));

    await user.click(await screen.findByRole('button', { name: 'Keep my application' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((call) => call.name === 'withdrawApplication')).toBe(false);
  });

  it('names the job by its Hindi title in the Hindi confirmation, and writes its city in Devanagari', async () => {
    storeWorkerSession();
    const hindi = {
      TITLE: 'डेटा एंट्री ऑपरेटर',
      LOCATION: '',
      WORK_HOURS: 'सोम-शुक्र',
      EARNINGS: '₹12,000 / माह',
      POSITION: 'इंटर्न',
      MACHINE: false,
    };
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () =>
        ok({
          data: [
            {
              ...applied(5, 'Data Entry Operator', 'APPLIED'),
              LOCATION: 'Hyderabad (Telangana)',
              TRANSLATIONS: { hi: hindi },
            },
          ],
        }),
    });
    await act(() => activateLanguage('hi'));
    const { user } = renderApp('/dashboard?tab=applied');
    const card = await cardOf('डेटा एंट्री ऑपरेटर');
    // The Hindi texts leave the place empty: the district's Hindi name, not "Hyderabad".
    await waitFor(() => expect(card).toHaveTextContent('जगहहैदराबाद'));
    await user.click(within(card).getByRole('button', { name: 'वापस लें' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('डेटा एंट्री ऑपरेटर के लिए आपका आवेदन वापस ले लिया जाएगा');
    expect(dialog).not.toHaveTextContent('Data Entry Operator');
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says the application was already reviewed, then shows where it stands once closed (Telugu)', async () => {
    storeWorkerSession();
    let list = [applied(5, 'Data Entry Operator', 'APPLIED')];
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: list }),
      withdrawApplication: () => {
        list = [applied(5, 'Data Entry Operator', 'SHORTLISTED')];
        return {
          status: 409,
          error: { message: 'already been reviewed', code: SAVE_WITHDRAW_CODES.alreadyReviewed },
        };
      },
    });
    await act(() => activateLanguage('te'));
    const { user } = renderApp('/dashboard?tab=applied');
    await user.click(within(await cardOf('Data Entry Operator')).getByRole('button', { name: 'ఉపసంహరించు' }));
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'దరఖాస్తును ఉపసంహరించు' }));

    expect(
      await within(dialog).findByText('ఈ దరఖాస్తు ఇప్పటికే సమీక్షించబడింది, కాబట్టి దీన్ని ఇక ఉపసంహరించలేరు.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'నా దరఖాస్తును ఉంచు' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await cardOf('Data Entry Operator')).toHaveTextContent('షార్ట్‌లిస్ట్');
  });
});

describe('the job page', () => {
  it('offers Save beside Apply', async () => {
    storeWorkerSession();
    const api = fakeApi({
      getJobById: () => ok({ data: JOB_DETAILS }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
      saveJob: () => ok({ success: true }),
    });
    const { user } = renderApp('/jobs/7');
    const toggle = await screen.findByRole('button', { name: 'Save' });
    expect(toggle).toHaveAccessibleDescription(JOB_DETAILS.TITLE);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();

    await user.click(toggle);

    await waitFor(() => expect(api.calls.some((call) => call.name === 'saveJob')).toBe(true));
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('offers Save on a closed job only when it is saved, to take it out of Saved', async () => {
    storeWorkerSession();
    let list = [saved(7, JOB_DETAILS.TITLE, 'CLOSED')];
    fakeApi({
      getJobById: () => ok({ data: { ...JOB_DETAILS, STATUS: 'CLOSED' } }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: list }),
      unsaveJob: () => {
        list = [];
        return ok({ success: true });
      },
    });
    const { user } = renderApp('/jobs/7');
    const toggle = await screen.findByRole('button', { name: 'Saved' });

    await user.click(toggle);

    await waitFor(() => expect(toggle).toHaveAccessibleName('Save'));
    expect(toggle).toHaveFocus();
    expect(screen.getByText('This job is closed and no longer takes applications.')).toBeInTheDocument();
  });

  it('offers no Save on a closed job that is not saved', async () => {
    storeWorkerSession();
    fakeApi({
      getJobById: () => ok({ data: { ...JOB_DETAILS, STATUS: 'CLOSED' } }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
    });
    renderApp('/jobs/7');

    await screen.findByText('This job is closed and no longer takes applications.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('says a withdrawn application cannot be made again, and offers no Apply', async () => {
    storeWorkerSession();
    fakeApi({
      getJobById: () => ok({ data: JOB_DETAILS }),
      getAppliedJobs: () => ok({ data: [applied(7, JOB_DETAILS.TITLE, 'WITHDRAWN')] }),
      getSavedJobs: () => ok({ data: [] }),
    });
    renderApp('/jobs/7');

    expect(
      await screen.findByText(
        'You withdrew your application for this job, so you cannot apply for it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Applied.' })).toBeNull();
  });
});
