/**
 * /privacy when its text cannot be fetched (a chunk lost to a dropped connection): a message with Try again,
 * and no spinner left behind.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './fake-api';
import { renderApp } from './render-app';

vi.mock('#shared/content/legal/privacy.en.md?raw', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('/privacy without its text', () => {
  it('says the text could not be loaded, offers Try again and leaves no spinner', async () => {
    fakeApi();
    renderApp('/privacy');

    expect(
      await screen.findByText('The text could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
