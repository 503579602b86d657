/**
 * The job page's safety panel and "Report this job": a worker picks a reason (and says what "something else" is),
 * sends it and is thanked; a second report is told apart; a visitor is asked to sign in, with the reason why.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB_REPORT_CODES } from '#shared/domain/job-reports';
import { hi } from '#test/support/catalogues';
import { activateLanguage } from '#web/lib/i18n';
import { takeReturnTo } from '#web/lib/return-to';
import { type Answer, fakeApi, JOB_DETAILS, ok, storeWorkerSession } from './fake-api';
import { accessibilityProblems } from './privacy-fixtures';
import { renderApp } from './render-app';

function openJob(report: () => Answer<'reportJob'> = () => ok({ success: true })) {
  storeWorkerSession();
  const api = fakeApi({
    getJobById: () => ok({ data: JOB_DETAILS }),
    getAppliedJobs: () => ok({ data: [] }),
    searchJobs: () => ok({ data: [], homeCity: '' }),
    reportJob: report,
  });
  return { api, ...renderApp('/jobs/7') };
}

describe('/jobs/{id} safety panel', () => {
  it('tells the worker no one here asks for money, before Apply, in the worker’s language', async () => {
    await act(() => activateLanguage('hi'));
    try {
      openJob();
      const panel = await screen.findByRole('region', { name: hi['safety.title'] });
      expect(panel).toHaveTextContent(hi['safety.noMoney']);
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([hi['safety.neverPay'], hi['safety.noPersonalChat'], hi['safety.report']]);
      const apply = screen.getByRole('button', { name: hi['job.apply'] });
      expect(panel.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});

describe('/jobs/{id} Report this job', () => {
  it('sends the reason and the text of "something else", then thanks the worker', async () => {
    const { api, user } = openJob();
    await user.click(await screen.findByRole('button', { name: /Report this job/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please say what is wrong.')).toBeInTheDocument();
    expect(api.inputsOf('reportJob')).toEqual([]);
    expect(await accessibilityProblems()).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'They asked me to pay for training.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByText(
        'Thank you. Your report was sent and the Earnlearn team will look at this job.',
      ),
    ).toBeInTheDocument();
    expect(api.inputsOf('reportJob')).toEqual([
      { id: JOB_DETAILS.ID, reason: 'other', text: 'They asked me to pay for training.' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so in the dialog when the worker reported the job before', async () => {
    const { user } = openJob(() => ({
      status: 409,
      error: { message: 'already', code: JOB_REPORT_CODES.alreadyReported },
    }));
    await user.click(await screen.findByRole('button', { name: /Report this job/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });

    await user.click(within(dialog).getByRole('radio', { name: 'It asks me for money' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(
      await within(dialog).findByText('You have already reported this job. Thank you.'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in, saying why a report needs an account', async () => {
    fakeApi({ getPublicJob: () => ok({ data: JOB_DETAILS }) });
    const { user } = renderApp('/jobs/7');

    const button = await screen.findByRole('button', { name: /Report this job/ });
    expect(button).toHaveAccessibleDescription(
      'Sign in to report a job: a report counts once for each person, so it comes from an account.',
    );
    await user.click(button);

    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(takeReturnTo('/dashboard')).toBe('/jobs/7');
  });
});
