/** The consent steps' shared pieces for the tests of the login dialog's consent (consent-*.test.tsx). */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderApp } from './render-app';

export const REQUIRED_BOX = /I have read the privacy notice and agree/;
export const SMS_BOX = /Send me SMS updates about my applications/;

/** The app at `/` with the dialog a held account opens, showing the step titled `title`. */
export async function openHeldDialog(title: string) {
  const view = renderApp('/');
  const dialog = await screen.findByRole('alertdialog');
  expect(await within(dialog).findByRole('heading', { name: title })).toBeInTheDocument();
  return { ...view, dialog };
}

export function enterDob(dialog: HTMLElement, dob: string) {
  fireEvent.change(within(dialog).getByLabelText(/^Date of Birth/), { target: { value: dob } });
}
