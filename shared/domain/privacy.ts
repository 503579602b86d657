/**
 * Privacy rules of the product (docs/privacy.md maps each to the law it serves): the notice in force,
 * the purposes a worker consents to, who counts as a minor, how long a held account waits, and the rule that
 * no feature tracks or targets a worker under 18. Pure: no storage, no clock but the one passed in.
 *
 * The notice's texts are content files (shared/content/legal/<notice>.<language>.md) with their version in
 * their front matter; `notice.json` names the version in force, which every consent record carries. A worker
 * who accepted an older version is asked again before going on.
 */
import notice from '../content/legal/notice.json';
import type { SiteLanguage } from './codes';

/** The version of the privacy notice (and terms) in force: what a consent given now is given to. */
export const PRIVACY_NOTICE_VERSION: string = notice.version;

/**
 * The purposes of processing a worker consents to, each recorded on its own. `account` (the account, the
 * profile and applying: what the product is) is mandatory; the others are optional and can be withdrawn
 * with one tap, as easily as they were given. `whatsapp`: the worker's news (their applications'
 * moves, and the job alerts they chose WhatsApp for) by WhatsApp instead of SMS; offered only where a
 * WhatsApp number is configured.
 */
export const CONSENT_PURPOSES = ['account', 'smsUpdates', 'whatsapp', 'jobAlerts', 'push'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/**
 * `jobAlerts`: digests of new jobs matching the searches the worker saved as alerts
 * (shared/domain/job-alerts.ts), by SMS, e-mail or WhatsApp. Withdrawing it deletes the alerts: no digest goes.
 * `push`: the worker's news (their applications' moves, interviews) as notifications from this site on the
 * devices where they turned them on (Web Push, shared/domain/push.ts), tried before WhatsApp and SMS.
 */
export const OPTIONAL_PURPOSES = [
  'smsUpdates',
  'whatsapp',
  'jobAlerts',
  'push',
] as const satisfies readonly ConsentPurpose[];
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/** What a consent record says happened: given, withdrawn, or (by a parent) refused. */
export const CONSENT_ACTIONS = ['grant', 'withdraw', 'refuse'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** The screen a consent was given or withdrawn on. */
export const CONSENT_SCREENS = ['signUp', 'noticeUpdate', 'profile', 'parentLink'] as const;
export type ConsentScreen = (typeof CONSENT_SCREENS)[number];

/**
 * Where a worker account stands:
 * - `consentNeeded`: no consent to the notice in force yet (a new sign-up, an account from before consent was
 *   recorded, or a worker who accepted an older version);
 * - `parentPending`: a worker under 18 whose parent or guardian has not consented yet;
 * - `given`: consent recorded for the notice in force (by a parent for a minor).
 * Only `given` may use the product; a held account may call only the consent flow's endpoints.
 */
export const PRIVACY_STATES = ['consentNeeded', 'parentPending', 'given'] as const;
export type PrivacyState = (typeof PRIVACY_STATES)[number];

/** The age of majority (Indian Majority Act 1875): under it, a parent or lawful guardian consents (DPDP s.9). */
export const ADULT_AGE_YEARS = 18;

/**
 * How long a held account waits: a new account that has not consented, or a minor's parent who has not
 * answered, is erased this many days after it started waiting; the parent's link expires at the same moment.
 */
export const HOLD_DAYS = 7;
export const HOLD_MS = HOLD_DAYS * 24 * 3600_000;

/** Whole years of age on `today` (UTC) of someone born on `dob` (YYYY-MM-DD); NaN for a malformed date. */
export function ageInYears(dob: string, today: Date = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Whether someone born on `dob` is under 18 on `today`. An unknown date of birth counts as a minor's. */
export function isMinor(dob: string, today: Date = new Date()): boolean {
  const age = ageInYears(dob, today);
  return Number.isNaN(age) || age < ADULT_AGE_YEARS;
}

/**
 * THE RULE FOR EVERY FEATURE THAT TRACKS BEHAVIOUR OR PROMOTES (DPDP Act s.9(3)): no behavioural tracking,
 * monitoring or targeted advertising of a worker under 18. Alerts, recommendations, "jobs for you", ranking
 * by what a worker viewed, promotional SMS: each asks this first, with the worker's date of birth, and does
 * nothing for a minor (or for an unknown age). test/shared/privacy.test.ts holds the rule and checks that
 * every module under functions/ named for alerts, recommendations or promotions imports it.
 */
export function mayTrackOrTarget(worker: { DOB: string }, today: Date = new Date()): boolean {
  return !isMinor(worker.DOB, today);
}

/** A mobile number as staff and the worker see it on screens: the first two and last two digits. */
export function maskMobile(number: string): string {
  return number.length <= 4
    ? number
    : `${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`;
}

/** The languages a consent can be given in: those of the screens. */
export type ConsentLanguage = SiteLanguage;

/**
 * The `code` of the 403 a held account gets from every endpoint but the consent flow's (beside a message that
 * says what to do): the app then shows the consent step, or the parent's step.
 */
export const HELD_CODES = { consentNeeded: 'consentNeeded', parentPending: 'parentPending' } as const;
export const HELD_MESSAGES = {
  consentNeeded: 'Please read the privacy notice and give your consent before going on.',
  parentPending:
    'Your parent or guardian must consent before you can use your account. We have sent them a link by SMS.',
} as const;

/** What the state is decided from: the account's stored consent (shared with functions/lib/db/worker-writes.ts). */
export interface StoredConsent {
  PRIVACY_STATE?: PrivacyState;
  NOTICE_VERSION?: string;
}

/**
 * Where an account's consent stands now: `given` only for consent to the notice in force (a new version asks
 * again), `parentPending` while a minor waits for a parent, and `consentNeeded` otherwise (an account from before
 * consent was recorded, which has no state, included).
 */
export function privacyStateOf(
  account: StoredConsent,
  current: string = PRIVACY_NOTICE_VERSION,
): PrivacyState {
  if (account.PRIVACY_STATE === 'given')
    return account.NOTICE_VERSION === current ? 'given' : 'consentNeeded';
  if (account.PRIVACY_STATE === 'parentPending') return 'parentPending';
  return 'consentNeeded';
}
