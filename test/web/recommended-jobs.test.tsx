/**
 * "Recommended for you" on My Office (decisions 600-602): the jobs getRecommendedJobs picked, each with its
 * reasons worded in the worker's language, the line that asks for skills and places when the profile has none,
 * and the section axe clean.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecommendedJob } from '#shared/api/recommendations';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, ok, SEARCHED_JOB, storeWorkerSession } from './fake-api';
import { headingOrderProblems } from './heading-order';
import { renderApp } from './render-app';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const RECOMMENDED: RecommendedJob[] = [
  {
    ...SEARCHED_JOB,
    ID: 41,
    TITLE: 'Delivery Partner',
    TYPE: 'GIG',
    SKILLS: ['DELIVERY', 'DRIVING_TWO_WHEELER', 'PHONE_CALLS'],
    REASONS: [{ kind: 'skills', count: 3 }, { kind: 'city' }, { kind: 'type' }],
  },
  {
    ...SEARCHED_JOB,
    ID: 42,
    TITLE: 'Data Entry Assistant',
    WORK_FROM_HOME: 1,
    REASONS: [{ kind: 'skills', count: 1 }, { kind: 'remote' }, { kind: 'hours' }],
  },
  { ...SEARCHED_JOB, ID: 43, TITLE: 'Shop Helper', REASONS: [{ kind: 'place' }] },
];

function openOffice(answer: { data: RecommendedJob[]; profileReady: boolean }) {
  storeWorkerSession();
  const api = fakeApi({
    searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
    getAppliedJobs: () => ok({ data: [] }),
    getRecommendedJobs: () => ok(answer),
  });
  return { api, ...renderApp('/dashboard') };
}

describe('Recommended for you', () => {
  it('lists the picked jobs with their reasons and links to them, axe clean', async () => {
    openOffice({ data: RECOMMENDED, profileReady: true });

    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { level: 4, name: 'Delivery Partner' }),
    ).toBeVisible();
    expect(
      within(section).getByText('matches 3 of your skills · in your city · a gig, as you prefer'),
    ).toBeVisible();
    expect(
      within(section).getByText('matches 1 of your skills · work from home · fits the hours you can work'),
    ).toBeVisible();
    expect(within(section).getByText('in a district you prefer')).toBeVisible();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: /View Job/i })).toHaveAttribute(
      'href',
      '/jobs/41',
    );
    expect(await headingOrderProblems()).toEqual([]);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it("words the reasons in the worker's language", async () => {
    await act(() => activateLanguage('te'));
    openOffice({ data: RECOMMENDED.slice(0, 1), profileReady: true });

    const section = await screen.findByRole('region', { name: 'మీ కోసం సూచించిన ఉద్యోగాలు' });
    expect(within(section).getByText('మీ 3 నైపుణ్యాలకు సరిపోతుంది · మీ నగరంలో · గిగ్, మీరు కోరుకున్నట్లు')).toBeVisible();
  });

  it('asks for skills and places when the profile has none, with a way to the profile, axe clean', async () => {
    openOffice({ data: [], profileReady: false });

    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(
      within(section).getByText(/^Add skills and places to your profile to see jobs picked for you\./),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Open my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says that nothing fits yet when the profile is filled', async () => {
    openOffice({ data: [], profileReady: true });

    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(within(section).getByText(/^No open job fits your profile right now\./)).toBeVisible();
  });
});
