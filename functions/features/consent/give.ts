/**
 * An adult's consent (giveConsent: the sign-up step, or a new notice version) and the optional purposes given
 * or withdrawn later (updateConsent). Each grant and withdrawal appends a record to the ledger in the same
 * transaction as the account's new state, so the two never disagree.
 */

import { clock } from '#lib/clock';
import * as consent from '#lib/db/consent';
import { privacyRequestPut } from '#lib/db/privacy-requests';
import { type WorkerAccount, writeAccount } from '#lib/db/worker-writes';
import { BadRequest, Conflict, Forbidden } from '#lib/errors';
import { whatsappConfigured } from '#lib/messaging/whatsapp-config';
import type { SiteLanguage } from '#shared/domain/codes';
import {
  HELD_CODES,
  isMinor,
  type OptionalPurpose,
  PRIVACY_NOTICE_VERSION,
  privacyStateOf,
} from '#shared/domain/privacy';
import { messages as fieldMessages } from '#shared/domain/rules';

export const messages = {
  whatsappNotOffered:
    'WhatsApp messages are not offered on this site yet. You can choose SMS updates instead.',
  noticeChanged:
    'The privacy notice has changed since you opened it. Please read the new version and try again.',
  minor:
    'You are under 18: a parent or guardian must give consent for you. Please enter their name and mobile number.',
} as const;

/** The notice the caller read must be the one in force (409 otherwise: the screen shows the new one). */
export function assertCurrentNotice(noticeVersion: string): void {
  if (noticeVersion !== PRIVACY_NOTICE_VERSION) throw new Conflict(messages.noticeChanged);
}

/** What the account holds once its consent is given at `at` (by the worker, or their parent): held no more. */
export function consentGiven(at: string, smsUpdates: boolean) {
  return {
    PRIVACY_STATE: 'given',
    NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
    NOTICE_ACCEPTED_AT: at,
    SMS_UPDATES: smsUpdates,
    HELD_UNTIL: '',
  } as const;
}

/** Thrown inside a write's plan when a racing request already did the same: nothing more to write. */
class AlreadyDone extends Error {}

export async function giveConsent(
  account: WorkerAccount,
  input: {
    noticeVersion: string;
    language: SiteLanguage;
    smsUpdates: boolean;
    dob?: string | undefined;
    screen: 'signUp' | 'noticeUpdate';
  },
): Promise<void> {
  assertCurrentNotice(input.noticeVersion);
  const now = new Date(clock.now());
  // A date of birth already on the account decides; a new one is taken only where there is none.
  const dob = account.DOB || input.dob;
  if (!dob) throw BadRequest.field('dob', fieldMessages.dobRequired);
  if (isMinor(dob, now)) throw new Forbidden(messages.minor, HELD_CODES.parentPending);
  const at = now.toISOString();
  try {
    await writeAccount(account.ID, (current) => {
      if (privacyStateOf(current) === 'given') throw new AlreadyDone();
      const base = {
        NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
        LANGUAGE: input.language,
        AT: at,
        SCREEN: input.screen,
        BY: 'worker' as const,
      };
      const hadSms = current.SMS_UPDATES === true;
      return {
        set: { ...consentGiven(at, input.smsUpdates), ...(current.DOB ? {} : { DOB: dob }) },
        ...unchanged('NOTICE_ACCEPTED_AT', current.NOTICE_ACCEPTED_AT),
        items: [
          ...(current.HELD_UNTIL ? [consent.heldDelete(current.HELD_UNTIL, current.ID)] : []),
          consent.recordPut(current.ID, { ...base, PURPOSE: 'account', ACTION: 'grant' }),
          ...(input.smsUpdates
            ? [consent.recordPut(current.ID, { ...base, PURPOSE: 'smsUpdates', ACTION: 'grant' })]
            : hadSms
              ? [
                  consent.recordPut(current.ID, { ...base, PURPOSE: 'smsUpdates', ACTION: 'withdraw' }),
                  privacyRequestPut('withdrawal', now),
                ]
              : []),
        ],
      };
    });
  } catch (error: unknown) {
    if (!(error instanceof AlreadyDone)) throw error;
  }
}

