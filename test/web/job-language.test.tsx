/**
 * Jobs in the worker's language: a Hindi or Telugu reader sees a job's own texts in their language
 * on its card and its page where the job has them, "Show in English" one tap away and back, a machine
 * translation labelled; an English reader, and a job without the language, stay English. The admin's post-job
 * form has a tab per language with a preview per language, and posts a language only whole.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job, JobSummary } from '#shared/api/job-shapes';
import { activateLanguage } from '#web/lib/i18n';
import { preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, JOB, JOB_DETAILS, ok, SEARCHED_JOB, storeWorkerSession } from './fake-api';
import { FakeXhr } from './fake-xhr';
import { renderApp } from './render-app';

const HINDI = {
  TITLE: 'सोशल मीडिया मार्केटिंग इंटर्न',
  LOCATION: 'बेंगलुरु',
  WORK_HOURS: 'रोज़ 4 घंटे, समय अपनी सुविधा से',
  EARNINGS: '₹8,000 प्रति माह',
  POSITION: 'इंटर्न',
  MACHINE: false,
};
const HINDI_PAGE = {
  ...HINDI,
  DESCRIPTION: 'हमें ऐसा छात्र चाहिए जिसे खाना और इंस्टाग्राम पसंद हो।',
  ROLES_AND_RESPONSIBILITIES: 'हफ़्ते में दो रील बनाएँ।',
  WHAT_YOU_GET: 'इंटर्नशिप प्रमाणपत्र।',
  WHO_CAN_APPLY: 'किसी भी वर्ष के छात्र।',
};

const translatedJob: Job = { ...JOB_DETAILS, TRANSLATIONS: { hi: HINDI_PAGE } };
const translatedCard: JobSummary = { ...SEARCHED_JOB, TRANSLATIONS: { hi: HINDI } };

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function openJob(job: Job) {
  storeWorkerSession();
  fakeApi({
    getJobById: () => ok({ data: job }),
    getAppliedJobs: () => ok({ data: [] }),
    searchJobs: () => ok({ data: [], homeCity: '' }),
  });
  return renderApp('/jobs/7');
}

function openDashboard(card: JobSummary) {
  storeWorkerSession();
  fakeApi({
    searchJobs: () => ok({ data: [{ ...SEARCHED_JOB, ...card }], homeCity: '' }),
    getAppliedJobs: () => ok({ data: [] }),
    getAllJobs: () => ok({ data: [card] }),
  });
  return renderApp('/dashboard?tab=explore');
}

describe('a job in the worker’s language', () => {
  it('shows a Hindi reader the job page in Hindi, English one tap away and back, axe clean', async () => {
    await act(() => activateLanguage('hi'));
    const { user } = openJob(translatedJob);

    expect(await screen.findByRole('heading', { level: 1, name: HINDI.TITLE })).toBeInTheDocument();
    expect(screen.getByText(HINDI_PAGE.DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByText(HINDI.LOCATION)).toBeInTheDocument();
    expect(screen.getByText('Namma Bites')).toBeInTheDocument();
    // A person wrote it: no machine label.
    expect(screen.queryByText('मशीन से किया गया अनुवाद')).not.toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'अंग्रेज़ी में देखें' }));
    const english = screen.getByRole('heading', { level: 1, name: JOB.TITLE });
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByText(JOB_DETAILS.DESCRIPTION)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'हिन्दी में देखें' }));
    expect(screen.getByRole('heading', { level: 1, name: HINDI.TITLE })).not.toHaveAttribute('lang');
  });

  it("shows a Telugu reader the poster's details: openings, dates, duration and skills in Telugu", async () => {
    await act(() => activateLanguage('te'));
    openJob({
      ...JOB_DETAILS,
      OPENINGS: 3,
      APPLY_BY: '2026-12-31',
      DURATION: { amount: 2, unit: 'MONTHS' },
      SKILLS: ['SOCIAL_MEDIA', 'ENGLISH_SPEAKING'],
    });
    await screen.findByRole('heading', { level: 1, name: JOB.TITLE });
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      ఖాళీలు: '3',
      వ్యవధి: '2 నెలలు',
      నైపుణ్యాలు: 'సోషల్ మీడియా, ఇంగ్లీష్ మాట్లాడటం',
    });
    expect(facts['దరఖాస్తు చివరి తేదీ']).toMatch(/2026/);
  });

  it('shows a Hindi reader the card in Hindi, labelled when machine-translated, with the switch', async () => {
    await act(() => activateLanguage('hi'));
    const { user } = openDashboard({ ...translatedCard, TRANSLATIONS: { hi: { ...HINDI, MACHINE: true } } });

    const card = await screen.findByRole('article', { name: HINDI.TITLE });
    expect(within(card).getByText(HINDI.EARNINGS)).toBeInTheDocument();
    expect(within(card).getByText('मशीन से किया गया अनुवाद')).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'अंग्रेज़ी में देखें' }));
    const english = screen.getByRole('article', { name: JOB.TITLE });
    expect(within(english).getByText(JOB.EARNINGS)).toBeInTheDocument();
    expect(within(english).queryByText('मशीन से किया गया अनुवाद')).not.toBeInTheDocument();
    await user.click(within(english).getByRole('button', { name: 'हिन्दी में देखें' }));
    expect(screen.getByRole('article', { name: HINDI.TITLE })).toBeInTheDocument();
  });

  it('shows a Telugu reader their application in Telugu under Applied Jobs, with the switch', async () => {
    await act(() => activateLanguage('te'));
    storeWorkerSession();
    const telugu = {
      TITLE: 'సోషల్ మీడియా మార్కెటింగ్ ఇంటర్న్',
      LOCATION: 'బెంగళూరు',
      WORK_HOURS: 'రోజుకు 4 గంటలు',
      EARNINGS: 'నెలకు ₹8,000',
      POSITION: 'ఇంటర్న్',
      MACHINE: false,
    };
    fakeApi({
      getAppliedJobs: () =>
        ok({
          data: [
            {
              ...JOB,
              TRANSLATIONS: { te: telugu },
              STATUS: 'APPLIED',
              APPLIED_AT: '2026-11-21T00:00:00.000Z',
            },
          ],
        }),
      searchJobs: () => ok({ data: [], homeCity: '' }),
    });
    const { user } = renderApp('/dashboard?tab=applied');

    const card = await screen.findByRole('article', { name: telugu.TITLE });
    expect(within(card).getByText(telugu.EARNINGS)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'ఇంగ్లీష్‌లో చూడండి' }));
    expect(screen.getByRole('article', { name: JOB.TITLE })).toBeInTheDocument();
  });

  it('shows a Telugu reader a job without Telugu texts in English, with no switch', async () => {
    await act(() => activateLanguage('te'));
    openJob(translatedJob);

    expect(await screen.findByRole('heading', { level: 1, name: JOB.TITLE })).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('button', { name: 'ఇంగ్లీష్‌లో చూడండి' })).not.toBeInTheDocument();
  });

  it('shows an English reader the English texts, with no switch', async () => {
    openJob(translatedJob);

    expect(await screen.findByRole('heading', { level: 1, name: JOB.TITLE })).not.toHaveAttribute('lang');
    expect(screen.queryByRole('button', { name: 'Show in English' })).not.toBeInTheDocument();
  });
});

describe('the post-job form’s languages', () => {
  beforeAll(preloadAdminArea);
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:logo-preview');
  });

  async function openPostJob() {
    storeAdminSession();
    fakeApi({
      createLogoUpload: () =>
        ok({ data: { url: '', fields: {}, key: 'k', maxBytes: 1, contentType: 'image/png', expiresAt: '' } }),
      postJob: () => ok({ success: true, id: 31 }),
      getPostedJobs: () => ok({ data: [] }),
      getDashboardData: () => ok({ data: { users: 1, employees: 1, jobs: 2 } }),
    });
    const view = renderApp('/admin/post-new-job');
    await screen.findByRole('heading', { level: 1, name: 'Post New Job' });
    return view;
  }

  const form = () => screen.getByRole('form', { name: 'New job' });
  const preview = () => within(screen.getByRole('region', { name: 'Preview' })).getByRole('article');

  it('has a tab per language, English first, and previews the card in the open tab’s language', async () => {
    const { user } = await openPostJob();
    const tabs = within(form()).getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toHaveAccessibleName('English');
    expect(tabs[1]).toHaveAccessibleName('Hindi (optional)');
    expect(tabs[2]).toHaveAccessibleName('Telugu (optional)');

    await user.click(within(form()).getByRole('textbox', { name: /^Job title/ }));
    await user.paste('Campus Ambassador');
    await user.click(within(form()).getByRole('tab', { name: 'Hindi (optional)' }));
    expect(within(form()).getByRole('tabpanel')).toHaveTextContent(/machine translation/);
    await user.click(within(form()).getByRole('textbox', { name: /^Job title/ }));
    await user.paste('कैंपस एंबेसडर');

    expect(within(preview()).getByRole('heading').textContent).toBe('कैंपस एंबेसडर');
    expect(screen.getByText("How the job shows in the workers' list in Hindi.")).toBeInTheDocument();
    await user.click(within(form()).getByRole('tab', { name: 'English' }));
    expect(within(preview()).getByRole('heading').textContent).toBe('Campus Ambassador');
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('refuses a language begun and not finished, opening its tab with the fields to fill', async () => {
    const { user } = await openPostJob();
    await user.click(within(form()).getByRole('tab', { name: 'Telugu (optional)' }));
    await user.click(within(form()).getByRole('textbox', { name: /^Job title/ }));
    await user.paste('క్యాంపస్ అంబాసిడర్');
    await user.click(within(form()).getByRole('tab', { name: 'English' }));
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    // The English fields are empty too: English opens first.
    await waitFor(() =>
      expect(within(form()).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.click(within(form()).getByRole('tab', { name: 'Telugu' }));
    expect(within(form()).getByText('Please enter the city')).toBeInTheDocument();
    expect(within(form()).getAllByText('Please enter a description').length).toBeGreaterThan(0);
  });
});
