/**
 * The bell in a signed-in worker's header: its name says how many are unread (in English,
 * Hindi and Telugu); opening it lists the notifications newest first, each rendered from its kind and parameters
 * in the current language and linking where it belongs, and marks them read so the count clears; "Mark all
 * read"; a failed load leaves a message and a retry; a visitor gets no bell and no request; axe clean.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppliedJob } from '#shared/api/job-shapes';
import type { Notification } from '#shared/api/notifications';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, JOB, JOB_DETAILS, ok, storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

beforeEach(async () => {
  await act(() => activateLanguage('en'));
});

const SHORTLISTED: Notification = {
  id: '2026-11-27T09:00:00.000Z#0000000a',
  at: '2026-11-27T09:00:00.000Z',
  read: false,
  kind: 'statusMoved',
  jobId: 12,
  title: 'Delivery partner',
  titles: { hi: 'डिलीवरी पार्टनर', te: 'డెలివరీ పార్ట్‌నర్' },
  company: 'Swift Couriers',
  status: 'SHORTLISTED',
};
const INTERVIEW: Notification = {
  id: '2026-11-27T08:00:00.000Z#0000000b',
  at: '2026-11-27T08:00:00.000Z',
  read: false,
  kind: 'interviewScheduled',
  jobId: 12,
  title: 'Delivery partner',
  company: 'Swift Couriers',
  date: '2026-12-02',
  time: '15:30',
};
const CONCERN: Notification = {
  id: '2026-11-26T08:00:00.000Z#0000000c',
  at: '2026-11-26T08:00:00.000Z',
  read: false,
  kind: 'concernAnswered',
  concernId: '7-0a1b2c3d',
};
const ALERT: Notification = {
  id: '2026-11-25T08:00:00.000Z#0000000d',
  at: '2026-11-25T08:00:00.000Z',
  read: true,
  kind: 'alertMatch',
  count: 4,
  link: '/dashboard?tab=explore&city=Hyderabad',
};

/** A fake server holding `entries`: the count, the list, and marking read (by ids or all). */
function serverWith(entries: Notification[], overrides: Parameters<typeof fakeApi>[0] = {}) {
  let held = entries.map((entry) => ({ ...entry }));
  const unread = () => held.filter((entry) => !entry.read).length;
  return fakeApi({
    getUnreadNotifications: () => ok({ unread: unread() }),
    getNotifications: () => ok({ data: held, unread: unread() }),
    markNotificationsRead: (input) => {
      const ids = 'ids' in input && Array.isArray(input.ids) ? input.ids : undefined;
      held = held.map((entry) => (!ids || ids.includes(entry.id) ? { ...entry, read: true } : entry));
      return ok({ success: true, unread: unread() });
    },
    ...overrides,
  });
}

/** Applied Jobs holding the worker's application to job 12, shortlisted with a proposed interview. */
const APPLIED_12: AppliedJob = {
  ...JOB,
  ID: 12,
  TITLE: 'Delivery partner',
  COMPANY_NAME: 'Swift Couriers',
  STATUS: 'SHORTLISTED',
  APPLIED_AT: '2026-11-21T10:00:00.000Z',
  INTERVIEW: {
    STARTS_AT: '2026-12-02T10:00:00.000Z',
    DATE: '2026-12-02',
    TIME: '15:30',
    PLACE: 'Plot 12, HITEC City, Hyderabad',
    ANSWER: 'PROPOSED',
    PROPOSED_AT: '2026-11-27T08:00:00.000Z',
  },
};

