/**
 * The privacy endpoints (handlers in functions/worker/): the worker's consent and its record, and a
 * parent's or guardian's consent for a worker under 18, given through a one-time link sent by SMS. The rules
 * are in shared/domain/privacy.ts; docs/privacy.md says which obligation each serves.
 */
import * as z from 'zod/mini';
import { SITE_LANGUAGES } from '../domain/codes';
import {
  CONSENT_ACTIONS,
  CONSENT_PURPOSES,
  CONSENT_SCREENS,
  OPTIONAL_PURPOSES,
  PRIVACY_STATES,
} from '../domain/privacy';
import { dobSchema, mobileNumberSchema, nameSchema, otpSchema, parentDobSchema } from '../domain/rules';
import { noInput, successOutput } from './common';
import { defineEndpoint } from './contract';

const languageSchema = z.enum(SITE_LANGUAGES, { error: 'language must be one of en, hi, te' });
const noticeVersionSchema = z
  .string({ error: 'noticeVersion must be the version of the notice shown' })
  .check(
    z.regex(/^[0-9A-Za-z.-]{1,32}$/, { error: 'noticeVersion must be the version of the notice shown' }),
  );

/** One entry of the consent record, as the worker (and an admin) sees it. Entries are never changed. */
export const consentRecord = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  action: z.enum(CONSENT_ACTIONS),
  noticeVersion: z.string(),
  language: z.enum(SITE_LANGUAGES),
  /** ISO 8601. */
  at: z.string(),
  screen: z.enum(CONSENT_SCREENS),
  by: z.enum(['worker', 'parent']),
});
export type ConsentRecordView = z.infer<typeof consentRecord>;

/** The parent's or guardian's consent for a minor, as the worker and an admin see it. */
export const parentConsentView = z.object({
  name: z.string(),
  /** Masked: the first two and last two digits. */
  mobile: z.string(),
  /** When the latest link was sent (ISO 8601). */
  sentAt: z.string(),
  /** When the link stops working and, with no answer, the account is erased. */
  expiresAt: z.string(),
  /** Set once the parent consented. */
  consentedAt: z.optional(z.string()),
});

export const privacyStatus = z.object({
  state: z.enum(PRIVACY_STATES),
  /** The version of the notice in force. */
  noticeVersion: z.string(),
  /** The version the worker (or, for a minor, the parent) last accepted; '' for none. */
  acceptedVersion: z.string(),
  /** The date of birth given ('' until given): asked first, as it decides who consents. */
  dob: z.string(),
  minor: z.boolean(),
  /** What is consented to now. */
  purposes: z.object({
    account: z.boolean(),
    smsUpdates: z.boolean(),
    /** WhatsApp instead of SMS; absent is false. */
    whatsapp: z.optional(z.boolean()),
    /** Job alerts; absent is false. */
    jobAlerts: z.optional(z.boolean()),
    /** Notifications (Web Push) on the devices registered; absent is false. */
    push: z.optional(z.boolean()),
  }),
  /**
   * The VAPID public key browsers subscribe to notifications with (getPrivacy only); absent: notifications
   * are not offered here, and the Privacy section shows no switch for them.
   */
  pushKey: z.optional(z.string()),
  /**
   * Whether WhatsApp is offered on this site (a WhatsApp number is configured); absent is false. The
   * worker's screens show the WhatsApp opt-in and channel only when it is.
   */
  whatsappOffered: z.optional(z.boolean()),
  parent: z.optional(parentConsentView),
  /** When a held account is erased if nothing more happens (ISO 8601); absent when it is not waiting. */
  heldUntil: z.optional(z.string()),
  /** Every grant and withdrawal, newest first. */
  records: z.array(consentRecord),
});
export type PrivacyStatus = z.infer<typeof privacyStatus>;

/** What an admin sees of a student's consent (the user detail): where it stands, and who consented when. */
export const staffPrivacyView = z.object({
  state: z.enum(PRIVACY_STATES),
  acceptedVersion: z.string(),
  /** When the notice in force was accepted ('' for not yet). */
  acceptedAt: z.string(),
  smsUpdates: z.boolean(),
  /** Opted in to WhatsApp; absent is false. */
  whatsapp: z.optional(z.boolean()),
  /** Agreed to notifications (Web Push); absent is false. */
  push: z.optional(z.boolean()),
  minor: z.boolean(),
  /** For a minor: the parent or guardian, and when they consented (absent while pending). */
  parent: z.optional(parentConsentView),
});

export const getPrivacy = defineEndpoint({
  name: 'getPrivacy',
  // readWrite: a held account whose 7 days ran out is erased rather than shown. whatsapp: whether it is offered.
  // push: the public key the Privacy section subscribes with.
  uses: { table: 'readWrite', whatsapp: 'offer', push: true },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  whileHeld: true,
  summary: "The signed-in worker's consent: where it stands, what is agreed to, and every record of it.",
  input: noInput,
  output: z.object({ data: privacyStatus }),
});

/**
 * The consent step: an adult agrees to the notice in force (the mandatory purpose) and chooses each optional
 * purpose, nothing pre-ticked. `dob` is required while the account has none (at sign-up: it decides whether a
 * parent must consent instead, which this endpoint then refuses).
 */
