import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadForm } from '../../web/src/features/public/components/LeadForm';
import { renderWithProviders } from './render-app';

describe('LeadForm', () => {
  it('offers phone, e-mail and hours, and no frame, when no form id is set', () => {
    renderWithProviders(<LeadForm heading="Get your work done" formId="" />);
    const block = screen.getByRole('region', { name: 'Get your work done' });

    expect(block.querySelector('iframe')).toBeNull();
    expect(within(block).getByRole('link', { name: /\+91/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(block).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(block).getByText('Mon-Fri 09:00-17:00')).toBeInTheDocument();
  });

  it('treats a blank form id as no form', () => {
    renderWithProviders(<LeadForm heading="Get your work done" formId="   " />);

    expect(document.querySelector('iframe')).toBeNull();
  });

  it('embeds the provider form, lazily and titled, when a form id is set', () => {
    renderWithProviders(<LeadForm heading="Get your work done" formId="1FAIpQLSe-example_id" />);

    const frame = screen.getByTitle(/form/i);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toBe(
      'https://docs.google.com/forms/d/e/1FAIpQLSe-example_id/viewform?embedded=true',
    );
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('keeps a hostile form id inside the form path', () => {
    renderWithProviders(<LeadForm heading="Get your work done" formId="../../evil?x=1" />);

    const src = screen.getByTitle(/form/i).getAttribute('src') ?? '';
    expect(new URL(src).pathname).toBe('/forms/d/e/..%2F..%2Fevil%3Fx%3D1/viewform');
  });
});
