/**
 * Job alerts on the worker's screens: Alert me on Explore Jobs keeps the URL's filters with a
 * channel, asking for the consent to job alerts first (recorded, then the alert); a refusal is said in the
 * dialog, which stays usable; at the cap it says so. The Privacy section lists the alerts with one-tap delete and
 * the consent switch (off: alerts deleted, said so). /unsubscribe stops an alert from a message's link and says so
 * in the worker's language; a bad link says so without a call. English, Hindi and Telugu; axe clean.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobAlertList } from '#shared/api/job-alerts';
import { JOB_ALERT_CODES } from '#shared/domain/job-alerts';
import { ELIGIBILITY_CODES } from '#shared/domain/job-eligibility';
import { en, hi, te } from '#test/support/catalogues';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, ok, storeWorkerSession } from './fake-api';
import { givenStatus } from './privacy-fixtures';
import { openProfile, profilePageHooks } from './profile-fixtures';
import { renderApp } from './render-app';

beforeEach(async () => {
  await act(() => activateLanguage('en'));
});

const list = (overrides: Partial<JobAlertList> = {}): JobAlertList => ({
  data: [],
  max: 5,
  consent: false,
  whatsapp: false,
  minor: false,
  ...overrides,
});
const ALERT = {
  id: '0a1b2c3d4e',
  filters: { q: 'delivery', city: 'chennai', type: 'job' as const },
  channel: 'sms' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function openExplore(
  path: string,
  alerts: () => ReturnType<typeof ok<JobAlertList>> | ReturnType<typeof fail>,
) {
  storeWorkerSession();
  const api = fakeApi({
    searchJobs: () => ok({ data: [], homeCity: 'chennai' }),
    getAppliedJobs: () => ok({ data: [] }),
    getJobAlerts: alerts,
    updateConsent: () =>
      ok({ data: givenStatus({ purposes: { account: true, smsUpdates: false, jobAlerts: true } }) }),
    createJobAlert: () => ok(list({ consent: true, data: [ALERT] })),
  });
  return { api, ...renderApp(path) };
}

describe('Alert me on Explore Jobs', () => {
  it.each([
    ['en', en],
    ['hi', hi],
    ['te', te],
  ] as const)(
    'asks for the consent first, then keeps exactly the URL filters with the channel (%s, axe clean)',
    async (language, texts) => {
      await act(() => activateLanguage(language));
      const { api, user } = openExplore(
        '/dashboard?tab=explore&q=delivery&city=chennai&type=job&sort=earnings',
        () => ok(list()),
      );
      await user.click(await screen.findByRole('button', { name: texts['alerts.button'] }));
      const dialog = await screen.findByRole('dialog', { name: texts['alerts.title'] });
      expect(await within(dialog).findByText(texts['alerts.explain'])).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: texts['alerts.channel.sms'] })).toBeChecked();
      expect(within(dialog).queryByRole('radio', { name: texts['alerts.channel.whatsapp'] })).toBeNull();
      expect(await accessibilityProblems()).toEqual([]);

      // Saving without the consent box: said at the box, nothing sent.
      await user.click(within(dialog).getByRole('button', { name: texts['alerts.save'] }));
      expect(await within(dialog).findByText(texts['alerts.consentRequired'])).toBeInTheDocument();
      expect(api.inputsOf('createJobAlert')).toEqual([]);

      await user.click(within(dialog).getByRole('radio', { name: texts['alerts.channel.email'] }));
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: texts['alerts.save'] }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.inputsOf('updateConsent')).toEqual([{ purpose: 'jobAlerts', granted: true, language }]);
      expect(api.inputsOf('createJobAlert')).toEqual([
        { q: 'delivery', city: 'chennai', type: 'job', sort: 'earnings', channel: 'email' },
      ]);
      expect(api.calls.findIndex((call) => call.name === 'updateConsent')).toBeLessThan(
        api.calls.findIndex((call) => call.name === 'createJobAlert'),
      );
      expect(await screen.findByText(texts['alerts.saved'])).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: texts['alerts.manage'] })).toHaveAttribute(
        'href',
        '/profile',
      );
    },
  );

  it('with consent given, asks nothing more; a refused channel is said and the dialog stays usable', async () => {
    const { api, user } = openExplore('/dashboard?tab=explore&wfh=1', () =>
      ok(list({ consent: true, whatsapp: true, minor: true })),
    );
    api.set('createJobAlert', () =>
      fail(400, 'channel whatsapp is not available', [{ field: 'channel', message: 'not available' }]),
    );
    await user.click(await screen.findByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog', { name: en['alerts.title'] });
    expect(await within(dialog).findByText(en['alerts.minor'])).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: en['alerts.channel.whatsapp'] }));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByText(en['alerts.channelUnavailable'])).toBeInTheDocument();
    expect(api.inputsOf('updateConsent')).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Save alert' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );

    api.set('createJobAlert', () => ok(list({ consent: true, data: [ALERT] })));
    await user.click(within(dialog).getByRole('radio', { name: en['alerts.channel.sms'] }));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.inputsOf('createJobAlert').at(-1)).toEqual({ wfh: '1', channel: 'sms' });
  });

  it('says when the worker already has as many alerts as allowed, and saves nothing', async () => {
    const { api, user } = openExplore('/dashboard?tab=explore', () =>
      ok(list({ consent: true, max: 1, data: [ALERT] })),
    );
    await user.click(await screen.findByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(en['alerts.full'].replace('{max}', '1'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save alert' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.inputsOf('createJobAlert')).toEqual([]);
  });

  it('says so when the server refuses for want of consent (code), in the dialog', async () => {
    const { api, user } = openExplore('/dashboard?tab=explore', () => ok(list({ consent: true })));
    api.set('createJobAlert', () => ({
      status: 403,
      error: { message: 'Job alerts need your consent first', code: JOB_ALERT_CODES.consentNeeded },
    }));
    await user.click(await screen.findByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByText(en['alerts.consentRequired'])).toBeInTheDocument();
  });

  it('says so when every job the search finds is one the worker may not take (the rule named by code)', async () => {
    const { api, user } = openExplore('/dashboard?tab=explore', () => ok(list({ consent: true })));
    api.set('createJobAlert', () => ({
      status: 403,
      error: { message: 'refused', code: ELIGIBILITY_CODES.unsafeForMinors },
    }));
    await user.click(await screen.findByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByText(en['alerts.notEligible'])).toBeInTheDocument();
  });
});

describe('Job alerts in the Privacy section', () => {
  profilePageHooks();

  it('lists the alerts with their search and channel, deletes one with a tap, and says so (axe clean)', async () => {
    const { api, user } = openProfile();
    api.set('getPrivacy', () =>
      ok({ data: givenStatus({ purposes: { account: true, smsUpdates: false, jobAlerts: true } }) }),
    );
    api.set('getJobAlerts', () => ok(list({ consent: true, data: [ALERT] })));
    api.set('deleteJobAlert', () => ok(list({ consent: true })));
    const remove = await screen.findByRole('button', { name: 'Delete alert' });
    expect(remove).toHaveAccessibleDescription('“delivery” · Chennai · Job');
    expect(screen.getByText(/SMS to your verified mobile · created/)).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
    await user.click(remove);
    expect(await screen.findByText(en['alerts.deleted'])).toBeInTheDocument();
    expect(api.inputsOf('deleteJobAlert')).toEqual([{ id: ALERT.id }]);
    expect(screen.getByText(en['alerts.none'])).toBeInTheDocument();
  });

  it('turns job alerts off with one tap: the alerts go and it says no message will be sent', async () => {
    const { api, user } = openProfile();
    api.set('getPrivacy', () =>
      ok({ data: givenStatus({ purposes: { account: true, smsUpdates: false, jobAlerts: true } }) }),
    );
    let alerts = list({ consent: true, data: [ALERT] });
    api.set('getJobAlerts', () => ok(alerts));
    api.set('updateConsent', () => {
      alerts = list();
      return ok({ data: givenStatus({ purposes: { account: true, smsUpdates: false, jobAlerts: false } }) });
    });
    const toggle = await screen.findByRole('switch', {
      name: /Job alerts: new jobs matching my saved searches/,
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(en['alerts.consentOff'])).toBeInTheDocument();
    expect(api.inputsOf('updateConsent')).toEqual([{ purpose: 'jobAlerts', granted: false, language: 'en' }]);
    expect(await screen.findByText(en['alerts.none'])).toBeInTheDocument();
  });
});

describe('/unsubscribe (the one-tap link of a message)', () => {
  const TOKEN = `42.0a1b2c3d4e.20900.${'A'.repeat(22)}`;

  it('stops the alert and says so in the worker’s language, signed in or not (axe clean)', async () => {
    const api = fakeApi({ unsubscribeJobAlert: () => ok({ success: true, language: 'te' }) });
    renderApp(`/unsubscribe#${TOKEN}`);
    expect(await screen.findByRole('heading', { name: te['unsubscribe.doneTitle'] })).toBeInTheDocument();
    expect(screen.getByText(te['unsubscribe.done'])).toBeInTheDocument();
    expect(api.inputsOf('unsubscribeJobAlert')).toEqual([{ token: TOKEN }]);
    expect(api.calls[0]?.authorization).toBeUndefined();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says a link is not valid: malformed (no call), or refused by the server (400)', async () => {
    const api = fakeApi({
      unsubscribeJobAlert: () => fail(400, 'token is not valid', [{ field: 'token', message: 'x' }]),
    });
    const first = renderApp('/unsubscribe#not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(en['unsubscribe.badLink']);
    expect(api.inputsOf('unsubscribeJobAlert')).toEqual([]);
    first.unmount();
    renderApp(`/unsubscribe#${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(en['unsubscribe.badLink']);
    expect(screen.getByRole('link', { name: en['unsubscribe.privacyLink'] })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('offers to try again after a failure, and then stops the alert', async () => {
    let answer: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () =>
      fail(503, 'Service Unavailable');
    fakeApi({ unsubscribeJobAlert: () => answer() as never });
    const { user } = renderApp(`/unsubscribe#${TOKEN}`);
    const retry = await screen.findByRole('button', { name: /try again/i });
    answer = () => ok({ success: true, language: 'en' });
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: en['unsubscribe.doneTitle'] })).toBeInTheDocument();
  });
});
