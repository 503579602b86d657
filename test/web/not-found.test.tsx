import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

const TITLE = "Oops, This page isn't available.";
const TEXT = 'The link you followed may be broken, or the page may have been removed.';

describe('404 page', () => {
  it.each(['/no-such-page', '/404', '/jobz', '/internals'])('is shown for %s', async (path) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Homepage' })).toHaveAttribute('href', '/');
  });

  it('takes the visitor home from Back To Homepage', async () => {
    const { user } = renderApp('/no-such-page');

    await user.click(await screen.findByRole('link', { name: 'Back To Homepage' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Earn while learning' })).toBeInTheDocument();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });
});
