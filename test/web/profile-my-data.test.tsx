/**
 * "Download my data" (DPDP s.11): the Privacy section's control downloads the whole copy as a JSON
 * file and links to /profile/my-data, which shows the same data to a person; a failure says why and leaves
 * the button ready; axe clean; in Hindi too.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyData } from '#shared/api/my-data';
import { PROCESSORS } from '#shared/domain/my-data';
import { activateLanguage } from '#web/lib/i18n';
import { deferred, fail, fakeApi, JOB, ok, storeWorkerSession } from './fake-api';
import { accessibilityProblems, givenStatus } from './privacy-fixtures';
import { openProfile, profilePageHooks } from './profile-fixtures';
import { renderApp } from './render-app';

profilePageHooks();

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const DATA: MyData = {
  format: 'earnlearn-my-data',
  version: 2,
  exportedAt: '2026-11-27T06:00:00.000Z',
  accountId: 7,
  profile: {
    id: 7,
    name: 'Asha Verma',
    email: 'asha@example.com',
    mobileNumber: '9876543210',
    dateOfBirth: '2003-05-17',
    googleAccountId: 'google-1234567890',
    mobileNumberVerified: true,
    smsUpdatesConsent: false,
    noticeVersion: '2026-11-01',
  },
  documents: [
    {
      kind: 'panCard',
      link: 'https://uploads.example.com/documents/7/panCard/a.png?X-Amz-Expires=600',
      linkExpiresAt: '2026-11-27T06:10:00.000Z',
    },
  ],
  applications: [
    {
      id: 3,
      title: 'Sales Intern',
      companyName: 'Acme Foods',
      status: 'SHORTLISTED',
      appliedAt: '2026-11-20T09:00:00.000Z',
      statusChanges: [
        { from: 'APPLIED', to: 'SHORTLISTED', at: '2026-11-21T10:00:00.000Z', byId: 4, byRole: 'HR' },
      ],
    },
  ],
  consent: [],
  messages: [{ channel: 'sms', kind: 'otp', at: '2026-11-19T08:00:00.000Z', to: '98******10' }],
  staffAccess: [
    {
      byId: 4,
      byRole: 'HR',
      at: '2026-11-21T09:59:00.000Z',
      readThrough: 'getInternalDataById',
      dataRead: ['contacts'],
    },
    {
      byId: 4,
      byRole: 'HR',
      at: '2026-11-21T09:58:00.000Z',
      readThrough: 'getApplicationDetails',
      dataRead: ['profile', 'documents'],
    },
  ],
  otherRecords: [
    { record: 'pendingCode', item: { number: '9876543210', wrongTries: 0, sentAt: 1_795_000_000_000 } },
    { record: 'googleSignIn', item: { accountId: 7 } },
    {
      record: 'profileSections',
      item: {
        skills: [{ code: 'SALES', level: 'intermediate' }],
        experience: [],
        certificates: [],
        availability: { hoursPerWeek: 0, days: [], from: '' },
        preferences: { jobTypes: [], places: [] },
        aboutMe: 'Good with customers.',
        spokenLanguages: ['Tamil'],
        savedAt: '2026-11-20T10:00:00.000Z',
      },
    },
  ],
  recipients: {
    companies: [{ name: 'Acme Foods', jobs: [{ id: 3, title: 'Sales Intern', appliedAt: '' }], shared: [] }],
    processors: PROCESSORS.map((processor) => ({ ...processor })),
  },
};

function openPrivacy() {
  const view = openProfile();
  view.api.set('getPrivacy', () => ok({ data: givenStatus() }));
  return view;
}

async function dataBlock() {
  const heading = await screen.findByRole('heading', { level: 3, name: 'Your data' });
  return heading.parentElement as HTMLElement;
}

/** The files the page handed the browser to save: name and JSON text. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.mocked(URL.createObjectURL).mockImplementation((blob) => {
    const url = `blob:file-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

describe('Download my data, in the Privacy section', () => {
  it('downloads the whole copy as a JSON file, says so, and links to the readable page', async () => {
    const { api, user } = openPrivacy();
    const answer = deferred<'getMyData'>();
    api.set('getMyData', () => answer.promise);
    const saved = captureDownloads();
    const block = await dataBlock();

    await user.click(within(block).getByRole('button', { name: 'Download my data' }));
    expect(within(block).getByRole('button', { name: 'Preparing your file…' })).toBeDisabled();
    answer.settle(ok({ data: DATA }));

    expect(
      await within(block).findByText('Your file earnlearn-my-data-2026-11-27.json was downloaded.'),
    ).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['earnlearn-my-data-2026-11-27.json']);
    expect(saved[0]?.blob.type).toBe('application/json');
    expect(JSON.parse(await (saved[0] as { blob: Blob }).blob.text())).toEqual(DATA);
    expect(within(block).getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(within(block).getByRole('link', { name: 'See my data on a page' })).toHaveAttribute(
      'href',
      '/profile/my-data',
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says why when the data cannot be prepared, and leaves the button ready to try again', async () => {
    const { api, user } = openPrivacy();
    api.set('getMyData', () => fail(503, 'Service unavailable'));
    const saved = captureDownloads();
    const block = await dataBlock();

    await user.click(within(block).getByRole('button', { name: 'Download my data' }));

    expect(
      await within(block).findByText('We could not prepare your data: Service unavailable Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(block).getByRole('button', { name: 'Download my data' })).toBeEnabled(),
    );
    expect(saved).toEqual([]);
  });

  it('is in Hindi when the site is', async () => {
    await act(() => activateLanguage('hi'));
    openPrivacy();
    expect(await screen.findByRole('heading', { level: 3, name: 'आपका डेटा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
  });
});

describe('/profile/my-data', () => {
  function openMyData(
    answer: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () => ok({ data: DATA }),
  ) {
    storeWorkerSession();
    fakeApi({ getMyData: answer as never });
    return renderApp('/profile/my-data');
  }

  it('shows the same data to a person: profile, documents, every status move, messages, staff access, recipients', async () => {
    openMyData();

    expect(await screen.findByRole('heading', { level: 1, name: 'My data' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Applications (1)' })).toBeInTheDocument();
    expect(screen.getAllByText('Asha Verma').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /PAN card: uploaded, open it/ })).toHaveAttribute(
      'href',
      DATA.documents[0]?.link,
    );
    expect(screen.getByText(/: New to Shortlisted, by HR$/)).toBeInTheDocument();
    expect(screen.getByText('Verification code by SMS to 98******10')).toBeInTheDocument();
    expect(
      screen.getByText(/HR \(staff number 4\): the list of applications for a job you applied to/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/HR \(staff number 4\): the hiring staff's page about your application to a job/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Acme Foods: your name, e-mail, mobile number and city, for 1 job/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Amazon Web Services \(AWS\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/profile');
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('names the employer whose person moved the application or read the data', async () => {
    const [application] = DATA.applications;
    openMyData(() =>
      ok({
        data: {
          ...DATA,
          applications: [
            {
              ...application,
              statusChanges: [
                {
                  from: 'APPLIED',
                  to: 'SHORTLISTED',
                  at: '2026-11-21T10:00:00.000Z',
                  byId: 7,
                  byRole: 'employer',
                  byOrganisation: 'Acme Foods',
                },
              ],
            },
          ],
          staffAccess: [
            {
              byId: 7,
              byRole: 'employer',
              byOrganisation: 'Acme Foods',
              at: '2026-11-21T09:59:00.000Z',
              readThrough: 'getApplicationDetails',
              dataRead: ['profile'],
            },
          ],
        },
      }),
    );

    expect(await screen.findByText(/: New to Shortlisted, by Acme Foods$/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Acme Foods, an employer you applied to \(person number 7\): the hiring staff's page about your application/,
      ),
    ).toBeInTheDocument();
  });

  it('names the channel of an application update: WhatsApp or SMS', async () => {
    const text =
      'Earnlearn: your application for Sales Intern at Acme Foods is shortlisted. See Applied Jobs for updates.';
    openMyData(() =>
      ok({
        data: {
          ...DATA,
          messages: [
            {
              channel: 'whatsapp',
              kind: 'review',
              at: '2026-11-21T10:01:00.000Z',
              to: '98******10',
              text,
            },
            { channel: 'sms', kind: 'review', at: '2026-11-20T10:01:00.000Z', to: '98******10', text },
          ],
        },
      }),
    );
    expect(await screen.findByText('Application update on WhatsApp to 98******10')).toBeInTheDocument();
    expect(screen.getByText('Application update by SMS to 98******10')).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('names every other detail in words, never as the table does, with the Google account id', async () => {
    openMyData();

    const part = (await screen.findByRole('heading', { level: 2, name: 'Everything else we hold' }))
      .parentElement as HTMLElement;
    expect(screen.getByText('Signed in with Google')).toBeInTheDocument();
    expect(screen.getByText('Yes, your Google account id: google-1234567890')).toBeInTheDocument();
    expect(within(part).getByText('Mobile number verified:').nextElementSibling).toHaveTextContent('Yes');
    expect(within(part).getByText('SMS updates about applications:').nextElementSibling).toHaveTextContent(
      'No',
    );
    expect(within(part).getByText('Privacy notice version accepted:')).toBeInTheDocument();
    expect(within(part).getByText('Verification code waiting to be entered')).toBeInTheDocument();
    expect(within(part).getByText('Your Google account, linked to your account')).toBeInTheDocument();
    expect(within(part).getByText('Wrong tries:')).toBeInTheDocument();
    // A code's send time, held as milliseconds, reads as a time.
    expect(within(part).getByText('Sent:').nextElementSibling?.textContent).toMatch(/2026/);
    // What the page shows above is not repeated, and no name is the table's.
    expect(within(part).queryByText(/googleAccountId|GOOGLE_SUB|searchWords|PANCARD_KEY|_KEY/)).toBeNull();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('shows the skills and experience in their own part, in words, and not again among the rest', async () => {
    openMyData();

    const part = await screen.findByRole('region', { name: 'Skills and experience' });
    expect(within(part).getByText('Sales · Intermediate')).toBeInTheDocument();
    expect(within(part).getByText('Good with customers.')).toBeInTheDocument();
    expect(within(part).getByText('Tamil')).toBeInTheDocument();
    const rest = screen.getByRole('region', { name: 'Everything else we hold' });
    expect(within(rest).queryByText('profileSections')).toBeNull();
  });

  it('labels the page in Hindi when the site is', async () => {
    await act(() => activateLanguage('hi'));
    openMyData();

    const part = (await screen.findByRole('heading', { level: 2, name: 'हमारे पास रखी बाकी सारी जानकारी' }))
      .parentElement as HTMLElement;
    expect(screen.getByText('Google से साइन इन')).toBeInTheDocument();
    expect(screen.getByText('हाँ, आपकी Google खाता आईडी: google-1234567890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /PAN कार्ड: अपलोड किया गया/ })).toBeInTheDocument();
    expect(within(part).getByText('मोबाइल नंबर सत्यापित:').nextElementSibling).toHaveTextContent('हाँ');
    expect(within(part).getByText('दर्ज होने की प्रतीक्षा में सत्यापन कोड')).toBeInTheDocument();
    expect(within(part).getByText('गलत प्रयास:')).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('names an application by the job’s Hindi title and the city in Devanagari on a Hindi page', async () => {
    await act(() => activateLanguage('hi'));
    storeWorkerSession();
    const hindi = {
      TITLE: 'सेल्स इंटर्न',
      LOCATION: 'हैदराबाद',
      WORK_HOURS: 'सोम-शुक्र',
      EARNINGS: '₹10,000 / माह',
      POSITION: 'इंटर्न',
      MACHINE: false,
    };
    fakeApi({
      getMyData: () => ok({ data: { ...DATA, profile: { ...DATA.profile, city: 'bhagalpur' } } }),
      getAppliedJobs: () =>
        ok({
          data: [
            {
              ...JOB,
              ID: 3,
              TITLE: 'Sales Intern',
              STATUS: 'SHORTLISTED',
              APPLIED_AT: '2026-11-20T09:00:00.000Z',
              TRANSLATIONS: { hi: hindi },
            },
          ],
        }),
    });
    renderApp('/profile/my-data');

    const applications = (await screen.findByRole('heading', { level: 2, name: /^आवेदन/ }))
      .parentElement as HTMLElement;
    expect(await within(applications).findByText('सेल्स इंटर्न')).toBeInTheDocument();
    expect(within(applications).queryByText('Sales Intern')).toBeNull();
    expect(await screen.findByText('भागलपुर')).toBeInTheDocument();
  });

  it('shows the load problem with Try again when the data does not load', async () => {
    openMyData(() => fail(503, 'Service unavailable'));

    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
