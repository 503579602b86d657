/**
 * Statuses that never go stale (decisions 585, 586): with the page open and visible, Applied Jobs and the bell ask
 * again every 10 s, so a move by HR shows without a reload; nothing is asked while the tab is hidden, and showing
 * it asks at once; after failures the tries go further apart, and a success brings the 10 s back; a signed-out
 * page asks nothing. An action on a stale card (Withdraw, an interview answer, Apply or Save on a closed job) is
 * refused with the state it has now shown in place, in the worker's language, never a bare failure.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Interview } from '#shared/api/interviews';
import type { AppliedJob } from '#shared/api/job-shapes';
import type { Notification } from '#shared/api/notifications';
import { SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, JOB, JOB_DETAILS, ok, storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  document.documentElement.lang = 'en';
  await act(() => activateLanguage('en'));
});

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Moves the clock on by `ms`, letting the answers of the calls it starts arrive. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const application = (STATUS: AppliedJob['STATUS'], extra: Partial<AppliedJob> = {}): AppliedJob => ({
  ...JOB,
  ID: 5,
  TITLE: 'Data Entry Operator',
  STATUS,
  APPLIED_AT: '2026-11-21T10:00:00.000Z',
  ...extra,
});

const INTERVIEW: Interview = {
  STARTS_AT: '2026-12-09T05:00:00.000Z',
  DATE: '2026-12-09',
  TIME: '10:30',
  PLACE: 'Plot 12, HITEC City, Hyderabad',
  ANSWER: 'PROPOSED',
  PROPOSED_AT: '2026-12-01T08:00:00.000Z',
};

const cardOf = (title: string) => screen.findByRole('article', { name: title });

/** The dashboard's Applied tab over a server whose list and unread count the test changes. */
function openApplied(
  server: { list: AppliedJob[]; unread: number },
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  storeWorkerSession();
  const api = fakeApi({
    searchJobs: () => ok({ data: [], homeCity: '' }),
    getAppliedJobs: () => ok({ data: server.list }),
    getUnreadNotifications: () => ok({ unread: server.unread }),
    ...extra,
  });
  const view = renderApp('/dashboard?tab=applied');
  const count = (name: string) => api.calls.filter((call) => call.name === name).length;
  return { api, count, ...view };
}

