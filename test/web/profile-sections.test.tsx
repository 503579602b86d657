/**
 * The profile's skills and experience (decision 580): the completeness meter on /profile and in My Office,
 * the sections editor (its checks before anything is sent, the save and its confirmation), and the printable
 * resume. Shared set-up: profile-fixtures.ts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSections } from '#shared/domain/profile-sections';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, ok, SEARCHED_JOB, storeWorkerSession } from './fake-api';
import { headingOrderProblems } from './heading-order';
import { openProfile, PROFILE, profilePageHooks } from './profile-fixtures';
import { renderApp } from './render-app';

profilePageHooks();

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const SECTIONS: ProfileSections = {
  skills: [
    { code: 'DATA_ENTRY', level: 'advanced' },
    { name: 'సిలాయి', level: 'beginner' },
  ],
  experience: [
    {
      kind: 'work',
      title: 'Billing assistant',
      organisation: 'Kirana Books',
      from: '2025-04',
      to: '',
      description: 'Kept the shop’s bills.',
      link: '',
    },
  ],
  certificates: [],
  availability: { hoursPerWeek: 15, days: ['sat', 'sun'], from: '' },
  preferences: { jobTypes: ['GIG'], places: [] },
  about: 'Quick with numbers.',
  spokenLanguages: [],
};

async function openEditor(user: ReturnType<typeof openProfile>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit skills and experience' }));
  return screen.getByRole('form', { name: 'Skills and experience' });
}

describe('/profile, the completeness meter', () => {
  it('says how complete the profile is and what to add, each with why it helps', async () => {
    openProfile();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your profile is 25% complete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuetext',
      '25%',
    );
    const meter = screen.getByRole('region', { name: 'Your profile is 25% complete' });
    const missing = within(meter)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(missing.slice(0, 2)).toEqual([
      'Add skills: jobs are matched to them',
      'Add work or a project: employers see what you have done',
    ]);
    // The PAN card is uploaded: not asked for again.
    expect(missing.filter((text) => text?.startsWith('Upload your PAN card'))).toEqual([]);
  });

  it('names what is missing in Telugu', async () => {
    await act(() => activateLanguage('te'));
    openProfile();

    expect(await screen.findByRole('heading', { level: 2, name: 'మీ ప్రొఫైల్ 25% పూర్తయింది' })).toBeInTheDocument();
    expect(screen.getByText('నైపుణ్యాలు జోడించండి: ఉద్యోగాలు వాటితో సరిపోల్చబడతాయి')).toBeInTheDocument();
  });

  it('shows the saved sections in view mode, the meter counting them', async () => {
    openProfile({ sections: SECTIONS });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your profile is 90% complete' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Skills and experience' });
    expect(within(card).getByText('Data entry · Advanced')).toBeInTheDocument();
    expect(within(card).getByText('సిలాయి · Beginner')).toBeInTheDocument();
    expect(within(card).getByText('Billing assistant, Kirana Books')).toBeInTheDocument();
    expect(within(card).getByText('15 hours a week · Saturday, Sunday')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Printable resume' })).toHaveAttribute(
      'href',
      '/profile/resume',
    );
    expect(await headingOrderProblems()).toEqual([]);
  });
});

describe('/profile, the skills and experience editor', () => {
  it('saves skills with levels, a project and the rest at once, then confirms the save in a focused status', async () => {
    const { api, user } = openProfile();
    api.set('updateProfileSections', () => ok({ success: true }));
    const form = await openEditor(user);

    await user.type(within(form).getByRole('textbox', { name: /^About me/ }), 'मैं जल्दी सीखती हूँ।');
    await user.click(within(form).getByRole('checkbox', { name: 'Delivery' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Level of Delivery' }), 'Advanced');
    await user.type(within(form).getByRole('textbox', { name: 'A skill of your own' }), 'Tailoring');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));
    await user.click(within(form).getByRole('button', { name: 'Add a project' }));
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'School library catalogue');
    fireEvent.change(within(form).getByLabelText(/^From \(month\)/), { target: { value: '2024-01' } });
    fireEvent.change(within(form).getByLabelText(/^To \(month\)/), { target: { value: '2024-03' } });
    await user.type(within(form).getByRole('textbox', { name: /^Link/ }), 'https://example.org/catalogue');
    await user.type(within(form).getByRole('spinbutton', { name: /^Hours a week/ }), '12');
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Gig' }));
    api.set('getProfile', () => ok({ data: PROFILE, sections: SECTIONS }));

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.inputsOf('updateProfileSections')).toHaveLength(1));
    expect(api.inputsOf('updateProfileSections')[0]).toEqual({
      skills: [
        { code: 'DELIVERY', level: 'advanced' },
        { name: 'Tailoring', level: 'beginner' },
      ],
      experience: [
        {
          kind: 'project',
          title: 'School library catalogue',
          organisation: '',
          from: '2024-01',
          to: '2024-03',
          description: '',
          link: 'https://example.org/catalogue',
        },
      ],
      certificates: [],
      availability: { hoursPerWeek: 12, days: ['sat'], from: '' },
      preferences: { jobTypes: ['GIG'], places: [] },
      about: 'मैं जल्दी सीखती हूँ।',
      spokenLanguages: [],
    });
    const saved = await screen.findByText('Your skills and experience are saved.');
    await waitFor(() => expect(saved.closest('[role="status"]')).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Skills and experience' })).not.toBeInTheDocument();
  });

  it('sends nothing while a link is not https or a project has no title, and says why in each field', async () => {
    const { api, user } = openProfile();
    const form = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Add work' }));
    fireEvent.change(within(form).getByLabelText(/^From \(month\)/), { target: { value: '2025-01' } });
    await user.type(within(form).getByRole('textbox', { name: /^Link/ }), 'http://example.org');

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Enter a link that starts with https://')).toBeInTheDocument();
    expect(within(form).getByText('Please fill this in')).toBeInTheDocument();
    expect(api.inputsOf('updateProfileSections')).toEqual([]);
  });

  it('offers no more than 15 skills: the rest of the list is disabled at the limit', async () => {
    const { user } = openProfile();
    const form = await openEditor(user);
    const boxes = within(form).getAllByRole('checkbox').slice(0, 14);
    for (const box of boxes) await user.click(box);
    await user.type(within(form).getByRole('textbox', { name: 'A skill of your own' }), 'Tailoring');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));

    expect(within(form).getByRole('textbox', { name: 'A skill of your own' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'Saturday' })).toBeEnabled();
  });

  it('has no accessibility problems in edit mode', async () => {
    const { user } = openProfile();
    await openEditor(user);

    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe('the dashboard and the resume', () => {
  it("shows My Office the profile's completeness with the heaviest missing parts and a way to the profile", async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [SEARCHED_JOB], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      getProfile: () => ok({ data: PROFILE }),
    });
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Your profile is 25% complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Add skills: jobs are matched to them')).toBeInTheDocument();
    expect(screen.queryByText(/^Add a certificate/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
  });

  it("prints a resume made from the profile in the worker's language", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await act(() => activateLanguage('hi'));
    storeWorkerSession();
    fakeApi({ getProfile: () => ok({ data: PROFILE, sections: SECTIONS }) });
    const { user } = renderApp('/profile/resume');

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'कौशल' })).toBeInTheDocument();
    expect(screen.getByText('डेटा एंट्री · उन्नत')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'प्रमाणपत्र' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'प्रिंट करें या PDF के रूप में सेव करें' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
