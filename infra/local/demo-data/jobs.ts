/**
 * Demo jobs for the local twin: fictional companies hiring interns and gig workers across Indian cities.
 * CITY is the district id of LOCATION (Bengaluru is in Bangalore Urban, Kochi in Ernakulam); MONTHLY_EARNINGS
 * is a month's estimate of EARNINGS (a gig's at a few days' work). Their logos (`./logos/`) are stored in the local bucket's logos/ by the seed and served at `/logos/<file>`, as a
 * posted job's logo is. The demo accounts are in `./accounts.ts`.
 */
import type { NewJob } from '#lib/db/jobs';
import { type Pay, payText } from '#shared/domain/job-earnings';
import type { Eligibility } from '#shared/domain/job-eligibility-rules';
import { demoTranslations } from './job-translations';

const day = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20) - daysAgo * 86_400_000).toISOString();

const englishJobs: NewJob[] = [
  {
    TITLE: 'Social Media Marketing Intern',
    COMPANY_NAME: 'Namma Bites',
    LOGO_LINK: '/logos/namma-bites.png',
    LOCATION: 'Bengaluru',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '4 hours a day, flexible',
    EARNINGS: '₹8,000 a month',
    CITY: 'bangalore urban',
    TYPE: 'INTERNSHIP',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 8_000,
    POSITION: 'Intern',
    DESCRIPTION:
      'Namma Bites is a cloud kitchen serving South Indian breakfasts across Bengaluru. We want a student who loves food and Instagram to grow our pages.',
    ROLES_AND_RESPONSIBILITIES:
      'Plan and post two reels a week. Reply to comments and messages within a day. Track reach and orders from each post. Work with our chef on festival specials.',
    WHAT_YOU_GET:
      'Internship certificate. Letter of recommendation for strong work. Free breakfast on office days.',
    WHO_CAN_APPLY:
      'Students of any year and stream. Good written English or Kannada. A phone that shoots decent video.',
    POSTED_AT: day(0),
  },
  {
    TITLE: 'Field Survey Executive (Gig)',
    COMPANY_NAME: 'Bharat Survey Co.',
    LOGO_LINK: '/logos/bharat-survey.png',
    LOCATION: 'Hyderabad',
    WORK_FROM_HOME: 0,
    WORK_HOURS: 'Weekends, 6 hours a day',
    EARNINGS: '₹600 a day',
    CITY: 'hyderabad-telangana',
    TYPE: 'GIG',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 4_800,
    POSITION: 'Gig',
    DESCRIPTION:
      'Visit kirana stores in your area and record what brands they stock, using our mobile app. Paid per completed day.',
    ROLES_AND_RESPONSIBILITIES:
      'Visit 25 stores a day in your assigned ward. Fill the in-app questionnaire at each store. Upload shelf photos. Report store closures.',
    WHAT_YOU_GET:
      'Payment every Monday by UPI. Travel allowance of ₹100 a day. Certificate after 10 days of work.',
    WHO_CAN_APPLY: 'Anyone 18 or older. Comfortable speaking Telugu or Hindi. Own a smartphone.',
    POSTED_AT: day(1),
  },
  {
    TITLE: 'Mathematics Tutor for Class 8-10',
    COMPANY_NAME: 'Vidya Tutors',
    LOGO_LINK: '/logos/vidya-tutors.png',
    LOCATION: 'Lucknow',
    WORK_FROM_HOME: 1,
    WORK_HOURS: 'Evenings, 2 hours a day',
    EARNINGS: '₹350 an hour',
    CITY: 'lucknow',
    TYPE: 'JOB',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 15_000,
    POSITION: 'Part-time',
    DESCRIPTION:
      'Teach small online batches of CBSE students in mathematics. We give you the lesson plans and worksheets.',
    ROLES_AND_RESPONSIBILITIES:
      'Take live classes of up to eight students. Check homework and give feedback. Hold a monthly call with parents.',
    WHAT_YOU_GET:
      'Paid training before your first class. Hourly pay credited every fortnight. Experience certificate.',
    WHO_CAN_APPLY:
      'Graduates or final-year students with mathematics in class 12. Clear spoken Hindi and English.',
    POSTED_AT: day(2),
  },
  {
    TITLE: 'Full Stack Developer Intern',
    COMPANY_NAME: 'CodeCraft Labs',
    LOGO_LINK: '/logos/codecraft-labs.png',
    LOCATION: 'Pune',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '40 hours a week',
    EARNINGS: '₹20,000 a month',
    CITY: 'pune',
    TYPE: 'INTERNSHIP',
    SCHEDULE: 'FULL_TIME',
    MONTHLY_EARNINGS: 20_000,
    POSITION: 'Intern',
    DESCRIPTION:
      'Build features for our invoicing product used by 3,000 small businesses. React on the front, Node.js on the back.',
    ROLES_AND_RESPONSIBILITIES:
      'Ship small features end to end with a mentor. Write tests for what you build. Fix bugs reported by customers. Join the weekly demo.',
    WHAT_YOU_GET:
      'A six-month internship with a pre-placement offer for strong interns. A laptop for the duration. Mentorship from senior engineers.',
    WHO_CAN_APPLY:
      'Computer science or IT students in their final two years. Some JavaScript projects on GitHub.',
    POSTED_AT: day(3),
  },
  {
    TITLE: 'Event Crew Member (Gig)',
    COMPANY_NAME: 'Rangoli Events',
    LOGO_LINK: '/logos/rangoli-events.png',
    LOCATION: 'Jaipur',
    WORK_FROM_HOME: 0,
    WORK_HOURS: 'Per event, 8 hours',
    EARNINGS: '₹1,200 an event',
    CITY: 'jaipur',
    TYPE: 'GIG',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 6_000,
    POSITION: 'Gig',
    DESCRIPTION: 'Help run weddings and college fests in and around Jaipur during the season.',
    ROLES_AND_RESPONSIBILITIES:
      'Welcome and guide guests. Manage registration desks. Coordinate with vendors on the day.',
    WHAT_YOU_GET:
      'Payment within three days of each event. Meals on event days. Travel from a pick-up point.',
    WHO_CAN_APPLY: 'Anyone 18 or older. Friendly and punctual. Available on at least two weekends a month.',
    POSTED_AT: day(4),
  },
  {
    TITLE: 'Customer Support Associate',
    COMPANY_NAME: 'PaySetu Fintech',
    LOGO_LINK: '/logos/paysetu.png',
    LOCATION: 'Gurugram',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '6 hours a day, shifts',
    EARNINGS: '₹15,000 a month',
    CITY: 'gurugram',
    TYPE: 'JOB',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 15_000,
    POSITION: 'Part-time',
    DESCRIPTION: 'Help small merchants set up and use our UPI payments app over chat and phone.',
    ROLES_AND_RESPONSIBILITIES:
      'Answer merchant chats in Hindi and English. Walk merchants through setup. Log issues for the product team.',
    WHAT_YOU_GET: 'Fixed monthly pay. Paid training week. Performance bonus every quarter.',
    WHO_CAN_APPLY: 'Class 12 pass or above. Fluent Hindi and working English. A quiet place to work from.',
    POSTED_AT: day(5),
  },
  {
    TITLE: 'Delivery Partner (Gig)',
    COMPANY_NAME: 'Kirana Konnect',
    LOGO_LINK: '/logos/kirana-konnect.png',
    LOCATION: 'Chennai',
    WORK_FROM_HOME: 0,
    WORK_HOURS: 'Choose your slots',
    EARNINGS: '₹40 a delivery + incentives',
    CITY: 'chennai',
    TYPE: 'GIG',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 12_000,
    POSITION: 'Gig',
    DESCRIPTION: 'Deliver groceries from neighbourhood stores to homes within 3 km.',
    ROLES_AND_RESPONSIBILITIES:
      'Pick up packed orders from partner stores. Deliver within the promised time. Collect cash where needed.',
    WHAT_YOU_GET: 'Weekly payouts. Accident insurance while on duty. Fuel incentives on busy days.',
    WHO_CAN_APPLY: 'Anyone 18 or older with a two-wheeler and a valid licence. Knows the local area.',
    POSTED_AT: day(6),
  },
  {
    TITLE: 'Content Writer Intern (Health)',
    COMPANY_NAME: 'Sahayak Healthcare',
    LOGO_LINK: '/logos/sahayak-health.png',
    LOCATION: 'Kolkata',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '25 hours a week',
    EARNINGS: '₹10,000 a month',
    CITY: 'kolkata',
    TYPE: 'INTERNSHIP',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 10_000,
    POSITION: 'Intern',
    DESCRIPTION:
      'Write simple, accurate health articles for patients in English and Bengali, reviewed by our doctors.',
    ROLES_AND_RESPONSIBILITIES:
      'Write three articles a week. Research from sources our doctors approve. Edit based on review comments.',
    WHAT_YOU_GET: 'Bylined articles for your portfolio. Certificate. Stipend paid monthly.',
    WHO_CAN_APPLY: 'Students of life sciences, pharmacy, nursing or journalism. Strong writing in English.',
    POSTED_AT: day(7),
  },
  {
    TITLE: 'Solar Sales Trainee',
    COMPANY_NAME: 'Swachh Solar',
    LOGO_LINK: '/logos/swachh-solar.png',
    LOCATION: 'Ahmedabad',
    WORK_FROM_HOME: 0,
    WORK_HOURS: '5 days a week, 9AM-5PM',
    EARNINGS: '₹12,000 a month + commission',
    CITY: 'ahmedabad',
    TYPE: 'JOB',
    SCHEDULE: 'FULL_TIME',
    MONTHLY_EARNINGS: 12_000,
    POSITION: 'Trainee',
    DESCRIPTION: 'Explain rooftop solar savings to homeowners and housing societies in Ahmedabad.',
    ROLES_AND_RESPONSIBILITIES:
      'Meet homeowners with our senior sales team. Prepare simple savings estimates. Follow up on leads.',
    WHAT_YOU_GET:
      'Training on solar technology and subsidies. Commission on every installation. A full-time offer after three months.',
    WHO_CAN_APPLY: 'Graduates of any stream. Comfortable speaking Gujarati and Hindi.',
    POSTED_AT: day(8),
  },
  {
    TITLE: 'Graphic Design Intern',
    COMPANY_NAME: 'Pixel Pundits Media',
    LOGO_LINK: '/logos/pixel-pundits.png',
    LOCATION: 'Mumbai',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '30 hours a week',
    EARNINGS: '₹12,000 a month',
    CITY: 'mumbai city',
    TYPE: 'INTERNSHIP',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 12_000,
    POSITION: 'Intern',
    DESCRIPTION: 'Design social posts, banners and pitch decks for our clients in retail and education.',
    ROLES_AND_RESPONSIBILITIES:
      'Design from briefs given by account managers. Keep to each brand guide. Prepare files for print and web.',
    WHAT_YOU_GET: 'Work with real clients. Certificate. A strong portfolio.',
    WHO_CAN_APPLY: 'Students who use Figma, Canva or Adobe tools. Share a portfolio link when we call.',
    POSTED_AT: day(9),
  },
  {
    TITLE: 'Travel Itinerary Planner (Gig)',
    COMPANY_NAME: 'Yatra Trails',
    LOGO_LINK: '/logos/yatra-trails.png',
    LOCATION: 'Kochi',
    WORK_FROM_HOME: 1,
    WORK_HOURS: 'Per itinerary',
    EARNINGS: '₹500 an itinerary',
    CITY: 'ernakulam',
    TYPE: 'GIG',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 5_000,
    POSITION: 'Gig',
    DESCRIPTION:
      'Plan day-by-day itineraries for travellers visiting Kerala, using our templates and partner list.',
    ROLES_AND_RESPONSIBILITIES:
      'Build itineraries from customer requests. Check timings and distances. Suggest stays from our partners.',
    WHAT_YOU_GET: 'Paid per approved itinerary. Flexible hours. Discounts on our trips.',
    WHO_CAN_APPLY: 'Anyone who knows Kerala well. Good written English.',
    POSTED_AT: day(10),
  },
  {
    TITLE: 'Organic Farm Operations Intern',
    COMPANY_NAME: 'GreenLeaf Organics',
    LOGO_LINK: '/logos/greenleaf-organics.png',
    LOCATION: 'Nashik',
    WORK_FROM_HOME: 0,
    WORK_HOURS: '6 days a week, mornings',
    EARNINGS: '₹9,000 a month + stay',
    CITY: 'nashik',
    TYPE: 'INTERNSHIP',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 9_000,
    POSITION: 'Intern',
    DESCRIPTION: 'Learn how an organic farm runs, from sowing to packing, on our 40-acre farm near Nashik.',
    ROLES_AND_RESPONSIBILITIES:
      'Keep the daily crop log. Help with harvest and packing. Run the weekly soil tests.',
    WHAT_YOU_GET: 'Free stay and meals on the farm. Certificate. Hands-on agricultural experience.',
    WHO_CAN_APPLY: 'Agriculture or environmental science students. Happy to work outdoors.',
    POSTED_AT: day(11),
  },
  {
    TITLE: 'Warehouse Inventory Assistant',
    COMPANY_NAME: 'Dakshin Logistics',
    LOGO_LINK: '/logos/dakshin-logistics.png',
    LOCATION: 'Visakhapatnam',
    WORK_FROM_HOME: 0,
    WORK_HOURS: '8 hours a day, day shift',
    EARNINGS: '₹14,000 a month',
    CITY: 'visakhapatnam',
    TYPE: 'JOB',
    SCHEDULE: 'FULL_TIME',
    MONTHLY_EARNINGS: 14_000,
    POSITION: 'Full-time',
    DESCRIPTION: 'Keep stock records accurate at our port-side warehouse.',
    ROLES_AND_RESPONSIBILITIES:
      'Scan incoming and outgoing goods. Run weekly stock counts. Flag damaged items.',
    WHAT_YOU_GET: 'Fixed monthly salary. Provident fund and ESI. Canteen meals.',
    WHO_CAN_APPLY: 'Class 10 pass or above. Basic computer skills. Speaks Telugu.',
    POSTED_AT: day(12),
  },
  {
    TITLE: 'Barista Trainee',
    COMPANY_NAME: 'Chaiwala Cafe',
    LOGO_LINK: '/logos/chaiwala-cafe.png',
    LOCATION: 'New Delhi',
    WORK_FROM_HOME: 0,
    WORK_HOURS: '6 hours a day, weekends included',
    EARNINGS: '₹11,000 a month + tips',
    CITY: 'new delhi',
    TYPE: 'JOB',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 11_000,
    POSITION: 'Part-time',
    DESCRIPTION: 'Brew chai and coffee and look after guests at our Connaught Place cafe.',
    ROLES_AND_RESPONSIBILITIES:
      'Prepare drinks to our recipes. Keep the counter clean. Take orders at the till.',
    WHAT_YOU_GET: 'Barista training. Meals on shift. A share of tips every week.',
    WHO_CAN_APPLY: 'Anyone 18 or older. Friendly with guests. Can stand for long shifts.',
    POSTED_AT: day(13),
  },
];

