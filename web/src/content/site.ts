/**
 * Everything an operator may reword lives in this one module: product name, marketing copy, contact
 * details, the /client page and its third-party form id. Pages only lay it out.
 *
 * Rules for editing: name no real person without their consent (team members and testimonials are
 * shown by role and city), and keep press entries true (point each at the real article once known).
 * Contact details below are placeholders to replace with the company's real ones before launch.
 */

export const PRODUCT_NAME = 'Earnlearn';

export interface Claim {
  value: string;
  label: string;
}

export interface TeamMember {
  role: string;
  about: string;
}

export interface Point {
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  /** A role and a city, never a name. */
  attribution: string;
}

export interface PressArticle {
  title: string;
  publication: string;
  url: string;
}

export interface ClientLogo {
  name: string;
  /** A file under web/public. */
  src: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

export const mission = {
  headline: 'Earn while learning',
  text: `${PRODUCT_NAME} connects students and young people across India with internships, part-time jobs and gig work they can fit around their classes, so they earn money and real experience at the same time.`,
};

/** The marketing claims of the home page (spec: 5000+ students, 15+ companies). */
export const claims: Claim[] = [
  { value: '5000+', label: 'students have found work with us' },
  { value: '15+', label: 'companies get their work done by our students' },
];

export const howItWorks: Point[] = [
  { title: 'Sign in', text: 'Press LOGIN at the top of the page and continue with your Google account.' },
  { title: 'Tell us about you', text: 'Add your details, the languages you speak and your city.' },
  { title: 'Verify your mobile', text: 'Confirm your mobile number with a one-time code.' },
  { title: 'Apply and earn', text: 'Browse internships and gigs, apply in one click and start earning.' },
];

export const founderNote = {
  heading: 'A note from our founder',
  paragraphs: [
    'I started this company because I saw too many students choose between paying their fees and learning something new. Work should not have to wait until the degree is over.',
    'Every task posted here is a chance to build a skill, meet a mentor and earn your own money. We check every company we work with, so that your first job is a good one.',
  ],
  signature: `Founder, ${PRODUCT_NAME}`,
};

export const team: TeamMember[] = [
  {
    role: 'Founder',
    about: `Started ${PRODUCT_NAME} to give students paid work that teaches them something, and still reads every piece of feedback.`,
  },
  {
    role: 'Project Manager (Intern)',
    about:
      'Matches students with projects, keeps clients up to date and makes sure every task is finished on time.',
  },
];

/** The six points of "Why Work With Us" on /aboutus. */
export const whyWorkWithUs: Point[] = [
  { title: 'Flexible hours', text: 'Pick work that fits around your classes and exams.' },
  { title: 'Paid work', text: 'Every internship and gig listed here pays you for your time.' },
  { title: 'Real experience', text: 'Work on live projects for real companies, not practice tasks.' },
  { title: 'Verified companies', text: 'We check every company before its work reaches you.' },
  { title: 'Work from home', text: 'Many roles can be done from home, wherever you study.' },
  { title: 'Support when you need it', text: 'Our team answers your questions six days a week.' },
];

export const testimonials: Testimonial[] = [
  {
    quote: 'I paid my semester fees with the surveys I did on weekends, and learnt how to talk to customers.',
    attribution: 'B.Com student, Hyderabad',
  },
  {
    quote: 'My first internship came from here. The work was real and the payment came on time.',
    attribution: 'B.Tech student, Warangal',
  },
  {
    quote: 'The hours fit around my classes. I could choose work from home during exams.',
    attribution: 'BBA student, Vijayawada',
  },
];

/** Press coverage. Titles name the publication; replace each url with the article's own address. */
export const pressArticles: PressArticle[] = [
  { title: 'Featured in The Hindu', publication: 'The Hindu', url: 'https://www.thehindu.com/' },
  {
    title: 'Featured in Deccan Chronicle',
    publication: 'Deccan Chronicle',
    url: 'https://www.deccanchronicle.com/',
  },
  { title: 'Featured in YourStory', publication: 'YourStory', url: 'https://yourstory.com/' },
];

/** Client logos (local files). Named by sector until each client agrees to be named. */
export const clientLogos: ClientLogo[] = [
  { name: 'Retail client', src: '/images/clients/retail.svg' },
  { name: 'Logistics client', src: '/images/clients/logistics.svg' },
  { name: 'Education client', src: '/images/clients/education.svg' },
  { name: 'Hospitality client', src: '/images/clients/hospitality.svg' },
  { name: 'Healthcare client', src: '/images/clients/healthcare.svg' },
];

export const contact = {
  phone: { display: '+91 40 4567 8900', href: 'tel:+914045678900' },
  address: {
    lines: ['2nd Floor, Plot 12, Madhapur', 'Hyderabad, Telangana 500081'],
    city: 'Hyderabad',
  },
  email: 'support@earnlearn.in',
  /** Opening hours of the support line (spec section 9), shown on /contactus. */
  hours: ['Monday-Friday 9AM-7PM', 'Saturday 9AM-5PM', 'Sunday closed'],
};

export const socialLinks: SocialLink[] = [
  { network: 'facebook', label: `${PRODUCT_NAME} on Facebook`, url: 'https://www.facebook.com/earnlearn' },
  { network: 'instagram', label: `${PRODUCT_NAME} on Instagram`, url: 'https://www.instagram.com/earnlearn' },
  {
    network: 'linkedin',
    label: `${PRODUCT_NAME} on LinkedIn`,
    url: 'https://www.linkedin.com/company/earnlearn',
  },
];

export const footer = {
  blurb: `${PRODUCT_NAME} is a marketplace for internships, part-time jobs and gig work in India, built for students who want to earn while learning.`,
  copyright: `© 2021 ${PRODUCT_NAME}. All rights reserved.`,
};

/**
 * Id of the third-party lead form embedded twice on /client (a Google Forms "d/e/..." id). Empty: the page
 * shows the phone, e-mail and hours instead of a form.
 */
export const clientLeadFormId = '';

/** The embed address of the lead form with the given id. */
export function leadFormUrl(formId: string): string {
  return `https://docs.google.com/forms/d/e/${encodeURIComponent(formId)}/viewform?embedded=true`;
}

export const clientPage = {
  hero: {
    eyebrow: `${PRODUCT_NAME} for business`,
    heading: 'COVID-19 compliance, enforced on the ground',
    text: 'Our COVID-19 compliance enforcement platform puts trained student teams at your sites to check masks, distancing, sanitisation and visitor logs, and reports what they find the same day.',
  },
  about: {
    heading: 'About us',
    text: `${PRODUCT_NAME} turns thousands of students across India into a flexible, trained workforce. Businesses get checks, audits and research done quickly, and students earn while learning.`,
  },
  services: [
    {
      title: 'Diligence',
      text: 'Background, site and vendor checks carried out in person and documented with photos.',
    },
    {
      title: 'Auditing',
      text: 'Regular compliance audits of stores, offices and warehouses against your own checklist.',
    },
    {
      title: 'New Business Development',
      text: 'Market surveys, lead lists and field sales support to open new cities and segments.',
    },
  ] satisfies Point[],
  steps: [
    { title: 'Tell us what you need', text: 'Share the sites, the checklist and the timeline in the form.' },
    { title: 'We plan and staff it', text: 'We pick and brief a student team close to your locations.' },
    { title: 'The work gets done', text: 'Students visit, check and record, supervised by our managers.' },
    { title: 'You get the report', text: 'Findings, photos and next steps arrive on a shared dashboard.' },
  ] satisfies Point[],
  /** Opening hours of the client desk (spec section 9). */
  hours: 'Mon-Fri 09:00-17:00',
  leadFormTitle: 'Request work from our team',
};
