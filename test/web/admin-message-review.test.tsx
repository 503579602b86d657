/**
 * The admin's Messages screen (decision 603): the held and reported thread messages as the server orders them
 * (newest first), each with its text, the rules it broke explained, the writer and the job; a held message is
 * released or removed, a reported one removed or its report dismissed, each confirmed first, then sent.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RULES } from '#shared/domain/moderation/rules';
import type { ApiOutput } from '#web/lib/api';
import { MessageReviewPage } from '../../web/src/features/admin/messages/MessageReviewPage';
import { ADMIN_TOKEN, rowsOf } from './admin-tables';
import { fakeApi, ok } from './fake-api';
import { accessibilityProblems } from './privacy-fixtures';
import { renderWithProviders } from './render-app';

type Row = ApiOutput<'getMessageReviewQueue'>['data'][number];

const RULE = [...RULES.keys()][0] as string;

const HELD: Row = {
  userId: 41,
  jobId: 7,
  messageId: '2026-12-03T10:00:00.000Z#0a1b2c3d',
  at: '2026-12-03T10:00:00.000Z',
  text: 'Pay the kit charges to sunrise.hr@okaxis before joining.',
  heldRules: [RULE],
  held: true,
  by: { name: 'Ravi Kumar', type: 'employer', organisationName: 'Sunrise Foods' },
  job: { title: 'Packing helper', companyName: 'Sunrise Foods' },
};
const REPORTED: Row = {
  userId: 42,
  jobId: 8,
  messageId: '2026-12-02T10:00:00.000Z#0a1b2c3e',
  at: '2026-12-02T10:00:00.000Z',
  text: 'Come to the office on Monday.',
  heldRules: [],
  held: false,
  reportedAt: '2026-12-02T11:00:00.000Z',
  by: { name: 'Asha Rao', type: 'HR' },
  job: { title: 'Café helper', companyName: 'Bean There' },
};

function renderQueue(queue: () => Row[]) {
  sessionStorage.setItem('role', btoa('admin'));
  sessionStorage.setItem('staffToken', ADMIN_TOKEN);
  const api = fakeApi({
    getMessageReviewQueue: () => ok({ data: queue() }),
    decideMessageReview: () => ok({ success: true }),
  });
  return {
    api,
    ...renderWithProviders(
      <Routes>
        <Route path="/admin/messages" element={<MessageReviewPage />} />
      </Routes>,
      '/admin/messages',
    ),
  };
}

describe('/admin/messages', () => {
  it('lists the messages as the server orders them, with the rules explained, the writer and the job', async () => {
    renderQueue(() => [HELD, REPORTED]);
    const table = await screen.findByRole('table', { name: 'messages in review' });
    await within(table).findByText(HELD.text);
    const rows = rowsOf(table);
    expect(rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      [HELD.text, 'Ravi Kumar, Employer, Sunrise Foods', 'Packing helper, Sunrise Foods'],
      [REPORTED.text, 'Asha Rao, HR', 'Café helper, Bean There'],
    ]);
    expect(rows[0]?.[1]).toContain('Held');
    expect(rows[0]?.[1]).toContain(RULES.get(RULE)?.explanation ?? '');
    expect(rows[1]?.[1]).toContain('Reported by the applicant');
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Release', 'Remove', 'Remove', 'Dismiss report']);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('releases a held message once confirmed, and reads the queue again', async () => {
    let queue = [HELD, REPORTED];
    const { api, user } = renderQueue(() => queue);
    const table = await screen.findByRole('table', { name: 'messages in review' });
    await within(table).findByText(HELD.text);

    await user.click(within(table).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Release: the message about Packing helper?',
    });
    expect(dialog).toHaveTextContent('The applicant reads the message');
    expect(api.inputsOf('decideMessageReview')).toEqual([]);
    queue = [REPORTED];
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));

    await expect.poll(() => within(table).queryByText(HELD.text)).toBeNull();
    expect(api.inputsOf('decideMessageReview')).toEqual([
      { userId: 41, jobId: 7, messageId: HELD.messageId, decision: 'release' },
    ]);
  });

  it('dismisses a report once confirmed', async () => {
    const { api, user } = renderQueue(() => [REPORTED]);
    const table = await screen.findByRole('table', { name: 'messages in review' });
    await within(table).findByText(REPORTED.text);
    await user.click(within(table).getByRole('button', { name: 'Dismiss report' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Dismiss report: the message about Café helper?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    await expect
      .poll(() => api.inputsOf('decideMessageReview'))
      .toEqual([{ userId: 42, jobId: 8, messageId: REPORTED.messageId, decision: 'dismiss' }]);
  });
});