describe('the bell', () => {
  it('names the unread count, lists the notifications with their links, marks them read and clears the count (axe clean)', async () => {
    storeWorkerSession();
    const api = serverWith([SHORTLISTED, INTERVIEW, CONCERN, ALERT]);
    const { user } = renderApp('/aboutus');

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
    await user.click(bell);

    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        expect.stringMatching(
          /^New:Your application for Delivery partner at Swift Couriers is shortlisted\./,
        ),
        '/dashboard?tab=applied#application-12',
      ],
      [
        expect.stringMatching(
          /^New:Interview for Delivery partner at Swift Couriers on 2 Dec 2026, 3:30 PM IST\. Please confirm/,
        ),
        '/dashboard?tab=applied#interview-12',
      ],
      [expect.stringMatching(/^New:Your concern 7-0a1b2c3d has a reply\./), '/profile#concern-7-0a1b2c3d'],
      [expect.stringMatching(/^4 new jobs match your job alert\./), '/dashboard?tab=explore&city=Hyderabad'],
    ]);
    // Keyboard: focus is in the list (its first control), and Tab goes on to the entries; axe clean while open.
    expect(within(list).getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await user.tab();
    expect(links[0]).toHaveFocus();
    expect(await accessibilityProblems()).toEqual([]);
    // Opening marked what it shows read: the count clears.
    await waitFor(() =>
      expect(api.inputsOf('markNotificationsRead')).toEqual([
        { ids: [SHORTLISTED.id, INTERVIEW.id, CONCERN.id] },
      ]),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toHaveFocus();
    expect(
      within(screen.getByRole('button', { name: 'Notifications, none unread' })).queryByText('3'),
    ).toBeNull();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it.each([
    ['a status move', 'shortlisted', 'application-12'],
    ['an interview invitation', 'Interview for', 'interview-12'],
  ])(
    'opens what %s is about in Applied Jobs, focused for the keyboard (axe clean)',
    async (_kind, text, anchor) => {
      storeWorkerSession();
      serverWith([SHORTLISTED, INTERVIEW], {
        searchJobs: () => ok({ data: [], homeCity: '' }),
        getAppliedJobs: () => ok({ data: [APPLIED_12] }),
      });
      const { user } = renderApp('/aboutus');
      await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
      const list = await screen.findByRole('dialog', { name: 'Notifications' });

      // By the keyboard: Enter on the entry follows it.
      (await within(list).findByRole('link', { name: new RegExp(text) })).focus();
      await user.keyboard('{Enter}');

      const target = await waitFor(() => {
        const element = document.getElementById(anchor);
        expect(element).not.toBeNull();
        return element as HTMLElement;
      });
      await waitFor(() => expect(target).toHaveFocus());
      expect(target).toHaveTextContent(anchor.startsWith('interview') ? 'Interview' : 'Shortlisted');
      expect(await accessibilityProblems()).toEqual([]);
    },
  );

  it("shows the employer's badge on an entry about an employer's own job, and none on Earnlearn's", async () => {
    storeWorkerSession();
    serverWith([
      { ...SHORTLISTED, employer: { id: 'AAAAAAAAAAAAAAA1', level: 'domainMatches' } },
      { ...INTERVIEW, title: 'Earnlearn intern', company: 'Earnlearn' },
    ]);
    const { user } = renderApp('/aboutus');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });

    const [employers, earnlearns] = await within(list).findAllByRole('link');
    expect(employers).toHaveTextContent(/Swift Couriers is shortlisted\..*Work e-mail matches its website/);
    expect(earnlearns).not.toHaveTextContent(/matches its website|Verified|Not verified/);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('leads to the job page from an entry about a change of the job, and closes', async () => {
    storeWorkerSession();
    const { status: _status, ...aboutJob } = SHORTLISTED;
    serverWith([{ ...aboutJob, kind: 'jobChanged', changed: ['pay'] }], {
      getJobById: () => ok({ data: { ...JOB_DETAILS, ID: 12 } }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
    });
    const { user } = renderApp('/aboutus');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(await within(list).findByRole('link', { name: /Delivery partner/ }));

    expect(await screen.findByRole('heading', { level: 1, name: JOB_DETAILS.TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it("says a new message came from the company about the job and opens the application's Messages", async () => {
    storeWorkerSession();
    const { status: _status, ...aboutJob } = SHORTLISTED;
    serverWith([{ ...aboutJob, kind: 'newMessage' }], {
      getAppliedJobs: () => ok({ data: [APPLIED_12] }),
      getSavedJobs: () => ok({ data: [] }),
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getApplicationThread: () =>
        ok({
          data: [],
          THREAD: { TITLE: 'Delivery partner', COMPANY_NAME: 'Swift Couriers', OPEN: true, MUTED: false },
        }),
    });
    const { user } = renderApp('/aboutus');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(list).findByRole('link', {
      name: /You have a new message from Swift Couriers about Delivery partner/,
    });
    expect(link).toHaveAttribute('href', '/dashboard?tab=applied#messages-12');
    await user.click(link);
    expect(
      await screen.findByRole('region', { name: 'Messages about Delivery partner' }),
    ).toBeInTheDocument();
  });

  it('"Mark all read" takes the New marks away', async () => {
    storeWorkerSession();
    const api = serverWith([SHORTLISTED, ALERT]);
    const { user } = renderApp('/aboutus');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(list).findByText('New:')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(within(list).queryByText('New:')).toBeNull());
    expect(api.inputsOf('markNotificationsRead')).toContainEqual({ all: true });
    expect(within(list).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    storeWorkerSession();
    serverWith([]);
    const { user } = renderApp('/aboutus');
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText(/No notifications yet\./)).toBeInTheDocument();
  });

  it('keeps the screen usable when the list cannot be loaded: a message and Try again, no spinner left', async () => {
    storeWorkerSession();
    let failing = true;
    serverWith([SHORTLISTED], {
      getNotifications: () =>
        failing ? fail(500, 'Server trouble') : ok({ data: [SHORTLISTED], unread: 1 }),
    });
    const { user } = renderApp('/aboutus');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    expect(
      await screen.findByText('Notifications could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading notifications…')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Delivery partner/ })).toBeInTheDocument();
  });

  it('gives a visitor no bell and asks nothing', async () => {
    const api = fakeApi({});
    renderApp('/aboutus');
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(api.calls.map((call) => call.name)).not.toContain('getUnreadNotifications');
  });
});

describe('the bell in Hindi and Telugu', () => {
  it('names the count and renders each entry in Hindi, with the job title in Hindi (axe clean)', async () => {
    await act(() => activateLanguage('hi'));
    storeWorkerSession();
    serverWith([SHORTLISTED, CONCERN]);
    const { user } = renderApp('/aboutus');

    await user.click(await screen.findByRole('button', { name: 'सूचनाएँ, 2 अपठित' }));

    const list = await screen.findByRole('dialog', { name: 'सूचनाएँ' });
    expect(
      await within(list).findByText(/Swift Couriers में डिलीवरी पार्टनर के लिए आपका आवेदन शॉर्टलिस्ट हो गया है।/),
    ).toBeInTheDocument();
    expect(within(list).getByText(/आपकी शिकायत 7-0a1b2c3d का उत्तर आया है।/)).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'सूचनाएँ, कोई अपठित नहीं' })).toBeInTheDocument(),
    );
  });

  it('says in Hindi what changed of a job the worker applied for, leading to its page', async () => {
    await act(() => activateLanguage('hi'));
    storeWorkerSession();
    serverWith([
      {
        id: '2026-11-28T08:00:00.000Z#0000000e',
        at: '2026-11-28T08:00:00.000Z',
        read: false,
        kind: 'jobChanged',
        jobId: 12,
        title: 'Delivery partner',
        titles: { hi: 'डिलीवरी पार्टनर' },
        company: 'Swift Couriers',
        changed: ['pay', 'hours'],
      },
    ]);
    const { user } = renderApp('/aboutus');
    await user.click(await screen.findByRole('button', { name: 'सूचनाएँ, 1 अपठित' }));

    const list = await screen.findByRole('dialog', { name: 'सूचनाएँ' });
    const link = await within(list).findByRole('link', {
      name: /Swift Couriers की डिलीवरी पार्टनर नौकरी बदली है: वेतन, काम के घंटे।/,
    });
    expect(link).toHaveAttribute('href', '/jobs/12');
  });

  it('names the count and renders an entry in Telugu', async () => {
    await act(() => activateLanguage('te'));
    storeWorkerSession();
    serverWith([SHORTLISTED, { ...ALERT, read: false }]);
    const { user } = renderApp('/aboutus');

    await user.click(await screen.findByRole('button', { name: 'నోటిఫికేషన్లు, 2 చదవనివి' }));

    const list = await screen.findByRole('dialog', { name: 'నోటిఫికేషన్లు' });
    expect(
      await within(list).findByText(/Swift Couriersలో డెలివరీ పార్ట్‌నర్ కోసం మీ దరఖాస్తు షార్ట్‌లిస్ట్ అయింది\./),
    ).toBeInTheDocument();
    expect(within(list).getByText(/4 కొత్త ఉద్యోగాలు మీ జాబ్ అలర్ట్‌కు సరిపోతాయి\./)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'నోటిఫికేషన్లు, చదవనివి లేవు' })).toBeInTheDocument(),
    );
  });
});
