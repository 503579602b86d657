/**
 * An application's thread on screen (issue 39): the worker opens Messages on an Applied card (or lands in it
 * from the bell's new-message entry), reads the entries oldest first with the moves as system lines, sees a
 * held message only as a warning, reports a message, replies and mutes; HR reads the same thread on the
 * applicant's panel, with the held text and its rule, and writes from a template. axe clean on both.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ThreadEntry } from '#shared/api/application-threads';
import type { AppliedJob } from '#shared/api/job-shapes';
import type { ApiOutput } from '#web/lib/api';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, JOB, ok, storeWorkerSession } from './fake-api';
import { applicationsPageHooks } from './internal-applications-fixtures';
import { storeInternalSession } from './internal-fixtures';
import { renderApp } from './render-app';

applicationsPageHooks();
beforeEach(() => {
  document.documentElement.lang = 'en';
});

const applied: AppliedJob = {
  ...JOB,
  ID: 7,
  TITLE: 'Mathematics Tutor',
  STATUS: 'SHORTLISTED',
  APPLIED_AT: '2026-11-21T10:00:00.000Z',
};

/** The newest page: newest first, as the server answers. */
const ENTRIES: ThreadEntry[] = [
  {
    ID: '2026-11-24T09:00:00.000Z#00000004',
    AT: '2026-11-24T09:00:00.000Z',
    SIDE: 'worker',
    TEXT: 'Yes, Friday is fine.',
  },
  {
    ID: '2026-11-23T09:00:00.000Z#00000003',
    AT: '2026-11-23T09:00:00.000Z',
    SIDE: 'hiring',
    BY_NAME: 'Ravi',
    BY_TYPE: 'employer',
    BY_ORG_NAME: 'Namma Bites',
    HELD: true,
  },
  {
    ID: '2026-11-22T09:00:00.000Z#00000002',
    AT: '2026-11-22T09:00:00.000Z',
    SIDE: 'hiring',
    BY_NAME: 'Meena',
    BY_TYPE: 'HR',
    TEXT: 'Can you come on Friday? Call [hidden].',
    MASKED: true,
  },
  {
    ID: '2026-11-22T08:00:00.000Z#00000001',
    AT: '2026-11-22T08:00:00.000Z',
    SIDE: 'system',
    SYSTEM: { KIND: 'moved', TO: 'SHORTLISTED' },
  },
];

const page = (entries: ThreadEntry[], extra: Partial<ApiOutput<'getApplicationThread'>> = {}) =>
  ok<ApiOutput<'getApplicationThread'>>({
    data: entries,
    THREAD: {
      TITLE: applied.TITLE,
      COMPANY_NAME: applied.COMPANY_NAME,
      OPEN: true,
      MUTED: false,
      OTHER_READ_AT: '2026-11-24T10:00:00.000Z',
    },
    ...extra,
  });

