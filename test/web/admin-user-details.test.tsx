import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyApplicationStatus } from '#shared/domain/codes';
import type { ApiOutput } from '#web/lib/api';
import { ADMIN_TOKEN, currentPath, renderAdmin, rowsOf } from './admin-tables';
import { deferred, fail, fakeApi, ok } from './fake-api';

type UserDetailRow = ApiOutput<'getUserDataById'>['data'][number];

const PROFILE = {
  ID: 11,
  NAME: 'Asha Verma',
  EMAIL: 'asha@example.com',
  MOBILE_NUMBER: '9876543210',
  LOCATION: 'chennai',
  COLLEGE_NAME: 'Stella Maris College',
  ACTIVE: 1,
  VERIFIED: 1,
} as const;

type Review = UserDetailRow['REVIEWS'][number];

const RAVI = { BY_NAME: 'Ravi Kumar', BY_EMAIL: 'ravi@earnlearn.in', BY_TYPE: 'HR' } as const;
const MEERA = { BY_NAME: 'Meera Iyer', BY_EMAIL: 'meera@earnlearn.in', BY_TYPE: 'OPS' } as const;

function application(
  TITLE: string,
  STATUS: AnyApplicationStatus,
  COMPANY_NAME = 'Namma Bites',
  REVIEWS: Review[] = [],
  NOTES: UserDetailRow['NOTES'] = [],
): UserDetailRow {
  return { ...PROFILE, TITLE, STATUS, COMPANY_NAME, REVIEWS, NOTES };
}

const APPLICATIONS = [
  application('Social Media Marketing Intern', 'APPLIED'),
  application('Mathematics Tutor', 'SHORTLISTED', 'Vidya Tutors', [
    { FROM: 'APPLIED', TO: 'SHORTLISTED', AT: '2026-11-23T08:35:00.000Z', ...RAVI },
  ]),
  application('Full Stack Developer Intern', 'SELECTED', 'Pixel Pundits', [
    { FROM: 'APPLIED', TO: 'SHORTLISTED', AT: '2026-11-23T08:35:00.000Z', ...RAVI },
    { FROM: 'SHORTLISTED', TO: 'SELECTED', AT: '2026-11-24T10:00:00.000Z', ...MEERA },
  ]),
  application(
    'Delivery Partner',
    'REJECTED',
    'Swift Couriers',
    [{ FROM: 'APPLIED', TO: 'REJECTED', AT: '2026-11-25T18:45:00.000Z', ...MEERA }],
    // Staff notes, newest first.
    [
      { TEXT: 'No two-wheeler licence yet.', AT: '2026-11-25T18:40:00.000Z', ...MEERA },
      { TEXT: 'Called: keen, lives nearby.', AT: '2026-11-24T04:30:00.000Z', ...RAVI },
    ],
  ),
];

/** The user's applications `limit` at a time, the cursor carrying the offset. */
function applicationsPage(
  rows: readonly UserDetailRow[],
  input: Record<string, unknown>,
): ApiOutput<'getUserDataById'> {
  const limit = Number(input.limit);
  const offset = Number(String(input.cursor ?? 'at-0').replace('at-', ''));
  const next = offset + limit;
  return { data: rows.slice(offset, next), ...(next < rows.length ? { cursor: `at-${next}` } : {}) };
}

