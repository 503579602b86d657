/**
 * The HR/OPS applications page on a phone: a card per applicant. Shared set-up: internal-applications-fixtures.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findToast } from './admin-fixtures';
import { ok } from './fake-api';
import {
  ASHA,
  applicationsPageHooks,
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

  it('shows a card per application with the same facts, a number to dial, and the buttons', async () => {
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
    expect(asha).toHaveTextContent('Job DetailsPixel Pundits · Campus Ambassador · Ambassador');
    expect(asha).toHaveTextContent('Current CityChennai');
    expect(within(asha).getByRole('button', { name: 'Accept Asha Verma' })).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Reject Asha Verma' })).toBeInTheDocument();
    // The tabs keep the spec's names whatever their labels show.
    expect(screen.getByRole('tab', { name: 'New Applications (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shortlisted Applications (1)' })).toBeInTheDocument();
  });

  it('accepts from a card: the card leaves at once', async () => {
    onAPhone();
    const server = fakeServer([ASHA, KIRAN]);
    server.api.set('reviewApplication', () => {
      server.move(21, 'SHORTLISTED');
      return ok({ success: true, STATUS: 'SHORTLISTED', REVIEWED_AT: '2026-11-23T08:35:00.000Z' });
    });
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Accept Asha Verma' }));

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
