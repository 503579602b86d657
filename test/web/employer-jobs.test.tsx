/**
 * The employer's jobs: "Your jobs" with each state's badge and the admin's reason (and an unverified
 * organisation's applicants opened today), and "Post a job" with the
 * admin's form under the organisation's name (no company field), the rules' hits shown as the poster types,
 * Save draft and Submit for review, the message of where the job went, and a server's 400 on its field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, JOB, MY_ORGANISATION, ok, storeEmployerSession } from './fake-api';
import { renderApp } from './render-app';

beforeAll(() => {
  document.documentElement.lang = 'en';
});
// The employer area's screens, for a signed-in person of an organisation.
beforeEach(() => storeEmployerSession());
afterEach(() => sessionStorage.clear());

const APPLICANTS = { APPLIED: 0, SHORTLISTED: 0, SELECTED: 0, REJECTED: 0 };
const row = (overrides: Record<string, unknown>) => ({
  ...JOB,
  STATUS: 'CLOSED' as const,
  STATE: 'draft' as const,
  APPLICANTS,
  ...overrides,
});

describe('Your jobs', () => {
  it('lists each job with its state, the reason of a rejection or a request for changes, and is axe clean', async () => {
    fakeApi({
      getMyOrganisation: () => ok(MY_ORGANISATION),
      getEmployerJobs: () =>
        ok({
          data: [
            row({ ID: 1, TITLE: 'Draft job' }),
            row({ ID: 2, TITLE: 'Sent back', MODERATION_REASON: 'Say the hours.' }),
            row({ ID: 3, TITLE: 'Waiting', STATE: 'inReview' }),
            row({ ID: 4, TITLE: 'Open job', STATE: 'live', STATUS: 'OPEN' }),
            row({ ID: 5, TITLE: 'Refused', STATE: 'rejected', MODERATION_REASON: 'Asks for a fee.' }),
            row({ ID: 6, TITLE: 'Done', STATE: 'closed' }),
            row({ ID: 7, TITLE: 'Past its date', STATE: 'expired', STATUS: 'OPEN' }),
          ],
          applicantsToday: { used: 3, allowed: 25 },
        }),
    });
    renderApp('/employer/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Your jobs' });
    const list = await screen.findByRole('list', { name: 'Your jobs' });
    const card = (title: string) => within(list).getByRole('listitem', { name: title }) as HTMLElement;
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(within(card('Draft job')).getByText('Draft')).toBeTruthy();
    expect(within(card('Sent back')).getByText('Changes asked')).toBeTruthy();
    expect(within(card('Sent back')).getByText(/Say the hours\./)).toBeTruthy();
    expect(within(card('Waiting')).getByText('In review')).toBeTruthy();
    expect(within(card('Open job')).getByText('Live')).toBeTruthy();
    expect(within(card('Refused')).getByText('Rejected')).toBeTruthy();
    expect(within(card('Refused')).getByText(/Asks for a fee\./)).toBeTruthy();
    expect(within(card('Done')).getByText('Closed')).toBeTruthy();
    expect(within(card('Past its date')).getByText('Expired')).toBeTruthy();
    expect(within(card('Draft job')).getByRole('button', { name: 'Submit for review' })).toBeTruthy();
    expect(within(card('Open job')).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(card('Refused')).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByText(/Applicants opened today: 3 of 25\./)).toBeTruthy();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('submits a draft and says it is in review', async () => {
    const api = fakeApi({
      getMyOrganisation: () => ok(MY_ORGANISATION),
      getEmployerJobs: () => ok({ data: [row({ ID: 1, TITLE: 'Draft job' })] }),
      submitEmployerJob: () => ok({ state: 'inReview', hits: [] }),
    });
    const { user } = renderApp('/employer/jobs');
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    // A page without the count (a verified organisation's has no limit) says nothing of it.
    expect(screen.queryByText(/Applicants opened today/)).toBeNull();
    expect(
      await screen.findByText(/In review: an Earnlearn admin checks it, usually within a day/),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.name === 'submitEmployerJob')?.input).toEqual({ id: 1 });
  });
});

const form = () => screen.getByRole('form', { name: 'New job' });
const textbox = (name: string | RegExp) => within(form()).getByRole('textbox', { name });

async function write(user: UserEvent, name: string | RegExp, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function fill(user: UserEvent, description: string) {
  for (const [label, text] of [
    ['Job title', 'Field Survey Executive'],
    ['Earnings in rupees', '600'],
    ['Position', 'Surveyor'],
    ['Description', description],
    ['Roles & Responsibilities', 'Visit 25 stores a day. Upload shelf photos.'],
    ['What you get', 'Weekly pay by UPI.'],
    ['Who can Apply', 'Anyone 18 or older.'],
  ] as const) {
    await write(user, label, text);
  }
  await user.type(within(form()).getByRole('combobox', { name: /^Location/ }), 'Hyderabad');
  await user.click(await screen.findByRole('option', { name: 'Hyderabad (Telangana)' }));
  const radio = (name: string) => within(form()).getByRole('radio', { name });
  await user.click(radio('Not Available'));
  await user.click(radio('Gig'));
  await user.click(radio('Part-time'));
  await user.click(radio('a day'));
  await user.click(radio('No, none of it'));
  await user.click(radio('18 and over'));
}

describe('Post a job', () => {
  it("is the admin's form without a company field, shows the rules' hits as the poster types, and is axe clean", async () => {
    fakeApi({ getMyOrganisation: () => ok(MY_ORGANISATION) });
    const { user } = renderApp('/employer/jobs/new');
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    expect(within(form()).queryByRole('textbox', { name: /Company name/ })).toBeNull();
    expect(await within(form()).findByText(/Posted as Demo Traders/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Hindi/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Telugu/ })).toBeTruthy();
    await write(user, 'Description', 'Pay a registration fee of ₹500 before you start.');
    const hits = screen.getByRole('region', { name: 'Checks against scam postings' });
    expect(within(hits).getByText(/registration fee/)).toBeTruthy();
    expect(within(hits).getByText(/goes to an Earnlearn admin for review/)).toBeTruthy();
    expect(within(hits).queryByRole('checkbox')).toBeNull();
    expect(within(form()).getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('submits for review with the posting and submit true, sending no company or logo', async () => {
    const api = fakeApi({
      getMyOrganisation: () => ok(MY_ORGANISATION),
      postEmployerJob: () => ok({ id: 31, state: 'live', hits: [] }),
      getEmployerJob: () => fail(404, 'There is no job with id 31.'),
    });
    const { user } = renderApp('/employer/jobs/new');
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fill(user, 'Visit kirana stores and record what they stock.');
    await user.click(within(form()).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.calls.some((call) => call.name === 'postEmployerJob')).toBe(true));
    const input = api.calls.find((call) => call.name === 'postEmployerJob')?.input ?? {};
    expect(input).toMatchObject({
      submit: true,
      title: 'Field Survey Executive',
      location: 'hyderabad-telangana',
    });
    expect(input).not.toHaveProperty('companyName');
    expect(input).not.toHaveProperty('logo');
  });

  it('opens the new job with where it went above the form, focused, and the hit that held it', async () => {
    const hit = {
      rule: 'money.registrationFee',
      kind: 'asksForMoney' as const,
      field: 'whatYouGet',
      match: 'registration fee',
      explanation: 'Asks the worker for a registration fee.',
    };
    const held = {
      ...row({ ID: 31, STATE: 'inReview' }),
      DESCRIPTION: 'Visit kirana stores and record what they stock.',
      ROLES_AND_RESPONSIBILITIES: 'Visit 25 stores a day.',
      WHAT_YOU_GET: 'Pay a registration fee of ₹500 to join.',
      WHO_CAN_APPLY: 'Anyone 18 or older.',
      CITY: 'hyderabad-telangana',
      TYPE: 'GIG' as const,
      SCHEDULE: 'PART_TIME' as const,
      MONTHLY_EARNINGS: 4800,
      PAY: { unit: 'DAY' as const, amount: 600 },
      VERSION: 1,
      TRANSLATIONS: {},
    };
    fakeApi({
      getMyOrganisation: () => ok(MY_ORGANISATION),
      postEmployerJob: () => ok({ id: 31, state: 'inReview', hits: [hit] }),
      getEmployerJob: () => ok({ data: { job: held } }),
    });
    const { user } = renderApp('/employer/jobs/new');
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fill(user, 'Visit kirana stores and record what they stock.');
    await user.click(within(form()).getByRole('button', { name: 'Submit for review' }));

    const placed = (await screen.findByText(/In review: an Earnlearn admin checks it/)).closest(
      '[role="status"]',
    );
    await waitFor(() => expect(placed).toHaveFocus());
    expect(placed).toHaveTextContent('"registration fee": Asks the worker for a registration fee.');
    const editForm = screen.getByRole('form', { name: 'Edit job' });
    expect(
      (placed as Element).compareDocumentPosition(editForm) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows a server's 400 on the field it names, and Save draft sends submit false", async () => {
    const api = fakeApi({
      getMyOrganisation: () => ok(MY_ORGANISATION),
      postEmployerJob: () =>
        fail(400, 'Please check the job.', [{ field: 'title', message: 'Use a real job title.' }]),
    });
    const { user } = renderApp('/employer/jobs/new');
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fill(user, 'Visit kirana stores and record what they stock.');
    await user.click(within(form()).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(within(form()).getAllByText(/Use a real job title\./).length).toBeGreaterThan(0),
    );
    expect(api.calls.find((call) => call.name === 'postEmployerJob')?.input).toMatchObject({ submit: false });
  });
});
