/**
 * Demo accounts for the local twin: registered workers with verified mobiles (with their applications to the
 * demo jobs, moved through the hiring pipeline by the demo HR and OPS, so the moves have an audit trail) and
 * one staff member per role, whose e-mails and passwords `npm start` prints. The first worker, Priya Sharma,
 * is the one the e2e tests and the bench sign in as: keep her as she is.
 */
import type { EducationLevel, Language } from '#shared/domain/codes';

export interface DemoWorker {
  sub: string;
  email: string;
  name: string;
  details: {
    gender: 0 | 1 | 2;
    dob: string;
    languages: Language[];
    cityName: string;
    education: EducationLevel;
  };
  mobileNumber: string;
  /** Shown on the profile page; absent for a worker who has not filled it in yet. */
  collegeName?: string;
  /**
   * Indexes into demoJobs (./jobs.ts), and the status each application has reached (through the pipeline's
   * moves: Selected by way of Shortlisted).
   */
  applications: { job: number; status: 'APPLIED' | 'SHORTLISTED' | 'SELECTED' | 'REJECTED' }[];
}

export const demoWorkers: DemoWorker[] = [
  {
    sub: 'demo-worker-1',
    email: 'priya.student@example.com',
    name: 'Priya Sharma',
    details: {
      gender: 0,
      dob: '2003-04-12',
      languages: ['english', 'hindi'],
      cityName: 'lucknow',
      education: 'pursuingGraduation',
    },
    mobileNumber: '9876500001',
    collegeName: 'University of Lucknow',
    applications: [
      { job: 2, status: 'SHORTLISTED' },
      { job: 7, status: 'APPLIED' },
    ],
  },
  {
    sub: 'demo-worker-2',
    email: 'ravi.kumar@example.com',
    name: 'Ravi Kumar',
    details: {
      gender: 1,
      dob: '2001-09-30',
      languages: ['english', 'telugu'],
      cityName: 'hyderabad-telangana',
      education: 'graduate',
    },
    mobileNumber: '9876500002',
    collegeName: 'Osmania University',
    applications: [
      { job: 1, status: 'SELECTED' },
      { job: 3, status: 'REJECTED' },
      { job: 0, status: 'APPLIED' },
    ],
  },
  {
    sub: 'demo-worker-3',
    email: 'ananya.iyer@example.com',
    name: 'Ananya Iyer',
    details: {
      gender: 0,
      dob: '2004-01-05',
      languages: ['english'],
      cityName: 'chennai',
      education: 'twelthPass',
    },
    mobileNumber: '9876500003',
    applications: [
      { job: 6, status: 'APPLIED' },
      // A job the admin closed later (demoClosedJobs): its applicants stay counted.
      { job: 13, status: 'SHORTLISTED' },
    ],
  },
  // Applicants for HR and OPS to move on `npm start`: each demo job 0, 1 and 2 has some in every status.
  {
    sub: 'demo-worker-4',
    email: 'arjun.verma@example.com',
    name: 'Arjun Verma',
    details: {
      gender: 1,
      dob: '2002-02-17',
      languages: ['english', 'hindi'],
      cityName: 'jaipur',
      education: 'graduate',
    },
    mobileNumber: '9876500004',
    applications: [
      { job: 0, status: 'APPLIED' },
      { job: 1, status: 'SHORTLISTED' },
    ],
  },
  {
    sub: 'demo-worker-5',
    email: 'meera.nair@example.com',
    name: 'Meera Nair',
    details: {
      gender: 0,
      dob: '2003-07-22',
      languages: ['english'],
      cityName: 'kozhikode',
      education: 'pursuingGraduation',
    },
    mobileNumber: '9876500005',
    applications: [
      { job: 0, status: 'SHORTLISTED' },
      { job: 2, status: 'APPLIED' },
    ],
  },
  {
    sub: 'demo-worker-6',
    email: 'rahul.yadav@example.com',
    name: 'Rahul Yadav',
    details: {
      gender: 1,
      dob: '2000-11-03',
      languages: ['hindi'],
      cityName: 'patna',
      education: 'twelthPass',
    },
    mobileNumber: '9876500006',
    applications: [
      { job: 0, status: 'APPLIED' },
      { job: 1, status: 'REJECTED' },
      { job: 6, status: 'APPLIED' },
    ],
  },
  {
    sub: 'demo-worker-7',
    email: 'sneha.patil@example.com',
    name: 'Sneha Patil',
    details: {
      gender: 0,
      dob: '2002-05-09',
      languages: ['english', 'hindi'],
      cityName: 'pune',
      education: 'graduate',
    },
    mobileNumber: '9876500007',
    applications: [
      { job: 0, status: 'SELECTED' },
      { job: 2, status: 'APPLIED' },
    ],
  },
  {
    sub: 'demo-worker-8',
    email: 'karthik.reddy@example.com',
    name: 'Karthik Reddy',
    details: {
      gender: 1,
      dob: '2001-03-28',
      languages: ['english', 'telugu'],
      cityName: 'visakhapatnam',
      education: 'graduate',
    },
    mobileNumber: '9876500008',
    applications: [
      { job: 0, status: 'REJECTED' },
      { job: 1, status: 'APPLIED' },
      { job: 2, status: 'SHORTLISTED' },
    ],
  },
  {
    sub: 'demo-worker-9',
    email: 'fatima.khan@example.com',
    name: 'Fatima Khan',
    details: {
      gender: 0,
      dob: '2004-09-14',
      languages: ['english', 'hindi'],
      cityName: 'bhopal',
      education: 'pursuingGraduation',
    },
    mobileNumber: '9876500009',
    applications: [
      { job: 0, status: 'APPLIED' },
      { job: 2, status: 'REJECTED' },
    ],
  },
  {
    sub: 'demo-worker-10',
    email: 'vikram.singh@example.com',
    name: 'Vikram Singh',
    details: {
      gender: 1,
      dob: '1999-12-01',
      languages: ['hindi'],
      cityName: 'ludhiana',
      education: 'tenthPass',
    },
    mobileNumber: '9876500010',
    applications: [
      { job: 1, status: 'APPLIED' },
      { job: 6, status: 'SHORTLISTED' },
    ],
  },
  {
    sub: 'demo-worker-11',
    email: 'lakshmi.menon@example.com',
    name: 'Lakshmi Menon',
    details: {
      gender: 0,
      dob: '2003-01-19',
      languages: ['english'],
      cityName: 'coimbatore',
      education: 'graduate',
    },
    mobileNumber: '9876500011',
    applications: [
      { job: 0, status: 'APPLIED' },
      { job: 2, status: 'SELECTED' },
    ],
  },
];

