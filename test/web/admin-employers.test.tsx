/**
 * The admin's employer screens: the Verifications queue (as the server orders it, Verify confirmed, Refuse
 * needing a reason, a 409 shown), the Employers list (name, city, level badge, status, members, created) and
 * an organisation's page (details, members, the registry's answer, the certificate's link, its jobs, reports and
 * limits, the audit trail, Suspend with a reason); axe finds nothing.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { employerCheckMessages } from '#shared/domain/employer-checks';
import type { ApiOutput } from '#web/lib/api';
import { EmployerDetailsPage } from '../../web/src/features/admin/employers/EmployerDetailsPage';
import { EmployersPage } from '../../web/src/features/admin/employers/EmployersPage';
import { VerificationsPage } from '../../web/src/features/admin/employers/VerificationsPage';
import { ADMIN_TOKEN } from './admin-tables';
import { type Answer, fail, fakeApi, ok } from './fake-api';
import { accessibilityProblems } from './privacy-fixtures';
import { renderWithProviders } from './render-app';

type QueueRow = ApiOutput<'getVerificationQueue'>['data'][number];
type Detail = ApiOutput<'getEmployerOrganisation'>;

const FRESH: QueueRow = {
  id: 'AAAAAAAAAAAAAAA1',
  legalName: 'Hyderabad Fresh Foods Private Limited',
  brandName: 'Fresh Basket',
  city: 'hyderabad-telangana',
  registrationKind: 'gstin',
  registrationNumber: '36AABCE4321K1ZT',
  level: 'domainMatches',
  submittedAt: '2026-11-20T06:00:00.000Z',
};
const TUTORS: QueueRow = {
  ...FRESH,
  id: 'AAAAAAAAAAAAAAA2',
  legalName: 'Brightpath Tutors Private Limited',
  brandName: 'Brightpath',
  level: 'emailConfirmed',
  submittedAt: '2026-11-28T06:00:00.000Z',
};

const DETAIL: Detail = {
  organisation: {
    id: FRESH.id,
    legalName: FRESH.legalName,
    brandName: 'Fresh Basket',
    website: 'https://freshbasket.in',
    city: 'hyderabad-telangana',
    address: '1 Road No. 12, Banjara Hills',
    industry: 'retail',
    size: '11-50',
    registrationKind: 'gstin',
    registrationNumber: FRESH.registrationNumber,
    contactName: 'Priya Raman',
    contactRole: 'HR manager',
    status: 'active',
    verification: {
      emailConfirmed: true,
      domainMatches: true,
      documents: 'pending',
      submittedAt: FRESH.submittedAt,
    },
    level: 'domainMatches',
    createdAt: '2026-11-19T06:00:00.000Z',
  },
  members: [
    {
      memberId: 7,
      name: 'Priya Raman',
      email: 'priya@freshbasket.in',
      role: 'owner',
      joinedAt: '2026-11-19T06:00:00.000Z',
    },
  ],
  certificate: { kind: 'gstin', submittedAt: FRESH.submittedAt },
  registry: {
    outcome: 'found',
    legalName: 'Hyderabad Fresh Foods Private Limited',
    tradeName: 'Fresh Basket',
    status: 'Active',
    active: true,
    registeredOn: '01/07/2017',
    legalNameMatches: true,
  },
  audit: [
    {
      at: '2026-11-21T06:00:00.000Z',
      action: 'certificateOpened',
      by: { id: 1, email: 'admin@earnlearn.in' },
    },
  ],
  jobs: { data: [], more: false },
  reports: {
    reports: 0,
    direct: 0,
    reasons: { asksForMoney: 0, fake: 0, misleadingPay: 0, harassment: 0, other: 0 },
  },
  limits: {
    active: { used: 0, allowed: 2 },
    postingsToday: { used: 0, allowed: 5 },
    applicantsToday: { used: 7, allowed: 25 },
  },
};

/** The same organisation with jobs, one of them reported and paused, and limits partly used. */
const ACTIVE_DETAIL: Detail = {
  ...DETAIL,
  jobs: {
    data: [
      {
        id: 41,
        title: 'Delivery partner',
        state: 'closed',
        status: 'CLOSED',
        applicants: 6,
        postedAt: '2026-11-25T06:00:00.000Z',
        reports: { reporters: 3, paused: true },
      },
      {
        id: 40,
        title: 'Store assistant',
        state: 'inReview',
        status: 'CLOSED',
        postedAt: '2026-11-24T06:00:00.000Z',
      },
    ],
    more: true,
  },
  reports: {
    reports: 4,
    direct: 1,
    lastAt: '2026-11-26T06:00:00.000Z',
    reasons: { asksForMoney: 3, fake: 1, misleadingPay: 0, harassment: 0, other: 0 },
  },
  limits: { active: { used: 1, allowed: 2 }, postingsToday: { used: 2 }, applicantsToday: { used: 30 } },
};

function signIn() {
  sessionStorage.setItem('role', btoa('admin'));
  sessionStorage.setItem('staffToken', ADMIN_TOKEN);
}