describe('while the page is open', () => {
  it("shows HR's move on the card and in the bell within 10 s, without a reload", async () => {
    const server = { list: [application('APPLIED')], unread: 0 };
    openApplied(server);
    const card = await cardOf('Data Entry Operator');
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();

    server.list = [application('REJECTED')];
    server.unread = 1;
    await wait(10_000);

    await waitFor(() => expect(within(card).getByText('Rejected')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    const server = { list: [application('APPLIED')], unread: 0 };
    const { count } = openApplied(server);
    await cardOf('Data Entry Operator');
    await waitFor(() => expect(count('getUnreadNotifications')).toBe(1));
    const loaded = count('getAppliedJobs');

    setVisibility('hidden');
    server.list = [application('SHORTLISTED')];
    await wait(60_000);
    expect(count('getAppliedJobs')).toBe(loaded);
    expect(count('getUnreadNotifications')).toBe(1);

    setVisibility('visible');

    await waitFor(() => expect(count('getAppliedJobs')).toBe(loaded + 1));
    expect(within(await cardOf('Data Entry Operator')).getByText('Shortlisted')).toBeInTheDocument();
  });

  it('tries further apart after failures, keeps the list shown, and is back to every 10 s after a success', async () => {
    const server = { list: [application('APPLIED')], unread: 0 };
    let failing = false;
    const { count } = openApplied(server, {
      getAppliedJobs: () =>
        failing ? fail(503, 'The service is busy. Please try again.') : ok({ data: server.list }),
    });
    const card = await cardOf('Data Entry Operator');
    const loaded = count('getAppliedJobs');
    const polls = () => count('getAppliedJobs') - loaded;
    failing = true;

    await wait(11_000); // the poll at 10 s fails: the next try is 20 s later
    expect(polls()).toBe(1);
    await wait(18_000); // 29 s
    expect(polls()).toBe(1);
    await wait(3_000); // 32 s: fails again, the next try 40 s later
    expect(polls()).toBe(2);
    expect(card).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    failing = false;
    await wait(36_000); // 68 s
    expect(polls()).toBe(2);
    await wait(4_000); // 72 s: a success
    expect(polls()).toBe(3);
    await wait(10_000); // 82 s: every 10 s again
    expect(polls()).toBe(4);
  });

  it('polls only what the screen shows: on Explore Jobs the bell, not the applications', async () => {
    storeWorkerSession();
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [application('APPLIED')] }),
      getUnreadNotifications: () => ok({ unread: 0 }),
    });
    renderApp('/dashboard?tab=explore');
    const count = (name: string) => api.calls.filter((call) => call.name === name).length;
    await waitFor(() => expect(count('getUnreadNotifications')).toBe(1));
    const loaded = count('getAppliedJobs');

    await wait(30_500);

    expect(count('getUnreadNotifications')).toBe(4);
    expect(count('getAppliedJobs')).toBe(loaded);
  });

  it("brings a new notification into the bell's open list, and clears its count", async () => {
    storeWorkerSession();
    const older: Notification = {
      id: '2026-12-01T09:00:00.000Z#0000000a',
      at: '2026-12-01T09:00:00.000Z',
      read: false,
      kind: 'statusMoved',
      jobId: 5,
      title: 'Data Entry Operator',
      company: 'Acme',
      status: 'SHORTLISTED',
    };
    let held: Notification[] = [older];
    const unread = () => held.filter((entry) => !entry.read).length;
    fakeApi({
      getUnreadNotifications: () => ok({ unread: unread() }),
      getNotifications: () => ok({ data: held, unread: unread() }),
      markNotificationsRead: () => {
        held = held.map((entry) => ({ ...entry, read: true }));
        return ok({ success: true, unread: 0 });
      },
    });
    const { user } = renderApp('/aboutus');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(list).findByText(/is shortlisted/);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Notifications, none unread', hidden: true }),
      ).toBeInTheDocument(),
    );

    held = [{ ...older, id: '2026-12-01T10:00:00.000Z#0000000b', read: false, status: 'SELECTED' }, ...held];
    await wait(10_000);

    expect(
      await within(list).findByText(/You are selected for Data Entry Operator at Acme/),
    ).toBeInTheDocument();
    expect(within(list).getByText(/is shortlisted/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Notifications, none unread', hidden: true }),
      ).toBeInTheDocument(),
    );
  });

  it('asks nothing once the worker has signed out (here or in another tab)', async () => {
    const server = { list: [application('APPLIED')], unread: 0 };
    const { count } = openApplied(server);
    await cardOf('Data Entry Operator');
    await waitFor(() => expect(count('getUnreadNotifications')).toBe(1));
    const loaded = count('getAppliedJobs');

    localStorage.clear();
    await wait(60_000);

    expect(count('getAppliedJobs')).toBe(loaded);
    expect(count('getUnreadNotifications')).toBe(1);
  });
});

