/**
 * Shared set-up of the consent tests: a privacy status as getPrivacy answers it, dates of birth of an
 * adult and of a 16-year-old, and a signed-in worker whose account is held.
 */
import axe from 'axe-core';
import type { PrivacyStatus } from '#shared/api/privacy';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { storeWorkerSession } from './fake-api';

export const ADULT_DOB = '2003-05-17';
/** A 16-year-old's date of birth, whatever today is. */
export const MINOR_DOB = `${new Date().getUTCFullYear() - 16}-01-15`;

export const EXPIRES_AT = '2026-12-02T10:30:00.000Z';

export function privacyStatus(overrides: Partial<PrivacyStatus> = {}): PrivacyStatus {
  return {
    state: 'consentNeeded',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    acceptedVersion: '',
    dob: '',
    minor: false,
    purposes: { account: false, smsUpdates: false },
    records: [],
    ...overrides,
  };
}

/** What an adult's giveConsent answers. */
export function givenStatus(overrides: Partial<PrivacyStatus> = {}): PrivacyStatus {
  return privacyStatus({
    state: 'given',
    acceptedVersion: PRIVACY_NOTICE_VERSION,
    dob: ADULT_DOB,
    purposes: { account: true, smsUpdates: false },
    ...overrides,
  });
}

/** A minor's status once the link went to the parent. */
export function parentPendingStatus(overrides: Partial<PrivacyStatus> = {}): PrivacyStatus {
  return privacyStatus({
    state: 'parentPending',
    dob: MINOR_DOB,
    minor: true,
    parent: {
      name: 'Sunita Verma',
      mobile: '98******10',
      sentAt: '2026-11-25T10:30:00.000Z',
      expiresAt: EXPIRES_AT,
    },
    heldUntil: EXPIRES_AT,
    ...overrides,
  });
}

/** A signed-in worker whose account is held, as sign-in (or a held 403) leaves local storage. */
export function storeHeldSession(
  hold: 'consentNeeded' | 'parentPending',
  options: { registering?: boolean } = {},
) {
  storeWorkerSession(options.registering === false ? {} : { registrationStep: 1 });
  localStorage.setItem('privacyHold', hold);
}

/**
 * axe-core's serious and critical problems in what the page renders (the body: the document's own `lang` is the
 * app's start-up's, not a screen's), one line each. Colour contrast is left to the e2e checks: jsdom computes no
 * colours.
 */
export async function accessibilityProblems(context: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .filter((node) => !(violation.id === 'aria-hidden-focus' && node.html.includes('data-tabster-dummy')))
        .map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`),
    );
}