describe("the worker's Messages panel", () => {
  it('shows the thread oldest first, a held message as a warning, and sends, reports and mutes', async () => {
    storeWorkerSession();
    let entries = ENTRIES;
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [applied] }),
      getApplicationThread: () => page(entries),
      sendApplicationMessage: (input) => {
        const sent: ThreadEntry = {
          ID: '2026-11-25T09:00:00.000Z#00000005',
          AT: '2026-11-25T09:00:00.000Z',
          SIDE: 'worker',
          TEXT: String(input.text),
        };
        entries = [sent, ...entries];
        return ok({ success: true, MESSAGE: sent });
      },
      reportApplicationMessage: () => ok({ success: true }),
      muteApplicationThread: () => ok({ success: true }),
      // The stand-in's answer: no translation made.
      translateApplicationMessage: () => ok({ data: { FROM: 'en' as const, TO: 'hi' as const } }),
    });
    const { user } = renderApp('/dashboard?tab=applied');

    const button = await screen.findByRole('button', { name: 'Messages' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Messages about Mathematics Tutor' });
    expect(within(panel).getByText(/phone numbers and e-mail addresses are hidden/)).toBeInTheDocument();
    const list = await within(panel).findByRole('list', { name: 'Messages, oldest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Your application is now: Shortlisted'),
      expect.stringContaining('Can you come on Friday?'),
      expect.stringContaining('Earnlearn is holding a message here for review'),
      expect.stringContaining('Yes, Friday is fine.'),
    ]);
    expect(items[1]).toHaveTextContent('Meena from Earnlearn');
    expect(items[1]).toHaveTextContent('A phone number or e-mail address was hidden.');
    expect(items[2]).toHaveTextContent('Ravi from Namma Bites');
    // The worker's last message was read after it was written.
    expect(items[3]).toHaveTextContent('Seen');
    expect(items[1]).not.toHaveTextContent('Seen');
    expect(await accessibilityProblems()).toEqual([]);

    // Translate: the original stays, the machine translation under it; a held message has no button.
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(within(items[3] as HTMLElement).queryByRole('button', { name: 'Translate' })).toBeNull();
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Translate' }));
    expect(await within(items[1] as HTMLElement).findByRole('status')).toHaveTextContent(
      'Translation is not available right now.',
    );
    expect(api.inputsOf('translateApplicationMessage')).toEqual([
      { id: 7, messageId: '2026-11-22T09:00:00.000Z#00000002' },
    ]);

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Report this message' }));
    expect(api.inputsOf('reportApplicationMessage')).toEqual([
      { id: 7, messageId: '2026-11-22T09:00:00.000Z#00000002' },
    ]);

    // Checked before sending: an empty message says what to write.
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Write a message of 1 to 1,000 characters.')).toBeInTheDocument();
    expect(api.inputsOf('sendApplicationMessage')).toEqual([]);
    await user.type(within(panel).getByRole('textbox', { name: /Your message/ }), 'See you on Friday.');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.inputsOf('sendApplicationMessage')).toEqual([{ id: 7, text: 'See you on Friday.' }]),
    );
    expect(await within(panel).findByText('See you on Friday.')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /Your message/ })).toHaveValue('');

    await user.click(within(panel).getByRole('checkbox', { name: /Mute this conversation/ }));
    expect(api.inputsOf('muteApplicationThread')).toEqual([{ id: 7, muted: true }]);
  });

  it("opens by itself from the bell's link, in Hindi", async () => {
    storeWorkerSession();
    await activateLanguage('hi');
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [applied] }),
      getApplicationThread: () =>
        page([], { THREAD: { TITLE: applied.TITLE, COMPANY_NAME: 'Namma Bites', OPEN: false, MUTED: true } }),
    });
    renderApp('/dashboard?tab=applied#messages-7');
    const panel = await screen.findByRole('region', { name: 'Mathematics Tutor के बारे में संदेश' });
    expect(await within(panel).findByText(/अभी कोई संदेश नहीं है/)).toBeInTheDocument();
    expect(within(panel).getByText('इस बातचीत में अब और संदेश नहीं भेजे जा सकते।')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).getByRole('checkbox')).toBeChecked();
    await activateLanguage('en');
  });
});

type Details = ApiOutput<'getApplicationDetails'>['data'];

const DETAILS: Details = {
  ID: 12,
  USER_ID: 21,
  TITLE: 'Campus Ambassador',
  COMPANY_NAME: 'Pixel Pundits',
  POSITION: 'Ambassador',
  STATUS: 'SHORTLISTED',
  APPLIED_AT: '2026-11-22T09:00:00.000Z',
  APPLICANT: {
    NAME: 'Asha Verma',
    EMAIL: 'asha.verma@example.com',
    MOBILE_NUMBER: '9876543221',
    GENDER: 0,
    AGE_BAND: '18to21',
    LANGUAGES: ['telugu', 'english'],
    LOCATION: 'Chennai',
    EDUCATION_LEVEL: 'pursuingGraduation',
    COLLEGE_NAME: 'Stella Maris College',
    VERIFIED: 1,
    ACTIVE: 1,
  },
  DOCUMENTS: [],
  REVIEWS: [],
  NOTES: [],
  OTHER_APPLICATIONS: [],
  MORE_APPLICATIONS: false,
};

