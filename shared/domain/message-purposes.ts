/**
 * Why a message is sent, one list per channel, and where each SMS text's DLT template id comes from. Pure data:
 * the functions read it (metrics.ts, sms.ts), the CDK app too (stage settings, variables, alarms), so every
 * purpose has a template id in every language and an alarm without a second list to keep in step.
 */
import { SITE_LANGUAGES, type SiteLanguage } from '#shared/domain/codes';

/**
 * The caps on who makes us send (functions/features/caps): an SMS refused for its Google identity, its number,
 * its number's series, its source address or its purpose's daily budget, and a sign-up refused for its address or the hour's total.
 * The CapReached metric's `cap` dimension takes these values, and its alarms name them.
 */
export const CAPS = [
  'smsIdentity',
  'smsNumber',
  'smsSeries',
  'smsAddress',
  'otpBudget',
  'parentBudget',
  'signUpAddress',
  'signUpHourly',
] as const;
export type Cap = (typeof CAPS)[number];
/** The caps that are a purpose's daily budget: reached, that purpose's SMS stop for everyone until the next day. */
export const BUDGET_CAPS = ['otpBudget', 'parentBudget'] as const satisfies readonly Cap[];

/**
 * Why an SMS was sent: a verification code, a hiring pipeline move, a parent's link, the worker's news, and the
 * notice of a personal-data breach.
 */
export const SMS_PURPOSES = [
  'otp',
  'review',
  'parentLink',
  'grievance',
  'retentionNotice',
  'interview',
  'alertDigest',
  'breachNotice',
] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * Why an e-mail was sent: a new staff member's log-in, a grievance reply, the retention notice, a digest, the
 * notice of a personal-data breach, an employer's sign-in code, an invitation to an employer's team, an admin's decision on an employer's
 * documents, an employer's suspension or reinstatement.
 */
export const EMAIL_PURPOSES = [
  'credentials',
  'grievance',
  'retentionNotice',
  'alertDigest',
  'breachNotice',
  'employerSignIn',
  'employerInvite',
  'employerVerification',
  'employerSuspension',
] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];

/** Every language an SMS is written in: the site's. */
export const SMS_LANGUAGES = SITE_LANGUAGES;
export type SmsLanguage = SiteLanguage;

/**
 * Each registered SMS text: DLT approves a text, not a purpose, so a purpose with two texts (the interview's
 * invitation and its day-before reminder) has two, each with its template id in every language (the parent's
 * too: it goes out in the language the worker uses the site in, as the parent's page opens).
 */
export const SMS_TEXTS = {
  otp: { purpose: 'otp', setting: 'Otp', variable: 'OTP' },
  review: { purpose: 'review', setting: 'Review', variable: 'REVIEW' },
  parentLink: { purpose: 'parentLink', setting: 'Parent', variable: 'PARENT' },
  grievance: { purpose: 'grievance', setting: 'Grievance', variable: 'GRIEVANCE' },
  retentionNotice: { purpose: 'retentionNotice', setting: 'Retention', variable: 'RETENTION' },
  interviewInvitation: { purpose: 'interview', setting: 'Interview', variable: 'INTERVIEW' },
  interviewReminder: { purpose: 'interview', setting: 'InterviewReminder', variable: 'INTERVIEW_REMINDER' },
  alertDigest: { purpose: 'alertDigest', setting: 'Alert', variable: 'ALERT' },
  // A new message in an application's thread, unread for a while: news of the application (decision 605).
  threadMessage: { purpose: 'review', setting: 'Message', variable: 'MESSAGE' },
  breachNotice: { purpose: 'breachNotice', setting: 'Breach', variable: 'BREACH' },
} as const satisfies Record<string, { purpose: SmsPurpose; setting: string; variable: string }>;
export type SmsText = keyof typeof SMS_TEXTS;
const TEXT_NAMES = Object.keys(SMS_TEXTS) as SmsText[];

const LANGUAGE_SUFFIXES = {
  en: { setting: '', variable: '' },
  hi: { setting: 'Hi', variable: '_HI' },
  te: { setting: 'Te', variable: '_TE' },
} as const satisfies Record<SmsLanguage, { setting: string; variable: string }>;
type Texts = typeof SMS_TEXTS;
type Suffixes = typeof LANGUAGE_SUFFIXES;

/** The stage setting of one text's template id: smsOtpTemplateId, smsOtpTemplateIdHi, ... */
export type SmsTemplateSetting = {
  [T in SmsText]: `sms${Texts[T]['setting']}TemplateId${Suffixes[SmsLanguage]['setting']}`;
}[SmsText];
/** The function's variable of one text's template id: SMS_OTP_TEMPLATE_ID, SMS_OTP_TEMPLATE_ID_HI, ... */
export type SmsTemplateVariable = {
  [T in SmsText]: `SMS_${Texts[T]['variable']}_TEMPLATE_ID${Suffixes[SmsLanguage]['variable']}`;
}[SmsText];

export function smsTemplateSetting(text: SmsText, language: SmsLanguage): SmsTemplateSetting {
  return `sms${SMS_TEXTS[text].setting}TemplateId${LANGUAGE_SUFFIXES[language].setting}` as SmsTemplateSetting;
}

export function smsTemplateVariable(text: SmsText, language: SmsLanguage): SmsTemplateVariable {
  return `SMS_${SMS_TEXTS[text].variable}_TEMPLATE_ID${LANGUAGE_SUFFIXES[language].variable}` as SmsTemplateVariable;
}

/** Every text's template id, as setting and variable: each text in each language. */
export const SMS_TEMPLATES: readonly {
  text: SmsText;
  purpose: SmsPurpose;
  language: SmsLanguage;
  setting: SmsTemplateSetting;
  variable: SmsTemplateVariable;
}[] = TEXT_NAMES.flatMap((text) =>
  SMS_LANGUAGES.map((language) => ({
    text,
    purpose: SMS_TEXTS[text].purpose,
    language,
    setting: smsTemplateSetting(text, language),
    variable: smsTemplateVariable(text, language),
  })),
);

/** The template variables of some purposes' texts (a scheduled job gets its own texts' only). */
export function smsTemplateVariablesOf(purposes: readonly SmsPurpose[]): SmsTemplateVariable[] {
  return SMS_TEMPLATES.filter((template) => purposes.includes(template.purpose)).map(
    (template) => template.variable,
  );
}
