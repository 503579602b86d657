import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppliedJob } from '#shared/api/job-shapes';
import type { ApplicationStatus } from '#shared/domain/codes';
import { deferred, fakeApi, JOB, ok, SEARCHED_JOB, storeWorkerSession, WORKER } from './fake-api';
import { headingOrderProblems } from './heading-order';
import { renderApp } from './render-app';

const applied = (id: number, title: string, STATUS: ApplicationStatus): AppliedJob => ({
  ...JOB,
  ID: id,
  TITLE: title,
  STATUS,
  APPLIED_AT: '2026-11-21T10:00:00.000Z',
});

const APPLICATIONS = [
  applied(1, 'Field Survey Executive (Gig)', 'APPLIED'),
  applied(2, 'Mathematics Tutor', 'SHORTLISTED'),
  applied(3, 'Full Stack Developer Intern', 'SELECTED'),
  applied(4, 'Delivery Partner', 'REJECTED'),
  applied(5, 'Data Entry Operator', 'APPLIED'),
];

describe('/dashboard', () => {
  it('sends a visitor to / with the login dialog open', async () => {
    fakeApi();
    renderApp('/dashboard');

    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Earn while learning', hidden: true }),
    ).toBeInTheDocument();
  });

  it('loads the jobs and applied jobs on start and welcomes the worker in My Office with counts by status', async () => {
    storeWorkerSession();
    const api = fakeApi({
      searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
      getAppliedJobs: () => ok({ data: APPLICATIONS }),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('tab', { name: 'My Office', selected: true })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(tabs[1]).toBe(screen.getByRole('tab', { name: 'Applied Jobs', selected: false }));
    expect(tabs[2]).toBe(screen.getByRole('tab', { name: 'Explore Jobs', selected: false }));
    expect(tabs[3]).toBe(screen.getByRole('tab', { name: 'Saved', selected: false }));
    expect(screen.getByRole('heading', { name: `Welcome, ${WORKER.name}` })).toBeInTheDocument();
    const tiles = await screen.findAllByRole('term');
    expect(tiles.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'New: 2',
      'Shortlisted: 1',
      'Selected: 1',
      'Rejected: 1',
    ]);
    // The header's bell asks its own count, apart from the page's loads; My Office's completeness meter reads
    // the profile, Recommended for you its jobs.
    const pageCalls = api.calls.map((call) => call.name).filter((name) => name !== 'getUnreadNotifications');
    expect(pageCalls.sort()).toEqual(['getAppliedJobs', 'getProfile', 'getRecommendedJobs', 'searchJobs']);
  });

  it('shows one loading state from the route to the counts, not a second loader once the page code arrives', async () => {
    storeWorkerSession();
    const answer = deferred<'getAppliedJobs'>();
    const api = fakeApi({
      searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
      getAppliedJobs: () => answer.promise,
    });
    renderApp('/dashboard');

    // The route's placeholder while the page's code loads, and still the same one, alone, while the
    // applications load: no spinner of the page's own, no half-built page around it.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading…'));
    // The page's code has run once it asked for the applications.
    await waitFor(() => expect(api.calls.map((call) => call.name)).toContain('getAppliedJobs'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Loading your applications...')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();

    answer.settle(ok({ data: APPLICATIONS }));
    expect(await screen.findByRole('tab', { name: 'My Office', selected: true })).toBeInTheDocument();
    expect((await screen.findAllByRole('term')).length).toBe(4);
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows each application with its status under Applied Jobs', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: APPLICATIONS }),
    });
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('tab', { name: 'Applied Jobs' }));

    const cards = await screen.findAllByRole('article');
    const statusOf = (title: string) => {
      const card = cards.find((c) => within(c).queryByRole('heading', { name: title }));
      return card?.textContent ?? '';
    };
    expect(statusOf('Field Survey Executive (Gig)')).toContain('Status: New');
    expect(statusOf('Mathematics Tutor')).toContain('Status: Shortlisted');
    expect(statusOf('Full Stack Developer Intern')).toContain('Status: Selected');
    expect(statusOf('Delivery Partner')).toContain('Status: Rejected');
  });

  it("shows the employer's badge on the card of an application to an employer's own job, none on Earnlearn's", async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () =>
        ok({
          data: [
            {
              ...applied(6, 'Store Assistant', 'APPLIED'),
              EMPLOYER: { ID: 'AAAAAAAAAAAAAAA1', LEVEL: 'documentsChecked' },
            },
            applied(7, 'Mathematics Tutor', 'APPLIED'),
          ],
        }),
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Applied Jobs' }));

    const [employers, earnlearns] = await screen.findAllByRole('article');
    expect(within(employers as HTMLElement).getByText('Verified: documents checked')).toBeVisible();
    expect(within(earnlearns as HTMLElement).queryByText(/Verified|Not verified/)).toBeNull();
  });

  it("says 'Currently, there are no jobs available.' when there are none", async () => {
    storeWorkerSession();
    fakeApi({ searchJobs: () => ok({ data: [], homeCity: '' }), getAppliedJobs: () => ok({ data: [] }) });
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('tab', { name: 'Explore Jobs' }));

    expect(await screen.findByText('Currently, there are no jobs available.')).toBeInTheDocument();
  });

  it('shows job cards with logo, title, company, location, earnings, hours, date and a View Job link', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
    });
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('tab', { name: 'Explore Jobs' }));

    const card = await screen.findByRole('article', { name: JOB.TITLE });
    expect(within(card).getByRole('img', { name: 'Namma Bites logo' })).toHaveAttribute('src', JOB.LOGO_LINK);
    for (const text of [JOB.COMPANY_NAME, JOB.LOCATION, JOB.EARNINGS, JOB.WORK_HOURS, '20 Nov 2026']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'View Job' })).toHaveAttribute('href', '/jobs/7');
  });

  it.each([
    ['Explore Jobs', SEARCHED_JOB.TITLE],
    ['Applied Jobs', APPLICATIONS[0]?.TITLE ?? ''],
  ])('keeps the job cards one heading level under the h1 on %s (axe heading-order)', async (tab, title) => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
      getAppliedJobs: () => ok({ data: APPLICATIONS }),
    });
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('tab', { name: tab }));
    await screen.findByRole('article', { name: title });

    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await headingOrderProblems()).toEqual([]);
  });

  it("offers 'Load more' while the server has another page, and loads it with the cursor", async () => {
    storeWorkerSession();
    const api = fakeApi({
      searchJobs: (input) =>
        input.cursor === 'page-2'
          ? ok({ data: [{ ...SEARCHED_JOB, ID: 8, TITLE: 'Second page job' }], homeCity: '' })
          : ok({ data: [SEARCHED_JOB], cursor: 'page-2', homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Explore Jobs' }));

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Second page job' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: JOB.TITLE })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(api.inputsOf('searchJobs')).toContainEqual({ cursor: 'page-2', limit: '12' });
  });
});
