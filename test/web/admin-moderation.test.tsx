/**
 * The admin's Moderation screen: the jobs in review as the server orders them (oldest first), each hit
 * explained with its rule, language and words, the job's texts to read; approving is confirmed, rejecting and
 * asking for changes need a reason; a decision someone made first is shown and the queue read again; a suspended
 * employer's job is marked and cannot be approved, and the server's refusal to approve one is shown; an empty
 * queue says so; axe finds nothing.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { employerCheckMessages } from '#shared/domain/employer-checks';
import { moderationMessages } from '#shared/domain/moderation/decisions';
import type { ApiOutput } from '#web/lib/api';
import { ModerationPage } from '../../web/src/features/admin/moderation/ModerationPage';
import { ADMIN_TOKEN } from './admin-tables';
import { type Answer, fail, fakeApi, ok } from './fake-api';
import { accessibilityProblems } from './privacy-fixtures';
import { renderWithProviders } from './render-app';

type Row = ApiOutput<'getModerationQueue'>['data'][number];

const FEE: Row = {
  id: 21,
  title: 'Typing work from home',
  companyName: 'Quick Earn',
  poster: { id: 900, email: 'hr@quickearn.example' },
  submittedAt: '2026-11-20T06:00:00.000Z',
  version: 2,
  rulesVersion: '2026-12-02.1',
  employerSuspended: false,
  hits: [
    {
      rule: 'money.registrationFee',
      kind: 'asksForMoney',
      field: 'translations.hi.description',
      language: 'hi',
      match: 'रजिस्ट्रेशन फीस',
      explanation: 'Asks the worker for a registration fee.',
    },
  ],
  job: {
    ID: 21,
    TITLE: 'Typing work from home',
    COMPANY_NAME: 'Quick Earn',
    LOGO_LINK: '/logos/quick-earn.png',
    LOCATION: 'Pune',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '2 hours a day',
    EARNINGS: '₹30,000 a month',
    POSITION: 'Typist',
    POSTED_AT: '2026-11-20T06:00:00.000Z',
    STATUS: 'CLOSED',
    DESCRIPTION: 'Type pages at home and earn daily.',
    ROLES_AND_RESPONSIBILITIES: 'Type ten pages a day.',
    WHAT_YOU_GET: 'Daily pay.',
    WHO_CAN_APPLY: 'Anyone with a phone.',
  },
};
const CLEAN: Row = {
  ...FEE,
  id: 22,
  title: 'Café helper',
  companyName: 'Bean There',
  submittedAt: '2026-11-28T06:00:00.000Z',
  version: 0,
  hits: [],
  job: { ...FEE.job, ID: 22, TITLE: 'Café helper', COMPANY_NAME: 'Bean There' },
};

function renderQueue(
  queue: () => Row[],
  decideAnswer: () => Answer<'decideModeration'> = () => ok({ success: true }),
) {
  sessionStorage.setItem('role', btoa('admin'));
  sessionStorage.setItem('staffToken', ADMIN_TOKEN);
  const api = fakeApi({
    getModerationQueue: () => ok({ data: queue() }),
    decideModeration: decideAnswer,
  });
  return {
    api,
    ...renderWithProviders(
      <Routes>
        <Route path="/admin/moderation" element={<ModerationPage />} />
      </Routes>,
      '/admin/moderation',
    ),
  };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/admin/moderation', () => {
  it('lists the jobs oldest first, each hit explained with its rule, language and words', async () => {
    renderQueue(() => [FEE, CLEAN]);

    const fee = await card('Typing work from home, Quick Earn');
    const articles = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(articles).toEqual(['Typing work from home, Quick Earn', 'Café helper, Bean There']);
    expect(fee).toHaveTextContent('by hr@quickearn.example');
    const hit = within(
      within(fee).getByRole('list', { name: 'Rule hits of Typing work from home' }),
    ).getByRole('listitem');
    expect(hit).toHaveTextContent(
      '“रजिस्ट्रेशन फीस” in translations.hi.description (Hindi), rule money.registrationFee: Asks the worker for a registration fee.',
    );
    expect(await card('Café helper, Bean There')).toHaveTextContent('No rule held this job');
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('shows the job texts to read before deciding', async () => {
    const { user } = renderQueue(() => [FEE]);
    const fee = await card('Typing work from home, Quick Earn');

    await user.click(within(fee).getByRole('button', { name: 'Read the job' }));

    expect(await within(fee).findByText('Type pages at home and earn daily.')).toBeVisible();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('approves once confirmed, with the version shown, and reads the queue again', async () => {
    let queue = [FEE, CLEAN];
    const { api, user } = renderQueue(() => queue);
    const fee = await card('Typing work from home, Quick Earn');

    await user.click(within(fee).getByRole('button', { name: 'Approve: Typing work from home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve: Typing work from home?' });
    expect(api.inputsOf('decideModeration')).toEqual([]);
    queue = [CLEAN];
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await expect
      .poll(() => screen.queryByRole('article', { name: 'Typing work from home, Quick Earn' }))
      .toBeNull();
    expect(api.inputsOf('decideModeration')).toEqual([{ id: 21, version: 2, decision: 'approve' }]);
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const { api, user } = renderQueue(() => [FEE]);
    const fee = await card('Typing work from home, Quick Earn');

    await user.click(within(fee).getByRole('button', { name: 'Reject: Typing work from home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject: Typing work from home?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(moderationMessages.reason)).toBeInTheDocument();
    expect(api.inputsOf('decideModeration')).toEqual([]);
    expect(await accessibilityProblems()).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the poster/ }),
      'Asks for a fee.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await expect
      .poll(() => api.inputsOf('decideModeration'))
      .toEqual([{ id: 21, version: 2, decision: 'reject', reason: 'Asks for a fee.' }]);
  });

  it('shows a decision someone else made first, and keeps the list usable', async () => {
    const { user } = renderQueue(
      () => [FEE, CLEAN],
      () => fail(409, moderationMessages.alreadyDecided),
    );
    const fee = await card('Typing work from home, Quick Earn');

    await user.click(within(fee).getByRole('button', { name: 'Approve: Typing work from home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve: Typing work from home?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Typing work from home: ${moderationMessages.alreadyDecided}`,
    );
    expect(await accessibilityProblems()).toEqual([]);
    const clean = await card('Café helper, Bean There');
    expect(within(clean).getByRole('button', { name: 'Ask for changes: Café helper' })).toBeEnabled();
  });

  it("marks a suspended employer's job, which can be rejected but not approved", async () => {
    const suspended: Row = { ...FEE, organisationId: 'AbCdEfGhIjKlMnOp', employerSuspended: true };
    const { api, user } = renderQueue(() => [suspended, CLEAN]);
    const fee = await card('Typing work from home, Quick Earn');

    expect(fee).toHaveTextContent('Employer suspended');
    expect(fee).toHaveTextContent('Reinstate the employer before approving this job.');
    expect(within(fee).getByRole('link', { name: 'View employer Quick Earn' })).toHaveAttribute(
      'href',
      '/admin/employers/AbCdEfGhIjKlMnOp',
    );
    expect(within(fee).getByRole('button', { name: 'Approve: Typing work from home' })).toBeDisabled();
    const clean = await card('Café helper, Bean There');
    expect(clean).not.toHaveTextContent('Employer suspended');
    expect(within(clean).getByRole('button', { name: 'Approve: Café helper' })).toBeEnabled();
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(within(fee).getByRole('button', { name: 'Reject: Typing work from home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject: Typing work from home?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the poster/ }),
      'Asks for a fee.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await expect
      .poll(() => api.inputsOf('decideModeration'))
      .toEqual([{ id: 21, version: 2, decision: 'reject', reason: 'Asks for a fee.' }]);
  });

  it('shows the refusal to approve a job whose employer was suspended after the queue was read', async () => {
    const { user } = renderQueue(
      () => [FEE],
      () => fail(409, employerCheckMessages.suspendedApprove),
    );
    const fee = await card('Typing work from home, Quick Earn');

    await user.click(within(fee).getByRole('button', { name: 'Approve: Typing work from home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve: Typing work from home?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Typing work from home: This employer is suspended: reinstate it before approving its jobs.',
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says so when no job waits', async () => {
    renderQueue(() => []);

    expect(await screen.findByText('No jobs are waiting for review.')).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });
});
