/**
 * Text messages to Indian mobile numbers, published straight to the number with SNS as transactional SMS
 * (no topic): the verification codes, and the worker's news from the hiring pipeline. Each send is counted
 * (SmsSent or SmsFailed, by purpose, metrics.ts) and a failure reaches the caller, who decides whether it
 * matters. The code is in the message and nowhere else: this module never logs it, nor the number, and nor
 * may callers.
 */
import { PublishCommand } from '@aws-sdk/client-sns';
import { PARENT_SHORT_LINK_PATH } from '#shared/api/privacy';
import type { AnyApplicationStatus, ApplicationStatus, SiteLanguage } from '#shared/domain/codes';
import { OTP_VALID_MINUTES } from '#shared/domain/constants';
import {
  SMS_TEXTS,
  type SmsPurpose,
  type SmsText,
  smsTemplateVariable,
} from '#shared/domain/message-purposes';
import {
  codeVariable,
  fillDlt,
  jobText,
  personName,
  productText,
  tokenVariable,
} from '#shared/domain/message-variables';
import { MOBILE_NUMBER_PATTERN } from '#shared/domain/rules';
import { sns } from '../clients/sns';
import { clock } from '../clock';
import { readVariable } from '../config';
import { rememberSmsPurpose } from '../db/sms-messages';
import { logger } from '../logger';
import { countSms } from '../metrics';
import { once, type Retry } from './pacing';

/** The alphanumeric sender shown on the phone (set by the CDK stack on SMS-sending functions only). */
const senderId = readVariable('SMS_SENDER_ID');
/**
 * India's DLT registration (TRAI): the principal entity id, and each text's approved template id. Operators
 * drop an SMS to an Indian number without them; unset (before registration, or for the SMS sandbox) none is sent.
 */
const entityId = readVariable('SMS_ENTITY_ID');
/**
 * The language an SMS is written in: the worker's site language (SITE_LANGUAGE on the account), English
 * when they never chose one. Each purpose's text is a DLT template per language, with its own template id.
 */
export type SmsLanguage = SiteLanguage;
export type { SmsPurpose, SmsText } from '#shared/domain/message-purposes';

/** The account's language for its SMS: what it chose for the site, else English. */
export function smsLanguageOf(account: { SITE_LANGUAGE?: string | undefined }): SmsLanguage {
  const chosen = account.SITE_LANGUAGE;
  return chosen === 'hi' || chosen === 'te' ? chosen : 'en';
}

/**
 * The DLT template id of `text` in `language`, read on each send: every text of every purpose has one in every
 * language (shared/domain/message-purposes.ts); unset (before registration, or for the SMS sandbox), none is sent.
 */
export function templateId(text: SmsText, language: SmsLanguage): string | undefined {
  return readVariable(smsTemplateVariable(text, language));
}

type MessageAttributes = NonNullable<ConstructorParameters<typeof PublishCommand>[0]['MessageAttributes']>;

const text = (value: string) => ({ DataType: 'String', StringValue: value });

/**
 * The attributes of every Publish: transactional, our sender id, and the DLT ids (the text's template id in the
 * language it is written in) when they are set.
 */
export function smsAttributes(smsText: SmsText, language: SmsLanguage = 'en'): MessageAttributes {
  const template = templateId(smsText, language);
  return {
    'AWS.SNS.SMS.SMSType': text('Transactional'),
    'AWS.SNS.SMS.SenderID': text(senderId),
    ...(entityId ? { 'AWS.MM.SMS.EntityId': text(entityId) } : {}),
    ...(template ? { 'AWS.MM.SMS.TemplateId': text(template) } : {}),
  };
}

/**
 * A 10-digit Indian mobile number in E.164. Anything else is refused before SNS sees it: the product sends only
 * to India (DLT-registered texts, the India route's price), and a number that slipped past the input rules must
 * not become an international SMS at another country's price.
 */
export function indianE164(number: string): string {
  if (!MOBILE_NUMBER_PATTERN.test(number)) throw new Error('SMS go only to 10-digit Indian mobile numbers');
  return `+91${number}`;
}

/**
 * The verification-code texts, exactly as registered on DLT (docs/operations.md, "SMS"): the code is the one
 * `{#var#}`, the minutes are fixed. English is one GSM segment; Hindi and Telugu are UCS-2 and each fits one
 * 70-unit part (unit test), so a code costs one part in every language.
 */
