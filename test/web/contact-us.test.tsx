import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('/contactus', () => {
  it('shows the heading, the greeting and the three contact cards', async () => {
    renderApp('/contactus');

    expect(await screen.findByRole('heading', { level: 1, name: 'CONTACT US' })).toBeInTheDocument();
    expect(screen.getByText('We would be happy to assist you')).toBeInTheDocument();

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Call us' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /\+91/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91\d{10}$/),
    );
    expect(within(main).getByRole('heading', { name: /Hyderabad/ })).toBeInTheDocument();
    expect(main.querySelector('address')).toHaveTextContent('Hyderabad');
    expect(within(main).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+@.+/),
    );
  });

  it('shows the support hours under "We Would Be Happy to Help You"', async () => {
    renderApp('/contactus');

    expect(await screen.findByRole('heading', { name: 'We Would Be Happy to Help You' })).toBeInTheDocument();
    const hours = within(screen.getByRole('list', { name: 'Support hours' })).getAllByRole('listitem');
    expect(hours.map((item) => item.textContent)).toEqual([
      'Monday-Friday 9AM-7PM',
      'Saturday 9AM-5PM',
      'Sunday closed',
    ]);
  });
});
