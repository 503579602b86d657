/**
 * Bulk moves on the HR/OPS applications page: rows chosen with boxes (keyboard too, or all on the
 * page), one confirmation naming the count, one reviewApplications call with the status each row was seen in,
 * and the answer told by name for a row someone else had moved meanwhile. Set-up: internal-applications-fixtures.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './axe-problems';
import { fail, ok } from './fake-api';
import {
  ASHA,
  applicationsPageHooks,
  fakeServer,
  KIRAN,
  MEERA,
  names,
  openTab,
} from './internal-applications-fixtures';
import { application } from './internal-fixtures';

/** The bulk move's result (a status region; the header's export line is another). */
async function bulkResult(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('status').find((element) => !element.id.startsWith('export-status'));
    if (!found) throw new Error('no bulk move result yet');
    return found;
  });
}

applicationsPageHooks();
beforeEach(() => {
  // The site's index.html says the language; jsdom's empty document does not (axe asks for it).
  document.documentElement.lang = 'en';
});

const RAVI = application(26, 'Ravi Shah');
const bar = () => screen.getByRole('region', { name: 'Bulk moves' });

describe('bulk moves', () => {
  it('shortlists three chosen by keyboard after a confirmation naming the count, and names the one moved meanwhile', async () => {
    const server = fakeServer([ASHA, KIRAN, RAVI, MEERA]);
    server.api.set('reviewApplications', () => {
      server.move(21, 'SHORTLISTED');
      server.move(22, 'REJECTED');
      server.move(26, 'SHORTLISTED');
      return ok({
        success: true,
        moved: 2,
        notMoved: 1,
        results: [
          {
            userId: 21,
            NAME: 'Asha Verma',
            outcome: 'moved',
            STATUS: 'SHORTLISTED',
            REVIEWED_AT: '2026-11-27T09:00:00.000Z',
          },
          { userId: 22, NAME: 'Kiran Rao', outcome: 'movedMeanwhile', STATUS: 'REJECTED' },
          {
            userId: 26,
            NAME: 'Ravi Shah',
            outcome: 'moved',
            STATUS: 'SHORTLISTED',
            REVIEWED_AT: '2026-11-27T09:00:00.000Z',
          },
        ],
      });
    });
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Kiran Rao', 'Ravi Shah']));

    for (const name of ['Asha Verma', 'Kiran Rao', 'Ravi Shah']) {
      screen.getByRole('checkbox', { name: `Choose ${name}` }).focus();
      await user.keyboard(' ');
    }
    expect(within(bar()).getByText('3 chosen')).toBeInTheDocument();
    expect(within(bar()).getByRole('checkbox', { name: 'Choose all on this page' })).toBeChecked();

    // Cancel sends nothing.
    await user.click(within(bar()).getByRole('button', { name: 'Shortlist 3' }));
    let dialog = await screen.findByRole('dialog', { name: 'Shortlist 3 applicants?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Asha Verma', 'Kiran Rao', 'Ravi Shah']);
    expect(await accessibilityProblems()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.api.inputsOf('reviewApplications')).toEqual([]);
    // The page is given back to screen readers (aria-hidden goes shortly after the modal, as in a browser).
    await waitFor(() => expect(bar()).toBeInTheDocument());

    await user.click(within(bar()).getByRole('button', { name: 'Shortlist 3' }));
    dialog = await screen.findByRole('dialog', { name: 'Shortlist 3 applicants?' });
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist 3' }));

    const result = await bulkResult();
    expect(result).toHaveTextContent(
      'Shortlisted 2 of 3 applicants.Kiran Rao was not moved: someone else had already moved the application to Rejected.',
    );
    await waitFor(() => expect(result).toHaveFocus());
    expect(server.api.inputsOf('reviewApplications')).toEqual([
      {
        id: 12,
        decision: 'accept',
        applications: [
          { userId: 21, status: 'APPLIED' },
          { userId: 22, status: 'APPLIED' },
          { userId: 26, status: 'APPLIED' },
        ],
      },
    ]);
    // The list and the counts read again: nobody left in New, Kiran where the other reviewer put her.
    await waitFor(() => expect(screen.getByText('No new applications.')).toBeInTheDocument());
    await waitFor(() => expect(bar()).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /^Rejected Applications \(1\)/ })).toBeInTheDocument();
    expect(within(bar()).queryByText(/chosen/)).not.toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('chooses all on the page, shows mixed when one is left out, and confirms a reject as final', async () => {
    const server = fakeServer([ASHA, KIRAN, RAVI]);
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Kiran Rao', 'Ravi Shah']));
    const all = within(bar()).getByRole('checkbox', { name: 'Choose all on this page' });

    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Choose Kiran Rao' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Kiran Rao' }));
    expect(all).toBePartiallyChecked();
    expect(within(bar()).getByText('2 chosen')).toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: 'Reject 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applicants?' });
    expect(dialog).toHaveTextContent('A rejected application is final.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(bar()).toBeInTheDocument());
    await user.click(within(bar()).getByRole('button', { name: 'Clear the choice' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
    // The button is gone with the choice: the focus goes back to the box that chooses all, not the body.
    expect(all).toHaveFocus();
    expect(server.api.inputsOf('reviewApplications')).toEqual([]);
  });

  it('says when the bulk move failed, and reads the list again', async () => {
    const server = fakeServer([ASHA, KIRAN]);
    server.api.set('reviewApplications', () => fail(500, 'The server is busy.'));
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma', 'Kiran Rao']));
    const reads = server.api.inputsOf('getInternalDataById').length;

    await user.click(within(bar()).getByRole('checkbox', { name: 'Choose all on this page' }));
    await user.click(within(bar()).getByRole('button', { name: 'Shortlist 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist 2 applicants?' });
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist 2' }));

    expect(await bulkResult()).toHaveTextContent(
      'The applicants may not have been moved: The server is busy. The list shows where each one is now.',
    );
    await waitFor(() => expect(server.api.inputsOf('getInternalDataById').length).toBeGreaterThan(reads));
    expect(names()).toEqual(['Asha Verma', 'Kiran Rao']);
  });

  it('offers Select on the Shortlisted tab, and no bulk bar on a final tab', async () => {
    fakeServer([MEERA, application(24, 'Arjun Das', 'SELECTED')]);
    const { user } = await openTab('/internal/applications/12?page=shortlisted');
    await waitFor(() => expect(names()).toEqual(['Meera Iyer']));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Meera Iyer' }));
    expect(within(bar()).getByRole('button', { name: 'Select 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Selected Applications/ }));
    await waitFor(() => expect(names()).toEqual(['Arjun Das']));
    expect(screen.queryByRole('region', { name: 'Bulk moves' })).not.toBeInTheDocument();
  });
});
