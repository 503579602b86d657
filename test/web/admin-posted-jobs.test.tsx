import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToast, type PostedJob, postedJob, preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { type Answer, deferred, fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

beforeAll(preloadAdminArea);

const NEWEST = postedJob();
const CLOSED = postedJob({
  ID: 9,
  TITLE: 'Delivery Partner',
  COMPANY_NAME: 'Dakshin Logistics',
  LOCATION: 'Chennai',
  POSTED_AT: '2026-11-18T00:00:00.000Z',
  STATUS: 'CLOSED',
  APPLICANTS: { APPLIED: 0, SHORTLISTED: 0, SELECTED: 4, REJECTED: 9 },
});

async function openPostedJobs() {
  storeAdminSession();
  const view = renderApp('/admin/posted-jobs');
  await screen.findByRole('heading', { level: 1, name: 'Posted Jobs' });
  return view;
}

const card = (title: string) => screen.getByRole('article', { name: title });
/** The card once the page is reachable again (a closing dialog leaves it hidden from assistive tech a moment). */
const findCard = (title: string) => screen.findByRole('article', { name: title });

/** What a card shows: its facts and applicant counts, by label. */
function summary(title: string) {
  const article = card(title);
  const facts = Object.fromEntries(
    within(article)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  const applicants = within(within(article).getByRole('list', { name: 'Applicants' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  return { facts, applicants };
}

describe('posted jobs', () => {
  it('names the state of a job in review and offers no Reopen: only its approval opens it', async () => {
    const review = postedJob({ ID: 30, TITLE: 'Typing work', STATUS: 'CLOSED', STATE: 'inReview' });
    fakeApi({ getPostedJobs: () => ok({ data: [review, CLOSED] }) });
    await openPostedJobs();

    await findCard('Typing work');

    expect(summary('Typing work').facts).toMatchObject({ State: 'In review' });
    expect(within(card('Typing work')).queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(within(card(CLOSED.TITLE)).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('shows a loading bar, then every job newest first with its place, date, status and applicants', async () => {
    const page = deferred<'getPostedJobs'>();
    fakeApi({ getPostedJobs: () => page.promise });
    await openPostedJobs();
    expect(screen.getByRole('progressbar', { name: 'Loading the posted jobs' })).toBeInTheDocument();

    page.settle(ok({ data: [NEWEST, CLOSED] }));

    await screen.findByRole('article', { name: NEWEST.TITLE });
    expect(
      screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Campus Ambassador', 'Delivery Partner']);
    expect(within(card(NEWEST.TITLE)).getByText('Pixel Pundits')).toBeInTheDocument();
    expect(within(card(NEWEST.TITLE)).getByText('Open')).toBeInTheDocument();
    expect(within(card(CLOSED.TITLE)).getByText('Closed')).toBeInTheDocument();
    expect(summary(NEWEST.TITLE)).toEqual({
      facts: { Location: 'Pune', Posted: '21 Nov 2026' },
      applicants: ['7New', '3Shortlisted', '1Selected', '2Rejected'],
    });
    expect(summary(CLOSED.TITLE).applicants).toEqual(['0New', '0Shortlisted', '4Selected', '9Rejected']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("closes an open job under 'Saving', then reloads the list", async () => {
    let current: PostedJob[] = [NEWEST, CLOSED];
    const save = deferred<'updateJobStatus'>();
    const api = fakeApi({
      getPostedJobs: () => ok({ data: current }),
      updateJobStatus: () => save.promise,
    });
    const { user } = await openPostedJobs();
    await screen.findByRole('article', { name: NEWEST.TITLE });

    await user.click(within(card(NEWEST.TITLE)).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Close ${NEWEST.TITLE} at ${NEWEST.COMPANY_NAME}?`,
    });
    expect(api.inputsOf('updateJobStatus')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Saving')).toBeInTheDocument();
    current = [{ ...NEWEST, STATUS: 'CLOSED' }, CLOSED];
    save.settle(ok({ success: true }));

    expect(
      await within(await findCard(NEWEST.TITLE)).findByRole('button', { name: 'Reopen' }),
    ).toBeInTheDocument();
    // The reloaded list and the overlay's end are two renders: a busy run can look in between.
    await waitFor(() => expect(screen.queryByText('Saving')).not.toBeInTheDocument());
    expect(api.inputsOf('updateJobStatus')).toEqual([{ id: NEWEST.ID, status: 'CLOSED' }]);
    expect(api.inputsOf('getPostedJobs')).toHaveLength(2);
    expect(await findToast(`${NEWEST.TITLE} at ${NEWEST.COMPANY_NAME} closed`)).toBeInTheDocument();
  });

  it('keeps the job open when the confirmation is cancelled', async () => {
    const api = fakeApi({
      getPostedJobs: () => ok({ data: [NEWEST] }),
      updateJobStatus: () => ok({ success: true }),
    });
    const { user } = await openPostedJobs();
    await screen.findByRole('article', { name: NEWEST.TITLE });

    await user.click(within(card(NEWEST.TITLE)).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Workers can no longer see it or apply');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inputsOf('updateJobStatus')).toEqual([]);
    expect(await within(await findCard(NEWEST.TITLE)).findByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('reopens a closed job', async () => {
    const api = fakeApi({
      getPostedJobs: () => ok({ data: [CLOSED] }),
      updateJobStatus: () => ok({ success: true }),
    });
    const { user } = await openPostedJobs();

    await user.click(
      await within(await screen.findByRole('article')).findByRole('button', { name: 'Reopen' }),
    );

    await waitFor(() => expect(api.inputsOf('updateJobStatus')).toEqual([{ id: CLOSED.ID, status: 'OPEN' }]));
  });

  it('stops the overlay and says in a toast that the job was not closed when the save fails', async () => {
    const api = fakeApi({
      getPostedJobs: () => ok({ data: [NEWEST] }),
      updateJobStatus: () => fail(500, 'Internal error'),
    });
    const { user } = await openPostedJobs();
    await screen.findByRole('article', { name: NEWEST.TITLE });

    await user.click(within(card(NEWEST.TITLE)).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close job' }));

    await waitFor(() => expect(api.inputsOf('updateJobStatus')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Saving')).not.toBeInTheDocument());
    expect(await within(await findCard(NEWEST.TITLE)).findByRole('button', { name: 'Close' })).toBeEnabled();
    expect(
      await findToast(`${NEWEST.TITLE} at ${NEWEST.COMPANY_NAME} was not closed. Please try again.`),
    ).toBeInTheDocument();
  });

  it('stops the loading bar and says nothing when the list does not load; Reload tries again', async () => {
    const answers: Answer<'getPostedJobs'>[] = [fail(500, 'Internal error'), ok({ data: [NEWEST] })];
    fakeApi({ getPostedJobs: () => answers.shift() ?? fail(500, 'no more') });
    const { user } = await openPostedJobs();

    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(reload);
    expect(await screen.findByRole('article', { name: NEWEST.TITLE })).toBeInTheDocument();
  });

  it("says so when no job was posted yet, and links to 'Post New Job'", async () => {
    fakeApi({ getPostedJobs: () => ok({ data: [] }) });
    await openPostedJobs();

    expect(await screen.findByText('No jobs have been posted yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Post New Job' })).toHaveAttribute(
      'href',
      '/admin/post-new-job',
    );
  });

  it("offers 'Load more' while there is another page, and loads it with the cursor", async () => {
    const api = fakeApi({
      getPostedJobs: ({ cursor }) =>
        cursor ? ok({ data: [CLOSED] }) : ok({ data: [NEWEST], cursor: 'page-2' }),
    });
    const { user } = await openPostedJobs();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: CLOSED.TITLE })).toBeInTheDocument();
    expect(api.inputsOf('getPostedJobs')).toEqual([{}, { cursor: 'page-2' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
