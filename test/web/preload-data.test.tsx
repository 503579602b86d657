/**
 * The back-office screens' first requests, sent by the entry while the area's code loads (
 * web/src/app/preload-data.ts): each screen then shows the preloaded answer without asking again, so the
 * table and the screens' own requests cannot drift apart unnoticed. A preload is only for a session that may
 * see the area, and is not taken by another session.
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { preloadScreenData } from '../../web/src/app/preload-data';
import { preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { fakeApi, ok } from './fake-api';
import {
  application,
  internship,
  preloadInternalArea,
  STAFF_TOKEN,
  storeInternalSession,
} from './internal-fixtures';
import { renderApp } from './render-app';

beforeAll(async () => {
  await preloadAdminArea();
  await preloadInternalArea();
});

const SECOND_FACTOR: ApiOutput<'getStaffSecondFactor'> = {
  enrolled: true,
  required: true,
  recoveryCodesLeft: 10,
  requiredForAll: false,
};

const STUDENT: ApiOutput<'getUsersData'>['data'][number] = {
  ID: 11,
  NAME: 'Asha Verma',
  EMAIL: 'asha.verma@example.com',
  MOBILE_NUMBER: '9876500011',
  LOCATION: 'chennai',
  COLLEGE_NAME: 'Stella Maris College',
  ACTIVE: 1,
  STATUS: 1,
  VERIFIED: 1,
};

/** The requests made so far, as `name input` lines. */
const sent = (api: ReturnType<typeof fakeApi>) =>
  api.calls.map((call) => `${call.name} ${new URLSearchParams(call.input as Record<string, string>)}`);

describe('the back-office screens asked for by the entry', () => {
  it('the admin dashboard: the counts and the second-factor setting, each asked once', async () => {
    storeAdminSession();
    const api = fakeApi({
      getDashboardData: () => ok({ data: { users: 104512, employees: 6, jobs: 15 } }),
      getStaffSecondFactor: () => ok(SECOND_FACTOR),
    });
    preloadScreenData('/admin/dashboard', '');
    // Sent before the page renders: nothing of the admin area has run yet.
    expect(sent(api)).toEqual(['getDashboardData ', 'getStaffSecondFactor ']);

    renderApp('/admin/dashboard');
    expect(await screen.findByText('1,04,512')).toBeInTheDocument();
    await api.answersHandled('getStaffSecondFactor');
    expect(sent(api)).toEqual(['getDashboardData ', 'getStaffSecondFactor ']);
  });

  it('the users list: its first page, asked once', async () => {
    storeAdminSession();
    const api = fakeApi({ getUsersData: () => ok({ data: [STUDENT] }) });
    preloadScreenData('/admin/users', '');
    expect(sent(api)).toEqual(['getUsersData limit=50']);

    renderApp('/admin/users');
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(sent(api)).toEqual(['getUsersData limit=50']);
  });

  it('the HR dashboard: the first page of internships, asked once', async () => {
    storeInternalSession('HR');
    const api = fakeApi({
      getInternalDashboardData: () => ok({ data: [internship()], TOTAL: 1 }),
    });
    preloadScreenData('/internal/dashboard', '');
    expect(sent(api)).toEqual(['getInternalDashboardData ']);

    renderApp('/internal/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Internships (1)' })).toBeInTheDocument();
    expect(sent(api)).toEqual(['getInternalDashboardData ']);
  });

  it("an internship's applications, in the tab the address names, asked once", async () => {
    storeInternalSession('OPS');
    const api = fakeApi({
      getInternalDataById: () =>
        ok({ data: [application(21, 'Asha Verma', 'SHORTLISTED')], JOB: internship() }),
    });
    preloadScreenData('/internal/applications/12', '?page=shortlisted');
    expect(sent(api)).toEqual(['getInternalDataById id=12&page=shortlisted&limit=50']);

    renderApp('/internal/applications/12?page=shortlisted');
    expect((await screen.findAllByText('Asha Verma')).length).toBeGreaterThan(0);
    expect(sent(api)).toEqual(['getInternalDataById id=12&page=shortlisted&limit=50']);
  });

  it('a list opened with a search (in its address): the searched first page, asked once', async () => {
    storeInternalSession('HR');
    const api = fakeApi({
      getInternalDataById: () => ok({ data: [application(21, 'Asha Verma')], JOB: internship() }),
    });
    preloadScreenData('/internal/applications/12', '?page=new&search=%20Asha%20');
    expect(sent(api)).toEqual(['getInternalDataById id=12&page=new&limit=50&search=asha']);

    renderApp('/internal/applications/12?page=new&search=%20Asha%20');
    expect((await screen.findAllByText('Asha Verma')).length).toBeGreaterThan(0);
    expect(sent(api).map((call) => call.split(' ')[0])).toEqual(['getInternalDataById']);

    storeAdminSession();
    const users = fakeApi({ getUsersData: () => ok({ data: [STUDENT] }) });
    preloadScreenData('/admin/users', '?search=asha');
    renderApp('/admin/users?search=asha');
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(sent(users)).toEqual(['getUsersData limit=50&search=asha']);
  });

  it('asks nothing without a session that may see the area, or for an id that is not one', () => {
    const api = fakeApi({});
    preloadScreenData('/admin/dashboard', '');
    storeInternalSession('HR');
    preloadScreenData('/admin/users', '');
    preloadScreenData('/internal/applications/12abc', '');
    preloadScreenData('/jobs/1', '');
    expect(sent(api)).toEqual([]);
  });

  it('is not taken by another session: the page asks again with its own token', async () => {
    storeInternalSession('HR');
    const api = fakeApi({
      getInternalDashboardData: () => ok({ data: [internship()], TOTAL: 1 }),
    });
    preloadScreenData('/internal/dashboard', '');
    storeInternalSession('OPS');
    sessionStorage.setItem('staffToken', 'another-session-token');

    renderApp('/internal/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'All Internships (1)' });
    expect(api.calls.map((call) => call.authorization)).toEqual([
      `Bearer ${STAFF_TOKEN}`,
      'Bearer another-session-token',
    ]);
  });
});
