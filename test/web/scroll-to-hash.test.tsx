import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';

describe('ScrollToHash', () => {
  it('scrolls to the section named by the hash once the page has loaded', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');

    renderApp('/client#services');

    await waitFor(() =>
      expect(scrollIntoView.mock.contexts).toContain(document.getElementById('services') ?? 'missing'),
    );
  });

  it('scrolls to the top on a route change without a hash', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Want to get the work done' }));

    await screen.findByRole('heading', { level: 1, name: /COVID-19/ });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls again when an in-page nav item is chosen', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderApp('/client');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('link', { name: 'Clients' }));

    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('clients'));
  });
});