const STUDENTS_AND_GRADUATES: Eligibility['education'] = ['pursuingGraduation', 'graduate', 'postGraduate'];

/**
 * Who may take each demo job, set by hand from its texts (migration 0007 would make them 18 and over): the
 * deliveries, events and full shifts are unsafe for minors (a two-wheeler, late hours, more hours than an
 * adolescent may work), so 18 and over; a few light part-time internships are open from 16.
 */
const demoEligibility: Record<string, Eligibility> = {
  'Social Media Marketing Intern': {
    minimumAge: 16,
    education: [],
    languages: ['english'],
    unsafeForMinors: [],
  },
  'Field Survey Executive (Gig)': {
    minimumAge: 18,
    education: [],
    languages: ['telugu', 'hindi'],
    unsafeForMinors: [],
  },
  'Mathematics Tutor for Class 8-10': {
    minimumAge: 18,
    education: STUDENTS_AND_GRADUATES,
    languages: ['hindi', 'english'],
    unsafeForMinors: [],
  },
  'Full Stack Developer Intern': {
    minimumAge: 18,
    education: STUDENTS_AND_GRADUATES,
    languages: ['english'],
    unsafeForMinors: ['longHours'],
  },
  'Event Crew Member (Gig)': {
    minimumAge: 18,
    education: [],
    languages: [],
    unsafeForMinors: ['nightWork', 'longHours'],
  },
  'Customer Support Associate': {
    minimumAge: 18,
    education: ['twelthPass', ...STUDENTS_AND_GRADUATES],
    languages: ['hindi', 'english'],
    unsafeForMinors: [],
  },
  'Delivery Partner (Gig)': { minimumAge: 18, education: [], languages: [], unsafeForMinors: ['twoWheeler'] },
  'Content Writer Intern (Health)': {
    minimumAge: 18,
    education: STUDENTS_AND_GRADUATES,
    languages: ['english'],
    unsafeForMinors: [],
  },
  'Solar Sales Trainee': {
    minimumAge: 18,
    education: ['graduate', 'postGraduate'],
    languages: ['hindi'],
    unsafeForMinors: ['longHours'],
  },
  'Graphic Design Intern': { minimumAge: 16, education: [], languages: [], unsafeForMinors: [] },
  'Travel Itinerary Planner (Gig)': {
    minimumAge: 16,
    education: [],
    languages: ['english'],
    unsafeForMinors: [],
  },
  'Organic Farm Operations Intern': { minimumAge: 18, education: [], languages: [], unsafeForMinors: [] },
  'Warehouse Inventory Assistant': {
    minimumAge: 18,
    education: ['tenthPass', 'inClass11or12', 'twelthPass', ...STUDENTS_AND_GRADUATES],
    languages: ['telugu'],
    unsafeForMinors: ['longHours'],
  },
  'Barista Trainee': { minimumAge: 18, education: [], languages: [], unsafeForMinors: [] },
};

