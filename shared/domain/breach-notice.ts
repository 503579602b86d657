/**
 * The notice each person affected by a personal-data breach gets (DPDP Rules, Rule 7(1); docs/operations.md,
 * "Personal-data breach"): one SMS registered on DLT per language, and an e-mail made from the notice templates
 * (shared/content/legal/breach/notice.<language>.md) with the incident record's texts. Pure: the sender
 * (functions/features/breach-notices) and `npm run breach -- --notify` read it.
 */
import type { SiteLanguage } from '#shared/domain/codes';
import { fillDlt, productText } from '#shared/domain/message-variables';

/** The kinds of personal data a breach may reach (`--class`), as `npm run breach` lists them. */
export const DATA_CLASSES = ['account', 'mobile', 'documents', 'applications', 'parent'] as const;
export type DataClass = (typeof DATA_CLASSES)[number];

/** `BR-<yyyymmdd>-<n>`: the incident record's reference, a DLT variable (at most 30 characters). */
export const BREACH_REFERENCE_PATTERN = /^BR-\d{8}-[1-9]\d{0,2}$/;
/** The day the incident began, `dd-mm-yyyy` (IST), the other DLT variable: digits read in every language. */
export const BREACH_DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/;

/**
 * The SMS, exactly as registered on DLT: the incident's first day and its reference are the two `{#var#}`, the
 * stage's site (`{site}`) fixed text, as in the parent's link. It names no data of the person (the same text
 * reaches a minor's parent) and points to the privacy page, which names whom to contact. English is one GSM
 * part; Hindi and Telugu are UCS-2, two parts (unit test).
 */
export const BREACH_SMS_TEMPLATES: Record<SiteLanguage, string> = {
  en: "Earnlearn: a security incident on {#var#} may have exposed your (or your child's) account data. Ref {#var#}. Help: {site}/privacy",
  hi: 'Earnlearn: {#var#} की सुरक्षा घटना में आपका/बच्चे का डेटा उजागर हो सकता है। संदर्भ {#var#}। मदद {site}/privacy',
  te: 'Earnlearn: {#var#} నాటి భద్రతా ఘటనలో మీ/పిల్లల డేటా బయటపడి ఉండవచ్చు. సూచన {#var#}. సహాయం: {site}/privacy',
};

/** The SMS of one incident in `language`, for the stage's site origin. */
export function breachNoticeSms(
  language: SiteLanguage,
  incident: { date: string; reference: string },
  site: string,
): string {
  // Both are checked when the incident is recorded; a value that slipped past is our bug, and throws.
  if (!BREACH_DATE_PATTERN.test(incident.date) || !BREACH_REFERENCE_PATTERN.test(incident.reference)) {
    throw new Error("A breach notice needs the incident record's date and reference");
  }
  return fillDlt(BREACH_SMS_TEMPLATES[language].replaceAll('{site}', site.replace(/\/+$/, '')), [
    productText(incident.date),
    productText(incident.reference),
  ]);
}

/** How the e-mail names each class of data, in each language (`{{dataClasses}}`). */
export const DATA_CLASS_WORDS: Record<SiteLanguage, Record<DataClass, string>> = {
  en: {
    account: 'profile (name, e-mail, date of birth, city, education)',
    mobile: 'mobile number',
    documents: 'uploaded documents (PAN card, student ID)',
    applications: 'job applications',
    parent: "parent or guardian's name and number",
  },
  hi: {
    account: 'प्रोफ़ाइल (नाम, ई-मेल, जन्म तिथि, शहर, शिक्षा)',
    mobile: 'मोबाइल नंबर',
    documents: 'अपलोड किए दस्तावेज़ (PAN कार्ड, छात्र पहचान पत्र)',
    applications: 'नौकरी के आवेदन',
    parent: 'माता-पिता या अभिभावक का नाम और नंबर',
  },
  te: {
    account: 'ప్రొఫైల్ (పేరు, ఈ-మెయిల్, పుట్టిన తేదీ, నగరం, చదువు)',
    mobile: 'మొబైల్ నంబర్',
    documents: 'అప్‌లోడ్ చేసిన పత్రాలు (PAN కార్డ్, విద్యార్థి ID)',
    applications: 'ఉద్యోగ దరఖాస్తులు',
    parent: 'తల్లిదండ్రులు లేదా సంరక్షకుల పేరు, నంబర్',
  },
};

/** The classes of data concerned, as the e-mail says them: `mobile number; job applications`. */
export function dataClassList(language: SiteLanguage, classes: readonly DataClass[]): string {
  return classes.map((name) => DATA_CLASS_WORDS[language][name]).join('; ');
}

/** A notice e-mail in one language: its subject and plain-text body, `{{placeholders}}` filled or left. */
export interface NoticeEmail {
  readonly subject: string;
  readonly body: string;
}

/** The placeholders filled per person by the sender; the rest come from the incident record. */
export const PER_PERSON_PLACEHOLDERS = ['name', 'dataClasses'] as const;

/**
 * Fills `{{name}}` placeholders from `values`; those not given stay as they are (the sender fills the
 * per-person ones). Values are text, never read as placeholders themselves.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The placeholders still in `text`. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string))].sort();
}

/**
 * The e-mail of a notice template: its second `## ` section (after the SMS), whose first line is
 * `<Subject>: <subject>`; the rest is the body, headings (`### `) as plain lines.
 */
export function noticeEmailOf(markdown: string): NoticeEmail {
  const section = markdown.split(/^## .+$/m)[2];
  if (section === undefined) throw new Error('The notice has no e-mail section (the second "## " heading)');
  const [first = '', ...rest] = section.trim().split('\n');
  const colon = first.indexOf(':');
  if (colon < 0) throw new Error('The e-mail section does not start with its subject line ("Subject: ...")');
  const body = rest.join('\n').trim().replace(/^### /gm, '');
  return { subject: first.slice(colon + 1).trim(), body: `${body}\n` };
}

/** The SMS of a notice template (its first `## ` section), placeholders as written. */
export function noticeSmsOf(markdown: string): string {
  return (markdown.split(/^## .+$/m)[1] ?? '').trim();
}
