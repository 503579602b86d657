/**
 * The Privacy section of /profile: what was agreed to and when, the SMS-updates switch (one tap, the
 * result shown, usable after a failure), the consent records newest first, the way to the notice and to the
 * privacy contact, and a parent's consent for a worker under 18.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrivacyStatus } from '#shared/api/privacy';
import { OPTIONAL_PURPOSES, PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { deferred, fail, ok } from './fake-api';
import { accessibilityProblems, givenStatus, MINOR_DOB } from './privacy-fixtures';
import { openProfile, profilePageHooks } from './profile-fixtures';

profilePageHooks();

const V = PRIVACY_NOTICE_VERSION;

const ADULT: PrivacyStatus = givenStatus({
  purposes: { account: true, smsUpdates: true },
  records: [
    {
      purpose: 'smsUpdates',
      action: 'grant',
      noticeVersion: V,
      language: 'en',
      at: '2026-11-25T12:00:00.000Z',
      screen: 'profile',
      by: 'worker',
    },
    {
      purpose: 'smsUpdates',
      action: 'withdraw',
      noticeVersion: V,
      language: 'en',
      at: '2026-11-25T11:00:00.000Z',
      screen: 'profile',
      by: 'worker',
    },
    {
      purpose: 'account',
      action: 'grant',
      noticeVersion: V,
      language: 'hi',
      at: '2026-11-25T10:00:00.000Z',
      screen: 'signUp',
      by: 'worker',
    },
  ],
});

const MINOR: PrivacyStatus = givenStatus({
  dob: MINOR_DOB,
  minor: true,
  parent: {
    name: 'Sunita Verma',
    mobile: '98******10',
    sentAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-27T10:00:00.000Z',
    consentedAt: '2026-11-21T09:00:00.000Z',
  },
  records: [
    {
      purpose: 'account',
      action: 'grant',
      noticeVersion: V,
      language: 'te',
      at: '2026-11-21T09:00:00.000Z',
      screen: 'parentLink',
      by: 'parent',
    },
  ],
});

function openWithPrivacy(status: PrivacyStatus) {
  const view = openProfile();
  view.api.set('getPrivacy', () => ok({ data: status }));
  return view;
}

async function privacySection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Privacy' });
  const section = heading.closest('section');
  if (!section) throw new Error('no Privacy section');
  await within(section).findByRole('heading', { level: 3, name: 'What you agreed to' });
  return section;
}

describe('/profile, Privacy section', () => {
  it('says which notice the worker agreed to and when, and lists every consent record newest first', async () => {
    openWithPrivacy(ADULT);
    const section = await privacySection();

    expect(
      within(section).getByText(`You agreed to the privacy notice (version ${V}) on 25 Nov 2026.`),
    ).toBeInTheDocument();
    const records = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('time'));
    expect(records.map((item) => item.textContent?.replace(/^.*2026, [^A-Z]*(?=[A-Z])/, ''))).toEqual([
      `SMS updates about your applications: given by you (privacy notice version ${V})`,
      `SMS updates about your applications: withdrawn by you (privacy notice version ${V})`,
      `Your account, profile and job applications: given by you (privacy notice version ${V})`,
    ]);
    expect(records[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-25T12:00:00.000Z');
    expect(within(section).getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says plainly that withdrawing the mandatory purpose means erasing the account, with the privacy contact', async () => {
    openWithPrivacy(ADULT);
    const section = await privacySection();

    expect(
      within(section).getByText(
        /Withdrawing it means erasing your account: use Erase my account below, or write to our privacy contact/,
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Privacy contact' })).toHaveAttribute(
      'href',
      '/privacy#contact',
    );
    // One switch per optional purpose: SMS updates and job alerts; WhatsApp only where the site offers it
    // (not here: profile-whatsapp.test.tsx), notifications only where it has push keys and the browser can
    // push (not here: jsdom has no Push API).
    expect(within(section).getAllByRole('switch')).toHaveLength(
      OPTIONAL_PURPOSES.filter((purpose) => purpose !== 'whatsapp' && purpose !== 'push').length,
    );
  });

  it('withdraws SMS updates with one tap and says so', async () => {
    const { api, user } = openWithPrivacy(ADULT);
    const answer = deferred<'updateConsent'>();
    api.set('updateConsent', () => answer.promise);
    const section = await privacySection();
    const sms = within(section).getByRole('switch', { name: /SMS updates about your applications/ });
    expect(sms).toBeChecked();

    await user.click(sms);
    expect(sms).toBeDisabled();
    answer.settle(ok({ data: { ...ADULT, purposes: { account: true, smsUpdates: false } } }));

    expect(await within(section).findByText('SMS updates are off.')).toBeInTheDocument();
    expect(sms).not.toBeChecked();
    expect(sms).toBeEnabled();
    expect(api.inputsOf('updateConsent')).toEqual([
      { purpose: 'smsUpdates', granted: false, language: 'en' },
    ]);
  });

  it('gives SMS updates again with one tap', async () => {
    const off = { ...ADULT, purposes: { account: true, smsUpdates: false } };
    const { api, user } = openWithPrivacy(off);
    api.set('updateConsent', () => ok({ data: ADULT }));
    const section = await privacySection();

    await user.click(within(section).getByRole('switch', { name: /SMS updates/ }));

    expect(await within(section).findByText('SMS updates are on.')).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: /SMS updates/ })).toBeChecked();
    expect(api.inputsOf('updateConsent')).toEqual([{ purpose: 'smsUpdates', granted: true, language: 'en' }]);
  });

  it("keeps the switch as it was and usable when the change is refused, with the server's reason", async () => {
    const { api, user } = openWithPrivacy(ADULT);
    api.set('updateConsent', () => fail(503, 'Service unavailable'));
    const section = await privacySection();
    const sms = within(section).getByRole('switch', { name: /SMS updates/ });

    await user.click(sms);

    expect(
      await within(section).findByText('Your choice was not saved: Service unavailable'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sms).toBeEnabled());
    expect(sms).toBeChecked();
  });

  it('shows a worker under 18 that their parent consented, and when', async () => {
    openWithPrivacy(MINOR);
    const section = await privacySection();

    expect(
      within(section).getByText(
        `As you are under 18, your parent or guardian, Sunita Verma, consented on 21 Nov 2026 (privacy notice version ${V}).`,
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText(/given by your parent or guardian/)).toBeInTheDocument();
    expect(within(section).queryByText(/You agreed to the privacy notice/)).not.toBeInTheDocument();
  });

  it('shows the load problem with Try again when the consent does not load', async () => {
    const { api } = openProfile();
    api.set('getPrivacy', () => fail(503, 'Service unavailable'));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Privacy' });
    const section = heading.closest('section') as HTMLElement;

    expect(await within(section).findByText('Service unavailable')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
