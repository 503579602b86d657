import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '#web/components/Footer';
import { renderWithProviders } from './render-app';

describe('Footer', () => {
  it('links every spec entry to a real page, never to "#"', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');

    const expected: Record<string, string> = {
      'About us': '/aboutus',
      'Contact us': '/contactus',
      Internships: '/jobs?type=internship',
      'Campus Ambassador': '/contactus',
      'Help & Support': '/contactus',
      'Job Openings': '/jobs?type=job',
      Partners: '/contactus',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const link of within(footer).getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^#?$/);
    }
  });

  it('shows the copyright line and the three social links', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');

    expect(within(footer).getByText('© 2021 Earnlearn. All rights reserved.')).toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = within(footer).getByRole('link', { name: `Earnlearn on ${network}` });
      expect(link).toHaveAttribute('href', expect.stringContaining(network.toLowerCase()));
    }
  });
});
