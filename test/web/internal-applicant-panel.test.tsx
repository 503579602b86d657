/**
 * The applicant in view: the applications list leads to each applicant by their name (a
 * link, on the table and on a phone's card), and the applicant's page shows the registered details, documents,
 * moves, other applications and the staff's notes; a note is added there (checked first, kept on a refusal).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { accessibilityProblems } from './axe-problems';
import { deferred, fail, fakeApi, ok } from './fake-api';
import { ASHA, applicationsPageHooks, fakeServer, KIRAN, openTab } from './internal-applications-fixtures';
import { storeInternalSession } from './internal-fixtures';
import { renderApp } from './render-app';

applicationsPageHooks();
// The page's language, as index.html sets it (the back office is English only).
document.documentElement.lang = 'en';

type Details = ApiOutput<'getApplicationDetails'>['data'];
type Note = Details['NOTES'][number];

const RAVI = { BY_NAME: 'Ravi Kumar', BY_EMAIL: 'ravi@earnlearn.in', BY_TYPE: 'HR' } as const;

const OLD_NOTE: Note = { TEXT: 'Called: available from June.', AT: '2026-11-23T08:35:00.000Z', ...RAVI };

function details(overrides: Partial<Details> = {}): Details {
  return {
    ID: 12,
    USER_ID: 21,
    TITLE: 'Campus Ambassador',
    COMPANY_NAME: 'Pixel Pundits',
    POSITION: 'Ambassador',
    STATUS: 'SHORTLISTED',
    APPLIED_AT: '2026-11-22T09:00:00.000Z',
    REVIEWED_AT: '2026-11-23T08:30:00.000Z',
    APPLICANT: {
      NAME: 'Asha Verma',
      EMAIL: 'asha.verma@example.com',
      MOBILE_NUMBER: '9876543221',
      GENDER: 0,
      AGE_BAND: 'under18',
      PARENT_CONSENT: 'given',
      LANGUAGES: ['english', 'telugu'],
      LOCATION: 'Chennai',
      EDUCATION_LEVEL: 'pursuingGraduation',
      COLLEGE_NAME: 'Stella Maris College',
      VERIFIED: 1,
      ACTIVE: 1,
    },
    DOCUMENTS: [
      {
        KIND: 'panCard',
        LINK: 'http://localhost/documents/21/pan.png?X-Amz-Expires=600',
        EXPIRES_AT: '2026-11-27T09:10:00.000Z',
      },
      {
        KIND: 'idCard',
        LINK: 'http://localhost/documents/21/id.png?X-Amz-Expires=600',
        EXPIRES_AT: '2026-11-27T09:10:00.000Z',
      },
      {
        KIND: 'resume',
        LINK: 'http://localhost/documents/21/resume/r.pdf?X-Amz-Expires=600',
        EXPIRES_AT: '2026-11-27T09:10:00.000Z',
      },
    ],
    REVIEWS: [{ FROM: 'APPLIED', TO: 'SHORTLISTED', AT: '2026-11-23T08:30:00.000Z', ...RAVI }],
    NOTES: [OLD_NOTE],
    OTHER_APPLICATIONS: [
      {
        ID: 40,
        TITLE: 'Data Entry Assistant',
        COMPANY_NAME: 'Kirana Books',
        STATUS: 'REJECTED',
        APPLIED_AT: '2026-10-02T09:00:00.000Z',
      },
    ],
    MORE_APPLICATIONS: false,
    ...overrides,
  };
}

async function openApplicant(path = '/internal/applications/12/21') {
  storeInternalSession();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the applications list', () => {
  it("names each applicant as a link to their panel, keeping the list's tab for the way back", async () => {
    const { api } = fakeServer([ASHA, KIRAN]);
    api.set('getApplicationDetails', () => ok({ data: details({ STATUS: 'APPLIED' }) }));
    const { user } = await openTab('/internal/applications/12?page=new');

    const link = await screen.findByRole('link', { name: 'Asha Verma' });
    expect(link).toHaveAttribute('href', '/internal/applications/12/21');
    expect(screen.getByRole('link', { name: 'Kiran Rao' })).toHaveAttribute(
      'href',
      '/internal/applications/12/22',
    );
    link.focus();
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    // Focus is at the top of the content, not lost on the page's body.
    expect(screen.getByRole('main')).toHaveFocus();
    expect(api.inputsOf('getApplicationDetails')).toEqual([{ id: '12', userId: '21' }]);
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/internal/applications/12?page=new',
    );
  });

  it("names the applicant as the link on a phone's card too", async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      matches: query === '(max-width: 600px)',
    }));
    fakeServer([ASHA, KIRAN]);
    await openTab('/internal/applications/12?page=new');

    const card = await screen.findByRole('article', { name: 'Asha Verma' });
    expect(within(card).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      '/internal/applications/12/21',
    );
    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe('/internal/applications/{jobId}/{userId}', () => {
  it('shows the skills and experience the applicant presents, their own words as typed, axe clean', async () => {
    fakeApi({
      getApplicationDetails: () =>
        ok({
          data: details({
            SECTIONS: {
              skills: [
                { code: 'DATA_ENTRY', level: 'advanced' },
                { name: 'సిలాయి', level: 'beginner' },
              ],
              experience: [
                {
                  kind: 'project',
                  title: 'School library catalogue',
                  organisation: '',
                  from: '2024-01',
                  to: '',
                  description: 'Typed 600 books into a sheet.',
                  link: 'https://example.org/catalogue',
                },
              ],
              certificates: [{ name: 'Typing', issuer: 'NIELIT', year: 2024 }],
              availability: { hoursPerWeek: 12, days: ['sat', 'sun'], from: '' },
              preferences: { jobTypes: ['GIG'], places: ['chennai'] },
              about: 'Quick with numbers.',
              spokenLanguages: ['Tamil'],
            },
          }),
        }),
    });
    await openApplicant();

    const presented = section('Skills and Experience');
    expect(within(presented).getByText('Quick with numbers.')).toBeInTheDocument();
    expect(within(presented).getByText('Data entry: advanced')).toBeInTheDocument();
    expect(within(presented).getByText('సిలాయి (their own): beginner')).toBeInTheDocument();
    expect(within(presented).getByText('School library catalogue')).toBeInTheDocument();
    expect(within(presented).getByText(/\(project, Jan 2024 – now\)/)).toBeInTheDocument();
    expect(within(presented).getByText('Typing, NIELIT, 2024')).toBeInTheDocument();
    expect(within(presented).getByText('Sat, Sun')).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says so when the applicant added no skills or experience', async () => {
    fakeApi({ getApplicationDetails: () => ok({ data: details() }) });
    await openApplicant();

    expect(
      within(section('Skills and Experience')).getByText('No skills or experience added.'),
    ).toBeInTheDocument();
  });

  it('shows the registered details, documents, moves and other applications, axe clean', async () => {
    fakeApi({ getApplicationDetails: () => ok({ data: details() }) });
    await openApplicant();

    expect(screen.getByText(/Campus Ambassador at Pixel Pundits · Ambassador/)).toHaveTextContent(
      'Shortlisted',
    );
    const registered = section('Registered Details');
    const facts = Object.fromEntries(
      within(registered)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'E-mail': 'asha.verma@example.com',
      'Mobile Number': '9876543221',
      City: 'Chennai',
      College: 'Stella Maris College',
      Education: 'Pursuing Graduation',
      Languages: 'English, Telugu',
      Gender: 'Female',
      // The age band and a minor's parent's consent, never the date of birth.
      Age: 'Under 18 (Parent consented)',
      Mobile: 'Verified',
      Account: 'Active',
    });
    const documents = within(section('Documents')).getAllByRole('link');
    expect(documents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open PAN card (opens in a new tab)', 'http://localhost/documents/21/pan.png?X-Amz-Expires=600'],
      ['Open Student ID card (opens in a new tab)', 'http://localhost/documents/21/id.png?X-Amz-Expires=600'],
      [
        'Open resume (PDF) (opens in a new tab)',
        'http://localhost/documents/21/resume/r.pdf?X-Amz-Expires=600',
      ],
    ]);
    expect(
      within(section('Moves'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied, 22 Nov 2026, 14:30', 'Shortlisted by Ravi Kumar (HR), 23 Nov 2026, 14:00']);
    expect(section('Other Applications')).toHaveTextContent(
      'Data Entry Assistant at Kirana Books: Rejected, applied 2 Oct 2026',
    );
    expect(within(section('Notes')).getByRole('listitem')).toHaveTextContent(
      'Called: available from June.Ravi Kumar (HR, ravi@earnlearn.in), 23 Nov 2026, 14:05',
    );
    // Opened directly (no list behind it): back goes to the tab of the application's status.
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/internal/applications/12?page=shortlisted',
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('adds a note: it shows first, with its author and time, and the field empties', async () => {
    const added: Note = { TEXT: 'Documents checked.', AT: '2026-11-27T06:00:00.000Z', ...RAVI };
    const saving = deferred<'addApplicationNote'>();
    const api = fakeApi({
      getApplicationDetails: () => ok({ data: details() }),
      addApplicationNote: () => saving.promise,
    });
    const { user } = await openApplicant();

    await user.type(screen.getByRole('textbox', { name: /Add a note/ }), '  Documents checked.  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('button', { name: 'Adding note…' })).toBeDisabled();
    saving.settle(ok({ success: true, NOTE: added, NOTES: [added, OLD_NOTE] }));

    await waitFor(() => expect(within(section('Notes')).getAllByRole('listitem')).toHaveLength(2));
    expect(api.inputsOf('addApplicationNote')).toEqual([{ id: 12, userId: 21, text: 'Documents checked.' }]);
    expect(
      within(section('Notes'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Documents checked.Ravi Kumar (HR, ravi@earnlearn.in), 27 Nov 2026, 11:30',
      'Called: available from June.Ravi Kumar (HR, ravi@earnlearn.in), 23 Nov 2026, 14:05',
    ]);
    expect(screen.getByRole('textbox', { name: /Add a note/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
    // One load only: adding a note reads the applicant no second time (each read is a logged access).
    expect(api.inputsOf('getApplicationDetails')).toHaveLength(1);
  });

  it('refuses an empty note before sending, and keeps the text when the server refuses one', async () => {
    const api = fakeApi({
      getApplicationDetails: () => ok({ data: details({ NOTES: [] }) }),
      addApplicationNote: () =>
        fail(400, 'text: Note must not contain < or >', [
          { field: 'text', message: 'Note must not contain < or >' },
        ]),
    });
    const { user } = await openApplicant();
    expect(within(section('Notes')).getByText('No notes yet.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Add a note/ });

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write a note of 1 to 1000 characters.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(api.inputsOf('addApplicationNote')).toEqual([]);

    await user.type(field, 'Salary > 10k');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note must not contain < or >')).toBeInTheDocument();
    expect(field).toHaveValue('Salary > 10k');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says so for an unknown application, with the way back', async () => {
    fakeApi({ getApplicationDetails: () => fail(404, 'There is no such application.') });
    storeInternalSession();
    renderApp('/internal/applications/12/99');

    expect(await screen.findByText('This application was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/internal/applications/12',
    );
  });

  it('offers Try again after a failed load, and shows the applicant once it works', async () => {
    const api = fakeApi({ getApplicationDetails: () => fail(500, 'The server is busy.') });
    storeInternalSession();
    const { user } = renderApp('/internal/applications/12/21');
    expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    api.set('getApplicationDetails', () => ok({ data: details() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByText('The server is busy.')).not.toBeInTheDocument();
  });
});

describe('the answers to the screening questions and the cover note', () => {
  it('shows each question with its answer, a knock-out marked, and the note', async () => {
    fakeApi({
      getApplicationDetails: () =>
        ok({
          data: details({
            ANSWERS: [
              { QUESTION: 'Do you have a two-wheeler licence?', ANSWER: 'Yes', KNOCK_OUT: true },
              { QUESTION: 'Which area do you know best?', ANSWER: 'Adyar' },
            ],
            COVER_NOTE: 'I deliver in Adyar every weekend.',
          }),
        }),
    });
    await openApplicant();

    const answers = section('Answers and Cover Note');
    const pairs = within(answers)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Do you have a two-wheeler licence? Knock-out passed', 'Yes'],
      ['Which area do you know best?', 'Adyar'],
    ]);
    expect(within(answers).getByText('I deliver in Adyar every weekend.')).toBeInTheDocument();
  });

  it('says when the job asked nothing and there is no note', async () => {
    fakeApi({ getApplicationDetails: () => ok({ data: details() }) });
    await openApplicant();

    const answers = section('Answers and Cover Note');
    expect(
      within(answers).getByText('The job asked no screening questions when this worker applied.'),
    ).toBeInTheDocument();
    expect(within(answers).getByText('No cover note.')).toBeInTheDocument();
  });
});