describe('an action on a stale card', () => {
  it('withdrawing an application HR has moved on shows its status now and says so (axe clean)', async () => {
    const server = { list: [application('APPLIED')], unread: 0 };
    const { user } = openApplied(server, {
      withdrawApplication: () => {
        server.list = [application('REJECTED')];
        return {
          status: 409,
          error: {
            message:
              'This application has already been reviewed (it is Rejected), so it can no longer be withdrawn.',
            code: SAVE_WITHDRAW_CODES.alreadyReviewed,
            currentStatus: 'REJECTED',
          },
        };
      },
    });
    const card = await cardOf('Data Entry Operator');
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      await within(card).findByText(
        'This application has moved on: Rejected. Withdraw is no longer possible.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('application-5')).toHaveFocus());
    expect(screen.queryByText(/Something went wrong|could not be withdrawn/)).not.toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('keeps an open Withdraw confirmation when a poll moves the application, then says it moved on (Hindi)', async () => {
    const server = { list: [application('APPLIED')], unread: 0 };
    const { user } = openApplied(server, {
      withdrawApplication: () => ({
        status: 409,
        error: {
          message: 'reviewed',
          code: SAVE_WITHDRAW_CODES.alreadyReviewed,
          currentStatus: 'SHORTLISTED',
        },
      }),
    });
    await act(() => activateLanguage('hi'));
    const card = await cardOf('Data Entry Operator');
    await user.click(within(card).getByRole('button', { name: 'वापस लें' }));
    const dialog = await screen.findByRole('alertdialog');
    server.list = [application('SHORTLISTED')];
    await wait(10_000);
    await waitFor(() => expect(within(card).getByText('शॉर्टलिस्ट')).toBeInTheDocument());
    expect(screen.getByRole('alertdialog')).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'आवेदन वापस लें' }));

    expect(
      await within(card).findByText('यह आवेदन आगे बढ़ चुका है: शॉर्टलिस्ट। अब इसे वापस नहीं लिया जा सकता।'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('answering an interview of an application HR rejected meanwhile shows Rejected and says why (Telugu)', async () => {
    const server = { list: [application('SHORTLISTED', { INTERVIEW })], unread: 0 };
    const { user } = openApplied(server, {
      answerInterview: () => {
        server.list = [application('REJECTED', { INTERVIEW })];
        return {
          status: 409,
          error: {
            message: 'This application has moved on: the interview can no longer be answered.',
            code: SAVE_WITHDRAW_CODES.movedOn,
            currentStatus: 'REJECTED',
          },
        };
      },
    });
    await act(() => activateLanguage('te'));
    const card = await cardOf('Data Entry Operator');
    const box = await within(card).findByRole('region', { name: 'ఇంటర్వ్యూ' });

    await user.click(within(box).getByRole('button', { name: 'నిర్ధారించండి' }));

    expect(
      await within(card).findByText('ఈ దరఖాస్తు ముందుకు సాగింది: తిరస్కరించబడింది. ఇక ఈ ఇంటర్వ్యూకు జవాబు ఇవ్వలేరు.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'ఇంటర్వ్యూ' })).not.toBeInTheDocument();
  });

  it('answering a time HR changed meanwhile says so in words, and the box shows the new time', async () => {
    const server = { list: [application('SHORTLISTED', { INTERVIEW })], unread: 0 };
    const moved = { ...INTERVIEW, STARTS_AT: '2026-12-10T05:00:00.000Z', DATE: '2026-12-10' };
    const { user } = openApplied(server, {
      answerInterview: () => {
        server.list = [application('SHORTLISTED', { INTERVIEW: moved })];
        return {
          status: 409,
          error: { message: 'The interview time has changed.', code: SAVE_WITHDRAW_CODES.interviewChanged },
        };
      },
    });
    const box = await screen.findByRole('region', { name: 'Interview' });

    await user.click(within(box).getByRole('button', { name: 'Confirm' }));

    expect(
      await within(box).findByText(
        /The interview time has changed\. Please look at the new time and answer again\./,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveTextContent('10 Dec 2026'));
  });

  it('applying to a job closed meanwhile shows the job closed, with no Apply and no error', async () => {
    storeWorkerSession();
    let job = JOB_DETAILS;
    fakeApi({
      getJobById: () => ok({ data: job }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
      getUnreadNotifications: () => ok({ unread: 0 }),
      applyJob: () => {
        job = { ...JOB_DETAILS, STATUS: 'CLOSED' };
        return {
          status: 409,
          error: {
            message: 'This job is no longer accepting applications.',
            code: SAVE_WITHDRAW_CODES.jobClosed,
          },
        };
      },
    });
    const { user } = renderApp('/jobs/7');

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText('This job is closed and no longer takes applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByText('This job is no longer accepting applications.')).not.toBeInTheDocument();
  });

  it('saving a job closed meanwhile shows the job closed (asked again)', async () => {
    storeWorkerSession();
    let job = JOB_DETAILS;
    fakeApi({
      getJobById: () => ok({ data: job }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
      getUnreadNotifications: () => ok({ unread: 0 }),
      saveJob: () => {
        job = { ...JOB_DETAILS, STATUS: 'CLOSED' };
        return {
          status: 409,
          error: { message: 'This job is closed.', code: SAVE_WITHDRAW_CODES.jobClosed },
        };
      },
    });
    const { user } = renderApp('/jobs/7');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('This job is closed and no longer takes applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});