export const giveConsent = defineEndpoint({
  name: 'giveConsent',
  uses: { table: 'readWrite', whatsapp: 'offer' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  whileHeld: true,
  summary: 'Agree to the privacy notice in force (adults), choosing each optional purpose.',
  input: z.strictObject({
    noticeVersion: noticeVersionSchema,
    language: languageSchema,
    accept: z.literal(true, { error: 'accept must be true: consent is given by ticking the box' }),
    smsUpdates: z.boolean({ error: 'smsUpdates must be true or false' }),
    dob: z.optional(dobSchema),
    screen: z.enum(['signUp', 'noticeUpdate'], { error: 'screen must be signUp or noticeUpdate' }),
  }),
  output: z.object({ data: privacyStatus }),
});

/** Withdraws or gives again an optional purpose (the Privacy section of the profile): one tap either way. */
export const updateConsent = defineEndpoint({
  name: 'updateConsent',
  uses: { table: 'readWrite', whatsapp: 'offer' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Withdraw or give again an optional purpose (SMS updates, WhatsApp, job alerts, notifications).',
  input: z.strictObject({
    purpose: z.enum(OPTIONAL_PURPOSES, { error: 'purpose must be smsUpdates, whatsapp, jobAlerts or push' }),
    granted: z.boolean({ error: 'granted must be true or false' }),
    language: languageSchema,
  }),
  output: z.object({ data: privacyStatus }),
});

/**
 * A worker under 18 names a parent or guardian, who gets an SMS with a one-time link (valid HOLD_DAYS days
 * from the first send). Calling it again sends a new link (the old one stops working), within the OTP send
 * limits; the 7 days do not start again.
 */
export const requestParentConsent = defineEndpoint({
  name: 'requestParentConsent',
  uses: { table: 'readWrite', sms: true, whatsapp: 'offer' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  whileHeld: true,
  summary: "Send (or send again) the parent's or guardian's consent link by SMS, for a worker under 18.",
  input: z.strictObject({
    dob: z.optional(dobSchema),
    parentName: nameSchema,
    parentMobile: mobileNumberSchema,
    language: languageSchema,
  }),
  output: z.object({ data: privacyStatus }),
});

/** The parent's page: the site opens it with the secret in the fragment (`#<token>`), which no server sees. */
export const PARENT_CONSENT_PATH = '/parent-consent';

/**
 * The short link the SMS carries, `/p/<token>`: DLT caps a variable at 30 characters, so the site is fixed text
 * of the registered template and the variable is the token alone. The site's edge answers it with a redirect
 * to `/parent-consent#<token>` (infra/aws/edge/spa-routing.js).
 */
export const PARENT_SHORT_LINK_PATH = '/p/';

/**
 * The secret of a parent's link: 12 random bytes (96 bits), base64url, 16 characters; links sent before were
 * 24 bytes (32 characters) and stay valid until they expire. Only its hash is stored, and the parent must also
 * enter the code texted to them.
 */
export const PARENT_TOKEN_BYTES = 12;
export const parentTokenSchema = z.string({ error: 'token must be the code from the link in the SMS' }).check(
  z.regex(/^(?:[A-Za-z0-9_-]{16}|[A-Za-z0-9_-]{32})$/, {
    error: 'token must be the code from the link in the SMS',
  }),
);

export const parentRequestView = z.object({
  /** The worker's name, as they signed in. */
  workerName: z.string(),
  /** The parent's number, masked: the one the code goes to. */
  mobile: z.string(),
  expiresAt: z.string(),
  /** Whether the parent has verified the number with the code on this link. */
  verified: z.boolean(),
  noticeVersion: z.string(),
  /** The worker's screen language: the parent's page opens in it. */
  language: z.enum(SITE_LANGUAGES),
});

/** The parent's page reads what the link is for (POST: the secret stays out of URLs and access logs). */
export const getParentRequest = defineEndpoint({
  name: 'getParentRequest',
  // Writes only the caller's count of calls (lib/http/public-limit.ts), as every public endpoint does.
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'public',
  summary: "What a parent's consent link is for, while it is valid.",
  input: z.strictObject({ token: parentTokenSchema }),
  output: z.object({ data: parentRequestView }),
});

export const sendParentCode = defineEndpoint({
  name: 'sendParentCode',
  uses: { table: 'readWrite', sms: true },
  method: 'POST',
  area: 'worker',
  caller: 'public',
  summary: "Send a one-time code to the parent's number on the link (OTP limits apply).",
  input: z.strictObject({
    token: parentTokenSchema,
    /** The language the parent's page shows (they may have switched): the code's SMS is in it; else the link's. */
    language: z.optional(languageSchema),
  }),
  output: successOutput,
});

export const verifyParentCode = defineEndpoint({
  name: 'verifyParentCode',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'public',
  summary: "Check the parent's one-time code; success marks the link's number verified.",
  input: z.strictObject({ token: parentTokenSchema, otp: otpSchema }),
  output: z.object({ success: z.boolean() }),
});

/**
 * The parent's answer, once the number is verified: a declaration (parent or lawful guardian, and an adult:
 * their date of birth, 18 or more), then consent (unlocks the worker's account) or refusal (erases it). The
 * link is single use.
 */
export const answerParentRequest = defineEndpoint({
  name: 'answerParentRequest',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'public',
  summary:
    "A verified parent's declaration and answer: consent unlocks the minor's account, refusal erases it.",
  input: z.strictObject({
    token: parentTokenSchema,
    decision: z.enum(['consent', 'refuse'], { error: 'decision must be consent or refuse' }),
    declaration: z.literal(true, {
      error: 'declaration must be true: confirm that you are the parent or lawful guardian and an adult',
    }),
    parentDob: parentDobSchema,
    smsUpdates: z.boolean({ error: 'smsUpdates must be true or false' }),
    noticeVersion: noticeVersionSchema,
    language: languageSchema,
  }),
  output: successOutput,
});