export const OTP_TEMPLATES: Record<SmsLanguage, string> = {
  en: `Your Earnlearn verification code is {#var#}. It expires in ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`,
  hi: `Earnlearn कोड {#var#} है, ${OTP_VALID_MINUTES} मिनट तक मान्य। इसे किसी को न बताएं।`,
  te: `Earnlearn కోడ్ {#var#}, ${OTP_VALID_MINUTES} నిమిషాలు చెల్లుతుంది. ఎవరికీ చెప్పకండి.`,
};

export function otpMessage(code: string, language: SmsLanguage = 'en'): string {
  return fillDlt(OTP_TEMPLATES[language], [codeVariable(code)]);
}

// ---- one SMS, one segment ------------------------------------------------------------------------------------

/** The GSM 03.38 basic set: a text of these alone is sent 7-bit, 160 to a segment. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Characters of the GSM extension table: sent 7-bit too, but each takes two places. */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/**
 * How many places `text` takes, and how many it may take: one segment of 160 in the GSM alphabet; outside it
 * (a Hindi title, say) the message is UCS-2, 67 UTF-16 units to each part of a multi-part SMS, and two parts
 * are allowed, since the registered text alone is longer than one UCS-2 segment (70).
 */
function segmentUse(text: string): { used: number; limit: number } {
  let used = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) used += 1;
    else if (GSM_EXTENDED.has(character)) used += 2;
    else return { used: text.length, limit: 2 * 67 };
  }
  return { used, limit: 160 };
}

/**
 * The parts SNS sends (and bills) `text` as: one up to 160 GSM places or 70 UCS-2 units, else 153 GSM places or
 * 67 UCS-2 units to each part.
 */
export function smsParts(text: string): number {
  const { used, limit } = segmentUse(text);
  if (limit === 160) return used <= 160 ? 1 : Math.ceil(used / 153);
  return used <= 70 ? 1 : Math.ceil(used / 67);
}

/** The statuses a worker is told about by SMS. */
export type NotifiedStatus = Extract<ApplicationStatus, 'SHORTLISTED' | 'SELECTED' | 'REJECTED'>;

export function isNotified(status: AnyApplicationStatus): status is NotifiedStatus {
  return status === 'SHORTLISTED' || status === 'SELECTED' || status === 'REJECTED';
}

/**
 * The one application-status text, exactly as registered on DLT (docs/operations.md, "SMS"): every update is
 * this template with the job's title, its company and the status in the three `{#var#}`, so one template id
 * per language (SMS_REVIEW_TEMPLATE_ID, _HI, _TE) covers them all. DLT allows at most 30 characters in a
 * variable. The Hindi and Telugu texts name the Applied Jobs tab as the worker's screens do.
 */
export const REVIEW_TEMPLATE =
  'Earnlearn: your application for {#var#} at {#var#} is {#var#}. See Applied Jobs for updates.';
export const REVIEW_TEMPLATES: Record<SmsLanguage, string> = {
  en: REVIEW_TEMPLATE,
  hi: "Earnlearn: {#var#} ({#var#}) के लिए आपका आवेदन: {#var#}। 'आवेदन किए काम' में देखें।",
  te: "Earnlearn: {#var#} ({#var#}) కోసం మీ దరఖాస్తు: {#var#}. 'దరఖాస్తు చేసిన పనులు' లో చూడండి.",
};
const DLT_VARIABLE_PLACES = 30;

/** What the third variable says for each status, by language (each within DLT's 30 characters). */
export const STATUS_WORDS: Record<SmsLanguage, Record<NotifiedStatus, string>> = {
  en: {
    SHORTLISTED: 'shortlisted',
    SELECTED: 'selected, congratulations',
    REJECTED: 'not selected this time',
  },
  hi: {
    SHORTLISTED: 'शॉर्टलिस्ट हुआ',
    SELECTED: 'चयनित, बधाई हो',
    REJECTED: 'इस बार चयनित नहीं',
  },
  te: {
    SHORTLISTED: 'షార్ట్‌లిస్ట్ అయింది',
    SELECTED: 'ఎంపికయ్యారు, అభినందనలు',
    REJECTED: 'ఈసారి ఎంపిక కాలేదు',
  },
};

/** The fewest characters a title or company is cut to (three of them the '...'). */
const SHORTEST = 6;

