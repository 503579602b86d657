import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginDialog } from '../../web/src/features/auth/LoginDialog';
import { renderApp, renderWithProviders } from './render-app';

const NOTE = 'By logging in, I agree with all the terms and conditions and privacy policy';

describe('login dialog', () => {
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

  it('says honestly that sign-in is not available yet when Continue is pressed', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Continue using Google' }));

    expect(within(dialog).getByRole('status')).toHaveTextContent('Sign-in is not available yet.');
  });

  it('calls onContinue when Continue using Google is pressed', async () => {
    const onContinue = vi.fn();
    const { user } = renderWithProviders(<LoginDialog open onClose={() => {}} onContinue={onContinue} />);

    await user.click(screen.getByRole('button', { name: 'Continue using Google' }));

    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
