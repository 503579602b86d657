/**
 * `/jobs` for a visitor (decision 615): the list from searchPublicJobs with no token, Explore's form, the
 * filters in the URL (a city as its slug) and a filter applied from the form asks again; axe clean.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, JOB, ok } from './fake-api';
import { renderApp } from './render-app';

describe('/jobs for a visitor', () => {
  it('lists the open jobs without signing in, reads a city slug from the URL, and searches from the form', async () => {
    const api = fakeApi({
      searchPublicJobs: () =>
        ok({ data: [{ ...JOB, TYPE: 'INTERNSHIP', SCHEDULE: 'PART_TIME', MONTHLY_EARNINGS: 8000 }] }),
    });
    const { user } = renderApp('/jobs?city=hyderabad');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs and internships' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: JOB.TITLE })).toBeInTheDocument();
    expect(api.calls[0]?.authorization).toBeUndefined();
    expect(api.inputsOf('searchPublicJobs')[0]).toMatchObject({ city: 'hyderabad-telangana' });
    expect(await accessibilityProblems()).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'tutor');
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    await screen.findByRole('heading', { name: JOB.TITLE });
    expect(api.inputsOf('searchPublicJobs').at(-1)).toMatchObject({
      q: 'tutor',
      city: 'hyderabad-telangana',
    });
  });
});