describe("the hiring side's Messages card", () => {
  it('shows the held text with its rule and the report, and writes from a template', async () => {
    const api = fakeApi({
      getApplicationDetails: () => ok({ data: DETAILS }),
      getApplicantThread: () =>
        ok({
          data: [
            {
              ID: '2026-11-24T09:00:00.000Z#00000003',
              AT: '2026-11-24T09:00:00.000Z',
              SIDE: 'worker',
              TEXT: 'Thank you!',
            },
            {
              ID: '2026-11-23T09:00:00.000Z#00000002',
              AT: '2026-11-23T09:00:00.000Z',
              SIDE: 'hiring',
              BY_NAME: 'Ravi',
              BY_TYPE: 'employer',
              BY_ORG_NAME: 'Pixel Pundits',
              TEXT: 'Pay the kit fee to pixel@okaxis',
              HELD: true,
              HELD_RULES: ['contact.upi'],
              REPORTED: true,
            },
          ],
          THREAD: { TITLE: DETAILS.TITLE, COMPANY_NAME: DETAILS.COMPANY_NAME, OPEN: true, MUTED: false },
        }),
      translateApplicantMessage: () =>
        ok({ data: { FROM: 'te' as const, TO: 'en' as const, TEXT: 'Thank you very much!' } }),
      sendApplicantMessage: (input) =>
        ok({
          success: true,
          MESSAGE: {
            ID: '2026-11-25T09:00:00.000Z#00000004',
            AT: '2026-11-25T09:00:00.000Z',
            SIDE: 'hiring',
            TEXT: String(input.text),
          },
        }),
    });
    storeInternalSession();
    const { user } = renderApp('/internal/applications/12/21');
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    const card = await screen.findByRole('region', { name: 'Messages' });
    const list = await within(card).findByRole('list', { name: 'Messages, oldest first' });
    const [held, reply] = within(list).getAllByRole('listitem');
    expect(held).toHaveTextContent('Pay the kit fee to pixel@okaxis');
    expect(held).toHaveTextContent(/Held: the applicant does not see this message/);
    expect(held).toHaveTextContent(/UPI id/);
    expect(held).toHaveTextContent('Reported by the applicant.');
    expect(reply).toHaveTextContent('Applicant');
    expect(await accessibilityProblems()).toEqual([]);
    // The applicant's message in English, under the original; HR's own messages have no button.
    expect(within(held as HTMLElement).queryByRole('button', { name: 'Translate to English' })).toBeNull();
    await user.click(within(reply as HTMLElement).getByRole('button', { name: 'Translate to English' }));
    expect(await within(reply as HTMLElement).findByRole('status')).toHaveTextContent(
      'Machine translation from Telugu: Thank you very much!',
    );
    expect(reply).toHaveTextContent('Thank you!');
    expect(api.inputsOf('translateApplicantMessage')).toEqual([
      { id: 12, userId: 21, messageId: '2026-11-24T09:00:00.000Z#00000003' },
    ]);

    // The applicant's first language (Telugu) is the template's; not selected, with a reason.
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Template' }), 'notSelected');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Reason' }), 'positionFilled');
    await user.click(within(card).getByRole('button', { name: 'Use template' }));
    const box = within(card).getByRole('textbox', { name: /Message to the applicant/ });
    expect((box as HTMLTextAreaElement).value).toContain('Campus Ambassador కు దరఖాస్తు చేసినందుకు');
    expect((box as HTMLTextAreaElement).value).toContain('ఈ స్థానం ఇప్పటికే భర్తీ అయింది');
    await user.click(within(card).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.inputsOf('sendApplicantMessage')).toHaveLength(1));
    expect(api.inputsOf('sendApplicantMessage')[0]).toMatchObject({ id: 12, userId: 21 });
  });
});
