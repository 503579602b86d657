/**
 * /profile in view mode, and the city search of its form. Shared set-up: profile-fixtures.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, storeWorkerSession, WORKER } from './fake-api';
import { facts, openProfile, PAN_URL, PROFILE, profilePageHooks, startEditing } from './profile-fixtures';
import { renderApp } from './render-app';

profilePageHooks();

describe('/profile, view mode', () => {
  it('shows the card and every field with its label: gender, date, languages, city and education names', async () => {
    const { api } = openProfile();

    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(facts()).toEqual({
      Email: 'asha@example.com',
      'Mobile Number': '9876543210',
      Gender: 'Female',
      'Date of Birth': '17 May 2003',
      Languages: 'English, Hindi',
      City: 'Chennai',
      'Education Level': 'Pursuing Graduation',
      'College Name': 'Stella Maris College',
      'PAN card': 'View full image (opens in a new tab)',
      'Student ID card': 'Not uploaded',
    });
    expect(api.inputsOf('getProfile')).toEqual([{}]);
    expect(api.calls[0]?.authorization).toBe('Bearer session-token');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows a stored document as a thumbnail that opens the full image in a new tab', async () => {
    openProfile();

    const link = await screen.findByRole('link', { name: /PAN card/ });

    expect(link).toHaveAttribute('href', PAN_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('img', { name: 'PAN card' })).toHaveAttribute('src', PAN_URL);
  });

  it('shows the initials when there is no photo', async () => {
    openProfile();
    const avatar = await screen.findByRole('img', { name: 'Asha Verma' });
    expect(avatar).toHaveTextContent('AV');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('shows the photo from the stored login data', async () => {
    const photoUrl = 'https://lh3.example.com/photo.jpg';
    openProfile({ user: { ...WORKER, photoUrl } });

    const avatar = await screen.findByRole('img', { name: 'Asha Verma' });

    expect(avatar.querySelector('img')).toHaveAttribute('src', photoUrl);
  });

  it("shows the server's message and Try again when the profile does not load", async () => {
    storeWorkerSession();
    const api = fakeApi({ getProfile: () => fail(500, 'Something went wrong on our side.') });
    const { user } = renderApp('/profile');

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    api.set('getProfile', () => ok({ data: PROFILE }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Verma' })).toBeInTheDocument();
  });
});

describe('/profile, city search', () => {
  it('finds Ernakulam for "Kochi" and saves its district id', async () => {
    const { api, user } = openProfile();
    api.set('updateProfile', () => ok({ success: true }));
    const form = await startEditing(user);
    const city = within(form).getByRole('combobox', { name: /^City/ });

    await user.clear(city);
    await user.type(city, 'Kochi');
    await user.click(await screen.findByRole('option', { name: 'Kochi → Ernakulam' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.inputsOf('updateProfile')).toHaveLength(1));
    expect(api.inputsOf('updateProfile')[0]).toMatchObject({ cityName: 'ernakulam' });
  });
});
