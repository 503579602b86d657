/**
 * The admin's Grievances screens and Privacy screen: the open list by view with each
 * row's due state, one grievance with its text and replies, a reply (saying how the worker was told) and
 * closing it, a refusal leaving the form as it was, and the privacy overview's counts.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { GrievanceDetailsPage } from '../../web/src/features/admin/privacy/GrievanceDetailsPage';
import { GrievancesPage } from '../../web/src/features/admin/privacy/GrievancesPage';
import { PrivacyPage } from '../../web/src/features/admin/privacy/PrivacyPage';
import { ADMIN_TOKEN, rowsOf } from './admin-tables';
import { fail, fakeApi, ok } from './fake-api';
import { accessibilityProblems } from './privacy-fixtures';
import { renderWithProviders } from './render-app';

/** The three pages at their routes, with an admin's session stored. */
function renderAdmin(path: string) {
  sessionStorage.setItem('role', btoa('admin'));
  sessionStorage.setItem('staffToken', ADMIN_TOKEN);
  return renderWithProviders(
    <Routes>
      <Route path="/admin/grievances" element={<GrievancesPage />} />
      <Route path="/admin/grievances/:id" element={<GrievanceDetailsPage />} />
      <Route path="/admin/privacy" element={<PrivacyPage />} />
    </Routes>,
    path,
  );
}

type Detail = ApiOutput<'getGrievanceById'>['data'];

const ROW = {
  id: '7-3fa8c901',
  userId: 7,
  category: 'sharing' as const,
  raisedAt: '2026-09-01T06:00:00.000Z',
  dueAt: '2026-11-30T06:00:00.000Z',
  state: 'dueSoon' as const,
  replies: 0,
};
const OVERDUE = {
  ...ROW,
  id: '9-00000001',
  userId: 9,
  dueAt: '2026-11-01T06:00:00.000Z',
  state: 'overdue' as const,
};

const DETAIL: Detail = {
  ...ROW,
  text: 'कौन सी कंपनियों को मेरा नंबर मिला?',
  workerName: 'Asha Verma',
  language: 'hi',
  thread: [],
};

describe('/admin/grievances', () => {
  it('lists open grievances with their due state, and each view asks for its own', async () => {
    const api = fakeApi({
      getGrievances: (input) =>
        ok({ data: (input as { view: string }).view === 'overdue' ? [OVERDUE] : [ROW, OVERDUE] }),
    });
    const { user } = renderAdmin('/admin/grievances');
    const table = await screen.findByRole('table', { name: 'open grievances' });
    await within(table).findByText('7-3fa8c901');
    expect(rowsOf(table).map((row) => [row[0], row[1], row[4]])).toEqual([
      ['7-3fa8c901', 'Who my data was shared with', 'Due soon'],
      ['9-00000001', 'Who my data was shared with', 'Overdue'],
    ]);
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Overdue' }));
    const overdue = await screen.findByRole('table', { name: 'overdue grievances' });
    await within(overdue).findByText('9-00000001');
    expect(api.inputsOf('getGrievances').map((input) => input.view)).toEqual(['open', 'overdue']);
  });
});

describe('/admin/grievances/{reference}', () => {
  it('shows the text and language, sends a reply and says the worker was told by SMS', async () => {
    const replied: Detail = {
      ...DETAIL,
      replies: 1,
      thread: [
        { at: '2026-11-27T06:00:00.000Z', text: 'Only the two companies you applied to.', byStaffId: 1 },
      ],
    };
    const api = fakeApi({
      getGrievanceById: () => ok({ data: DETAIL }),
      answerGrievance: () => ok({ data: replied, notified: 'sms' }),
    });
    const { user } = renderAdmin('/admin/grievances/7-3fa8c901');
    expect(await screen.findByText('कौन सी कंपनियों को मेरा नंबर मिला?')).toBeInTheDocument();
    expect(screen.getByText('हिन्दी')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Please write a reply')).toBeInTheDocument();
    expect(api.inputsOf('answerGrievance')).toEqual([]);

    await user.type(
      screen.getByRole('textbox', { name: /Reply to the worker/ }),
      'Only the two companies you applied to.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent. The worker was told by SMS.')).toBeInTheDocument();
    expect(await screen.findByText('Only the two companies you applied to.')).toBeInTheDocument();
    expect(api.inputsOf('answerGrievance')).toEqual([
      { id: '7-3fa8c901', action: 'reply', text: 'Only the two companies you applied to.' },
    ]);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('closes the grievance, and keeps the form with the reason when a reply is refused', async () => {
    const api = fakeApi({
      getGrievanceById: () => ok({ data: DETAIL }),
      answerGrievance: () => fail(409, 'This concern is closed.'),
    });
    const { user } = renderAdmin('/admin/grievances/7-3fa8c901');
    const box = await screen.findByRole('textbox', { name: /Reply to the worker/ });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Not done: This concern is closed.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');

    api.set('answerGrievance', () =>
      ok({ data: { ...DETAIL, state: 'closed', closedAt: '2026-11-27T07:00:00.000Z' }, notified: 'none' }),
    );
    await user.click(screen.getByRole('button', { name: 'Close grievance' }));
    expect(await screen.findByText('The grievance is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });

  it('says when there is no such grievance', async () => {
    fakeApi({ getGrievanceById: () => fail(404, 'There is no concern 7-00000000.') });
    renderAdmin('/admin/grievances/7-00000000');
    expect(await screen.findByText('No grievance 7-00000000 was found.')).toBeInTheDocument();
  });
});

describe('/admin/privacy', () => {
  it('shows the requests of the last 30 days, the open grievances and the notice in force', async () => {
    fakeApi({
      getPrivacyOverview: () =>
        ok({
          since: '2026-10-29',
          requests: { export: 3, erasure: 1, withdrawal: 2, correction: 0, grievance: 4 },
          grievances: { open: 2, dueSoon: 1, overdue: 1 },
          noticeVersion: '2026-11-25',
          noticeEffectiveFrom: '2026-11-25',
        }),
      getGrievances: () => ok({ data: [ROW, OVERDUE] }),
    });
    renderAdmin('/admin/privacy');
    const requests = await screen.findByRole('region', { name: 'Requests in the last 30 days' });
    expect(await within(requests).findByText('Withdrawals of consent')).toBeInTheDocument();
    const facts = Object.fromEntries(
      within(requests)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'Data exports': '3',
      'Withdrawals of consent': '2',
      'Grievances raised': '4',
    });
    const open = screen.getByRole('region', { name: 'Open grievances by due date' });
    expect(
      within(open)
        .getAllByRole('term')
        .find((term) => term.textContent === 'Overdue')?.nextElementSibling?.textContent,
    ).toBe('1');
    expect(await within(open).findByText('9-00000001')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Privacy notice in force' })).toHaveTextContent('2026-11-25');
    expect(await accessibilityProblems()).toEqual([]);
  });
});
