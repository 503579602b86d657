/**
 * Shared set-up of the registration dialog tests: the dialog opened at a step, leaving a field as a person would,
 * and step 1 filled in.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

/** The hooks every registration test file registers (call once at the top of the file). */
export function registrationHooks(): void {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });
}

export async function openDialogAt(step: 1 | 2 | 3, title: string) {
  storeWorkerSession({ registrationStep: step, mobileNumber: step === 3 ? '9876543210' : undefined });
  const view = renderApp('/');
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
  return { ...view, dialog };
}

/** Leaves the focused field by clicking the dialog's title, as a person would. */
export async function leaveField(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('heading', { level: 2 }));
}

export async function fillPersonalDetails(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('radio', { name: 'Female' }));
  // Typed as the worker reads it, day first: the form sends 2003-05-17.
  await user.type(within(dialog).getByLabelText(/^Date of Birth/), '17052003');
  await user.click(
    within(dialog).getByRole('combobox', { name: /How many languages do you speak fluently/ }),
  );
  // Fluent's multiselect list is a menu of checkbox items.
  await user.click(await screen.findByRole('menuitemcheckbox', { name: 'English' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Telugu' }));
  await user.keyboard('{Escape}');
  await user.type(within(dialog).getByRole('combobox', { name: /^City/ }), 'Chenn');
  await user.click(await screen.findByRole('option', { name: 'Chennai' }));
  await user.click(within(dialog).getByRole('combobox', { name: /^Education Level/ }));
  await user.click(await screen.findByRole('option', { name: 'Pursuing Graduation' }));
  await user.type(within(dialog).getByRole('textbox', { name: /^College Name/ }), 'Stella Maris College');
}