function details(): Record<string, string> {
  return Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('/admin/users/{id}', () => {
  it('shows the User Details card, with City as the district name and the Status and Verified texts', async () => {
    const answer = deferred<'getUserDataById'>();
    const api = fakeApi({ getUserDataById: () => answer.promise });
    renderAdmin('/admin/users/11');

    expect(screen.getByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading user details' })).toBeInTheDocument();
    answer.settle(ok({ data: APPLICATIONS }));

    await screen.findByText('Asha Verma');
    expect(details()).toEqual({
      Name: 'Asha Verma',
      'E-mail': 'asha@example.com',
      Phone: '9876543210',
      City: 'Chennai',
      College: 'Stella Maris College',
      Status: 'Active',
      Verified: 'Account Verified',
    });
    expect(api.inputsOf('getUserDataById')).toEqual([{ id: '11', limit: '50' }]);
    expect(api.calls[0]?.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('shows Inactive and Account Not Verified for a deactivated, unverified student', async () => {
    fakeApi({
      getUserDataById: () =>
        ok({
          data: [
            {
              ...PROFILE,
              ACTIVE: 0,
              VERIFIED: 0,
              LOCATION: 'new delhi',
              TITLE: null,
              STATUS: null,
              COMPANY_NAME: null,
              REVIEWS: [],
              NOTES: [],
            },
          ],
        }),
    });
    renderAdmin('/admin/users/11');

    await screen.findByText('Asha Verma');
    expect(details()).toMatchObject({ Status: 'Inactive', Verified: 'Account Not Verified' });
  });

  it('shows an application the worker withdrew as Withdrawn', async () => {
    fakeApi({ getUserDataById: () => ok({ data: [application('Data Entry Operator', 'WITHDRAWN')] }) });
    renderAdmin('/admin/users/11');

    const section = await screen.findByRole('region', { name: 'Applied Internships' });
    const table = within(section).getByRole('table', { name: 'Applied internships' });
    expect(rowsOf(table)).toEqual([
      ['Data Entry Operator', 'Namma Bites', 'Withdrawn', 'Not reviewed yet', 'No notes'],
    ]);
  });

  it('lists the applied internships with their company, status label, review trail and staff notes (India time)', async () => {
    fakeApi({ getUserDataById: () => ok({ data: APPLICATIONS }) });
    renderAdmin('/admin/users/11');

    const section = await screen.findByRole('region', { name: 'Applied Internships' });
    const table = within(section).getByRole('table', { name: 'Applied internships' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Company', 'Status', 'Reviews', 'Notes']);
    expect(rowsOf(table)).toEqual([
      ['Social Media Marketing Intern', 'Namma Bites', 'New', 'Not reviewed yet', 'No notes'],
      [
        'Mathematics Tutor',
        'Vidya Tutors',
        'Shortlisted',
        'Shortlisted by Ravi Kumar (HR), 23 Nov 2026, 14:05',
        'No notes',
      ],
      [
        'Full Stack Developer Intern',
        'Pixel Pundits',
        'Selected',
        'Shortlisted by Ravi Kumar (HR), 23 Nov 2026, 14:05Selected by Meera Iyer (OPS), 24 Nov 2026, 15:30',
        'No notes',
      ],
      [
        'Delivery Partner',
        'Swift Couriers',
        'Rejected',
        'Rejected by Meera Iyer (OPS), 26 Nov 2026, 00:15',
        'No two-wheeler licence yet.Meera Iyer (OPS, meera@earnlearn.in), 26 Nov 2026, 00:10' +
          'Called: keen, lives nearby.Ravi Kumar (HR, ravi@earnlearn.in), 24 Nov 2026, 10:00',
      ],
    ]);
    const trail = within(table).getAllByRole('list')[1] as HTMLElement;
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Shortlisted by Ravi Kumar (HR), 23 Nov 2026, 14:05',
      'Selected by Meera Iyer (OPS), 24 Nov 2026, 15:30',
    ]);
    expect(within(section).getByRole('navigation', { name: 'Applied internships pages' })).toHaveTextContent(
      'Page 1 of 1',
    );
  });

  it('shows an empty line, not a row, for a student with no applications (TITLE null)', async () => {
    fakeApi({
      getUserDataById: () =>
        ok({ data: [{ ...PROFILE, TITLE: null, STATUS: null, COMPANY_NAME: null, REVIEWS: [], NOTES: [] }] }),
    });
    renderAdmin('/admin/users/11');

    const section = await screen.findByRole('region', { name: 'Applied Internships' });
    expect(within(section).getByText('No applied internships yet.')).toBeInTheDocument();
    expect(rowsOf(within(section).getByRole('table'))).toEqual([['No applied internships yet.']]);
  });

  it('pages through the applications by cursor, keeping the card, and asks the chosen page size', async () => {
    const many = Array.from({ length: 25 }, (_, i) => application(`Internship ${i + 1}`, 'APPLIED'));
    const api = fakeApi({ getUserDataById: (input) => ok(applicationsPage(many, input)) });
    const { user } = renderAdmin('/admin/users/11');
    const section = await screen.findByRole('region', { name: 'Applied Internships' });
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Items per page' }), '10');
    const table = within(section).getByRole('table');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));

    await user.click(within(section).getByRole('button', { name: 'Next page' }));
    await within(section).findByText('Page 2');
    await waitFor(() =>
      expect(rowsOf(table)[0]).toEqual([
        'Internship 11',
        'Namma Bites',
        'New',
        'Not reviewed yet',
        'No notes',
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    expect(details().Name).toBe('Asha Verma');

    await user.click(within(section).getByRole('button', { name: 'Last page' }));
    await within(section).findByText('Page 3 of 3');
    await waitFor(() =>
      expect(rowsOf(table).map((cells) => cells[0])).toEqual(many.slice(20).map((a) => a.TITLE)),
    );

    await user.click(within(section).getByRole('button', { name: 'First page' }));
    await within(section).findByText('Page 1');
    await waitFor(() =>
      expect(rowsOf(table)[0]).toEqual([
        'Internship 1',
        'Namma Bites',
        'New',
        'Not reviewed yet',
        'No notes',
      ]),
    );
    expect(api.inputsOf('getUserDataById')).toEqual([
      { id: '11', limit: '50' },
      { id: '11', limit: '10' },
      { id: '11', limit: '10', cursor: 'at-10' },
      { id: '11', limit: '10', cursor: 'at-20' },
      // Back on the first page, which the card also reads: asked for again, once.
      { id: '11', limit: '10' },
    ]);
  });

  it('says so when no user has the id', async () => {
    fakeApi({ getUserDataById: () => ok({ data: [] }) });
    renderAdmin('/admin/users/77');

    expect(await screen.findByText('No user with ID 77 was found.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applied Internships' })).not.toBeInTheDocument();
  });

  it('stops the progress bar silently when the load fails', async () => {
    fakeApi({ getUserDataById: () => fail(500, 'Boom') });
    renderAdmin('/admin/users/11');
    expect(screen.getByRole('progressbar', { name: 'Loading user details' })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.queryByText(/No user/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leads back to the users list', async () => {
    fakeApi({ getUserDataById: () => ok({ data: APPLICATIONS }) });
    const { user } = renderAdmin('/admin/users/11');

    await user.click(screen.getByRole('link', { name: 'All users' }));

    await waitFor(() => expect(currentPath()).toBe('/admin/users'));
  });
});
