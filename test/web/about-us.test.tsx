import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('/aboutus', () => {
  it('shows the mission, the team by role and six reasons to work with us', async () => {
    renderApp('/aboutus');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Earnlearn' })).toBeInTheDocument();
    expect(screen.getByText('Our mission: earn while learning.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Founder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Project Manager (Intern)' })).toBeInTheDocument();

    const why = screen.getByRole('region', { name: 'Why Work With Us' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
  });
});
