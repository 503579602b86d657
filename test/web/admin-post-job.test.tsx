import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eligibilityMessages } from '#shared/domain/job-eligibility';
import { jobMessages } from '#shared/domain/job-rules';
import { formMessages } from '../../web/src/components/job-posting/job-form';
import { findToast, preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { deferred, fail, fakeApi, ok } from './fake-api';
import { FakeXhr, pngFile, sentRequest } from './fake-xhr';
import { renderApp } from './render-app';

beforeAll(preloadAdminArea);

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:logo-preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

const LOGO_KEY = 'logos/2026/abc.png';
const LOGO_FORM = {
  url: 'https://uploads.example.com/earnlearn-uploads',
  fields: { key: LOGO_KEY, 'Content-Type': 'image/png', Policy: 'e30=', 'X-Amz-Signature': 'f00d' },
  key: LOGO_KEY,
  maxBytes: 2 * 1024 * 1024,
  contentType: 'image/png',
  expiresAt: '2026-11-25T10:05:00.000Z',
};

const TEXTS = {
  'Job title': '  Campus Ambassador ',
  'Company name': 'Pixel Pundits',
  'Hours in detail (optional)': '3 hours a day',
  'Earnings in rupees': '5,000',
  Position: 'Ambassador',
  Description: 'Tell students at your college about Pixel Pundits.',
  'Roles & Responsibilities': 'Run two events a month. Share our posts.',
  'What you get': 'A certificate. A stipend.',
  'Who can Apply': 'Students of any year.',
} as const;

async function openPostJob(handlers: Parameters<typeof fakeApi>[0] = {}) {
  storeAdminSession();
  const api = fakeApi({
    createLogoUpload: () => ok({ data: LOGO_FORM }),
    postJob: () => ok({ success: true, id: 31 }),
    getPostedJobs: () => ok({ data: [] }),
    getDashboardData: () => ok({ data: { users: 1, employees: 1, jobs: 2 } }),
    ...handlers,
  });
  const view = renderApp('/admin/post-new-job');
  await screen.findByRole('heading', { level: 1, name: 'Post New Job' });
  return { api, ...view };
}

const form = () => screen.getByRole('form', { name: 'New job' });
const field = (label: string) => within(form()).getByRole('textbox', { name: label });
const preview = () => within(screen.getByRole('region', { name: 'Preview' })).getByRole('article');

async function write(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function uploadLogo(user: UserEvent) {
  await user.upload(within(form()).getByLabelText('Company logo file'), pngFile('logo.png'));
  const xhr = await sentRequest();
  act(() => xhr.respond(204));
  await within(form()).findByRole('button', { name: 'Replace' });
  return xhr;
}

async function fillEverything(user: UserEvent) {
  for (const [label, text] of Object.entries(TEXTS)) await write(user, label, text);
  await uploadLogo(user);
  await user.type(within(form()).getByRole('combobox', { name: /^Location/ }), 'Pun');
  await user.click(await screen.findByRole('option', { name: 'Pune' }));
  await user.click(within(form()).getByRole('radio', { name: 'Not Available' }));
  await user.click(within(form()).getByRole('radio', { name: 'Gig' }));
  await user.click(within(form()).getByRole('radio', { name: 'Part-time' }));
  await user.click(within(form()).getByRole('radio', { name: 'a month' }));
  await user.click(within(form()).getByRole('radio', { name: 'No, none of it' }));
  await user.click(within(form()).getByRole('radio', { name: '16 and over' }));
}

describe('post new job', () => {
  it('has a field for everything a job card and the job page show', async () => {
    await openPostJob();

    for (const label of Object.keys(TEXTS)) expect(field(label)).toBeInTheDocument();
    expect(within(form()).getByRole('combobox', { name: /^Location/ })).toBeInTheDocument();
    expect(within(form()).getByRole('radio', { name: 'Available' })).toBeInTheDocument();
    expect(within(form()).getByRole('radio', { name: 'Not Available' })).toBeInTheDocument();
    for (const choice of ['Internship', 'Job', 'Gig', 'Part-time', 'Full-time', 'a day', 'a week', 'a month'])
      expect(within(form()).getByRole('radio', { name: choice })).toBeInTheDocument();
    expect(within(form()).getByRole('group', { name: 'Company logo' })).toBeInTheDocument();
  });

  it("previews the worker's job card while the admin types", async () => {
    const { user } = await openPostJob();
    expect(within(preview()).getByRole('heading').textContent).toBe('Untitled job');

    await write(user, 'Job title', 'Campus Ambassador');
    await write(user, 'Company name', 'Pixel Pundits');
    await write(user, 'Earnings in rupees', '5000');
    await user.click(within(form()).getByRole('radio', { name: 'a month' }));
    await user.type(within(form()).getByRole('combobox', { name: /^Location/ }), 'Pun');
    await user.click(await screen.findByRole('option', { name: 'Pune' }));

    expect(within(preview()).getByRole('heading').textContent).toBe('Campus Ambassador');
    expect(within(preview()).getByText('Pixel Pundits')).toBeInTheDocument();
    expect(within(preview()).getByText('Pune')).toBeInTheDocument();
    expect(within(preview()).getByText('₹5,000 a month')).toBeInTheDocument();
  });

  it('shows the logo in the preview once it is uploaded through createLogoUpload', async () => {
    const { user, api } = await openPostJob();

    const xhr = await uploadLogo(user);

    expect(api.inputsOf('createLogoUpload')).toEqual([{ contentType: 'image/png' }]);
    expect(xhr.url).toBe(LOGO_FORM.url);
    await waitFor(() =>
      expect(within(preview()).getByRole('img', { name: 'Your company logo' })).toHaveAttribute(
        'src',
        'blob:logo-preview',
      ),
    );
  });

  it("shows every field's message on a submit with nothing filled in, and posts nothing", async () => {
    const { user, api } = await openPostJob();

    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    // The earnings and the hours are asked as an amount with its unit and a schedule: their own messages say
    // what to fix (the posting's earnings, month's estimate and work hours are worked out from them).
    const derived = new Set<string>([
      jobMessages.workHours,
      jobMessages.earnings,
      jobMessages.monthlyEarnings,
    ]);
    for (const message of Object.values(jobMessages))
      if (!derived.has(message)) expect(screen.getByText(message)).toBeInTheDocument();
    for (const message of [
      formMessages.earningsAmount,
      formMessages.earningsUnit,
      eligibilityMessages.unsafeForMinors,
      eligibilityMessages.minimumAge,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('Please correct the fields marked above.')).toBeInTheDocument();
    expect(api.inputsOf('postJob')).toEqual([]);
  });

  it("posts the job under 'Saving', then opens the posted jobs with a toast", async () => {
    const answer = deferred<'postJob'>();
    const { user, api } = await openPostJob({ postJob: () => answer.promise });
    await fillEverything(user);

    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saving')).toBeInTheDocument();
    answer.settle(ok({ success: true, id: 31 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Posted Jobs' })).toBeInTheDocument();
    expect(await findToast('Job posted')).toBeInTheDocument();
    expect(api.inputsOf('postJob')).toEqual([
      {
        title: 'Campus Ambassador',
        companyName: 'Pixel Pundits',
        logo: LOGO_KEY,
        location: 'pune',
        workFromHome: 0,
        workHours: '3 hours a day',
        earnings: '₹5,000 a month',
        position: 'Ambassador',
        description: 'Tell students at your college about Pixel Pundits.',
        rolesAndResponsibilities: 'Run two events a month. Share our posts.',
        whatYouGet: 'A certificate. A stipend.',
        whoCanApply: 'Students of any year.',
        type: 'GIG',
        schedule: 'PART_TIME',
        monthlyEarnings: 5000,
        pay: { unit: 'MONTH', amount: 5000 },
        eligibility: { minimumAge: 16, education: [], languages: [], unsafeForMinors: [] },
      },
    ]);
  });

  it("sends the pay in parts with its range, the admin's month estimate for a per-delivery pay, and the details", async () => {
    const { user, api } = await openPostJob();
    await fillEverything(user);
    await user.click(within(form()).getByRole('radio', { name: 'a delivery' }));
    await user.clear(field('Earnings in rupees'));
    await user.type(field('Earnings in rupees'), '80');
    await write(user, 'Up to, in rupees (optional, for a range)', '120');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(formMessages.monthlyGuess)).toBeInTheDocument();
    expect(api.inputsOf('postJob')).toEqual([]);

    await write(user, 'Earnings a month, about, in rupees', '6,000');
    expect(within(preview()).getByText('₹80–₹120 a delivery')).toBeInTheDocument();
    await write(user, 'Openings (optional)', '4');
    await user.click(within(form()).getByRole('checkbox', { name: 'Delivery' }));
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(api.inputsOf('postJob')).toHaveLength(1));
    expect(api.inputsOf('postJob')[0]).toMatchObject({
      earnings: '₹80–₹120 a delivery',
      monthlyEarnings: 6000,
      pay: { unit: 'DELIVERY', amount: 80, upTo: 120 },
      openings: 4,
      skills: ['DELIVERY'],
    });
  });

  it('keeps the form and says why when the server refuses the job, with the overlay gone', async () => {
    const { user } = await openPostJob({
      postJob: () =>
        fail(400, 'Some fields are not valid.', [
          { field: 'earnings', message: 'must be at most 80 characters' },
        ]),
    });
    await fillEverything(user);

    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The job was not posted.')).toBeInTheDocument();
    expect(screen.getByText(/Earnings: must be at most 80 characters/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saving')).not.toBeInTheDocument());
    expect(field('Job title')).toHaveValue(TEXTS['Job title']);
  });

  it('says which field a refusal names, by the name the form gives it', async () => {
    const { user } = await openPostJob({
      postJob: () =>
        fail(400, 'Some fields are not valid.', [
          { field: 'workHours', message: 'must be at most 80 characters' },
        ]),
    });
    await fillEverything(user);

    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(/Work hours: must be at most 80 characters/)).toBeInTheDocument();
  });

  it('makes work unsafe for minors 18 and over, with the kinds ticked and the levels and languages accepted', async () => {
    const { user, api } = await openPostJob();
    await fillEverything(user);
    const radios = (name: string) => within(form()).getByRole('radio', { name });
    const box = (name: string) => within(form()).getByRole('checkbox', { name });

    await user.click(radios('Yes'));
    expect(radios('16 and over')).toBeDisabled();
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please tick the kinds of unsafe work that apply')).toBeInTheDocument();
    expect(api.inputsOf('postJob')).toEqual([]);

    await user.click(box('Riding a two-wheeler (deliveries, errands)'));
    await user.click(box('In class 11 or 12'));
    await user.click(box('Telugu'));
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(api.inputsOf('postJob')).toHaveLength(1));
    expect(api.inputsOf('postJob')[0]).toMatchObject({
      eligibility: {
        minimumAge: 18,
        education: ['inClass11or12'],
        languages: ['telugu'],
        unsafeForMinors: ['twoWheeler'],
      },
    });
  });

  it('keeps Submit disabled while the logo is uploading', async () => {
    const { user } = await openPostJob();

    await user.upload(within(form()).getByLabelText('Company logo file'), pngFile('logo.png'));
    await sentRequest();

    expect(within(form()).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
