import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, SEARCHED_JOB, storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

describe('home page', () => {
  it('states the mission and the 5000+ students and 15+ companies claims', () => {
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Earn while learning' })).toBeInTheDocument();
    expect(screen.getByText('5000+')).toBeInTheDocument();
    expect(screen.getByText('15+')).toBeInTheDocument();
  });

  it('offers "Want to get the work done", which leads to /client', async () => {
    const { user } = renderApp('/');

    const hire = screen.getByRole('link', { name: 'Want to get the work done' });
    expect(hire).toHaveAttribute('href', '/client');

    await user.click(hire);
    expect(await screen.findByRole('heading', { level: 1, name: /COVID-19/ })).toBeInTheDocument();
  });

  it('opens the sign-in dialog when a visitor presses "Looking for Work"', async () => {
    fakeApi();
    const { user } = renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Looking for Work' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome to Earnlearn' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveTextContent('Continue using Google'));
  });

  it('takes a signed-in worker from "Looking for Work" to the Explore Jobs tab of the dashboard', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
    });
    const { user } = renderApp('/');

    const work = screen.getByRole('link', { name: 'Looking for Work' });
    expect(work).toHaveAttribute('href', '/dashboard?tab=explore');
    await user.click(work);

    expect(await screen.findByRole('tab', { name: 'Explore Jobs', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: SEARCHED_JOB.TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the founder note, testimonials by role, press links, client logos and contact details', () => {
    renderApp('/');

    expect(screen.getByRole('heading', { name: 'A note from our founder' })).toBeInTheDocument();
    expect(screen.getByText('B.Com student, Hyderabad')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /^Featured in / })) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const logos = screen.getAllByRole('img', { name: /client$/ });
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo.getAttribute('src')).toMatch(/^\/images\//);
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});
