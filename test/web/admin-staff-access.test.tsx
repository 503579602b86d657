/**
 * Staff access on the admin's user detail (DPDP Rule 6), from getUserDataById's `staffAccess`: who read
 * the student's personal data, when and through which screen, newest first as the server sends them. English,
 * as the admin area is.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { renderAdmin } from './admin-tables';
import { fakeApi, ok } from './fake-api';
import { accessibilityProblems } from './privacy-fixtures';

type UserDetailRow = ApiOutput<'getUserDataById'>['data'][number];

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

async function accessCard(staffAccess: ApiOutput<'getUserDataById'>['staffAccess']) {
  fakeApi({ getUserDataById: () => ok({ data: [ROW], ...(staffAccess ? { staffAccess } : {}) }) });
  renderAdmin('/admin/users/11');
  await screen.findByText('Asha Verma');
  const heading = screen.queryByRole('heading', { level: 2, name: 'Staff access' });
  return heading ? (heading.closest('section') as HTMLElement) : undefined;
}

describe('/admin/users/{id}, Staff access', () => {
  it('lists who read the student’s data, when and through what, in the order the server sends (newest first)', async () => {
    const card = await accessCard([
      {
        byId: 4,
        byRole: 'HR',
        at: '2026-11-27T05:30:00.000Z',
        what: 'getInternalDataById',
        data: ['contacts', 'applications'],
      },
      {
        byId: 4,
        byRole: 'HR',
        at: '2026-11-27T05:20:00.000Z',
        what: 'getApplicationDetails',
        data: ['profile', 'contacts', 'applications', 'documents'],
      },
      {
        byId: 1,
        byRole: 'admin',
        at: '2026-11-26T04:00:00.000Z',
        what: 'getUserDataById',
        data: ['profile', 'contacts'],
      },
    ]);

    const rows = within(card as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['27 Nov 2026, 11:00', 'HR #4', "A job's applications list (HR/OPS): contacts, applications"],
      [
        '27 Nov 2026, 10:50',
        'HR #4',
        'One application opened (HR/OPS): profile, contacts, applications, documents',
      ],
      ['26 Nov 2026, 09:30', 'admin #1', 'User details (admin): profile, contacts'],
    ]);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says so when nothing is recorded yet', async () => {
    const card = await accessCard([]);
    expect(within(card as HTMLElement).getByText('No staff access recorded yet.')).toBeInTheDocument();
  });
});
