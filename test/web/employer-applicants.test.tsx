/**
 * The employer area's applicants: HR's applications list and applicant page at /employer/jobs/{id}/applicants,
 * their links and way back kept in the employer area, every call carrying the employer's token (never the
 * staff's, even with both sessions in the tab), a move sent when its undo window ends though the tab holds no
 * staff session, an unverified organisation's refusals past its applicants a day and of the export shown as
 * the server words them, and without a session the way to sign in.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APPLICANTS_LIMIT_CODE,
  applicantsLimitMessage,
  EXPORT_LIMIT_CODE,
  EXPORT_NEEDS_VERIFICATION,
} from '#shared/domain/employer-jobs';
import { storeEmployerToken } from '#web/lib/employer-session';
import { UNDO_SECONDS } from '../../web/src/features/internal/applications/use-pending-moves';
import { findToast } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { ok } from './fake-api';
import { ASHA, elapse, fakeServer, KIRAN, names } from './internal-applications-fixtures';
import { storeInternalSession } from './internal-fixtures';
import { renderApp } from './render-app';

const EMPLOYER_TOKEN = 'recruiter-session-token';

beforeAll(async () => {
  await import('../../web/src/features/internal/HiringRoutes');
  await Promise.all(
    Object.values(import.meta.glob('../../web/src/features/internal/**/*Page.tsx')).map((load) => load()),
  );
});

afterEach(() => {
  window.history.replaceState({}, '', '/');
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

document.documentElement.lang = 'en';

/**
 * Opens `path` as the browser would: the tab's address is the page's (lib/api.ts picks a hiring call's session
 * by it; the memory router alone leaves jsdom's address where it was).
 */
function openAt(path: string) {
  window.history.replaceState({}, '', path);
  return renderApp(path);
}

describe('/employer/jobs/{id}/applicants', () => {
  it("lists the job's applicants with HR's tools, each call with the employer's token, axe clean", async () => {
    storeInternalSession();
    storeEmployerToken(EMPLOYER_TOKEN);
    const { api } = fakeServer([ASHA, KIRAN]);

    openAt('/employer/jobs/12/applicants?page=new');

    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    await screen.findByRole('link', { name: 'Asha Verma' });
    expect(names()).toEqual(['Asha Verma', 'Kiran Rao']);
    expect(screen.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      '/employer/jobs/12/applicants/21',
    );
    // The menu's entry and the way back both lead to the organisation's jobs.
    for (const link of screen.getAllByRole('link', { name: 'Your jobs' }))
      expect(link).toHaveAttribute('href', '/employer/jobs');
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    const hiringCalls = api.calls.filter((call) => call.name === 'getInternalDataById');
    expect(hiringCalls.length).toBeGreaterThan(0);
    for (const call of hiringCalls) expect(call.authorization).toBe(`Bearer ${EMPLOYER_TOKEN}`);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it("sends a shortlist when its undo window ends, with the employer's token and no staff session", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeEmployerToken(EMPLOYER_TOKEN);
    const server = fakeServer([ASHA]);
    server.api.set('reviewApplication', () => {
      server.move(21, 'SHORTLISTED');
      return ok({ success: true, STATUS: 'SHORTLISTED', REVIEWED_AT: '2026-11-23T08:35:00.000Z' });
    });
    const { user } = openAt('/employer/jobs/12/applicants?page=new');
    await user.click(await screen.findByRole('button', { name: 'Shortlist Asha Verma' }));
    await elapse(UNDO_SECONDS * 1000);

    expect(await findToast('Shortlisted Asha Verma')).toBeInTheDocument();
    const [sent] = server.api.calls.filter((call) => call.name === 'reviewApplication');
    expect(sent?.input).toEqual({ id: 12, userId: 21, status: 'APPLIED', decision: 'accept' });
    expect(sent?.authorization).toBe(`Bearer ${EMPLOYER_TOKEN}`);
    expect(await screen.findByText('No new applications.')).toBeInTheDocument();
  });

  it('opens an applicant in the employer area, the way back leading to its list there', async () => {
    storeEmployerToken(EMPLOYER_TOKEN);
    const { api } = fakeServer([ASHA]);
    api.set('getApplicationDetails', () =>
      ok({
        data: {
          ID: 12,
          USER_ID: 21,
          TITLE: 'Store Helper',
          COMPANY_NAME: 'Sunrise Foods',
          POSITION: 'Helper',
          STATUS: 'APPLIED',
          APPLIED_AT: '2026-11-22T09:00:00.000Z',
          APPLICANT: {
            NAME: 'Asha Verma',
            EMAIL: 'asha.verma@example.com',
            MOBILE_NUMBER: '9876543221',
            GENDER: 0,
            AGE_BAND: '18to21',
            LANGUAGES: ['english'],
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
        },
      }),
    );

    openAt('/employer/jobs/12/applicants/21');

    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/employer/jobs/12/applicants?page=new',
    );
    expect(api.calls.find((call) => call.name === 'getApplicationDetails')?.authorization).toBe(
      `Bearer ${EMPLOYER_TOKEN}`,
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it("says plainly that an unverified organisation has opened today's applicants, offering no retry", async () => {
    storeEmployerToken(EMPLOYER_TOKEN);
    const { api } = fakeServer([ASHA]);
    const message = applicantsLimitMessage('domainMatches');
    api.set('getApplicationDetails', () => ({
      status: 409,
      error: { message, code: APPLICANTS_LIMIT_CODE },
    }));

    openAt('/employer/jobs/12/applicants/21');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Today's limit of applicants is reached");
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/employer/jobs/12/applicants',
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it("shows the server's refusal of an unverified organisation's export, downloading nothing, offering no retry", async () => {
    storeEmployerToken(EMPLOYER_TOKEN);
    const { api } = fakeServer([ASHA]);
    api.set('exportApplications', () => ({
      status: 403,
      error: { message: EXPORT_NEEDS_VERIFICATION, code: EXPORT_LIMIT_CODE },
    }));
    const { user } = openAt('/employer/jobs/12/applicants?page=new');

    await user.click(await screen.findByRole('button', { name: /Export/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The export failed: ${EXPORT_NEEDS_VERIFICATION} Nothing was downloaded.`,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks a visitor without an employer session to sign in, calling nothing', async () => {
    storeInternalSession();
    const { api } = fakeServer([ASHA]);

    openAt('/employer/jobs/12/applicants');

    expect(await screen.findByRole('link', { name: 'sign in to your employer account' })).toHaveAttribute(
      'href',
      '/employer',
    );
    expect(api.inputsOf('getInternalDataById')).toEqual([]);
  });
});
