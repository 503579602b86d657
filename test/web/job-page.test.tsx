import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppliedJob } from '#shared/api/job-shapes';
import { ELIGIBILITY_CODES } from '#shared/domain/job-eligibility';
import { hi } from '#test/support/catalogues';
import type { ApiOutput } from '#web/lib/api';
import { activateLanguage } from '#web/lib/i18n';
import { encodeBase64Json } from '#web/lib/worker-storage';
import { splitAtFullStops } from '../../web/src/features/jobs/sentences';
import { type Answer, fail, fakeApi, JOB, JOB_DETAILS, ok, storeWorkerSession } from './fake-api';
import { PROFILE } from './profile-fixtures';
import { renderApp } from './render-app';

const NOT_FOUND = "Oops, This page isn't available.";

interface JobOptions {
  job?: ApiOutput<'getJobById'>['data'];
  applied?: AppliedJob[];
  apply?: () => Answer<'applyJob'>;
  /** The worker's registered date of birth (the profile's; no profile without it). */
  dob?: string;
}

function openJob(options: JobOptions = {}) {
  storeWorkerSession();
  const api = fakeApi({
    ...(options.dob ? { getProfile: () => ok({ data: { ...PROFILE, DOB: options.dob as string } }) } : {}),
    getJobById: () => ok({ data: options.job ?? JOB_DETAILS }),
    getAppliedJobs: () => ok({ data: options.applied ?? [] }),
    searchJobs: () => ok({ data: [], homeCity: '' }),
    applyJob: options.apply ?? (() => ok({ success: true })),
  });
  return { api, ...renderApp('/jobs/7') };
}

