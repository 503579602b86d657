/**
 * When the API answers 503 (a dependency is down: functions/lib/http/dependency-errors.ts), every screen says
 * so and offers a way on, instead of spinning or showing nothing: the worker's dashboard lists, the job page,
 * the profile, the login dialog's steps, and the admin area's counts, tables and detail pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractName } from '#shared/api/index';
import { preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { fail, fakeApi, JOB, JOB_DETAILS, ok, SEARCHED_JOB, storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

const UNAVAILABLE = 'The service is busy or briefly unavailable. Please try again in a moment.';

/** Every endpoint answers the server's 503. */
function everythingUnavailable() {
  const down = () => fail(503, UNAVAILABLE);
  const api = fakeApi();
  const names: ContractName[] = [
    'getAllJobs',
    'searchJobs',
    'getJobById',
    'getAppliedJobs',
    'applyJob',
    'getProfile',
    'registerDetails',
    'registerMobileNumber',
    'resendOTP',
    'validateOTP',
    'getDashboardData',
    'getUsersData',
    'getUserDataById',
    'getEmployeesData',
    'getEmployeeDataById',
    'getPostedJobs',
  ];
  for (const name of names) api.set(name, down);
  return api;
}

/** The message is on screen and no spinner or loading bar is left. */
async function expectMessageNotSpinner(within_: HTMLElement = document.body) {
  await waitFor(() => expect(within(within_).getAllByText(UNAVAILABLE).length).toBeGreaterThan(0));
  expect(within(within_).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(document.querySelector('.fui-Spinner')).toBeNull();
}

beforeAll(preloadAdminArea);

describe('the worker screens on a 503', () => {
  it('the dashboard says so on My Office, Applied Jobs and Explore Jobs, with Try again', async () => {
    storeWorkerSession();
    everythingUnavailable();
    const { user } = renderApp('/dashboard');

    await expectMessageNotSpinner(await screen.findByRole('tabpanel'));
    for (const tab of ['Applied Jobs', 'Explore Jobs']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await expectMessageNotSpinner(screen.getByRole('tabpanel'));
      expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Try again' })).toBeVisible();
    }
  });

  it('the job page says so, with Try again', async () => {
    storeWorkerSession();
    everythingUnavailable();
    renderApp('/jobs/7');

    await expectMessageNotSpinner();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('Explore Jobs shows the jobs after Try again once the service is back', async () => {
    storeWorkerSession();
    const api = everythingUnavailable();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Explore Jobs' }));
    await expectMessageNotSpinner(screen.getByRole('tabpanel'));

    api.set('searchJobs', () => ok({ data: [SEARCHED_JOB], homeCity: '' }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(JOB.TITLE)).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('Apply on the job page says so and can be pressed again', async () => {
    storeWorkerSession();
    const api = everythingUnavailable();
    api.set('getJobById', () => ok({ data: JOB_DETAILS }));
    api.set('getAppliedJobs', () => ok({ data: [] }));
    const { user } = renderApp('/jobs/7');
    const apply = await screen.findByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeEnabled());

    await user.click(apply);

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(document.querySelector('.fui-Spinner')).toBeNull();
  });

  it('the profile says so, with Try again', async () => {
    storeWorkerSession();
    everythingUnavailable();
    renderApp('/profile');

    await expectMessageNotSpinner();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the login dialog on a 503', () => {
  it('step 2 ends the registration as the spec says, telling why, instead of spinning', async () => {
    storeWorkerSession({ registrationStep: 2 });
    everythingUnavailable();
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('alertdialog');

    await user.type(within(dialog).getByRole('textbox', { name: /Mobile Number/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    // Spec section 8: registerMobileNumber failing stops the overlay, signs out and closes the dialog.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`${UNAVAILABLE} Please sign in again.`)).toBeInTheDocument();
    expect(document.querySelector('.fui-Spinner')).toBeNull();
  });

  it('step 3 says so under the code when it cannot be checked, and keeps the dialog open', async () => {
    storeWorkerSession({ registrationStep: 3, mobileNumber: '9876543210' });
    everythingUnavailable();
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('alertdialog');

    await user.type(within(dialog).getByRole('textbox', { name: /OTP/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(dialog.getAttribute('aria-busy')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'VALIDATE' })).toBeEnabled();
  });
});

describe('the admin area on a 503', () => {
  // Spec section 8: admin list and detail loads that fail stop their loading indicator with no message.
  it.each([
    ['the dashboard counts', '/admin/dashboard'],
    ['the users table', '/admin/users'],
    ['the employees table', '/admin/all-employees'],
    ['the posted jobs', '/admin/posted-jobs'],
    ["a user's details", '/admin/users/5'],
    ["an employee's details", '/admin/all-employees/5'],
  ])('%s stops loading instead of loading forever', async (_, path) => {
    storeAdminSession();
    const api = everythingUnavailable();
    renderApp(path);

    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
