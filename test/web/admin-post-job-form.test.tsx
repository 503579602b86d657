/**
 * Post-job form made clearer: each thing asked once (one earnings amount with its unit,
 * the type of work, the schedule), Position explained, the posting's fields worked out from them (the API keeps
 * its fields), the preview before Submit with no dead View Job, the focus on the first error after a refused
 * submit, and one way of showing a district.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_LABEL } from '#web/components/job-posting/RuleHitsPanel';
import { preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, ok } from './fake-api';
import { FakeXhr, pngFile, sentRequest } from './fake-xhr';
import { renderApp } from './render-app';

beforeAll(async () => {
  await preloadAdminArea();
  document.documentElement.lang = 'en';
});

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:logo-preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

const LOGO_KEY = 'logos/2026/abc.png';

async function openPostJob() {
  storeAdminSession();
  const api = fakeApi({
    createLogoUpload: () =>
      ok({
        data: {
          url: 'https://uploads.example.com/earnlearn-uploads',
          fields: { key: LOGO_KEY },
          key: LOGO_KEY,
          maxBytes: 2 * 1024 * 1024,
          contentType: 'image/png',
          expiresAt: '2026-11-25T10:05:00.000Z',
        },
      }),
    postJob: () => ok({ success: true, id: 31 }),
    getPostedJobs: () => ok({ data: [] }),
    getDashboardData: () => ok({ data: { users: 1, employees: 1, jobs: 2 } }),
  });
  const view = renderApp('/admin/post-new-job');
  await screen.findByRole('heading', { level: 1, name: 'Post New Job' });
  return { api, ...view };
}

const form = () => screen.getByRole('form', { name: 'New job' });
const textbox = (name: string | RegExp) => within(form()).getByRole('textbox', { name });
const radio = (name: string) => within(form()).getByRole('radio', { name });
const submitButton = () => within(form()).getByRole('button', { name: 'Submit' });
const preview = () => screen.getByRole('region', { name: 'Preview' });

async function write(user: UserEvent, name: string | RegExp, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function fillAllBut(user: UserEvent, skip: readonly string[] = []) {
  const texts: [string, string][] = [
    ['Job title', 'Field Survey Executive'],
    ['Company name', 'Bharat Survey Co.'],
    ['Earnings in rupees', '600'],
    ['Position', 'Surveyor'],
    ['Description', 'Visit kirana stores and record what they stock.'],
    ['Roles & Responsibilities', 'Visit 25 stores a day. Upload shelf photos.'],
    ['What you get', 'Weekly pay by UPI.'],
    ['Who can Apply', 'Anyone 18 or older.'],
  ];
  for (const [label, text] of texts) if (!skip.includes(label)) await write(user, label, text);
  if (!skip.includes('logo')) {
    await user.upload(within(form()).getByLabelText('Company logo file'), pngFile('logo.png'));
    const xhr = await sentRequest();
    act(() => xhr.respond(204));
    await within(form()).findByRole('button', { name: 'Replace' });
  }
  await user.type(within(form()).getByRole('combobox', { name: /^Location/ }), 'Hyderabad');
  await user.click(await screen.findByRole('option', { name: 'Hyderabad (Telangana)' }));
  await user.click(radio('Not Available'));
  await user.click(radio('Gig'));
  await user.click(radio('Part-time'));
  if (!skip.includes('unit')) await user.click(radio('a day'));
  await user.click(radio('No, none of it'));
  await user.click(radio('18 and over'));
}

describe('the post-job form asks each thing once', () => {
  it('has one earnings amount with its unit, the type and the schedule once, and no "Earnings a month"', async () => {
    await openPostJob();

    expect(within(form()).queryByRole('textbox', { name: /a month/ })).not.toBeInTheDocument();
    expect(within(form()).queryByRole('textbox', { name: /^Work Hours/ })).not.toBeInTheDocument();
    expect(within(form()).getAllByRole('textbox', { name: /Earnings/ })).toHaveLength(1);
    // Work From Home, Type of work, Work hours (the schedule) and Paid (the earnings' unit): one each; and
    // who may take the job (unsafe for minors, minimum age).
    expect(within(form()).getAllByRole('radiogroup')).toHaveLength(6);
    for (const name of ['Type of work', 'Work hours', 'Paid'])
      expect(within(form()).getByRole('radiogroup', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(textbox(/^Hours in detail/)).not.toBeRequired();
  });

  it('explains Position', async () => {
    await openPostJob();

    expect(textbox(/^Position/)).toHaveAccessibleDescription(
      /The role the worker fills.*Not the number of openings/,
    );
  });

  it('posts the fields the API has, worked out from the amount, its unit and the schedule', async () => {
    const { user, api } = await openPostJob();
    await fillAllBut(user);

    expect(
      screen.getByText(
        'Workers see "₹600 a day". Filters and sort use about ₹4,800 a month (8 days of part-time work).',
      ),
    ).toBeInTheDocument();
    await user.click(submitButton());

    await waitFor(() => expect(api.inputsOf('postJob')).toHaveLength(1));
    expect(api.inputsOf('postJob')[0]).toMatchObject({
      location: 'hyderabad-telangana',
      workHours: 'Part-time',
      earnings: '₹600 a day',
      monthlyEarnings: 4800,
      type: 'GIG',
      schedule: 'PART_TIME',
      position: 'Surveyor',
    });
  });

  it('writes the earnings of a Hindi text in Hindi, from the same amount, without asking them again', async () => {
    const { user, api } = await openPostJob();
    await fillAllBut(user);
    await write(user, 'Hours in detail (optional)', 'Weekends, 6 hours a day');
    await user.click(within(form()).getByRole('tab', { name: 'Hindi (optional)' }));
    expect(within(form()).queryByRole('textbox', { name: /^Earnings/ })).not.toBeInTheDocument();
    for (const [label, text] of [
      ['Job title', 'फील्ड सर्वे एग्जीक्यूटिव'],
      ['City, as written in the language', 'हैदराबाद'],
      ['Work hours', 'सप्ताहांत, दिन में 6 घंटे'],
      ['Position', 'सर्वेयर'],
      ['Description', 'किराना दुकानों पर जाएँ।'],
      ['Roles & Responsibilities', 'रोज़ 25 दुकानें।'],
      ['What you get', 'साप्ताहिक भुगतान।'],
      ['Who can Apply', '18 वर्ष या अधिक।'],
    ] as const)
      await write(user, new RegExp(`^${label.replace(/[()&]/g, '.')}`), text);

    await user.click(submitButton());

    await waitFor(() => expect(api.inputsOf('postJob')).toHaveLength(1));
    expect(api.inputsOf('postJob')[0]).toMatchObject({
      workHours: 'Weekends, 6 hours a day',
      earnings: '₹600 a day',
      translations: { hi: { earnings: '₹600 प्रति दिन', workHours: 'सप्ताहांत, दिन में 6 घंटे' } },
    });
  });
});

describe('after a refused submit', () => {
  it('puts the focus on the first field with an error, not on Submit', async () => {
    const { user, api } = await openPostJob();
    await write(user, 'Job title', 'Field Survey Executive');

    await user.click(submitButton());

    await waitFor(() => expect(textbox(/^Company name/)).toHaveFocus());
    expect(api.inputsOf('postJob')).toEqual([]);
  });

  it.each([
    ['the logo upload', ['logo'], () => within(form()).getByRole('button', { name: 'Upload' })],
    ['the unit of the earnings', ['unit'], () => radio('an hour')],
    ['the position', ['Position'], () => textbox(/^Position/)],
  ] as const)('goes to %s when it is the first field to fix', async (_case, skip, expected) => {
    const { user } = await openPostJob();
    await fillAllBut(user, skip);

    await user.click(submitButton());

    await waitFor(() => expect(expected()).toHaveFocus());
  });
});

describe('the preview', () => {
  it('comes before Submit (on a phone it is read before sending) and has no dead View Job', async () => {
    await openPostJob();

    expect(preview().compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(preview()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(preview()).queryByRole('link', { name: /View Job/ })).not.toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('shows the district as every job shows it: "Hyderabad"', async () => {
    const { user } = await openPostJob();

    await user.type(within(form()).getByRole('combobox', { name: /^Location/ }), 'Hyderabad');
    await user.click(await screen.findByRole('option', { name: 'Hyderabad (Telangana)' }));

    expect(within(preview()).getByText('Hyderabad', { exact: true })).toBeInTheDocument();
    expect(within(preview()).queryByText('Hyderabad (Telangana)')).not.toBeInTheDocument();
  });

  it('is accessible with the errors of a refused submit on screen (axe)', async () => {
    const { user } = await openPostJob();
    await user.click(submitButton());
    await screen.findByText('Please correct the fields marked above.');
    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe('the checks against scam postings beside the form', () => {
  it('shows a hit while typing, explained under its field, and sends the rule the admin confirmed', async () => {
    const { user, api } = await openPostJob();
    await fillAllBut(user, ['Description']);
    const checks = () => screen.getByRole('region', { name: 'Checks against scam postings' });
    expect(within(checks()).getByText('No rule holds for this job.')).toBeInTheDocument();

    await write(user, 'Description', 'Pay the registration fee of ₹500 to start.');

    expect(within(checks()).getByRole('listitem')).toHaveTextContent(
      /^Description: "registration fee"\. Asks the worker for a registration fee\./,
    );
    await user.click(within(checks()).getByRole('checkbox', { name: CONFIRM_LABEL }));
    await user.click(submitButton());
    await waitFor(() => expect(api.inputsOf('postJob')).toHaveLength(1));
    expect(api.inputsOf('postJob')[0]).toMatchObject({ acknowledgedRuleHits: ['money.registrationFee'] });
  });
});
