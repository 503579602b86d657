/**
 * An employer's own page (/employers/{id}), open to anyone, in the worker's language: who the employer is, its
 * verification badge and reply record, and "Report this employer"; a job it posted links to it with its badge.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicEmployer } from '#shared/api/public-employer';
import { JOB_REPORT_CODES } from '#shared/domain/job-reports';
import { hi, te } from '#test/support/catalogues';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, JOB, JOB_DETAILS, ok, storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

const ID = 'Qw3rTy_uIoP-asDf';
const EMPLOYER: PublicEmployer = {
  id: ID,
  name: 'Acme Shops',
  legalName: 'Acme Retail Private Limited',
  website: 'https://www.acme.in',
  city: 'chennai',
  industry: 'retail',
  size: '11-50',
  level: 'documentsChecked',
  since: '2026-11-05T10:00:00.000Z',
  replyRecord: { kind: 'usually', withinDays: 3 },
  jobs: [{ ...JOB, EMPLOYER: { ID, LEVEL: 'documentsChecked' } }],
};

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('/employers/{id}', () => {
  it('shows who the employer is, its badge and reply record, and lets a worker report it (axe clean)', async () => {
    storeWorkerSession();
    const api = fakeApi({
      getPublicEmployer: () => ok({ data: EMPLOYER }),
      reportEmployer: () => ok({ success: true }),
    });
    const { user } = renderApp(`/employers/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Shops' })).toBeInTheDocument();
    // Among the employer's facts, and on its job's card.
    expect(screen.getAllByText('Verified: documents checked')).toHaveLength(2);
    expect(screen.getByText('Usually within 3 days')).toBeInTheDocument();
    expect(screen.getByText('Retail and shops')).toBeInTheDocument();
    expect(screen.getByText('Acme Retail Private Limited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.acme.in' })).toHaveAttribute('href', 'https://www.acme.in');
    const openJobs = screen.getByRole('region', { name: 'Open jobs' });
    expect(within(openJobs).getByRole('heading', { level: 3, name: JOB.TITLE })).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Report this employer' }));
    await user.click(await screen.findByRole('radio', { name: 'It asks me for money' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(/will look at this employer/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'reportEmployer')?.input).toEqual({
      id: ID,
      reason: 'asksForMoney',
    });
  });

  it('says a second report was already made', async () => {
    storeWorkerSession();
    fakeApi({
      getPublicEmployer: () => ok({ data: EMPLOYER }),
      reportEmployer: () => ({
        status: 409,
        error: { message: 'Already.', code: JOB_REPORT_CODES.alreadyReported },
      }),
    });
    const { user } = renderApp(`/employers/${ID}`);

    await user.click(await screen.findByRole('button', { name: 'Report this employer' }));
    await user.click(await screen.findByRole('radio', { name: 'The job looks fake' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByText('You have already reported this employer. Thank you.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['hi', hi],
    ['te', te],
  ] as const)('reads in %s', async (language, catalogue) => {
    await act(() => activateLanguage(language));
    fakeApi({ getPublicEmployer: () => ok({ data: { ...EMPLOYER, level: 'emailConfirmed', jobs: [] } }) });
    renderApp(`/employers/${ID}`);

    expect(await screen.findByText(catalogue['employer.level.emailConfirmed'])).toBeInTheDocument();
    expect(screen.getByText(catalogue['industry.retail'])).toBeInTheDocument();
    expect(screen.getByText(catalogue['employer.noOpenJobs'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: catalogue['report.employerButton'] })).toBeInTheDocument();
  });

  it('is the 404 page for an employer that is not there, and for what is no employer id', async () => {
    fakeApi({ getPublicEmployer: () => fail(404, 'There is no employer.') });
    renderApp(`/employers/${ID}`);
    expect(await screen.findByText("Oops, This page isn't available.")).toBeInTheDocument();
  });
});

describe('a job an employer posted itself', () => {
  it("shows the employer's badge and links to its page", async () => {
    fakeApi({
      getPublicJob: () => ok({ data: { ...JOB_DETAILS, EMPLOYER: { ID, LEVEL: 'domainMatches' } } }),
    });
    renderApp('/jobs/7');

    const link = await screen.findByRole('link', { name: `About ${JOB_DETAILS.COMPANY_NAME}` });
    expect(link).toHaveAttribute('href', `/employers/${ID}`);
    expect(screen.getByText('Work e-mail matches its website')).toBeInTheDocument();
  });
});
