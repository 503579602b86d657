import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '#web/lib/session';
import { renderApp } from './render-app';

const NOTE = 'By logging in, I agree with all the terms and conditions and privacy policy';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('login dialog, step 0', () => {
  it('opens from LOGIN with the welcome, the Google button and the terms note', async () => {
    const { user } = renderApp('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome to Earnlearn' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();
    expect(within(dialog).getByText(NOTE)).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the backdrop is clicked', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await screen.findByText(NOTE);

    const backdrop = document.querySelector('.fui-DialogSurface__backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(NOTE)).toBeVisible();
  });

  it('sends the browser to the dev identity provider with a state it keeps for the callback', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Continue using Google' }));

    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0]?.[0] as string, window.location.origin);
    expect(target.pathname).toBe('/dev/idp/signin');
    expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/callback`);
    const state = target.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('earnlearn:signInState')).toBe(state);
  });

  it('has no Logout link before anyone has signed in', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('alertdialog');

    expect(within(dialog).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
