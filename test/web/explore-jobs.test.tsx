/**
 * Explore Jobs' search and filters: they live in the URL (a shared link opens the same search, the back button
 * undoes a change), "near me" sorts by distance from the worker's district or location, an empty result offers to clear the
 * filters, and a short page with more to read offers 'Load more'.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { AppProviders } from '../../web/src/app/providers';
import { AppRoutes } from '../../web/src/app/routes';
import { fakeApi, ok, SEARCHED_JOB, storeWorkerSession } from './fake-api';
import { PROFILE } from './profile-fixtures';

/** Where the router is, and a way back, as the browser's address bar and back button. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </div>
  );
}

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

type SearchAnswer = ApiOutput<'searchJobs'>;

function openExplore(
  path: string,
  answer: (input: Record<string, unknown>) => SearchAnswer,
  more: Parameters<typeof fakeApi>[0] = {},
) {
  storeWorkerSession();
  const api = fakeApi({
    searchJobs: (input) => ok(answer(input)),
    getAppliedJobs: () => ok({ data: [] }),
    ...more,
  });
  const user = userEvent.setup();
  render(
    <AppProviders>
      <FreshCache>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <AddressBar />
        </MemoryRouter>
      </FreshCache>
    </AppProviders>,
  );
  return { api, user };
}

const address = () => new URL(screen.getByRole('status', { name: 'Address' }).textContent ?? '', 'http://x');
const query = () => Object.fromEntries(address().searchParams);
const job = (ID: number, TITLE: string) => ({ ...SEARCHED_JOB, ID, TITLE });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search jobs' });

describe('Explore Jobs search and filters', () => {
  it('opens a shared link on Explore Jobs with its filters, and asks the server for exactly them', async () => {
    const { api } = openExplore('/dashboard?tab=explore&city=hyderabad-telangana&wfh=1&type=gig', () => ({
      data: [job(3, 'Field Survey Executive')],
      homeCity: '',
    }));

    expect(await screen.findByRole('tab', { name: 'Explore Jobs', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Field Survey Executive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'false');
    expect(api.inputsOf('searchJobs')).toEqual([
      { city: 'hyderabad-telangana', wfh: '1', type: 'gig', limit: '12' },
    ]);
  });

  it('puts a search and the filters in the URL, and the back button brings the last search back', async () => {
    const { api, user } = openExplore('/dashboard?tab=explore', (input) => ({
      data: input.q ? [job(1, `Found by ${input.q}`)] : [job(2, 'Every job')],
      homeCity: '',
    }));
    await screen.findByRole('article', { name: 'Every job' });

    await user.type(searchBox(), 'marketing{Enter}');
    expect(await screen.findByRole('article', { name: 'Found by marketing' })).toBeInTheDocument();
    expect(query()).toEqual({ tab: 'explore', q: 'marketing' });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Job');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work hours' }), 'Full-time');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Minimum earnings a month' }),
      '₹10,000 or more',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Posted within' }), 'Last 7 days');
    await user.click(screen.getByRole('checkbox', { name: 'Work from home only' }));
    await user.click(screen.getByRole('button', { name: 'Show jobs' }));

    await waitFor(() =>
      expect(query()).toEqual({
        tab: 'explore',
        q: 'marketing',
        type: 'job',
        hours: 'full-time',
        pay: '10000',
        posted: '7',
        wfh: '1',
      }),
    );
    await waitFor(() =>
      expect(api.inputsOf('searchJobs').at(-1)).toEqual({
        q: 'marketing',
        type: 'job',
        hours: 'full-time',
        pay: '10000',
        posted: '7',
        wfh: '1',
        limit: '12',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'explore', q: 'marketing' }));
    expect(searchBox()).toHaveValue('marketing');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Found by marketing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'explore' }));
    expect(searchBox()).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Every job' })).toBeInTheDocument();
  });

  it('sorts by earnings at once, in the URL', async () => {
    const { api, user } = openExplore('/dashboard?tab=explore&city=pune', () => ({
      data: [job(2, 'Every job')],
      homeCity: '',
    }));
    await screen.findByRole('article', { name: 'Every job' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest earnings first');

    await waitFor(() => expect(query()).toEqual({ tab: 'explore', city: 'pune', sort: 'earnings' }));
    await waitFor(() =>
      expect(api.inputsOf('searchJobs').at(-1)).toEqual({ city: 'pune', sort: 'earnings', limit: '12' }),
    );
  });

  it('sorts by distance from the worker\'s registered district ("near me"), in the URL and kept across tabs', async () => {
    const { api, user } = openExplore('/dashboard?tab=explore&city=agra', (input) =>
      input.near
        ? {
            data: [
              { ...job(2, 'Pune job'), DISTANCE_KM: 0 },
              { ...job(3, 'Satara job'), DISTANCE_KM: 98 },
            ],
            homeCity: 'pune',
            near: { city: 'pune', radiusKm: 200 },
          }
        : { data: [job(4, 'Agra job')], homeCity: 'pune' },
    );
    await screen.findByRole('article', { name: 'Agra job' });

    // Near me replaces the city filter: the list is by distance, each card with its distance.
    await user.click(screen.getByRole('button', { name: 'Near me: Pune' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'explore', near: 'pune' }));
    const satara = await screen.findByRole('article', { name: 'Satara job' });
    expect(within(satara).getByText('98 km away')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Pune job' })).getByText('In your district'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nearest first, up to 200 km from Pune')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Near me: Pune' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.inputsOf('searchJobs').at(-1)).toEqual({ near: 'pune', limit: '12' });

    // Another tab and back: still near me.
    await user.click(screen.getByRole('tab', { name: 'Saved' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'saved', near: 'pune' }));
    await user.click(screen.getByRole('tab', { name: 'Explore Jobs' }));
    expect(await screen.findByRole('article', { name: 'Satara job' })).toBeInTheDocument();
    expect(query()).toEqual({ tab: 'explore', near: 'pune' });

    // Pressed again, it is off.
    await user.click(screen.getByRole('button', { name: 'Near me: Pune' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'explore' }));
  });

  it("sorts by distance from the browser's location, rounded, and says so when there is none", async () => {
    const located = { coords: { latitude: 18.520_43, longitude: 73.856_74 } };
    let allow = true;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: (p: typeof located) => void, fail: (e: unknown) => void) =>
          allow ? done(located) : fail({ code: 1 }),
      },
    });
    const { user } = openExplore('/dashboard?tab=explore', (input) => ({
      data: [{ ...job(2, 'Nearby job'), ...(input.near ? { DISTANCE_KM: 4 } : {}) }],
      homeCity: '',
      ...(input.near ? { near: { city: 'pune', radiusKm: 200 } } : {}),
    }));
    await screen.findByRole('article', { name: 'Nearby job' });

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'explore', near: '18.52,73.86' }));
    expect(await screen.findByText('4 km away')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'explore' }));
    allow = false;
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your location is not available.');
    expect(query()).toEqual({ tab: 'explore' });
  });

  it('says so when nothing matches, and Clear filters lists every job again (keeping the sort)', async () => {
    const { user } = openExplore('/dashboard?tab=explore&city=agra&wfh=1&sort=earnings', (input) => ({
      data: input.city ? [] : [job(2, 'Every job')],
      homeCity: '',
    }));

    expect(await screen.findByText('No jobs match your search and filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('article', { name: 'Every job' })).toBeInTheDocument();
    expect(query()).toEqual({ tab: 'explore', sort: 'earnings' });
  });

  it('offers the nearest wider search with its count, one tap away', async () => {
    const { user } = openExplore('/dashboard?tab=explore&city=patna', (input) =>
      input.wfh
        ? { data: [job(3, 'Remote data entry')], homeCity: 'patna' }
        : { data: [], homeCity: 'patna', relaxation: { kind: 'remote', count: 8, more: false } },
    );

    expect(await screen.findByText('8 work-from-home jobs in other cities')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show these jobs' }));

    expect(await screen.findByRole('article', { name: 'Remote data entry' })).toBeInTheDocument();
    expect(query()).toEqual({ tab: 'explore', city: 'patna', wfh: '1' });
  });

  it("offers 'Load more' on a page that read no match yet but has more to read", async () => {
    const { api, user } = openExplore('/dashboard?tab=explore&type=gig', (input) =>
      input.cursor === 'further'
        ? { data: [job(9, 'An older gig')], homeCity: '' }
        : { data: [], cursor: 'further', homeCity: '' },
    );

    expect(
      await screen.findByText('No matching jobs among the jobs looked at so far. Load more to look further.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'An older gig' })).toBeInTheDocument();
    expect(api.inputsOf('searchJobs')).toContainEqual({ type: 'gig', cursor: 'further', limit: '12' });
  });

  it('leaves out what a hand-edited link gets wrong, and lists with the rest', async () => {
    const { api } = openExplore('/dashboard?tab=explore&city=atlantis&pay=lots&wfh=1&posted=14', () => ({
      data: [job(2, 'Every job')],
      homeCity: '',
    }));
    await screen.findByRole('article', { name: 'Every job' });
    expect(api.inputsOf('searchJobs')).toEqual([{ wfh: '1', limit: '12' }]);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Filters (1)' }),
    ).toBeInTheDocument();
  });
});

describe('jobs the worker may not take', () => {
  it('hides them from a minor by default, says how many, and shows them marked once asked', async () => {
    const sixteen = `${new Date().getUTCFullYear() - 16}-01-01`;
    const fromSixteen = { minimumAge: 16 as const, education: [], languages: [], unsafeForMinors: [] };
    const delivery = {
      ...job(1, 'Delivery Partner'),
      ELIGIBILITY: { ...fromSixteen, minimumAge: 18 as const, unsafeForMinors: ['twoWheeler' as const] },
    };
    const design = { ...job(2, 'Graphic Design Intern'), ELIGIBILITY: fromSixteen };
    const { user } = openExplore(
      '/dashboard?tab=explore',
      () => ({ data: [delivery, design], homeCity: '' }),
      { getProfile: () => ok({ data: { ...PROFILE, DOB: sixteen } }) },
    );

    expect(await screen.findByText('1 job you cannot apply for is hidden.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Graphic Design Intern' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delivery Partner' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show jobs I cannot apply for' }));

    const card = (await screen.findByRole('heading', { name: 'Delivery Partner' })).closest('article');
    expect(within(card as HTMLElement).getByText('You cannot apply for this job')).toBeInTheDocument();
    expect(screen.getAllByText('You cannot apply for this job')).toHaveLength(1);
  });
});