/**
 * The worker's SMS about a move of their application: the new status, the job's title and company (each cut to
 * DLT's 30 characters, then the longer first until the whole fits: one GSM segment, or two UCS-2 parts), and
 * no other personal data.
 */
export function reviewMessage(
  status: NotifiedStatus,
  job: { TITLE: string; COMPANY_NAME: string },
  language: SmsLanguage = 'en',
): string {
  // The rule reads the whole text first: a refused title or company is a neutral word, then cut like any.
  const title = jobText(job.TITLE, 'title', language, 200);
  const company = jobText(job.COMPANY_NAME, 'company', language, 200);
  let titleLength = Math.min(Array.from(title).length, DLT_VARIABLE_PLACES);
  let companyLength = Math.min(Array.from(company).length, DLT_VARIABLE_PLACES);
  for (;;) {
    const message = fillDlt(REVIEW_TEMPLATES[language], [
      jobText(title, 'title', language, titleLength),
      jobText(company, 'company', language, companyLength),
      productText(STATUS_WORDS[language][status]),
    ]);
    const { used, limit } = segmentUse(message);
    if (used <= limit || (titleLength <= SHORTEST && companyLength <= SHORTEST)) return message;
    // Each character cut frees at least one place: cut the longer down towards the shorter, by what is over.
    const step = Math.max(1, Math.min(used - limit, Math.abs(titleLength - companyLength)));
    if (titleLength >= companyLength) titleLength = Math.max(SHORTEST, titleLength - step);
    else companyLength = Math.max(SHORTEST, companyLength - step);
  }
}

/**
 * The text a parent or guardian gets, exactly as to be registered on DLT, one per language: the child's first
 * name and the link's token, behind the site's short link (`{site}` is fixed text of the template, the stage's
 * SITE_URL, as in the interview texts: a whole link does not fit DLT's 30 characters). It is written in the
 * language the child uses the site in, the one the parent's page opens in (most likely the family's; the page
 * lets the parent switch). One GSM segment in English, two UCS-2 parts at most in Hindi and Telugu: a first name
 * that does not fit what that leaves, or fails the rule of names, is the neutral "Your child" in the text's
 * language. No other personal data. The Hindi and
 * Telugu name the parent as the site's consent screens do.
 */
export const PARENT_LINK_TEMPLATES: Record<SmsLanguage, string> = {
  en: `Earnlearn: {#var#} asks your consent as parent/guardian. Open {site}${PARENT_SHORT_LINK_PATH}{#var#} in 7 days.`,
  hi: `Earnlearn: {#var#} को माता-पिता या अभिभावक की सहमति चाहिए। 7 दिन में खोलें {site}${PARENT_SHORT_LINK_PATH}{#var#}`,
  te: `Earnlearn: {#var#} కు తల్లిదండ్రుల/సంరక్షకుల సమ్మతి కావాలి. 7 రోజుల్లో తెరవండి {site}${PARENT_SHORT_LINK_PATH}{#var#}`,
};

export function parentLinkMessage(
  childName: string,
  token: string,
  site: string,
  language: SmsLanguage = 'en',
): string {
  const template = PARENT_LINK_TEMPLATES[language].replaceAll('{site}', site.replace(/\/+$/, ''));
  const secret = tokenVariable(token);
  const neutral = personName('', 'child', language);
  // The room the text leaves: a Latin name in a Hindi text is UCS-2 as the text is, so the template's limit.
  const { used, limit } = segmentUse(fillDlt(template, [productText(' '), secret]));
  const room = limit - used + 1;
  // The first name, if it passes the rule; else, or with no room for it, "Your child": never the raw text.
  const name = personName(childName.trim().split(/\s+/)[0] ?? '', 'child', language);
  return fillDlt(template, [Array.from(name).length <= room ? name : neutral, secret]);
}

// ---- sending ---------------------------------------------------------------------------------------------------

/**
 * Records which purpose SNS's message id was for, so a carrier's failure to deliver it counts against that
 * purpose's delivery alarm (functions/ops/count-sms-deliveries.ts). The SMS has gone by then: a failed write
 * only leaves that one uncounted, and must not fail the send (a caller would send the code again).
 */
async function rememberPurpose(messageId: string, purpose: SmsPurpose): Promise<void> {
  try {
    await rememberSmsPurpose(messageId, purpose, clock.now());
  } catch (error: unknown) {
    logger.warn('Could not record the purpose of a sent SMS; its delivery goes uncounted', {
      purpose,
      error: error instanceof Error ? error.name : String(error),
    });
  }
}

