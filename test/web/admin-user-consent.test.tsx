/**
 * The student's consent on the admin's user detail, from getUserDataById's `privacy`: where it
 * stands, the notice version accepted and when, SMS updates, and for a student under 18 the parent and when they
 * consented (or that they have not yet). English, as the admin area is.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { renderAdmin } from './admin-tables';
import { fakeApi, ok } from './fake-api';

type UserDetailRow = ApiOutput<'getUserDataById'>['data'][number];
type StaffPrivacy = NonNullable<ApiOutput<'getUserDataById'>['privacy']>;

const ROW: UserDetailRow = {
  ID: 11,
  NAME: 'Asha Verma',
  EMAIL: 'asha@example.com',
  MOBILE_NUMBER: '9876543210',
  LOCATION: 'chennai',
  COLLEGE_NAME: 'Stella Maris College',
  ACTIVE: 1,
  VERIFIED: 1,
  TITLE: null,
  STATUS: null,
  COMPANY_NAME: null,
  REVIEWS: [],
  NOTES: [],
};

const PARENT = {
  name: 'Sunita Verma',
  mobile: '98******10',
  sentAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
};

async function consentCard(privacy: StaffPrivacy | undefined) {
  fakeApi({ getUserDataById: () => ok({ data: [ROW], ...(privacy ? { privacy } : {}) }) });
  renderAdmin('/admin/users/11');
  await screen.findByText('Asha Verma');
  const heading = screen.queryByRole('heading', { level: 2, name: 'Consent' });
  if (!heading) return undefined;
  const card = heading.closest('section') as HTMLElement;
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('/admin/users/{id}, Consent', () => {
  it("shows an adult's consent: given, the version and date accepted, SMS updates", async () => {
    expect(
      await consentCard({
        state: 'given',
        acceptedVersion: '2026-11-25',
        acceptedAt: '2026-11-25T10:00:00.000Z',
        smsUpdates: true,
        minor: false,
      }),
    ).toEqual({
      Consent: 'Given',
      'Privacy notice accepted': 'Version 2026-11-25, on 25 November 2026',
      'SMS updates': 'Yes',
      'Under 18': 'No',
    });
  });

  it('shows WhatsApp updates for a worker who opted in to WhatsApp, and nothing for others', async () => {
    expect(
      await consentCard({
        state: 'given',
        acceptedVersion: '2026-11-25',
        acceptedAt: '2026-11-25T10:00:00.000Z',
        smsUpdates: false,
        whatsapp: true,
        minor: false,
      }),
    ).toEqual({
      Consent: 'Given',
      'Privacy notice accepted': 'Version 2026-11-25, on 25 November 2026',
      'SMS updates': 'No',
      'WhatsApp updates': 'Yes',
      'Under 18': 'No',
    });
  });

  it('shows that a parent consented for a minor, and when', async () => {
    expect(
      await consentCard({
        state: 'given',
        acceptedVersion: '2026-11-25',
        acceptedAt: '2026-11-21T09:00:00.000Z',
        smsUpdates: false,
        minor: true,
        parent: { ...PARENT, consentedAt: '2026-11-21T09:00:00.000Z' },
      }),
    ).toMatchObject({
      'Under 18': 'Yes',
      'SMS updates': 'No',
      'Parent or guardian': 'Sunita Verma, 98******10',
      'Parent consented': 'On 21 November 2026',
    });
  });

  it("shows a minor's parent consent as pending, with when the link went and expires", async () => {
    expect(
      await consentCard({
        state: 'parentPending',
        acceptedVersion: '',
        acceptedAt: '',
        smsUpdates: false,
        minor: true,
        parent: PARENT,
      }),
    ).toMatchObject({
      Consent: "Waiting for a parent's or guardian's consent",
      'Privacy notice accepted': 'Not yet',
      'Parent consented': 'Pending: link sent on 20 November 2026, expires on 27 November 2026',
    });
  });

  it('shows no Consent card when the answer has none', async () => {
    expect(await consentCard(undefined)).toBeUndefined();
  });
});
