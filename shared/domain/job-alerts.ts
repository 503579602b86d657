/**
 * Job alerts: a worker keeps an Explore Jobs search (the same URL filters, shared/domain/
 * job-search.ts) with a channel, and gets at most one digest a day of the new jobs that match it. Pure: the
 * cap, the channels, the matching of a job against the filters, the link of a digest and the digest's texts
 * in the worker's language. Storage is functions/lib/db/job-alerts.ts; the daily run functions/features/
 * job-alerts/digest.ts.
 *
 * An alert matches by the filters the worker chose and by nothing else, for every worker: no inferred
 * interests, no "similar jobs", no ranking by what a worker viewed. For a worker under 18 (or of unknown age)
 * this is also the law (DPDP Act s.9(3)): `mayWidenAlert` is the one place a future widening would have to ask,
 * and it says no for them whatever the product decides for adults (decision 208).
 */
import type { SiteLanguage } from './codes';
import { JOB_SEARCH_NAMES, type JobSearch, scheduleOfParam, typeOfParam } from './job-search';
import { queryTerms } from './job-terms';
import { fillDlt, jobText, linkCodeVariable, numberVariable } from './message-variables';
import { mayTrackOrTarget } from './privacy';

/** How many alerts a worker may keep: a handful of searches, bounded so a digest run stays bounded too. */
export const MAX_JOB_ALERTS = 5;

/**
 * Where a digest goes: SMS to the verified mobile, e-mail to the Google address of the account, or WhatsApp
 * (offered only where a WhatsApp number is configured: functions/lib/messaging/whatsapp.ts).
 */
export const ALERT_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The most jobs named in one digest (the count says how many there are in all). */
export const DIGEST_TITLES_MAX = 3;

/** How far back a digest looks at most: an alert silent for longer gets the jobs of the last week. */
export const DIGEST_LOOKBACK_DAYS = 7;

/** The refusals' codes (beside the message), which the worker's screens put in their own words. */
export const JOB_ALERT_CODES = {
  /** No consent to the optional purpose `jobAlerts` (shared/domain/privacy.ts). */
  consentNeeded: 'jobAlertsConsentNeeded',
  /** MAX_JOB_ALERTS reached. */
  full: 'jobAlertsFull',
  /** The channel cannot be used: no verified mobile (sms), or WhatsApp not configured. */
  channelUnavailable: 'jobAlertChannelUnavailable',
} as const;

export const jobAlertMessages = {
  consentNeeded:
    'Job alerts need your consent first: turn on "Job alerts" in the Privacy section of your profile, or agree in the Alert me dialog.',
  full: `You can keep at most ${MAX_JOB_ALERTS} job alerts. Delete one in the Privacy section of your profile to add another.`,
  smsUnverified: 'channel sms needs a verified mobile number: verify your number first, or choose email.',
  whatsappUnavailable: 'channel whatsapp is not available: WhatsApp is not available. Choose sms or email.',
  whatsappOptIn:
    'channel whatsapp needs your WhatsApp opt-in: turn on WhatsApp in the Privacy section of your profile first, or choose sms or email.',
  channel: 'channel must be sms, email or whatsapp',
  notEligible:
    'Every job this search finds now is one you cannot apply for, so it is not kept as an alert. Change the search and try again.',
  id: 'id must be the id of one of your job alerts',
  token: 'token is not a valid unsubscribe link: it may be incomplete, changed or too old.',
} as const;

/** What a job offers the filters (a listing item holds all of it: functions/lib/db/job-listings.ts). */
export interface MatchableJob {
  CITY?: string | undefined;
  WORK_FROM_HOME: number;
  TYPE?: string | undefined;
  SCHEDULE?: string | undefined;
  MONTHLY_EARNINGS?: number | undefined;
  /** Its terms, each after a space (shared/domain/job-terms.ts `jobText`). */
  TEXT?: string | undefined;
}

/**
 * Whether a job matches an alert's filters, exactly as Explore Jobs would list it (functions/features/
 * job-search/plan.ts): every search term starts a term of the job; the city (with work from home: the city's
 * jobs or remote ones from anywhere, decision 167); type, hours and minimum earnings. `posted` and `sort`
 * shape the list, not what is in it: a digest holds only new jobs anyway.
 */