/** The account's attribute that holds each optional purpose. */
const PURPOSE_ATTRIBUTES = {
  smsUpdates: 'SMS_UPDATES',
  whatsapp: 'WHATSAPP_UPDATES',
  jobAlerts: 'JOB_ALERTS',
  push: 'PUSH_UPDATES',
} as const satisfies Record<OptionalPurpose, keyof WorkerAccount>;

/**
 * Gives or withdraws an optional purpose, with its record; nothing is written when nothing changes. WhatsApp
 * can be given only where it is offered (400 on `purpose` otherwise); it can always be withdrawn.
 */
export async function updateConsent(
  account: WorkerAccount,
  input: { purpose: OptionalPurpose; granted: boolean; language: SiteLanguage },
): Promise<void> {
  if (input.purpose === 'whatsapp' && input.granted && !whatsappConfigured()) {
    throw BadRequest.field('purpose', messages.whatsappNotOffered);
  }
  const attribute = PURPOSE_ATTRIBUTES[input.purpose];
  const at = new Date(clock.now()).toISOString();
  try {
    await writeAccount(account.ID, (current) => {
      const was = current[attribute];
      if ((was === true) === input.granted) throw new AlreadyDone();
      return {
        set: {
          [attribute]: input.granted,
          // Notifications withdrawn: the devices they went to are forgotten too.
          ...(input.purpose === 'push' && !input.granted
            ? { PUSH_DEVICES: [], PUSH_DEVICES_VERSION: (current.PUSH_DEVICES_VERSION ?? 0) + 1 }
            : {}),
        } as Partial<WorkerAccount>,
        condition: was === undefined ? `attribute_not_exists(${attribute})` : `${attribute} = :was`,
        ...(was === undefined ? {} : { values: { ':was': was } }),
        items: [
          consent.recordPut(current.ID, {
            PURPOSE: input.purpose,
            ACTION: input.granted ? 'grant' : 'withdraw',
            NOTICE_VERSION: current.NOTICE_VERSION ?? PRIVACY_NOTICE_VERSION,
            LANGUAGE: input.language,
            AT: at,
            SCREEN: 'profile',
            BY: 'worker',
          }),
          // A withdrawal is counted, naming no one, for the admin's Privacy screen.
          ...(input.granted ? [] : [privacyRequestPut('withdrawal', new Date(at))]),
        ],
      };
    });
  } catch (error: unknown) {
    if (!(error instanceof AlreadyDone)) throw error;
  }
}

/** A write's condition that `attribute` is as read (absent, or the value read). */
export function unchanged(attribute: string, value: string | undefined) {
  return value === undefined
    ? { condition: `attribute_not_exists(${attribute})` }
    : { condition: `${attribute} = :was${attribute}`, values: { [`:was${attribute}`]: value } };
}

export const minorWithoutParentMessage =
  'Under 18, a parent or guardian must consent first. If your date of birth is wrong, please contact us to correct it.';

export const minorAgedUpMessage =
  "Your date of birth says you are under 18. To change it to an adult's, please contact us to correct it.";

/**
 * A date of birth saved later (registration step 1, the profile) may not make the worker a minor whose parent
 * has not consented: consent was given as an adult, and a minor's must come from a parent (400 on `dob`). Nor
 * may it make a minor an adult on their own: that would undo the parent's consent and the jobs a minor may
 * not take (shared/domain/job-eligibility.ts); a real mistake is corrected through support.
 */
export function assertDobConsented(account: WorkerAccount, dob: string): void {
  const now = new Date(clock.now());
  if (isMinor(dob, now) && !account.PARENT?.CONSENTED_AT) {
    throw BadRequest.field('dob', minorWithoutParentMessage);
  }
  if (account.DOB && isMinor(account.DOB, now) && !isMinor(dob, now)) {
    throw BadRequest.field('dob', minorAgedUpMessage);
  }
}
