/**
 * WhatsApp in the Privacy section of /profile: the opt-in is an optional purpose with its own
 * one-tap switch, shown only where the site offers WhatsApp (getPrivacy's whatsappOffered), or to withdraw
 * an opt-in the site no longer offers; its records read like the others; in English, Hindi and Telugu, axe clean.
 * The useWhatsApp hook other screens use (the job alerts' channel) reads the same answer.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { PrivacyStatus } from '#shared/api/privacy';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { activateLanguage, translate } from '#web/lib/i18n';
import { useWhatsApp } from '../../web/src/features/profile/api/whatsapp';
import { fail, fakeApi, ok, storeWorkerSession } from './fake-api';
import { accessibilityProblems, givenStatus } from './privacy-fixtures';
import { openProfile, profilePageHooks } from './profile-fixtures';

profilePageHooks();

const OFFERED: PrivacyStatus = givenStatus({
  purposes: { account: true, smsUpdates: true },
  whatsappOffered: true,
});
const OPTED_IN: PrivacyStatus = {
  ...OFFERED,
  purposes: { account: true, smsUpdates: true, whatsapp: true },
  records: [
    {
      purpose: 'whatsapp',
      action: 'grant',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'hi',
      at: '2026-11-26T09:00:00.000Z',
      screen: 'profile',
      by: 'worker',
    },
    ...OFFERED.records,
  ],
};

function openWithPrivacy(status: PrivacyStatus) {
  const view = openProfile();
  view.api.set('getPrivacy', () => ok({ data: status }));
  return view;
}

async function privacySection(title = 'Privacy', purposes = 'What you agreed to') {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const section = heading.closest('section');
  if (!section) throw new Error('no Privacy section');
  await within(section).findByRole('heading', { level: 3, name: purposes });
  return section as HTMLElement;
}

describe('/profile, Privacy section, WhatsApp', () => {
  it('offers no WhatsApp switch where the site does not offer WhatsApp', async () => {
    openWithPrivacy(givenStatus({ purposes: { account: true, smsUpdates: true } }));
    const section = await privacySection();
    // SMS updates and job alerts only.
    expect(within(section).getAllByRole('switch')).toHaveLength(2);
    expect(within(section).queryByText(/WhatsApp/)).not.toBeInTheDocument();
  });

  it('gives WhatsApp with one tap where offered, says so, and sends the purpose whatsapp', async () => {
    const { api, user } = openWithPrivacy(OFFERED);
    api.set('updateConsent', () => ok({ data: OPTED_IN }));
    const section = await privacySection();
    const whatsapp = within(section).getByRole('switch', {
      name: 'Updates on WhatsApp instead of SMS (optional)',
    });
    expect(whatsapp).not.toBeChecked();
    expect(
      within(section).getByText(/come to your verified number on WhatsApp instead of by SMS/),
    ).toBeInTheDocument();

    await user.click(whatsapp);

    expect(await within(section).findByText('WhatsApp updates are on.')).toBeInTheDocument();
    expect(whatsapp).toBeChecked();
    expect(within(section).getByRole('switch', { name: /SMS updates/ })).toBeChecked();
    expect(api.inputsOf('updateConsent')).toEqual([{ purpose: 'whatsapp', granted: true, language: 'en' }]);
    expect(within(section).getByText(/Updates on WhatsApp instead of SMS: given by you/)).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('withdraws it with one tap, and keeps it as it was, usable, when the change is refused', async () => {
    const { api, user } = openWithPrivacy(OPTED_IN);
    api.set('updateConsent', () =>
      fail(400, 'WhatsApp messages are not offered on this site yet. You can choose SMS updates instead.'),
    );
    const section = await privacySection();
    const whatsapp = within(section).getByRole('switch', { name: /WhatsApp/ });

    await user.click(whatsapp);
    expect(
      await within(section).findByText(/Your choice was not saved: WhatsApp messages are not offered/),
    ).toBeInTheDocument();
    await waitFor(() => expect(whatsapp).toBeEnabled());
    expect(whatsapp).toBeChecked();

    api.set('updateConsent', () => ok({ data: { ...OFFERED } }));
    await user.click(whatsapp);
    expect(
      await within(section).findByText(
        'WhatsApp updates are off. If SMS updates are on, your news comes by SMS.',
      ),
    ).toBeInTheDocument();
    expect(whatsapp).not.toBeChecked();
  });

  it('still lets a worker who opted in withdraw once the site stops offering WhatsApp', async () => {
    openWithPrivacy({ ...OPTED_IN, whatsappOffered: false });
    const section = await privacySection();
    expect(within(section).getByRole('switch', { name: /WhatsApp/ })).toBeChecked();
  });

  it.each([
    ['hi', 'SMS की जगह WhatsApp पर जानकारी', 'WhatsApp पर जानकारी चालू है।'],
    ['te', 'SMS బదులు WhatsAppలో సమాచారం', 'WhatsAppలో సమాచారం ఆన్‌లో ఉంది.'],
  ] as const)('reads in %s, axe clean', async (language, label, on) => {
    await act(() => activateLanguage(language));
    try {
      const { api, user } = openWithPrivacy(OFFERED);
      api.set('updateConsent', () => ok({ data: OPTED_IN }));
      const section = await privacySection(
        translate('profilePrivacy.title'),
        translate('profilePrivacy.purposes'),
      );
      const whatsapp = within(section).getByRole('switch', {
        name: `${label} (${translate('profilePrivacy.optional')})`,
      });
      await user.click(whatsapp);
      expect(await within(section).findByText(on)).toBeInTheDocument();
      expect(api.inputsOf('updateConsent')).toEqual([{ purpose: 'whatsapp', granted: true, language }]);
      expect(await accessibilityProblems()).toEqual([]);
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});

function Probe() {
  const { offered, optedIn, isLoading } = useWhatsApp();
  return <p>{isLoading ? 'loading' : `offered=${offered} optedIn=${optedIn}`}</p>;
}

describe('useWhatsApp', () => {
  it.each([
    [OFFERED, 'offered=true optedIn=false'],
    [OPTED_IN, 'offered=true optedIn=true'],
    [givenStatus({ purposes: { account: true, smsUpdates: true } }), 'offered=false optedIn=false'],
  ])('reads whether WhatsApp is offered and chosen from the consent (%#)', async (status, text) => {
    storeWorkerSession();
    fakeApi({ getPrivacy: () => ok({ data: status }) });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Probe />
      </SWRConfig>,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says not offered when the consent cannot be read', async () => {
    storeWorkerSession();
    fakeApi({ getPrivacy: () => fail(503, 'Service unavailable') });
    render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Probe />
      </SWRConfig>,
    );
    expect(await screen.findByText('offered=false optedIn=false')).toBeInTheDocument();
  });
});