export function matchesAlert(filters: JobSearch, job: MatchableJob): boolean {
  const text = job.TEXT ?? '';
  for (const term of queryTerms(filters.q ?? '')) if (!text.includes(` ${term}`)) return false;
  const workFromHome = filters.wfh === '1';
  if (filters.city !== undefined) {
    const near = job.CITY === filters.city;
    if (workFromHome ? !(near || job.WORK_FROM_HOME === 1) : !near) return false;
  } else if (workFromHome && job.WORK_FROM_HOME !== 1) return false;
  if (filters.type !== undefined && job.TYPE !== typeOfParam(filters.type)) return false;
  if (filters.hours !== undefined && job.SCHEDULE !== scheduleOfParam(filters.hours)) return false;
  if (filters.pay !== undefined && (job.MONTHLY_EARNINGS ?? 0) < Number(filters.pay)) return false;
  return true;
}

/**
 * Whether an alert may ever widen what it matches beyond the filters chosen (similar jobs, inferred
 * interests). No alert widens today, for anyone (`widening` is off); a worker under 18 or of unknown age is
 * never widened even when it is on (DPDP Act s.9(3), shared/domain/privacy.ts `mayTrackOrTarget`).
 */
export function mayWidenAlert(
  worker: { DOB: string },
  today: Date = new Date(),
  widening: boolean = ALERT_WIDENING,
): boolean {
  return widening && mayTrackOrTarget(worker, today);
}
/** Off: every digest is purely the filters' matches (decision 208). */
export const ALERT_WIDENING = false;

/** The Explore Jobs address of a search: `/dashboard?tab=explore&<filters>` (the tab reads the same names). */
export function explorePath(filters: JobSearch): string {
  // No URLSearchParams: shared/ has neither DOM nor Node types (a space is %20, which the tab reads as well).
  const query = ['tab=explore'];
  for (const name of JOB_SEARCH_NAMES) {
    const value = filters[name];
    if (value) query.push(`${name}=${encodeURIComponent(value)}`);
  }
  return `/dashboard?${query.join('&')}`;
}

/** The one link of a digest: the job when there is one, else Explore with the alert's filters. */
export function digestPath(filters: JobSearch, jobIds: readonly number[]): string {
  return jobIds.length === 1 ? `/jobs/${jobIds[0]}` : explorePath(filters);
}

/** Where the one-tap unsubscribe link leads: the token after `#`, so it never reaches a server in a URL. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** A short name of an alert's search, for the digest and the lists: its words, else "all jobs". */
export function alertLabel(filters: JobSearch, language: SiteLanguage): string {
  if (filters.q?.trim()) return filters.q.trim();
  return { en: 'new jobs', hi: 'नए काम', te: 'కొత్త పనులు' }[language];
}

/**
 * The digest SMS's short links, as the parent's `/p/`: DLT caps a variable at 30 characters and no whole link
 * fits one, so the SMS carries `{site}/a/<code>` (the digest's jobs) and `{site}/a/<code>/stop` (the one-tap
 * unsubscribe), the site fixed text of the template and the code the variable. The code names a stored item
 * (functions/lib/db/digest-links.ts) that the site answers with a redirect to the full link
 * (functions/features/job-pages/digest-link.ts).
 */
export const DIGEST_LINK_PATH = '/a/';
export const DIGEST_STOP_SUFFIX = '/stop';
/** A path of a digest's short link: the code, and whether it is the stop link. */
const DIGEST_LINK_URL = /^\/a\/([^/]+)(\/stop)?$/;

export function digestLinkOf(path: string): { code: string; stop: boolean } | undefined {
  const match = DIGEST_LINK_URL.exec(path);
  return match ? { code: match[1] as string, stop: match[2] !== undefined } : undefined;
}

/**
 * The digest SMS, as to be registered on DLT, one per language: the count, the alert's words (cut to 30
 * characters) and the short link's code twice (the jobs, and the stop link), `{site}` fixed text.
 */
