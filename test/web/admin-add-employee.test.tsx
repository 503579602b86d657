import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToast, preloadAdminArea, queryToasts, storeAdminSession } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { type Answer, deferred, fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

beforeAll(async () => {
  await preloadAdminArea();
  // The page's language, as index.html sets it (the back office is English only).
  document.documentElement.lang = 'en';
});

async function openAddEmployee() {
  storeAdminSession();
  const view = renderApp('/admin/add-new-employee');
  await screen.findByRole('heading', { level: 1, name: 'Add New Employee' });
  return view;
}

const name = () => screen.getByRole('textbox', { name: 'Name' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const type = () => screen.getByRole('combobox', { name: 'Type' });
const add = () => screen.getByRole('button', { name: 'ADD' });

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  address: string,
  label: 'HR' | 'Operations',
  employeeName = 'Ravi Kumar',
) {
  await user.type(name(), employeeName);
  await user.type(email(), address);
  await user.click(type());
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('add new employee', () => {
  it('offers the types HR and Operations and keeps ADD disabled until the name, the e-mail and the type are valid', async () => {
    fakeApi();
    const { user } = await openAddEmployee();
    expect(add()).toBeDisabled();
    await user.type(name(), 'Meera Iyer');

    await user.type(email(), 'not-an-email');
    await user.tab();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    await user.clear(email());
    await user.type(email(), 'meera.hr@earnlearn.in');
    expect(add()).toBeDisabled();

    await user.click(type());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['HR', 'Operations']);
    await user.click(options[0] as HTMLElement);

    expect(add()).toBeEnabled();
  });

  it("shows 'Sending credentials E-mail' until the answer, then toasts 'Email with credentials sent' and clears the form", async () => {
    const answer = deferred<'addEmployee'>();
    const api = fakeApi({ addEmployee: () => answer.promise });
    const { user } = await openAddEmployee();
    await fillIn(user, 'ravi.ops@earnlearn.in', 'Operations');

    await user.click(add());
    expect(await screen.findByText('Sending credentials E-mail')).toBeInTheDocument();
    answer.settle(ok({ success: true }));

    expect(await findToast('Email with credentials sent')).toBeInTheDocument();
    expect(screen.queryByText('Sending credentials E-mail')).not.toBeInTheDocument();
    expect(api.inputsOf('addEmployee')).toEqual([
      { email: 'ravi.ops@earnlearn.in', type: 'OPS', name: 'Ravi Kumar' },
    ]);
    expect(name()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(add()).toBeDisabled();
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
  });

  it("toasts 'User already exists' when the server says success false, and keeps the form", async () => {
    fakeApi({ addEmployee: () => ok({ success: false }) });
    const { user } = await openAddEmployee();
    await fillIn(user, 'meera.hr@earnlearn.in', 'HR');

    await user.click(add());

    expect(await findToast('User already exists')).toBeInTheDocument();
    expect(email()).toHaveValue('meera.hr@earnlearn.in');
    expect(screen.queryByText('Sending credentials E-mail')).not.toBeInTheDocument();
  });

  it.each<[string, () => never | ReturnType<typeof fail>]>([
    ['answers 500', () => fail(500, 'Internal error')],
    [
      'cannot reach the server',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("toasts 'Error occured' when the call %s, and stops the overlay", async (_case, failure) => {
    fakeApi({ addEmployee: failure });
    const { user } = await openAddEmployee();
    await fillIn(user, 'meera.hr@earnlearn.in', 'HR');

    await user.click(add());

    expect(await findToast('Error occured')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sending credentials E-mail')).not.toBeInTheDocument());
    expect(add()).toBeEnabled();
  });

  it('stacks toasts with the newest on top', async () => {
    const answers: Answer<'addEmployee'>[] = [ok({ success: true }), ok({ success: false })];
    fakeApi({ addEmployee: () => answers.shift() ?? fail(500, 'no more') });
    const { user } = await openAddEmployee();
    await fillIn(user, 'first@earnlearn.in', 'HR');
    await user.click(add());
    await findToast('Email with credentials sent');

    await fillIn(user, 'first@earnlearn.in', 'HR', 'Ravi Again');
    await user.click(add());
    await findToast('User already exists');

    expect(queryToasts()).toEqual(['User already exists', 'Email with credentials sent']);
  });

  it("asks for the employee's name: 'Name is required' once left empty, and ADD stays disabled", async () => {
    const api = fakeApi({ addEmployee: () => ok({ success: true }) });
    const { user } = await openAddEmployee();
    await user.type(email(), 'asha.hr@earnlearn.in');
    await user.click(type());
    await user.click(await screen.findByRole('option', { name: 'HR' }));

    await user.click(name());
    await user.type(name(), '   ');
    await user.tab();

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(add()).toBeDisabled();
    expect(await accessibilityProblems()).toEqual([]);
    await user.clear(name());
    await user.type(name(), '  Asha Rao ');
    await user.click(add());

    await waitFor(() =>
      expect(api.inputsOf('addEmployee')).toEqual([
        { email: 'asha.hr@earnlearn.in', type: 'HR', name: 'Asha Rao' },
      ]),
    );
  });
});