/**
 * Publishes `message`; answers the parts SNS sends it as (what the month's count adds). `retry` makes the
 * attempts (one, unless the caller retries throttling): the outcome is counted once, after the last, so a
 * throttled send that a retry delivered is one SmsSent and no SmsFailed.
 */
async function publish(
  number: string,
  message: string,
  text: SmsText,
  language: SmsLanguage = 'en',
  retry: Retry = once,
): Promise<number> {
  const { purpose } = SMS_TEXTS[text];
  let messageId: string | undefined;
  try {
    const phoneNumber = indianE164(number);
    const command = new PublishCommand({
      PhoneNumber: phoneNumber,
      Message: message,
      MessageAttributes: smsAttributes(text, language),
    });
    messageId = (await retry(() => sns.send(command))).MessageId;
  } catch (error: unknown) {
    countSms('SmsFailed', purpose);
    throw error;
  }
  countSms('SmsSent', purpose);
  if (messageId) await rememberPurpose(messageId, purpose);
  return smsParts(message);
}

/**
 * Tells a worker their account is erased in 48 hours for inactivity unless they sign in (the retention
 * job): `message` is the text in their language (features/erasure/notice.ts). Answers the parts it was sent as.
 */
export function sendRetentionNoticeSms(
  number: string,
  message: string,
  language: SmsLanguage,
): Promise<number> {
  return publish(number, message, 'retentionNotice', language);
}

/** Sends a verification code in `language`; answers the parts it was sent as. */
export function sendOtpSms(number: string, code: string, language: SmsLanguage = 'en'): Promise<number> {
  return publish(number, otpMessage(code, language), 'otp', language);
}

/**
 * Sends a parent or guardian the consent link for their child's account, in `language` (the child's on the
 * site); a failure reaches the caller. Answers the parts it was sent as.
 */
export function sendParentLinkSms(
  number: string,
  childName: string,
  token: string,
  site: string,
  language: SmsLanguage = 'en',
): Promise<number> {
  return publish(number, parentLinkMessage(childName, token, site, language), 'parentLink', language);
}

/** Tells a worker their application moved to `status`; a failure reaches the caller (counted already). */
export function sendReviewSms(
  number: string,
  status: NotifiedStatus,
  job: { TITLE: string; COMPANY_NAME: string },
  language: SmsLanguage = 'en',
): Promise<number> {
  return publish(number, reviewMessage(status, job, language), 'review', language);
}

/** Tells a worker their grievance has a reply (the text, in their language, is the caller's); answers the parts. */
export function sendGrievanceReplySms(
  number: string,
  message: string,
  language: SmsLanguage,
): Promise<number> {
  return publish(number, message, 'grievance', language);
}

/**
 * Tells a worker about an interview (the proposal, or the day-before reminder); the text, in their
 * language, is the caller's (features/interviews/messages.ts). Answers the parts it was sent as.
 */
export function sendInterviewSms(
  number: string,
  message: string,
  language: SmsLanguage,
  kind: 'invitation' | 'reminder',
): Promise<number> {
  return publish(
    number,
    message,
    kind === 'invitation' ? 'interviewInvitation' : 'interviewReminder',
    language,
  );
}

/**
 * Tells a worker a message in one of their application threads is unread (features/application-threads/
 * nudges.ts: the text, in their language, is the caller's; no message text in it). Answers the parts.
 */
export function sendThreadMessageSms(
  number: string,
  message: string,
  language: SmsLanguage,
): Promise<number> {
  return publish(number, message, 'threadMessage', language);
}

/**
 * The worker's daily digest of their job alerts: the text, in their language, is the caller's
 * (shared/domain/job-alerts.ts `digestSms`, the DLT template per language), and so are the attempts (`retry`:
 * the digest tries a throttled send again). Answers the parts it was sent as.
 */
export function sendAlertDigestSms(
  number: string,
  message: string,
  language: SmsLanguage,
  retry: Retry = once,
): Promise<number> {
  return publish(number, message, 'alertDigest', language, retry);
}

/**
 * The notice of a personal-data breach (features/breach-notices): the text, in the person's language, is the
 * caller's (shared/domain/breach-notice.ts, the DLT template per language). Answers the parts it was sent as.
 */
export function sendBreachNoticeSms(number: string, message: string, language: SmsLanguage): Promise<number> {
  return publish(number, message, 'breachNotice', language);
}
