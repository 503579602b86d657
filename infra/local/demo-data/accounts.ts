/**
 * Demo accounts for the local twin: registered workers (with their applications to the demo jobs) and one
 * staff member per role, whose e-mails and passwords `npm start` prints.
 */
export interface DemoWorker {
  sub: string;
  email: string;
  name: string;
  details: {
    gender: 0 | 1 | 2;
    dob: string;
    languages: ('english' | 'hindi' | 'telugu')[];
    cityName: string;
    education: 'belowTenth' | 'tenthPass' | 'twelthPass' | 'pursuingGraduation' | 'graduate' | 'postGraduate';
  };
  mobileNumber: string;
  /** Shown on the profile page; absent for a worker who has not filled it in yet. */
  collegeName?: string;
  /** Indexes into demoJobs (./jobs.ts), and the status each application has reached. */
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
];

export const demoStaff = [
  { email: 'admin@earnlearn.in', role: 'admin', name: 'Demo Admin', password: 'Admin@Earnlearn1' },
  { email: 'hr@earnlearn.in', role: 'HR', name: 'Demo HR', password: 'Hr@Earnlearn1' },
  { email: 'ops@earnlearn.in', role: 'OPS', name: 'Demo Operations', password: 'Ops@Earnlearn1' },
] as const;
