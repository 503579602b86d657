import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, ok } from './fake-api';
import { internship, preloadInternalArea, storeInternalSession } from './internal-fixtures';
import { renderApp } from './render-app';

beforeAll(preloadInternalArea);

const FIRST = [
  internship(),
  internship({ ID: 9, TITLE: 'Delivery Partner', COMPANY_NAME: 'Swift Couriers', STATUS: 'CLOSED' }),
];
const SECOND = [internship({ ID: 4, TITLE: 'Mathematics Tutor', COMPANY_NAME: 'Vidya Tutors' })];

describe('/internal/dashboard', () => {
  it("shows 'All Internships (TOTAL)' and a card per internship with logo, title, company and Closed", async () => {
    storeInternalSession();
    fakeApi({ getInternalDashboardData: () => ok({ data: FIRST, TOTAL: 3, cursor: 'next' }) });
    renderApp('/internal/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Internships (3)' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Campus Ambassador',
      'Delivery Partner',
    ]);
    expect(
      within(cards[0] as HTMLElement).getByRole('img', { name: 'Pixel Pundits logo' }),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Swift Couriers')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Closed')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText('Closed')).not.toBeInTheDocument();
  });

  it("names an employer's draft, job in review, rejected job and one past its apply-by day as what they are, not Closed", async () => {
    storeInternalSession();
    const jobs = [
      internship({ ID: 21, TITLE: 'Draft job', STATUS: 'CLOSED', STATE: 'draft' }),
      internship({ ID: 22, TITLE: 'Reviewed job', STATUS: 'CLOSED', STATE: 'inReview' }),
      internship({ ID: 23, TITLE: 'Rejected job', STATUS: 'CLOSED', STATE: 'rejected' }),
      internship({ ID: 24, TITLE: 'Expired job', STATUS: 'OPEN', STATE: 'expired' }),
      internship({ ID: 25, TITLE: 'Closed job', STATUS: 'CLOSED', STATE: 'closed' }),
    ];
    fakeApi({ getInternalDashboardData: () => ok({ data: jobs, TOTAL: jobs.length }) });
    renderApp('/internal/dashboard');

    const cards = await screen.findAllByRole('article');
    // The mark beside the title (the counts below name Rejected applicants too).
    const marks = cards.map((card) => card.querySelector('.fui-Badge')?.textContent);
    expect(marks).toEqual(['Draft', 'In review', 'Rejected', 'Expired', 'Closed']);
  });

  it('offers New, Shortlisted, Selected and Rejected with their counts, each opening that tab', async () => {
    storeInternalSession();
    fakeApi({
      getInternalDashboardData: () => ok({ data: FIRST, TOTAL: 2 }),
      getInternalDataById: () => ok({ data: [], JOB: internship() }),
    });
    const { user } = renderApp('/internal/dashboard');
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;

    await user.click(within(card).getByRole('button', { name: 'See Applications' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['New7', 'Shortlisted3', 'Selected1', 'Rejected2']);

    await user.click(screen.getByRole('menuitem', { name: /^Selected/ }));

    expect(
      await screen.findByRole('tab', { name: /^Selected Applications/, selected: true }),
    ).toBeInTheDocument();
  });

  it("shows each job's counts on its card, each a link to that tab, without opening the menu (axe)", async () => {
    storeInternalSession();
    document.documentElement.lang = 'en';
    fakeApi({
      getInternalDashboardData: () => ok({ data: FIRST, TOTAL: 2 }),
      getInternalDataById: () => ok({ data: [], JOB: internship() }),
    });
    const { user } = renderApp('/internal/dashboard');
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;

    const counts = within(card).getByRole('list', { name: 'Applications' });
    const links = within(counts).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '7 New',
      '3 Shortlisted',
      '1 Selected',
      '2 Rejected',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/internal/applications/12?page=new',
      '/internal/applications/12?page=shortlisted',
      '/internal/applications/12?page=selected',
      '/internal/applications/12?page=rejected',
    ]);
    // Described by the job's title: a screen reader hears which job's Shortlisted it is.
    expect(links[1]).toHaveAccessibleDescription('Campus Ambassador');
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(links[1] as HTMLElement);
    expect(
      await screen.findByRole('tab', { name: /^Shortlisted Applications/, selected: true }),
    ).toBeInTheDocument();
  });

  it.each([
    ['New', 'new'],
    ['Shortlisted', 'shortlisted'],
    ['Rejected', 'rejected'],
  ])('goes to /internal/applications/12?page=%s from %s', async (label, page) => {
    storeInternalSession();
    const api = fakeApi({
      getInternalDashboardData: () => ok({ data: FIRST, TOTAL: 2 }),
      getInternalDataById: () => ok({ data: [], JOB: internship() }),
    });
    const { user } = renderApp('/internal/dashboard');
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;

    await user.click(within(card).getByRole('button', { name: 'See Applications' }));
    await user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${label}`) }));

    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById')).toEqual([{ id: '12', page, limit: '50' }]),
    );
  });

  it("loads the next page with 'Load more' while there is a cursor", async () => {
    storeInternalSession();
    const api = fakeApi({
      getInternalDashboardData: (input) =>
        input.cursor === 'page-2'
          ? ok({ data: SECOND, TOTAL: 3 })
          : ok({ data: FIRST, TOTAL: 3, cursor: 'page-2' }),
    });
    const { user } = renderApp('/internal/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'All Internships (3)' });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.inputsOf('getInternalDashboardData')).toEqual([{}, { cursor: 'page-2' }]);
  });

  it('says why the load failed and tries again', async () => {
    storeInternalSession();
    let answers = 0;
    fakeApi({
      getInternalDashboardData: () =>
        answers++ === 0 ? fail(500, 'The server is busy. Please try again.') : ok({ data: FIRST, TOTAL: 2 }),
    });
    const { user } = renderApp('/internal/dashboard');

    expect(await screen.findByText('The server is busy. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'All Internships (2)' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
