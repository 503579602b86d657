/**
 * What a worker (getPrivacy) and an admin (the user detail) see of a worker's consent, from the account and
 * its ledger.
 */

import { wantsJobAlerts } from '#features/job-alerts/manage';
import { clock } from '#lib/clock';
import * as consent from '#lib/db/consent';
import type { StoredParentConsent, WorkerAccount } from '#lib/db/worker-writes';
import { whatsappOffered } from '#lib/messaging/consent';
import type { PrivacyStatus } from '#shared/api/privacy';
import { isMinor, maskMobile, PRIVACY_NOTICE_VERSION, privacyStateOf } from '#shared/domain/privacy';

function parentView(parent: StoredParentConsent | undefined) {
  if (!parent) return undefined;
  return {
    name: parent.NAME,
    mobile: maskMobile(parent.MOBILE),
    sentAt: parent.SENT_AT,
    expiresAt: parent.EXPIRES_AT,
    ...(parent.CONSENTED_AT ? { consentedAt: parent.CONSENTED_AT } : {}),
  };
}

/** The worker's own view: where things stand, what is agreed to, and every record. */
export async function privacyStatus(
  account: WorkerAccount,
  { pushKey }: { pushKey?: string | undefined } = {},
): Promise<PrivacyStatus> {
  const records = await consent.listRecords(account.ID);
  const state = privacyStateOf(account);
  const parent = parentView(account.PARENT);
  return {
    state,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    acceptedVersion: account.NOTICE_VERSION ?? '',
    dob: account.DOB,
    minor: account.DOB !== '' && isMinor(account.DOB, new Date(clock.now())),
    purposes: {
      account: state === 'given',
      smsUpdates: state === 'given' && account.SMS_UPDATES === true,
      // Present only when given (absent is false), so a view from before WhatsApp reads the same.
      ...(state === 'given' && account.WHATSAPP_UPDATES === true ? { whatsapp: true } : {}),
      // The same for job alerts.
      ...(wantsJobAlerts(account) ? { jobAlerts: true } : {}),
      // And for notifications.
      ...(state === 'given' && account.PUSH_UPDATES === true ? { push: true } : {}),
    },
    whatsappOffered: whatsappOffered(),
    ...(pushKey ? { pushKey } : {}),
    ...(parent ? { parent } : {}),
    ...(account.HELD_UNTIL ? { heldUntil: account.HELD_UNTIL } : {}),
    records: records.map((record) => ({
      purpose: record.PURPOSE,
      action: record.ACTION,
      noticeVersion: record.NOTICE_VERSION,
      language: record.LANGUAGE,
      at: record.AT,
      screen: record.SCREEN,
      by: record.BY,
    })),
  };
}

/** What an admin sees on the user detail. */
export function staffPrivacy(account: WorkerAccount) {
  const state = privacyStateOf(account);
  const parent = parentView(account.PARENT);
  return {
    state,
    acceptedVersion: account.NOTICE_VERSION ?? '',
    acceptedAt: account.NOTICE_ACCEPTED_AT ?? '',
    smsUpdates: account.SMS_UPDATES === true,
    ...(account.WHATSAPP_UPDATES === true ? { whatsapp: true } : {}),
    ...(account.PUSH_UPDATES === true ? { push: true } : {}),
    minor: account.DOB !== '' && isMinor(account.DOB, new Date(clock.now())),
    ...(parent ? { parent } : {}),
  };
}
