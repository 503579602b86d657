/**
 * The HR/OPS applications page on a phone: a card per applicant. Shared set-up: internal-applications-fixtures.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNDO_SECONDS } from '../../web/src/features/internal/applications/use-pending-moves';
import { findToast } from './admin-fixtures';
import { ok } from './fake-api';
import {
  ASHA,
  applicationsPageHooks,
  elapse,
  fakeServer,
  KIRAN,
  MEERA,
  openTab,
} from './internal-applications-fixtures';

applicationsPageHooks();

describe('/internal/applications/{id} on a phone', () => {
  /** A window 600 px wide or less: only the phone query matches. */
  function onAPhone() {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      matches: query === '(max-width: 600px)',
    }));
  }

  const cards = () =>
    within(screen.getByRole('list', { name: 'New applications' })).queryAllByRole('article');

  it('shows a card per application with the same facts, a number to dial, a box, and labelled buttons', async () => {
    onAPhone();
    fakeServer([ASHA, KIRAN, MEERA]);
    await openTab('/internal/applications/12?page=new');

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const asha = screen.getByRole('article', { name: 'Asha Verma' });
    expect(asha).toHaveTextContent('Emailasha.verma@example.com');
    expect(within(asha).getByRole('link', { name: '9876543221' })).toHaveAttribute(
      'href',
      'tel:+919876543221',
    );
    // The job is the page's heading, once: no card repeats it.
    expect(asha).not.toHaveTextContent('Job Details');
    expect(asha).toHaveTextContent('Current CityChennai');
    expect(within(asha).getByRole('checkbox', { name: 'Choose Asha Verma' })).toBeInTheDocument();
    // Words a phone shows (no hover-only icons).
    expect(within(asha).getByRole('button', { name: 'Shortlist Asha Verma' })).toHaveTextContent('Shortlist');
    expect(within(asha).getByRole('button', { name: 'Reject Asha Verma' })).toHaveTextContent('Reject');
    // The tabs keep the spec's names whatever their labels show.
    expect(screen.getByRole('tab', { name: 'New Applications (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shortlisted Applications (1)' })).toBeInTheDocument();
  });

  it('shortlists from a card: the card stays with Undo for the window, then leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onAPhone();
    const server = fakeServer([ASHA, KIRAN]);
    server.api.set('reviewApplication', () => {
      server.move(21, 'SHORTLISTED');
      return ok({ success: true, STATUS: 'SHORTLISTED', REVIEWED_AT: '2026-11-23T08:35:00.000Z' });
    });
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Shortlist Asha Verma' }));
    const asha = screen.getByRole('article', { name: 'Asha Verma' });
    expect(within(asha).getByRole('button', { name: 'Undo shortlisting Asha Verma' })).toBeInTheDocument();
    expect(server.api.inputsOf('reviewApplication')).toEqual([]);
    await elapse(UNDO_SECONDS * 1000);

    expect(await findToast('Shortlisted Asha Verma')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Asha Verma' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kiran Rao' })).toBeInTheDocument();
  });

  it('says when a tab has no applications', async () => {
    onAPhone();
    fakeServer([ASHA]);
    await openTab('/internal/applications/12?page=selected');

    expect(await screen.findByText('No selected applications.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
