/**
 * The admin's Reported jobs screen: the queue as the server orders it (oldest report first) with its reasons
 * counted, the workers' texts and which jobs are paused; dismissing or closing is confirmed first, sent, and
 * the queue read again.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { ReportedJobsPage } from '../../web/src/features/admin/reports/ReportedJobsPage';
import { ADMIN_TOKEN, rowsOf } from './admin-tables';
import { fakeApi, ok } from './fake-api';
import { accessibilityProblems } from './privacy-fixtures';
import { renderWithProviders } from './render-app';

type Row = ApiOutput<'getReportedJobs'>['data'][number];

const PAUSED: Row = {
  id: 11,
  title: 'Typing work from home',
  companyName: 'Quick Earn',
  firstReportedAt: '2026-11-20T06:00:00.000Z',
  reporters: 3,
  reasons: { asksForMoney: 2, fake: 0, misleadingPay: 0, harassment: 0, other: 1 },
  paused: true,
  texts: ['They want a registration fee of 500 rupees.'],
};
const LIVE: Row = {
  ...PAUSED,
  id: 12,
  title: 'Café helper',
  companyName: 'Bean There',
  firstReportedAt: '2026-11-28T06:00:00.000Z',
  reporters: 1,
  reasons: { asksForMoney: 0, fake: 0, misleadingPay: 1, harassment: 0, other: 0 },
  paused: false,
  texts: [],
};

function renderQueue(queue: () => Row[]) {
  sessionStorage.setItem('role', btoa('admin'));
  sessionStorage.setItem('staffToken', ADMIN_TOKEN);
  const api = fakeApi({
    getReportedJobs: () => ok({ data: queue() }),
    decideReportedJob: () => ok({ success: true }),
  });
  return {
    api,
    ...renderWithProviders(
      <Routes>
        <Route path="/admin/reported-jobs" element={<ReportedJobsPage />} />
      </Routes>,
      '/admin/reported-jobs',
    ),
  };
}

describe('/admin/reported-jobs', () => {
  it('lists the reported jobs as the server orders them, reasons counted, texts shown, paused marked', async () => {
    renderQueue(() => [PAUSED, LIVE]);

    const table = await screen.findByRole('table', { name: 'reported jobs' });
    await within(table).findByText('Typing work from home, Quick Earn');
    expect(rowsOf(table).map((row) => [row[0], row[2], row[3], row[4]])).toEqual([
      [
        'Typing work from home, Quick Earn',
        '3',
        'Asks for money 2, Other 1They want a registration fee of 500 rupees.',
        'Paused',
      ],
      ['Café helper, Bean There', '1', 'Misleading pay 1', 'Live'],
    ]);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('dismisses the reports once confirmed, and reads the queue again', async () => {
    let queue = [PAUSED, LIVE];
    const { api, user } = renderQueue(() => queue);
    const table = await screen.findByRole('table', { name: 'reported jobs' });
    await within(table).findByText('Typing work from home, Quick Earn');

    await user.click(within(table).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {
      name: 'Dismiss the reports of Typing work from home?',
    });
    expect(dialog).toHaveTextContent('the job is live again');
    expect(api.inputsOf('decideReportedJob')).toEqual([]);
    queue = [LIVE];
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await within(table).findByText('Café helper, Bean There')).toBeInTheDocument();
    await expect.poll(() => within(table).queryByText('Typing work from home, Quick Earn')).toBeNull();
    expect(api.inputsOf('decideReportedJob')).toEqual([{ id: 11, decision: 'dismiss' }]);
  });

  it('closes a job once confirmed', async () => {
    const { api, user } = renderQueue(() => [LIVE]);
    const table = await screen.findByRole('table', { name: 'reported jobs' });
    await within(table).findByText('Café helper, Bean There');

    await user.click(within(table).getByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Café helper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));

    await expect.poll(() => api.inputsOf('decideReportedJob')).toEqual([{ id: 12, decision: 'close' }]);
  });
});
