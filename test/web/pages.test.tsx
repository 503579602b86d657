import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headingOrderProblems } from './heading-order';
import { renderApp } from './render-app';

describe.each(['/', '/aboutus', '/contactus', '/client', '/privacy', '/terms', '/404'])('page %s', (path) => {
  it('has header, main and footer landmarks and exactly one h1', async () => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('skips no heading level (axe heading-order)', async () => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });

    expect(await headingOrderProblems()).toEqual([]);
  });

  it('has a logo link to the homepage and alt text on every image', async () => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });

    const homeLinks = screen.getAllByRole('link', { name: 'Earnlearn' });
    expect(homeLinks[0]).toHaveAttribute('href', '/');
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveAttribute('alt');
    }
  });
});

describe('header', () => {
  it('shows LOGIN to a visitor on public pages', async () => {
    renderApp('/contactus');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });
});

describe('document title', () => {
  it.each([
    ['/', 'Earnlearn: earn while learning'],
    ['/aboutus', 'About us | Earnlearn'],
    ['/contactus', 'Contact us | Earnlearn'],
    ['/client', 'For business | Earnlearn'],
    ['/privacy', 'Privacy notice | Earnlearn'],
    ['/terms', 'Terms and conditions | Earnlearn'],
    ['/nowhere', 'Page not found | Earnlearn'],
  ])('names %s "%s"', async (path, title) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });

    expect(document.title).toBe(title);
  });
});
