/**
 * The admin's job page (/admin/posted-jobs/{id}): the posting form filled from the job, saved with editJob and
 * the version it was filled from; a 409 said plainly; the history of edits; the translations to review; and
 * the duplicate that opens the posting form filled from the job.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { findToast, preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

beforeAll(preloadAdminArea);

type AdminJobAnswer = ApiOutput<'getAdminJob'>['data'];

const JOB: AdminJobAnswer['job'] = {
  ID: 7,
  TITLE: 'Delivery Partner',
  COMPANY_NAME: 'Swift Parcels',
  LOGO_LINK: '/logos/swift.png',
  LOCATION: 'Hyderabad',
  CITY: 'hyderabad-telangana',
  WORK_FROM_HOME: 0,
  WORK_HOURS: '4 hours a day',
  EARNINGS: '₹600 a day',
  POSITION: 'Delivery partner',
  POSTED_AT: '2026-11-20T05:00:00.000Z',
  STATUS: 'OPEN',
  STATE: 'live',
  DESCRIPTION: 'Deliver parcels in your area.',
  ROLES_AND_RESPONSIBILITIES: 'Pick up parcels. Deliver them.',
  WHAT_YOU_GET: 'Daily pay.',
  WHO_CAN_APPLY: 'Anyone with a bicycle.',
  TYPE: 'GIG',
  SCHEDULE: 'PART_TIME',
  MONTHLY_EARNINGS: 4800,
  PAY: { unit: 'DAY', amount: 600 },
  OPENINGS: 5,
  SKILLS: ['DELIVERY'],
  ELIGIBILITY: { minimumAge: 18, education: [], languages: ['telugu'], unsafeForMinors: ['twoWheeler'] },
  VERSION: 2,
  APPLICANTS: { APPLIED: 1, SHORTLISTED: 0, SELECTED: 0, REJECTED: 0 },
  TRANSLATIONS: {
    hi: {
      TITLE: 'डिलीवरी पार्टनर',
      LOCATION: 'हैदराबाद',
      WORK_HOURS: 'दिन में 4 घंटे',
      EARNINGS: '₹600 प्रति दिन',
      POSITION: 'डिलीवरी पार्टनर',
      DESCRIPTION: 'अपने क्षेत्र में पार्सल पहुँचाएँ।',
      ROLES_AND_RESPONSIBILITIES: 'पार्सल लें। पहुँचाएँ।',
      WHAT_YOU_GET: 'रोज़ का भुगतान।',
      WHO_CAN_APPLY: 'साइकिल वाला कोई भी।',
      MACHINE: false,
      STALE: true,
    },
  },
};

const EDITS: AdminJobAnswer['edits'] = [
  {
    AT: '2026-11-21T06:30:00.000Z',
    VERSION: 2,
    BY: { ID: 3, EMAIL: 'asha.admin@earnlearn.in' },
    CHANGES: [
      { field: 'EARNINGS', before: '₹500 a day', after: '₹600 a day' },
      { field: 'OPENINGS', after: '5' },
    ],
    RULE_CHECK: {
      RULES_VERSION: '2026-12-02.1',
      HITS: [
        {
          RULE: 'contact.phone',
          KIND: 'contactDetails',
          FIELD: 'translations.hi.description',
          MATCH: '98765 43210',
          EXPLANATION: 'Gives a phone number in the text.',
        },
      ],
      BY: { ID: 3, EMAIL: 'asha.admin@earnlearn.in' },
      AT: '2026-11-21T06:30:00.000Z',
    },
  },
];

async function openJobPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  storeAdminSession();
  const api = fakeApi({
    getAdminJob: () => ok({ data: { job: JOB, edits: EDITS, moderation: [] } }),
    editJob: () => ok({ success: true, version: 3 }),
    getPostedJobs: () => ok({ data: [] }),
    ...handlers,
  });
  const view = renderApp('/admin/posted-jobs/7');
  await screen.findByRole('heading', { level: 1, name: 'Edit Job' });
  return { api, ...view };
}

const form = () => screen.getByRole('form', { name: 'Edit job' });
const field = (label: string) => within(form()).getByRole('textbox', { name: label });

describe("the admin's job page", () => {
  it('fills the posting form from the job, and saves an edit with the version it was filled from', async () => {
    const { user, api } = await openJobPage();
    expect(field('Job title')).toHaveValue('Delivery Partner');
    expect(field('Earnings in rupees')).toHaveValue('600');
    expect(within(form()).getByRole('radio', { name: 'a day' })).toBeChecked();

    await user.clear(field('Earnings in rupees'));
    await user.type(field('Earnings in rupees'), '700');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await findToast('Job saved')).toBeInTheDocument();
    const [sent] = api.inputsOf('editJob');
    expect(sent).toMatchObject({
      id: 7,
      version: 2,
      logo: '/logos/swift.png',
      earnings: '₹700 a day',
      pay: { unit: 'DAY', amount: 700 },
      openings: 5,
      skills: ['DELIVERY'],
      // Who may take it, as the job has it: the form was filled with the poster's answers.
      eligibility: { minimumAge: 18, education: [], languages: ['telugu'], unsafeForMinors: ['twoWheeler'] },
    });
  });

  it('says plainly that someone else changed the job when the edit is refused with a 409', async () => {
    const message =
      'Someone else changed this job after you opened it. Reload it to see their changes, then edit again.';
    const { user } = await openJobPage({ editJob: () => fail(409, message) });
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The job was not saved.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(message.slice(0, 40)))).toBeInTheDocument();
  });

  it("lists the job's edits: when, by whom, and each field before and after", async () => {
    await openJobPage();
    const history = screen.getByRole('region', { name: 'History of changes' });
    expect(within(history).getByText(/asha\.admin@earnlearn\.in/)).toBeInTheDocument();
    expect(within(history).getByText(/21 Nov 2026/)).toBeInTheDocument();
    const earnings = within(history).getByRole('row', { name: /^Earnings ₹/ });
    expect(within(earnings).getByText('₹500 a day')).toBeInTheDocument();
    expect(within(earnings).getByText('₹600 a day')).toBeInTheDocument();
    expect(
      within(within(history).getByRole('row', { name: /^Openings/ })).getByText('(none)'),
    ).toBeInTheDocument();
  });

  it('lists the rule hits an edit acknowledged, each under its field', async () => {
    await openJobPage();
    const history = screen.getByRole('region', { name: 'History of changes' });
    expect(
      within(history).getByText('Rule hits acknowledged with this edit (rules 2026-12-02.1):'),
    ).toBeInTheDocument();
    expect(
      within(history).getByText('Hindi: Description: "98765 43210" (contact.phone)'),
    ).toBeInTheDocument();
  });

  it('marks the Hindi texts for review when they were written before the English last changed', async () => {
    await openJobPage();
    expect(screen.getByText(/Marked for review: the Hindi texts/)).toBeInTheDocument();
  });

  it('duplicates the job: the posting form opens filled from it, with the logo to upload again', async () => {
    const { user } = await openJobPage({ postJob: () => ok({ success: true, id: 8 }) });
    await user.click(screen.getByRole('link', { name: 'Duplicate this job' }));

    await screen.findByRole('heading', { level: 1, name: 'Post New Job' });
    const newForm = await screen.findByRole('form', { name: 'New job' });
    await waitFor(() =>
      expect(within(newForm).getByRole('textbox', { name: 'Job title' })).toHaveValue('Delivery Partner'),
    );
    expect(within(newForm).queryByRole('button', { name: 'Replace' })).not.toBeInTheDocument();
  });
});