describe('/admin/verifications', () => {
  it('lists the documents oldest first as the server orders them, with their level badges', async () => {
    signIn();
    fakeApi({ getVerificationQueue: () => ok({ data: [FRESH, TUTORS] }) });
    renderWithProviders(
      <Routes>
        <Route path="/admin/verifications" element={<VerificationsPage />} />
      </Routes>,
      '/admin/verifications',
    );
    const table = await screen.findByRole('table', { name: 'Documents waiting for a check' });
    await within(table).findByText('Fresh Basket');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Fresh Basket',
      'Brightpath',
    ]);
    expect(rows[0]).toHaveTextContent('Work e-mail matches its website');
    expect(rows[0]).toHaveTextContent('GST registration certificate, 36AABCE4321K1ZT');
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('asks for a reason before refusing, sends it, and shows a decision someone made first', async () => {
    signIn();
    let answer: () => Answer<'decideVerification'> = () => ok({ success: true });
    const api = fakeApi({
      getVerificationQueue: () => ok({ data: [FRESH] }),
      decideVerification: () => answer(),
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/verifications" element={<VerificationsPage />} />
      </Routes>,
      '/admin/verifications',
    );
    await user.click(await screen.findByRole('button', { name: 'Refuse: Fresh Basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the documents of Fresh Basket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText(employerCheckMessages.reason)).toBeVisible();
    expect(api.inputsOf('decideVerification')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'The certificate is for another GSTIN.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await expect
      .poll(() => api.inputsOf('decideVerification'))
      .toEqual([{ id: FRESH.id, decision: 'refuse', reason: 'The certificate is for another GSTIN.' }]);

    answer = () => fail(409, employerCheckMessages.alreadyDecided);
    await user.click(await screen.findByRole('button', { name: 'Verify: Fresh Basket' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify Fresh Basket?' });
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(employerCheckMessages.alreadyDecided);
  });
});

describe('/admin/employers', () => {
  it('lists name, city, level, status, members and created', async () => {
    signIn();
    fakeApi({
      getEmployerOrganisations: () =>
        ok({
          data: [
            {
              id: FRESH.id,
              legalName: FRESH.legalName,
              brandName: 'Fresh Basket',
              city: 'hyderabad-telangana',
              level: 'documentsChecked',
              documents: 'checked',
              status: 'suspended',
              members: 3,
              createdAt: '2026-11-19T06:00:00.000Z',
            },
          ],
        }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/employers" element={<EmployersPage />} />
      </Routes>,
      '/admin/employers',
    );
    const table = await screen.findByRole('table', { name: 'Employers' });
    const row = (await within(table).findByText('Fresh Basket')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Hyderabad');
    expect(row).toHaveTextContent('Verified: documents checked');
    expect(row).toHaveTextContent('Suspended');
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('3');
    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe('/admin/employers/:id', () => {
  function renderDetail(detail: Detail = DETAIL) {
    signIn();
    const api = fakeApi({
      getEmployerOrganisation: () => ok(detail),
      suspendEmployer: () => ok({ success: true }),
    });
    return {
      api,
      ...renderWithProviders(
        <Routes>
          <Route path="/admin/employers/:id" element={<EmployerDetailsPage />} />
        </Routes>,
        `/admin/employers/${FRESH.id}`,
      ),
    };
  }

  it('shows the details, the members, the registry answer, the certificate and the audit trail', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Fresh Basket', level: 1 })).toBeVisible();
    expect(screen.getByText(/Legal name: Hyderabad Fresh Foods Private Limited \(matches\)/)).toBeVisible();
    expect(screen.getByText(/priya@freshbasket.in/)).toBeVisible();
    expect(screen.getByText(/Certificate opened by admin@earnlearn.in/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open the certificate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeVisible();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it("shows its jobs (state, applicants, reports, each linked to the admin's job page), its reports and limits", async () => {
    renderDetail(ACTIVE_DETAIL);
    const table = await screen.findByRole('table', { name: 'Jobs of the employer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Delivery partner', 'Closed', '6', expect.any(String), '3 reporters, paused'],
      ['Store assistant', 'In review', 'Not counted', expect.any(String), 'None'],
    ]);
    expect(within(table).getByRole('link', { name: 'Store assistant' })).toHaveAttribute(
      'href',
      '/admin/posted-jobs/40',
    );
    expect(screen.getByText(/The newest 2 jobs, newest first: the employer has more/)).toBeVisible();

    const reports = screen.getByRole('region', { name: 'Reports' });
    expect(within(reports).getByText('Reports of the employer and its jobs').nextSibling).toHaveTextContent(
      '4',
    );
    expect(within(reports).getByText('Asks for money 3, Fake 1')).toBeVisible();
    expect(within(reports).getByRole('link', { name: 'Delivery partner' })).toHaveAttribute(
      'href',
      '/admin/reported-jobs',
    );

    const limits = screen.getByRole('region', { name: 'Limits now' });
    expect(within(limits).getByText('Jobs live or in review').nextSibling).toHaveTextContent('1 of 2');
    expect(within(limits).getByText('Jobs posted today').nextSibling).toHaveTextContent('2 (no limit)');
    expect(within(limits).getByText('Applicants opened today').nextSibling).toHaveTextContent(
      '30 (no limit)',
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says an organisation without jobs has none, and no reports', async () => {
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Jobs of the employer' });
    expect(within(table).getByText('No jobs yet.')).toBeVisible();
    const limits = screen.getByRole('region', { name: 'Limits now' });
    expect(within(limits).getByText('Jobs posted today').nextSibling).toHaveTextContent('0 of 5');
    expect(within(limits).getByText('Applicants opened today').nextSibling).toHaveTextContent('7 of 25');
  });

  it('suspends with the reason the members read', async () => {
    const { api, user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Fresh Basket?' });
    await user.type(within(dialog).getByRole('textbox'), 'Workers reported fee demands.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect
      .poll(() => api.inputsOf('suspendEmployer'))
      .toEqual([{ id: FRESH.id, reason: 'Workers reported fee demands.' }]);
  });
});
