/**
 * The words of the server-rendered public pages (functions/features/job-pages/: `/jobs`, its category pages
 * and `/jobs/{id}`) in the site's three languages. The labels the SPA's job page shows too are its
 * catalogues' own texts under the same ids (test/shared/public-page-texts.test.ts holds them equal); the rest
 * are the pages' own. Names (Earnlearn) stay as they are.
 */
import type { SiteLanguage } from './codes';

export interface PublicPageTexts {
  /** The SPA catalogues' texts, by their ids. */
  'job.location': string;
  'job.workFromHome': string;
  'job.available': string;
  'job.notAvailable': string;
  'job.workHours': string;
  'job.earnings': string;
  'job.description': string;
  'job.roles': string;
  'job.whatYouGet': string;
  'job.whoCanApply': string;
  'job.apply': string;
  'job.closedNotice': string;
  'jobs.none': string;
  'footer.internships': string;
  'footer.jobOpenings': string;
  /** The pages' own. */
  allJobs: string;
  gigs: string;
  workFromHomeJobs: string;
  /** "{what} in {city}": what is one of the headings above. */
  inCity: (what: string, city: string) => string;
  listIntro: string;
  similarJobs: string;
  nextPage: string;
  browseBy: string;
  cities: string;
  view: string;
  notFoundTitle: string;
  notFoundText: string;
  backHome: string;
}

export const PUBLIC_PAGE_TEXTS: Record<SiteLanguage, PublicPageTexts> = {
  en: {
    'job.location': 'Location',
    'job.workFromHome': 'Work From Home',
    'job.available': 'Available',
    'job.notAvailable': 'Not Available',
    'job.workHours': 'Work Hours',
    'job.earnings': 'Earnings',
    'job.description': 'Description',
    'job.roles': 'Roles & Responsibilities',
    'job.whatYouGet': 'What you get',
    'job.whoCanApply': 'Who can Apply',
    'job.apply': 'Apply',
    'job.closedNotice': 'This job is closed and no longer takes applications.',
    'jobs.none': 'Currently, there are no jobs available.',
    'footer.internships': 'Internships',
    'footer.jobOpenings': 'Job Openings',
    allJobs: 'Jobs and internships',
    gigs: 'Gigs',
    workFromHomeJobs: 'Work from home jobs',
    inCity: (what, city) => `${what} in ${city}`,
    listIntro: 'Open jobs for students and young people, newest first. Sign in to apply.',
    similarJobs: 'Similar jobs',
    nextPage: 'Next page',
    browseBy: 'Browse',
    cities: 'Cities',
    view: 'View Job',
    notFoundTitle: "Oops, This page isn't available",
    notFoundText: 'The link you followed may be broken, or the page may have been removed.',
    backHome: 'Back To Homepage',
  },
  hi: {
    'job.location': 'जगह',
    'job.workFromHome': 'घर से काम',
    'job.available': 'उपलब्ध',
    'job.notAvailable': 'उपलब्ध नहीं',
    'job.workHours': 'काम के घंटे',
    'job.earnings': 'कमाई',
    'job.description': 'विवरण',
    'job.roles': 'भूमिका और ज़िम्मेदारियाँ',
    'job.whatYouGet': 'आपको क्या मिलेगा',
    'job.whoCanApply': 'कौन आवेदन कर सकता है',
    'job.apply': 'आवेदन करें',
    'job.closedNotice': 'यह काम बंद हो गया है और अब आवेदन नहीं लेता।',
    'jobs.none': 'अभी कोई काम उपलब्ध नहीं है।',
    'footer.internships': 'इंटर्नशिप',
    'footer.jobOpenings': 'नौकरियाँ',
    allJobs: 'नौकरियाँ और इंटर्नशिप',
    gigs: 'गिग काम',
    workFromHomeJobs: 'घर से काम वाली नौकरियाँ',
    inCity: (what, city) => `${city} में ${what}`,
    listIntro: 'छात्रों और युवाओं के लिए खुले काम, सबसे नए पहले। आवेदन करने के लिए साइन इन करें।',
    similarJobs: 'मिलते-जुलते काम',
    nextPage: 'अगला पेज',
    browseBy: 'देखें',
    cities: 'शहर',
    view: 'काम देखें',
    notFoundTitle: 'माफ़ कीजिए, यह पेज उपलब्ध नहीं है',
    notFoundText: 'आपका लिंक टूटा हो सकता है, या पेज हटा दिया गया हो सकता है।',
    backHome: 'होमपेज पर वापस जाएँ',
  },
  te: {
    'job.location': 'ప్రదేశం',
    'job.workFromHome': 'ఇంటి నుండి పని',
    'job.available': 'అందుబాటులో ఉంది',
    'job.notAvailable': 'అందుబాటులో లేదు',
    'job.workHours': 'పని గంటలు',
    'job.earnings': 'సంపాదన',
    'job.description': 'వివరణ',
    'job.roles': 'పాత్ర & బాధ్యతలు',
    'job.whatYouGet': 'మీకు ఏమి లభిస్తుంది',
    'job.whoCanApply': 'ఎవరు దరఖాస్తు చేయవచ్చు',
    'job.apply': 'దరఖాస్తు చేయండి',
    'job.closedNotice': 'ఈ పని మూసివేయబడింది, ఇక దరఖాస్తులు తీసుకోదు.',
    'jobs.none': 'ప్రస్తుతం ఏ పనులూ అందుబాటులో లేవు.',
    'footer.internships': 'ఇంటర్న్‌షిప్‌లు',
    'footer.jobOpenings': 'ఉద్యోగ అవకాశాలు',
    allJobs: 'ఉద్యోగాలు మరియు ఇంటర్న్‌షిప్‌లు',
    gigs: 'గిగ్ పనులు',
    workFromHomeJobs: 'ఇంటి నుండి చేసే ఉద్యోగాలు',
    inCity: (what, city) => `${city}లో ${what}`,
    listIntro: 'విద్యార్థులు మరియు యువత కోసం తెరిచి ఉన్న పనులు, కొత్తవి ముందు. దరఖాస్తు చేయడానికి సైన్ ఇన్ చేయండి.',
    similarJobs: 'ఇలాంటి పనులు',
    nextPage: 'తదుపరి పేజీ',
    browseBy: 'చూడండి',
    cities: 'నగరాలు',
    view: 'పని చూడండి',
    notFoundTitle: 'క్షమించండి, ఈ పేజీ అందుబాటులో లేదు',
    notFoundText: 'మీరు తెరిచిన లింక్ పనిచేయకపోవచ్చు, లేదా పేజీ తీసివేయబడి ఉండవచ్చు.',
    backHome: 'హోమ్‌పేజీకి తిరిగి వెళ్ళండి',
  },
};

/** The catalogue ids the texts share with the SPA. */
export const CATALOGUE_IDS = [
  'job.location',
  'job.workFromHome',
  'job.available',
  'job.notAvailable',
  'job.workHours',
  'job.earnings',
  'job.description',
  'job.roles',
  'job.whatYouGet',
  'job.whoCanApply',
  'job.apply',
  'job.closedNotice',
  'jobs.none',
  'footer.internships',
  'footer.jobOpenings',
] as const satisfies readonly (keyof PublicPageTexts)[];