export const DIGEST_SMS_TEMPLATES: Record<SiteLanguage, string> = {
  en: `Earnlearn: {#var#} new job(s) for your alert "{#var#}". See {site}${DIGEST_LINK_PATH}{#var#} Stop alerts: {site}${DIGEST_LINK_PATH}{#var#}${DIGEST_STOP_SUFFIX}`,
  hi: `Earnlearn: आपके अलर्ट "{#var#}" के लिए {#var#} नए काम। देखें {site}${DIGEST_LINK_PATH}{#var#} अलर्ट बंद करें: {site}${DIGEST_LINK_PATH}{#var#}${DIGEST_STOP_SUFFIX}`,
  te: `Earnlearn: మీ అలర్ట్ "{#var#}" కోసం {#var#} కొత్త పనులు. చూడండి {site}${DIGEST_LINK_PATH}{#var#} అలర్ట్ ఆపండి: {site}${DIGEST_LINK_PATH}{#var#}${DIGEST_STOP_SUFFIX}`,
};

export interface DigestContent {
  count: number;
  label: string;
  titles: readonly string[];
  link: string;
  unsubscribe: string;
}

/**
 * The digest SMS in `language`: the count and the alert's words of `content`, and the short links of `code` on
 * `site` (the stage's SITE_URL). The e-mail and WhatsApp carry the full links instead.
 */
export function digestSms(
  content: Pick<DigestContent, 'count' | 'label'>,
  short: { site: string; code: string },
  language: SiteLanguage,
): string {
  const label = jobText(content.label, 'alert', language);
  const count = numberVariable(content.count);
  const code = linkCodeVariable(short.code);
  return fillDlt(
    DIGEST_SMS_TEMPLATES[language].replaceAll('{site}', short.site.replace(/\/+$/, '')),
    language === 'en' ? [count, label, code, code] : [label, count, code, code],
  );
}

/** The digest e-mail: subject and paragraphs, in the worker's language. */
export function digestEmail(
  content: DigestContent,
  language: SiteLanguage,
): { subject: string; lines: string[] } {
  // The alert's words are the worker's: checked like any message variable, in the subject as in the text.
  const label = jobText(content.label, 'alert', language);
  const more = content.count - content.titles.length;
  const texts = {
    en: {
      subject: `${content.count} new job(s) for your alert "${label}"`,
      intro: `New jobs matching your Earnlearn alert "${label}" since the last digest: ${content.count}.`,
      more: `and ${more} more`,
      see: `See them: ${content.link}`,
      why: 'You get this because you created this job alert. It lists only jobs that match the filters you chose.',
      stop: `Stop this alert with one tap: ${content.unsubscribe}`,
    },
    hi: {
      subject: `आपके अलर्ट "${label}" के लिए ${content.count} नए काम`,
      intro: `पिछली सूचना के बाद आपके Earnlearn अलर्ट "${label}" से मिलते नए काम: ${content.count}।`,
      more: `और ${more} अन्य`,
      see: `देखें: ${content.link}`,
      why: 'आपको यह इसलिए मिला क्योंकि आपने यह जॉब अलर्ट बनाया। इसमें केवल आपके चुने फ़िल्टर से मिलते काम हैं।',
      stop: `एक टैप में यह अलर्ट बंद करें: ${content.unsubscribe}`,
    },
    te: {
      subject: `మీ అలర్ట్ "${label}" కోసం ${content.count} కొత్త పనులు`,
      intro: `గత సమాచారం తర్వాత మీ Earnlearn అలర్ట్ "${label}" కు సరిపోయే కొత్త పనులు: ${content.count}.`,
      more: `మరియు మరో ${more}`,
      see: `చూడండి: ${content.link}`,
      why: 'మీరు ఈ జాబ్ అలర్ట్ సృష్టించినందున ఇది వచ్చింది. మీరు ఎంచుకున్న ఫిల్టర్‌లకు సరిపోయే పనులు మాత్రమే ఇందులో ఉంటాయి.',
      stop: `ఒక్క ట్యాప్‌తో ఈ అలర్ట్ ఆపండి: ${content.unsubscribe}`,
    },
  }[language];
  return {
    subject: texts.subject,
    lines: [
      texts.intro,
      ...content.titles.map((title) => `• ${title}`),
      ...(more > 0 ? [texts.more] : []),
      texts.see,
      texts.why,
      texts.stop,
    ],
  };
}
