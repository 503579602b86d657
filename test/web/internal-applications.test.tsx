/**
 * The HR/OPS applications page: its tabs, table, accept and reject. Shared set-up: internal-applications-fixtures.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_SECONDS } from '../../web/src/features/internal/applications/use-pending-moves';
import { findToast } from './admin-fixtures';
import { rowsOf } from './admin-tables';
import { accessibilityProblems } from './axe-problems';
import { deferred, fail, fakeApi, ok } from './fake-api';
import {
  ARJUN,
  ASHA,
  applicationsPageHooks,
  elapse,
  fakeServer,
  KIRAN,
  MEERA,
  names,
  openTab,
  table,
} from './internal-applications-fixtures';
import { application, internship, STAFF_TOKEN, storeInternalSession } from './internal-fixtures';
import { renderApp } from './render-app';

applicationsPageHooks();

// A move waits UNDO_SECONDS before it is sent: the tests move the clock (it also runs on by itself).
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The site's index.html says the language; jsdom's empty document does not (axe asks for it).
  document.documentElement.lang = 'en';
});

describe('/internal/applications/{id}', () => {
  it("keeps the job card's place while its first answer is on the way, so the tabs do not move", async () => {
    const answer = deferred<'getInternalDataById'>();
    fakeApi({ getInternalDataById: () => answer.promise });
    await openTab('/internal/applications/12');

    const tabs = screen.getByRole('tablist');
    const pending = screen.getByTestId('job-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    // The placeholder stands above the tabs, where the card will be.
    expect(pending.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    answer.settle(ok({ data: [ASHA], JOB: internship() }));
    expect(await screen.findByRole('region', { name: 'Internship' })).toBeInTheDocument();
    expect(screen.queryByTestId('job-pending')).not.toBeInTheDocument();
  });

  it('shows no empty job card when the first answer fails', async () => {
    fakeApi({ getInternalDataById: () => fail(503, 'The server is busy.') });
    await openTab('/internal/applications/12');

    await screen.findByRole('button', { name: /try again/i });
    expect(screen.queryByTestId('job-pending')).not.toBeInTheDocument();
  });

  it.each([
    ['?page=shortlisted', 'Shortlisted', 'shortlisted'],
    ['?page=rejected', 'Rejected', 'rejected'],
    ['', 'New', 'new'],
    ['?page=hired', 'New', 'new'],
  ])('preselects the tab from %s (%s), and asks for that group', async (query, label, page) => {
    const { api } = fakeServer([ASHA, MEERA]);
    await openTab(`/internal/applications/12${query}`);

    expect(
      screen.getByRole('tab', { name: new RegExp(`^${label} Applications`), selected: true }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById')).toEqual([{ id: '12', page, limit: '50' }]),
    );
    expect(api.calls[0]?.authorization).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('shows the job, four tabs with counts, and the columns (the job once, above them)', async () => {
    fakeServer([ASHA, KIRAN, MEERA]);
    await openTab('/internal/applications/12?page=new');

    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Kiran Rao']));
    const job = screen.getByRole('region', { name: 'Internship' });
    expect(within(job).getByRole('heading', { name: 'Campus Ambassador' })).toBeInTheDocument();
    expect(within(job).getByText(/Pixel Pundits/)).toBeInTheDocument();
    // Fluent draws each tab's text twice (once hidden, to reserve the bold width): read the names.
    for (const name of [
      'New Applications (2)',
      'Shortlisted Applications (1)',
      'Selected Applications (0)',
      'Rejected Applications (0)',
    ])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Choose',
      'Name',
      'Email',
      'Mobile Number',
      'Job Details',
      'Current City',
      'Age, education, languages',
      'Applied',
      'Actions',
    ]);
    // The spec's Job Details column stays in the table (decision 180).
    expect(rowsOf(table())[0]).toEqual([
      '',
      'Asha Verma',
      'asha.verma@example.com',
      '9876543221',
      'Pixel PunditsCampus AmbassadorAmbassador',
      'Chennai',
      '22+GraduateEnglish, Telugu',
      '22 Nov 2026, 14:30',
      'ShortlistReject',
    ]);
    expect(screen.getByRole('link', { name: 'All internships' })).toHaveAttribute(
      'href',
      '/internal/dashboard',
    );
  });

  it('loads the group of the tab chosen, and the first tab again when chosen back', async () => {
    const { api } = fakeServer([ASHA, MEERA]);
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));

    await user.click(screen.getByRole('tab', { name: /^Shortlisted Applications/ }));
    await waitFor(() => expect(names()).toEqual(['Meera Iyer']));
    expect(api.inputsOf('getInternalDataById').at(-1)).toEqual({
      id: '12',
      page: 'shortlisted',
      limit: '50',
    });

    await user.click(screen.getByRole('tab', { name: /^New Applications/ }));
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));
    expect(screen.getByRole('tab', { name: /^New Applications/, selected: true })).toBeInTheDocument();
  });

  it('shortlists after the undo window: nothing is sent for 6 s, the row stays, then it leaves', async () => {
    const server = fakeServer([ASHA, KIRAN]);
    const review = deferred<'reviewApplication'>();
    server.api.set('reviewApplication', () => review.promise);
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Kiran Rao']));

    await user.click(screen.getByRole('button', { name: 'Shortlist Asha Verma' }));

    // The row keeps its place, with the countdown and Undo (which has the focus) in place of its buttons.
    const undo = screen.getByRole('button', { name: 'Undo shortlisting Asha Verma' });
    await waitFor(() => expect(undo).toHaveFocus());
    expect(rowsOf(table())[0]?.[8]).toBe('Shortlisting in 6 sUndo');
    await elapse(5000);
    expect(rowsOf(table())[0]?.[8]).toBe('Shortlisting in 1 sUndo');
    expect(names()).toEqual(['Asha Verma', 'Kiran Rao']);
    expect(server.api.inputsOf('reviewApplication')).toEqual([]);

    await elapse(1000);

    // Sent with the status seen; the row leaves and the focus goes to the next row's first action.
    expect(server.api.inputsOf('reviewApplication')).toEqual([
      { id: 12, userId: 21, status: 'APPLIED', decision: 'accept' },
    ]);
    await waitFor(() => expect(names()).toEqual(['Kiran Rao']));
    expect(screen.getByRole('button', { name: 'Shortlist Kiran Rao' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /^Shortlisted Applications \(1\)/ })).toBeInTheDocument();
    server.move(21, 'SHORTLISTED');
    review.settle(ok({ success: true, STATUS: 'SHORTLISTED', REVIEWED_AT: '2026-11-23T08:35:00.000Z' }));

    expect(await findToast('Shortlisted Asha Verma')).toBeInTheDocument();
    expect(names()).toEqual(['Kiran Rao']);
  });

  it('sends nothing when the move is undone: the buttons come back, with the focus', async () => {
    const server = fakeServer([ASHA, KIRAN]);
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Kiran Rao']));

    await user.click(screen.getByRole('button', { name: 'Shortlist Asha Verma' }));
    await elapse(3000);
    await user.click(screen.getByRole('button', { name: 'Undo shortlisting Asha Verma' }));
    await elapse(10_000);

    expect(server.api.inputsOf('reviewApplication')).toEqual([]);
    expect(names()).toEqual(['Asha Verma', 'Kiran Rao']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shortlist Asha Verma' })).toHaveFocus());
  });

  it('labels every move in words, and the page is accessible with a move waiting (axe)', async () => {
    fakeServer([ASHA, MEERA]);
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));
    const row = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Shortlist', 'Reject']);
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Shortlist Asha Verma' }));
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: /^Shortlisted Applications/ }));
    await waitFor(() => expect(names()).toEqual(['Meera Iyer']));
    expect(screen.getByRole('button', { name: 'Select Meera Iyer' })).toHaveTextContent('Select');
  });

  it('selects from the Shortlisted tab; the last row leaving gives the focus to the tab', async () => {
    const server = fakeServer([MEERA]);
    server.api.set('reviewApplication', () => {
      server.move(23, 'SELECTED');
      return ok({ success: true, STATUS: 'SELECTED', REVIEWED_AT: '2026-11-23T08:35:00.000Z' });
    });
    const { user } = await openTab('/internal/applications/12?page=shortlisted');
    await waitFor(() => expect(names()).toEqual(['Meera Iyer']));

    await user.click(screen.getByRole('button', { name: 'Select Meera Iyer' }));
    expect(screen.getByText('Selecting in 6 s')).toBeInTheDocument();
    await elapse(UNDO_SECONDS * 1000);

    expect(await findToast('Selected Meera Iyer')).toBeInTheDocument();
    expect(server.api.inputsOf('reviewApplication')).toEqual([
      { id: 12, userId: 23, status: 'SHORTLISTED', decision: 'accept' },
    ]);
    await waitFor(() => expect(screen.getByText('No shortlisted applications.')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /^Shortlisted Applications/, selected: true })).toHaveFocus();
  });

  it('asks before rejecting: Cancel sends nothing, Reject waits its undo window then sends the status seen', async () => {
    const server = fakeServer([ASHA]);
    server.api.set('reviewApplication', () => {
      server.move(21, 'REJECTED');
      return ok({ success: true, STATUS: 'REJECTED', REVIEWED_AT: '2026-11-23T08:35:00.000Z' });
    });
    const { user } = await openTab('/internal/applications/12');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));

    await user.click(screen.getByRole('button', { name: 'Reject Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Asha Verma?' });
    // The safe choice has the focus (in jsdom too, once laid out: see test/support/web-setup.ts).
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page is given back to screen readers (aria-hidden goes shortly after the modal, as in a browser).
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));
    expect(server.api.inputsOf('reviewApplication')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject Asha Verma' }));
    const again = await screen.findByRole('dialog', { name: 'Reject Asha Verma?' });
    await user.click(within(again).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo rejecting Asha Verma' })).toHaveFocus(),
    );
    expect(server.api.inputsOf('reviewApplication')).toEqual([]);
    await elapse(UNDO_SECONDS * 1000);

    expect(await findToast('Rejected Asha Verma')).toBeInTheDocument();
    expect(server.api.inputsOf('reviewApplication')).toEqual([
      { id: 12, userId: 21, status: 'APPLIED', decision: 'reject' },
    ]);
  });

  it('shows the server message on a 409 and the row back where the other reviewer left it', async () => {
    const server = fakeServer([ASHA, KIRAN]);
    const message = 'Someone else has moved this application meanwhile: it is SHORTLISTED now.';
    server.api.set('reviewApplication', () => {
      server.move(21, 'REJECTED');
      return fail(409, message);
    });
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Kiran Rao']));

    await user.click(screen.getByRole('button', { name: 'Shortlist Asha Verma' }));
    await elapse(UNDO_SECONDS * 1000);

    expect(await findToast(message)).toBeInTheDocument();
    // Revalidated: the other reviewer rejected her, so she is in the Rejected tab, not back in New.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Rejected Applications \(1\)/ })).toBeInTheDocument(),
    );
    expect(names()).toEqual(['Kiran Rao']);
  });

  it('brings the row back and says so when the review fails otherwise', async () => {
    const server = fakeServer([ASHA]);
    server.api.set('reviewApplication', () => fail(500, 'The server is busy.'));
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));

    await user.click(screen.getByRole('button', { name: 'Shortlist Asha Verma' }));
    await elapse(UNDO_SECONDS * 1000);

    expect(await findToast('Asha Verma was not moved: The server is busy.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));
  });

  it('sends a waiting move at once when another tab is opened, and when the page goes away (keepalive)', async () => {
    const server = fakeServer([ASHA, KIRAN, MEERA]);
    server.api.set('reviewApplication', (input) => {
      server.move(Number(input.userId), input.decision === 'reject' ? 'REJECTED' : 'SHORTLISTED');
      return ok({ success: true, STATUS: 'SHORTLISTED', REVIEWED_AT: '2026-11-23T08:35:00.000Z' });
    });
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Kiran Rao']));

    await user.click(screen.getByRole('button', { name: 'Shortlist Asha Verma' }));
    await user.click(screen.getByRole('tab', { name: /^Shortlisted Applications/ }));

    await waitFor(() =>
      expect(server.api.calls.filter((call) => call.name === 'reviewApplication')).toEqual([
        {
          name: 'reviewApplication',
          input: { id: 12, userId: 21, status: 'APPLIED', decision: 'accept' },
          authorization: `Bearer ${STAFF_TOKEN}`,
          keepalive: true,
        },
      ]),
    );
    expect(await findToast('Shortlisted Asha Verma')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Meera Iyer']));

    await user.click(screen.getByRole('button', { name: 'Select Meera Iyer' }));
    window.dispatchEvent(new Event('pagehide'));

    expect(server.api.calls.filter((call) => call.name === 'reviewApplication').at(-1)).toEqual({
      name: 'reviewApplication',
      input: { id: 12, userId: 23, status: 'SHORTLISTED', decision: 'accept' },
      authorization: `Bearer ${STAFF_TOKEN}`,
      keepalive: true,
    });
    await elapse(UNDO_SECONDS * 1000);
    expect(server.api.inputsOf('reviewApplication')).toHaveLength(2);
  });

  it('drops a move still waiting at Logout: the session is gone, so nothing is sent', async () => {
    const server = fakeServer([ASHA]);
    server.api.set('staffSignOut', () => ok({ success: true }));
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));

    await user.click(screen.getByRole('button', { name: 'Shortlist Asha Verma' }));
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    await elapse(UNDO_SECONDS * 1000);

    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(server.api.inputsOf('reviewApplication')).toEqual([]);
    expect(server.api.inputsOf('staffSignOut')).toHaveLength(1);
  });

  it.each([
    ['selected', ARJUN],
    ['rejected', application(25, 'Ravi Shah', 'REJECTED')],
  ])('shows no actions at all on the final %s tab (no greyed-out buttons, no boxes)', async (page, row) => {
    fakeServer([row]);
    await openTab(`/internal/applications/12?page=${page}`);
    await waitFor(() => expect(names()).toEqual([row.NAME]));

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Email',
      'Mobile Number',
      'Job Details',
      'Current City',
      'Age, education, languages',
      'Applied',
    ]);
    expect(within(table()).queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('stops the loading bar when the load fails, says why, and tries again', async () => {
    storeInternalSession();
    const first = deferred<'getInternalDataById'>();
    let answers = 0;
    fakeApi({
      getInternalDataById: () => (answers++ === 0 ? first.promise : ok({ data: [ASHA], JOB: internship() })),
    });
    const { user } = renderApp('/internal/applications/12?page=new');
    expect(await screen.findByRole('progressbar', { name: 'Loading New applications' })).toBeInTheDocument();

    first.settle(fail(500, 'The applications could not be loaded.'));

    expect(await screen.findByText('The applications could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));
  });

  it('sends an id that is not a number to the 404 page', async () => {
    storeInternalSession();
    const api = fakeApi();
    renderApp('/internal/applications/12abc');

    expect(await screen.findByText(/This page isn't available/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
