/**
 * The WhatsApp utility templates, exactly as submitted to Meta for approval (docs/operations.md,
 * "WhatsApp"): one template name per purpose, one text per language, each parameter a `{{n}}` of the body. Meta
 * sends only an approved template to a person who has not written to us in the last 24 hours, so every
 * WhatsApp message is one of these, filled with its parameters. Pure data and text: the local WhatsApp outbox
 * (infra/local/dev/whatsapp-outbox.ts) renders what it receives with it, as the phone would show it.
 */
import type { SiteLanguage } from '#shared/domain/codes';

export type WhatsAppTemplateName = 'job_alert_digest' | 'application_status';
export type WhatsAppLanguage = SiteLanguage;

export const WHATSAPP_TEMPLATE_NAMES: readonly WhatsAppTemplateName[] = [
  'job_alert_digest',
  'application_status',
];
export const WHATSAPP_LANGUAGES: readonly WhatsAppLanguage[] = ['en', 'hi', 'te'];

/**
 * The body texts. `job_alert_digest`: {{1}} how many new jobs match, {{2}} the link to them, {{3}} the one-tap
 * unsubscribe link. `application_status`: {{1}} the job's title, {{2}} its company, {{3}} the status in words
 * (as the status SMS, messaging/sms.ts STATUS_WORDS). Meta refuses a template that starts or ends with a
 * parameter, so each ends with plain text.
 */
export const WHATSAPP_TEMPLATES: Record<WhatsAppTemplateName, Record<WhatsAppLanguage, string>> = {
  job_alert_digest: {
    en: 'Earnlearn: {{1}} new jobs match your job alert.\nSee them: {{2}}\nStop these alerts: {{3}}\nYou get this because you chose WhatsApp for your job alert.',
    hi: 'Earnlearn: आपके जॉब अलर्ट से मेल खाते {{1}} नए काम हैं।\nदेखें: {{2}}\nये अलर्ट बंद करें: {{3}}\nआपने अपने जॉब अलर्ट के लिए WhatsApp चुना है, इसलिए यह संदेश मिला।',
    te: 'Earnlearn: మీ జాబ్ అలర్ట్‌కు సరిపోయే {{1}} కొత్త పనులు ఉన్నాయి.\nచూడండి: {{2}}\nఈ అలర్ట్‌లు ఆపండి: {{3}}\nమీ జాబ్ అలర్ట్ కోసం మీరు WhatsApp ఎంచుకున్నందున ఈ సందేశం వచ్చింది.',
  },
  application_status: {
    en: 'Earnlearn: your application for {{1}} at {{2}} is {{3}}. See Applied Jobs for updates.',
    hi: "Earnlearn: {{1}} ({{2}}) के लिए आपका आवेदन: {{3}}। 'आवेदन किए काम' में देखें।",
    te: "Earnlearn: {{1}} ({{2}}) కోసం మీ దరఖాస్తు: {{3}}. 'దరఖాస్తు చేసిన పనులు' లో చూడండి.",
  },
};

/** How many `{{n}}` parameters a template's body takes (the same in every language). */
export function parameterCount(template: WhatsAppTemplateName): number {
  return new Set(WHATSAPP_TEMPLATES[template].en.match(/\{\{\d+\}\}/g) ?? []).size;
}

/** The text the phone shows: the template in `language` with `{{n}}` replaced by the n-th parameter. */
export function renderWhatsApp(
  template: WhatsAppTemplateName,
  language: WhatsAppLanguage,
  parameters: readonly string[],
): string {
  return WHATSAPP_TEMPLATES[template][language].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => parameters[Number(n) - 1] ?? '',
  );
}