/**
 * The pay in parts of the demo jobs whose EARNINGS says nothing more ("+ tips", "an itinerary" are not units):
 * their edit form opens with the pay filled. The others' form asks for it, as a job posted before the pay was
 * asked in parts does.
 */
const demoPay: Record<string, Pay> = {
  'Social Media Marketing Intern': { unit: 'MONTH', amount: 8_000 },
  'Field Survey Executive (Gig)': { unit: 'DAY', amount: 600 },
  'Mathematics Tutor for Class 8-10': { unit: 'HOUR', amount: 350 },
  'Full Stack Developer Intern': { unit: 'MONTH', amount: 20_000 },
  'Event Crew Member (Gig)': { unit: 'EVENT', amount: 1_200 },
  'Customer Support Associate': { unit: 'MONTH', amount: 15_000 },
  'Content Writer Intern (Health)': { unit: 'MONTH', amount: 10_000 },
  'Graphic Design Intern': { unit: 'MONTH', amount: 12_000 },
  'Warehouse Inventory Assistant': { unit: 'MONTH', amount: 14_000 },
};

/** The demo jobs, each with its texts in Hindi and Telugu (`./job-translations.ts`), who may take it and its pay. */
export const demoJobs: NewJob[] = englishJobs.map((job) => {
  const eligibility = demoEligibility[job.TITLE];
  if (!eligibility) throw new Error(`The demo job "${job.TITLE}" says nothing of who may take it`);
  const pay = demoPay[job.TITLE];
  if (pay && payText(pay) !== job.EARNINGS)
    throw new Error(
      `The demo job "${job.TITLE}" pays ${payText(pay)}, but its EARNINGS says ${job.EARNINGS}`,
    );
  return {
    ...job,
    TRANSLATIONS: demoTranslations(job.TITLE),
    ELIGIBILITY: eligibility,
    ...(pay ? { PAY: pay } : {}),
  };
});

/** Indexes into demoJobs of jobs the admin has closed: listed in posted jobs, gone from the workers' list. */
export const demoClosedJobs: readonly number[] = [13];
