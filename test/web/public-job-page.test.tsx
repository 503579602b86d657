/**
 * A job page anyone can open from a shared link: a visitor, not signed in, reads the job
 * (getPublicJob, no worker call), Apply and Save open the sign-in and remember to come back, Share uses the
 * phone's share sheet or copies the link; in English, Hindi and Telugu, axe clean.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, type Language } from '#web/lib/i18n';
import { rememberReturnTo, takeReturnTo } from '#web/lib/return-to';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, JOB, JOB_DETAILS, ok, storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

beforeEach(async () => {
  await act(() => activateLanguage('en'));
});
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function openAsVisitor(job = JOB_DETAILS) {
  const api = fakeApi({
    getPublicJob: () => ok({ data: job }),
    getReplyRecord: () => ok({ data: { kind: 'usually', withinDays: 3 } }),
  });
  return { api, ...renderApp('/jobs/7') };
}

describe('/jobs/{id} for a visitor', () => {
  it('shows the job from getPublicJob without signing in, and calls no worker endpoint (axe clean)', async () => {
    const { api } = openAsVisitor();

    expect(await screen.findByRole('heading', { level: 1, name: JOB.TITLE })).toBeInTheDocument();
    expect(screen.getByText('Sign in to apply for this job or save it for later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /dashboard/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The employer's reply record, computed on the server, among the facts; public as the page is.
    const record = await screen.findByText('Usually within 3 days');
    expect(record.closest('div')).toHaveTextContent('Replies to applicants');
    expect(api.calls.map((call) => call.name)).toEqual(['getPublicJob', 'getReplyRecord']);
    expect(api.inputsOf('getPublicJob')).toEqual([{ id: '7' }]);
    expect(api.calls[0]?.authorization).toBeUndefined();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('opens the sign-in on Apply, and remembers to come back to this job and its application', async () => {
    const { user } = openAsVisitor();

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();
    // Still on the job, under the dialog.
    expect(screen.getByRole('heading', { level: 1, name: JOB.TITLE, hidden: true })).toBeInTheDocument();
    // With `apply`: back from the sign-in, the application continues (decision 618).
    expect(takeReturnTo('/dashboard')).toBe('/jobs/7?apply=1');
  });

  it('opens the sign-in on Save too', async () => {
    const { user } = openAsVisitor();

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(takeReturnTo('/dashboard')).toBe('/jobs/7');
  });

  it('says a closed job is closed and offers no Apply or Save, only Share', async () => {
    openAsVisitor({ ...JOB_DETAILS, STATUS: 'CLOSED' });

    expect(
      await screen.findByText('This job is closed and no longer takes applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('goes to /404 when there is no such job (a 404)', async () => {
    fakeApi({ getPublicJob: () => fail(404, 'There is no job with id 7.') });
    renderApp('/jobs/7');

    expect(await screen.findByText("Oops, This page isn't available.")).toBeInTheDocument();
  });

  it.each([
    ['hi', 'आवेदन करें', 'शेयर करें', 'इस नौकरी के लिए आवेदन करने या इसे बाद के लिए सहेजने के लिए साइन इन करें।'],
    ['te', 'దరఖాస్తు చేయండి', 'షేర్ చేయండి', 'ఈ ఉద్యోగానికి దరఖాస్తు చేయడానికి లేదా తర్వాత కోసం సేవ్ చేయడానికి సైన్ ఇన్ చేయండి.'],
  ] as const)('reads in %s (axe clean)', async (language: Language, apply, share, note) => {
    await act(() => activateLanguage(language));
    openAsVisitor();

    expect(await screen.findByRole('button', { name: apply })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: share })).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });
});

/** A browser with no share sheet, whose clipboard writes through `writeText`. */
function withoutShareSheet(writeText: (text: string) => Promise<void>): Navigator {
  return Object.create(navigator, {
    share: { value: undefined },
    clipboard: { value: { writeText } },
  }) as Navigator;
}

describe('coming back to the job after signing up', () => {
  it("takes a new worker who started from a job's Apply back to that job once the OTP is validated", async () => {
    // As the visitor's Apply left it: the job remembered, the registration at its last step.
    rememberReturnTo('/jobs/7');
    storeWorkerSession({ registrationStep: 3, mobileNumber: '9876543210' });
    fakeApi({
      validateOTP: () => ok({ success: true }),
      getJobById: () => ok({ data: JOB_DETAILS }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
      searchJobs: () => ok({ data: [], homeCity: '' }),
    });
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^OTP/ }), '123456');

    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));

    expect(await screen.findByRole('heading', { level: 1, name: JOB.TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }, 60_000);
});

describe('Share', () => {
  it("uses the phone's share sheet with the job's title, text and link", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const { user } = openAsVisitor();

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({
      title: JOB.TITLE,
      text: `${JOB.TITLE} at ${JOB.COMPANY_NAME}`,
      url: `${window.location.origin}/jobs/7`,
    });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('copies the link where there is no share sheet, and says "Link copied"', async () => {
    const writeText = vi.fn(async () => undefined);
    const { user } = openAsVisitor();
    // After user-event's set-up, which puts a clipboard of its own on the navigator.
    vi.stubGlobal('navigator', withoutShareSheet(writeText));

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/7`);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('shows the link to copy by hand when the clipboard is refused too', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    const { user } = openAsVisitor();
    // After user-event's set-up, which puts a clipboard of its own on the navigator.
    vi.stubGlobal('navigator', withoutShareSheet(writeText));

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    await waitFor(() =>
      expect(
        screen.getByText(`Copy this link to share the job: ${window.location.origin}/jobs/7`),
      ).toBeInTheDocument(),
    );
  });

  it("is on a signed-in worker's job page too", async () => {
    storeWorkerSession();
    fakeApi({
      getJobById: () => ok({ data: JOB_DETAILS }),
      getAppliedJobs: () => ok({ data: [] }),
      getSavedJobs: () => ok({ data: [] }),
    });
    renderApp('/jobs/7');

    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to apply for this job or save it for later.')).not.toBeInTheDocument();
  });
});
