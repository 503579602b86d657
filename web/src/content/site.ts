/**
 * Everything an operator may reword lives in this one module: product name, marketing copy, contact
 * details, the /client page and its third-party form id. Pages only lay it out.
 *
 * Rules for editing: name no real person without their consent (team members and testimonials are
 * shown by role and city), and keep press entries true (point each at the real article once known).
 * Contact details below are placeholders to replace with the company's real ones before launch.
 * Worker-facing copy is in the catalogues (web/src/locales/<language>/messages.po); this module names it.
 */
import type { MessageId } from '#web/lib/i18n';

export const PRODUCT_NAME = 'Earnlearn';

/** Worker-facing copy is named by its catalogue id (web/src/locales/en/messages.po holds the English). */
export interface Claim {
  value: string;
  label: MessageId;
}

export interface TeamMember {
  role: MessageId;
  about: MessageId;
}

export interface Point {
  title: MessageId;
  text: MessageId;
}

export interface Testimonial {
  quote: MessageId;
  /** A role and a city, never a name. */
  attribution: MessageId;
}

export interface PressArticle {
  publication: string;
  url: string;
}

export interface ClientLogo {
  name: MessageId;
  /** A file under web/public. */
  src: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  label: MessageId;
  url: string;
}

export const mission = {
  headline: 'site.missionHeadline',
  text: 'site.missionText',
} as const satisfies Record<string, MessageId>;

/** The marketing claims of the home page (spec: 5000+ students, 15+ companies). */
export const claims: Claim[] = [
  { value: '5000+', label: 'site.claimStudents' },
  { value: '15+', label: 'site.claimCompanies' },
];

export const howItWorks: Point[] = [
  { title: 'site.howSignIn', text: 'site.howSignInText' },
  { title: 'site.howAbout', text: 'site.howAboutText' },
  { title: 'site.howVerify', text: 'site.howVerifyText' },
  { title: 'site.howApply', text: 'site.howApplyText' },
];

export const founderNote = {
  heading: 'site.founderHeading',
  paragraphs: ['site.founderParagraph1', 'site.founderParagraph2'],
  signature: 'site.founderSignature',
} as const satisfies { heading: MessageId; paragraphs: readonly MessageId[]; signature: MessageId };

export const team: TeamMember[] = [
  { role: 'site.teamFounder', about: 'site.teamFounderAbout' },
  { role: 'site.teamManager', about: 'site.teamManagerAbout' },
];

/** The six points of "Why Work With Us" on /aboutus. */
export const whyWorkWithUs: Point[] = [
  { title: 'site.whyFlexible', text: 'site.whyFlexibleText' },
  { title: 'site.whyPaid', text: 'site.whyPaidText' },
  { title: 'site.whyReal', text: 'site.whyRealText' },
  { title: 'site.whyVerified', text: 'site.whyVerifiedText' },
  { title: 'site.whyHome', text: 'site.whyHomeText' },
  { title: 'site.whySupport', text: 'site.whySupportText' },
];

export const testimonials: Testimonial[] = [
  { quote: 'site.voiceHyderabad', attribution: 'site.voiceHyderabadBy' },
  { quote: 'site.voiceWarangal', attribution: 'site.voiceWarangalBy' },
  { quote: 'site.voiceVijayawada', attribution: 'site.voiceVijayawadaBy' },
];

/** Press coverage ('Featured in {publication}'); replace each url with the article's own address. */
export const pressArticles: PressArticle[] = [
  { publication: 'The Hindu', url: 'https://www.thehindu.com/' },
  { publication: 'Deccan Chronicle', url: 'https://www.deccanchronicle.com/' },
  { publication: 'YourStory', url: 'https://yourstory.com/' },
];

/** Client logos (local files). Named by sector until each client agrees to be named. */
export const clientLogos: ClientLogo[] = [
  { name: 'site.clientRetail', src: '/images/clients/retail.svg' },
  { name: 'site.clientLogistics', src: '/images/clients/logistics.svg' },
  { name: 'site.clientEducation', src: '/images/clients/education.svg' },
  { name: 'site.clientHospitality', src: '/images/clients/hospitality.svg' },
  { name: 'site.clientHealthcare', src: '/images/clients/healthcare.svg' },
];

export const contact = {
  phone: { display: '+91 40 4567 8900', href: 'tel:+914045678900' },
  address: {
    lines: ['2nd Floor, Plot 12, Madhapur', 'Hyderabad, Telangana 500081'],
    city: 'Hyderabad',
  },
  email: 'support@earnlearn.in',
  /** Opening hours of the support line (spec section 9), shown on /contactus. */
  hours: ['contact.hoursWeekdays', 'contact.hoursSaturday', 'contact.hoursSunday'],
} as const satisfies { hours: readonly MessageId[] } & Record<string, unknown>;

export const socialLinks: SocialLink[] = [
  { network: 'facebook', label: 'social.facebook', url: 'https://www.facebook.com/earnlearn' },
  { network: 'instagram', label: 'social.instagram', url: 'https://www.instagram.com/earnlearn' },
  { network: 'linkedin', label: 'social.linkedin', url: 'https://www.linkedin.com/company/earnlearn' },
];

export const footer = {
  blurb: 'footer.blurb',
  copyright: 'footer.copyright',
} as const satisfies Record<string, MessageId>;

/**
 * Id of the third-party lead form embedded twice on /client (a Google Forms "d/e/..." id). Empty: the page
 * shows the phone, e-mail and hours instead of a form.
 */
export const clientLeadFormId = '';

/** The embed address of the lead form with the given id. */
export function leadFormUrl(formId: string): string {
  return `https://docs.google.com/forms/d/e/${encodeURIComponent(formId)}/viewform?embedded=true`;
}