export const demoStaff = [
  { email: 'admin@earnlearn.in', role: 'admin', name: 'Demo Admin', password: 'Admin@Earnlearn1' },
  { email: 'hr@earnlearn.in', role: 'HR', name: 'Demo HR', password: 'Hr@Earnlearn1' },
  { email: 'ops@earnlearn.in', role: 'OPS', name: 'Demo Operations', password: 'Ops@Earnlearn1' },
] as const;

/**
 * The demo employer: an organisation whose owner signed in by e-mail code (so "Email confirmed"), at its
 * website's domain (so "Domain matches website"). Sign in at /employer with the owner's e-mail; the code
 * arrives in the local SES inbox.
 */
export const demoEmployer = {
  owner: { email: 'owner@demo-traders.in', name: 'Kavya Reddy' },
  organisation: {
    legalName: 'Demo Traders Private Limited',
    brandName: 'Demo Traders',
    logoLink: '/logos/demo-traders.png',
    website: 'https://www.demo-traders.in',
    city: 'hyderabad-telangana',
    address: '4-1-10 Abids Road, Hyderabad 500001',
    industry: 'retail',
    size: '11-50',
    registrationKind: 'gstin',
    registrationNumber: '27AAPFU0939F1ZV',
    contactName: 'Kavya Reddy',
    contactRole: 'Founder',
  },
} as const;

/**
 * The demo employer's own posting: one that asks for a "registration fee", held in the admin's moderation queue
 * with that hit (approving it there shows the employer's badge on its card and page). None is live at the start,
 * so the workers' first cards are the demo jobs the journeys expect.
 */
export const demoEmployerJobs = [
  {
    TITLE: 'Data Entry Operator (Work From Home)',
    LOCATION: 'Hyderabad',
    CITY: 'hyderabad-telangana',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '3 hours a day',
    EARNINGS: '₹9,000 a month',
    MONTHLY_EARNINGS: 9_000,
    TYPE: 'GIG',
    SCHEDULE: 'PART_TIME',
    POSITION: 'Gig',
    DESCRIPTION: 'Type product lists into our online store from photos of our paper catalogue.',
    ROLES_AND_RESPONSIBILITIES: 'Enter 200 products a day. Check prices against the catalogue.',
    WHAT_YOU_GET: 'Monthly pay. Pay a registration fee of ₹499 to get your login.',
    WHO_CAN_APPLY: 'Anyone with a laptop and an internet connection.',
    state: 'inReview',
  },
] as const;