/** The list items of one expandable section. */
function itemsOf(title: string): string[] {
  const header = screen.getByRole('button', { name: title });
  const panel = document.getElementById(header.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(panel).toBeVisible();
  return within(panel)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

describe('splitting at full stops', () => {
  it('splits at each full stop, trims, and drops empty items', () => {
    expect(splitAtFullStops(' Plan posts.  Reply to comments..Track reach. ')).toEqual([
      'Plan posts',
      'Reply to comments',
      'Track reach',
    ]);
    expect(splitAtFullStops('No full stop at all')).toEqual(['No full stop at all']);
    expect(splitAtFullStops(' . ')).toEqual([]);
  });

  it('splits Hindi at the danda "।" as at a full stop', () => {
    expect(splitAtFullStops('हर हफ़्ते दो रील बनाएँ। टिप्पणियों का जवाब दें।')).toEqual([
      'हर हफ़्ते दो रील बनाएँ',
      'टिप्पणियों का जवाब दें',
    ]);
  });
});

describe('/jobs/{id} for a worker the job is not for', () => {
  /** Sixteen today. */
  const sixteen = `${new Date().getUTCFullYear() - 16}-01-01`;
  const adultsOnly = {
    ...JOB_DETAILS,
    ELIGIBILITY: { minimumAge: 18 as const, education: [], languages: [], unsafeForMinors: [] },
  };

  it('states who may take the job among its facts', async () => {
    openJob({
      job: {
        ...JOB_DETAILS,
        ELIGIBILITY: {
          minimumAge: 18,
          education: ['graduate'],
          languages: ['telugu'],
          unsafeForMinors: ['nightWork'],
        },
      },
    });

    const term = await screen.findByText('Minimum age');
    expect(term.nextElementSibling).toHaveTextContent('18 and over: not safe for workers under 18');
    expect(screen.getByText('Education').nextElementSibling).toHaveTextContent('Graduate');
    expect(screen.getByText('Languages of the work').nextElementSibling).toHaveTextContent('Telugu');
  });

  it('says why in place of Apply, in the worker’s language', async () => {
    await act(() => activateLanguage('hi'));
    try {
      openJob({ job: adultsOnly, dob: sixteen });

      expect(
        await screen.findByText(
          'यह काम 18 साल या उससे अधिक उम्र वालों के लिए है, इसलिए आप इसके लिए आवेदन नहीं कर सकते।',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: hi['job.apply'] })).not.toBeInTheDocument();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('says the rule the server named when it refuses, and takes Apply away', async () => {
    const { user } = openJob({
      apply: () => ({
        status: 403,
        error: { message: 'refused', code: ELIGIBILITY_CODES.unsafeForMinors },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText('This work is not safe for workers under 18, so you cannot apply for it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('refused')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});

describe('/jobs/{id}', () => {
  it('shows the logo, title, Location, Work From Home, Work Hours and Earnings', async () => {
    const { api } = openJob();

    expect(await screen.findByRole('heading', { level: 1, name: JOB.TITLE })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Namma Bites logo' })).toHaveAttribute('src', JOB.LOGO_LINK);
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Location: 'Bengaluru',
      'Work From Home': 'Available',
      'Work Hours': '4 hours a day, flexible',
      Earnings: '₹8,000 a month',
      // A job from before eligibility is for adults only.
      'Minimum age': '18 and over',
      Education: 'Any',
      'Languages of the work': 'Any',
    });
    expect(api.inputsOf('getJobById')).toEqual([{ id: '7' }]);
  });

  it('says Not Available when WORK_FROM_HOME is 0', async () => {
    openJob({ job: { ...JOB_DETAILS, WORK_FROM_HOME: 0 } });

    const term = await screen.findByText('Work From Home');
    expect(term.nextElementSibling).toHaveTextContent('Not Available');
  });

  it('lists Roles & Responsibilities, What you get and Who can Apply split at full stops', async () => {
    openJob();
    await screen.findByRole('heading', { level: 1, name: JOB.TITLE });

    expect(screen.getByText('We want a student who loves food. And Instagram.')).toBeInTheDocument();
    expect(itemsOf('Roles & Responsibilities')).toEqual([
      'Plan and post two reels a week',
      'Reply to comments within a day',
    ]);
    expect(itemsOf('What you get')).toEqual(['Internship certificate', 'Free breakfast on office days']);
    expect(itemsOf('Who can Apply')).toEqual(['Students of any year', 'A phone that shoots decent video']);
  });

  it('has expandable sections that collapse', async () => {
    const { user } = openJob();
    const header = await screen.findByRole('button', { name: 'Who can Apply' });
    expect(header).toHaveAttribute('aria-expanded', 'true');

    await user.click(header);

    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Students of any year')).not.toBeVisible();
    expect(screen.getByText('Internship certificate')).toBeVisible();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Students of any year')).toBeVisible();
  });

  it('offers Apply for a job not applied for, then goes to /dashboard (Applied Jobs) after applying', async () => {
    const { api, user } = openJob();
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeEnabled();
    api.set('getAppliedJobs', () =>
      ok({ data: [{ ...JOB, STATUS: 'APPLIED', APPLIED_AT: '2026-11-21T10:00:00.000Z' }] }),
    );

    await user.click(apply);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.inputsOf('applyJob')).toEqual([{ id: 7 }]);
    expect(screen.getByRole('tab', { name: 'Applied Jobs', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: JOB.TITLE })).toHaveTextContent('Status: New');
    expect(localStorage.getItem('appliedJobs')).toBe(encodeBase64Json([7]));
  });

  it('says a closed job takes no more applications, and offers no Apply', async () => {
    openJob({ job: { ...JOB_DETAILS, STATUS: 'CLOSED' } });

    expect(
      await screen.findByText('This job is closed and no longer takes applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it("still shows 'Applied.' on a closed job the worker applied for", async () => {
    openJob({
      job: { ...JOB_DETAILS, STATUS: 'CLOSED' },
      applied: [{ ...JOB, STATUS: 'SHORTLISTED', APPLIED_AT: '2026-11-21T10:00:00.000Z' }],
    });

    expect(await screen.findByRole('button', { name: 'Applied.' })).toBeDisabled();
    expect(
      screen.queryByText('This job is closed and no longer takes applications.'),
    ).not.toBeInTheDocument();
  });

  it("shows a disabled 'Applied.' for a job already applied for", async () => {
    openJob({ applied: [{ ...JOB, STATUS: 'SHORTLISTED', APPLIED_AT: '2026-11-21T10:00:00.000Z' }] });

    const applied = await screen.findByRole('button', { name: 'Applied.' });

    expect(applied).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it("shows 'Applied.' once told the job was already applied for (a 409 refreshes the applications)", async () => {
    const message = 'You have already applied for this job.';
    const { api, user } = openJob({ apply: () => fail(409, message) });
    const apply = await screen.findByRole('button', { name: 'Apply' });
    api.set('getAppliedJobs', () =>
      ok({ data: [{ ...JOB, STATUS: 'APPLIED', APPLIED_AT: '2026-11-21T10:00:00.000Z' }] }),
    );

    await user.click(apply);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Applied.' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: JOB.TITLE })).toBeInTheDocument();
  });

  it("shows the server's message when applying is refused, with a way to verify the number", async () => {
    const message = 'Please complete your registration and verify your mobile number before applying.';
    const { user } = openJob({ apply: () => fail(403, message) });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: JOB.TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify mobile number' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Enter Mobile Number' })).toBeInTheDocument();
  });

  it('goes to /404 for an unknown job (the server answers `data: {}`)', async () => {
    const { api } = openJob({ job: {} });

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
    expect(api.inputsOf('getJobById')).toEqual([{ id: '7' }]);
  });

  it.each([
    [400, 'id must be a positive whole number'],
    [404, 'There is no such job.'],
  ])('goes to /404 when the server answers %i for the job', async (status, message) => {
    storeWorkerSession();
    fakeApi({ getJobById: () => fail(status, message), getAppliedJobs: () => ok({ data: [] }) });
    renderApp('/jobs/7');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("stays on the page with the server's message and Try again when the job does not load", async () => {
    storeWorkerSession();
    const api = fakeApi({
      getJobById: () => fail(500, 'Something went wrong on our side. Please try again.'),
      getAppliedJobs: () => ok({ data: [] }),
    });
    const { user } = renderApp('/jobs/7');

    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: NOT_FOUND })).not.toBeInTheDocument();
    api.set('getJobById', () => ok({ data: JOB_DETAILS }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: JOB.TITLE })).toBeInTheDocument();
  });

  it('goes to /404 for an id that is not a number, without asking the server', async () => {
    storeWorkerSession();
    const api = fakeApi();
    renderApp('/jobs/abc');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
    await waitFor(() => expect(api.inputsOf('getJobById')).toEqual([]));
  });
});
