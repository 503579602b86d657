import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('home page', () => {
  it('states the mission and the 5000+ students and 15+ companies claims', () => {
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Earn while learning' })).toBeInTheDocument();
    expect(screen.getByText('5000+')).toBeInTheDocument();
    expect(screen.getByText('15+')).toBeInTheDocument();
  });

  it('offers "Want to get the work done", which leads to /client', async () => {
    const { user } = renderApp('/');

    const hire = screen.getByRole('link', { name: 'Want to get the work done' });
    expect(hire).toHaveAttribute('href', '/client');

    await user.click(hire);
    expect(await screen.findByRole('heading', { level: 1, name: /COVID-19/ })).toBeInTheDocument();
  });

  it('offers "Looking for Work", which points at the how-it-works section on the page', () => {
    renderApp('/');

    const work = screen.getByRole('link', { name: 'Looking for Work' });
    expect(work).toHaveAttribute('href', '/#how-it-works');
    expect(document.getElementById('how-it-works')).toHaveTextContent(/LOGIN/);
  });

  it('shows the founder note, testimonials by role, press links, client logos and contact details', () => {
    renderApp('/');

    expect(screen.getByRole('heading', { name: 'A note from our founder' })).toBeInTheDocument();
    expect(screen.getByText('B.Com student, Hyderabad')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /^Featured in / })) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const logos = screen.getAllByRole('img', { name: /client$/ });
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo.getAttribute('src')).toMatch(/^\/images\//);
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});
