/**
 * The one route table of the SPA: every route is named here once, and every link is built from it.
 */
import type { ApplicationPage } from '#shared/domain/codes';

export const paths = {
  home: '/',
  aboutUs: '/aboutus',
  contactUs: '/contactus',
  client: '/client',
  /** The privacy notice and the terms (shared/content/legal/), in the site's language. */
  privacy: '/privacy',
  terms: '/terms',
  dashboard: '/dashboard',
  /** The dashboard opened at one of its tabs (`/dashboard?tab=explore`). */
  dashboardTab: (tab: 'office' | 'applied' | 'explore') => `/dashboard?tab=${tab}`,
  job: (id: number | string) => `/jobs/${id}`,
  /** Not in the spec: the open jobs for anyone, Explore's filters in the query (decision 615). */
  jobs: '/jobs',
  /** The public list of one type: the footer's Internships and Job Openings. */
  jobsOfType: (type: 'internship' | 'job' | 'gig') => `/jobs?type=${type}`,
  /** Not in the spec: an employer's own page, open to anyone. */
  employerPage: (id: string) => `/employers/${id}`,
  profile: '/profile',
  /** The worker's copy of their data, as a person reads it. */
  myData: '/profile/my-data',
  /** The worker's printable resume, made from the profile (linked only from the profile page). */
  resume: '/profile/resume',
  /** Where a parent's SMS link leads: `/parent-consent#<token>` (the token never reaches a server in a URL). */
  parentConsent: '/parent-consent',
  /** Where a job-alert digest's one-tap link leads: `/unsubscribe#<token>`. */
  unsubscribe: '/unsubscribe',
  /** Where the sign-in provider sends the browser back with `#id_token=...&state=...`. */
  authCallback: '/auth/callback',
  notFound: '/404',
  /** The employer's jobs (the employer area's): the list, a new posting, one job's edit. */
  employerJobs: '/employer/jobs',
  employerPostJob: '/employer/jobs/new',
  employerJob: (id: number | string) => `/employer/jobs/${id}`,
  adminLogin: '/admin/login',
  admin: '/admin',
  /** After a log-in with a temporary password: the admin sets their own before the area opens. */
  adminChangePassword: '/admin/change-password',
  /** After the password: the authenticator's code, or setting up the app. */
  adminSecondFactor: '/admin/second-factor',
  adminDashboard: '/admin/dashboard',
  adminAllEmployees: '/admin/all-employees',
  adminEmployee: (id: number | string) => `/admin/all-employees/${id}`,
  adminAddNewEmployee: '/admin/add-new-employee',
  adminPostedJobs: '/admin/posted-jobs',
  adminPostNewJob: '/admin/post-new-job',
  /** Not in the spec: a posted job's page, its edit form and history. */
  adminJob: (id: number | string) => `/admin/posted-jobs/${id}`,
  /** The posting form filled from another job. */
  adminDuplicateJob: (id: number | string) => `/admin/post-new-job?from=${id}`,
  adminUsers: '/admin/users',
  adminUser: (id: number | string) => `/admin/users/${id}`,
  /** Not in the spec: the admin accounts and the actions on them. */
  adminAdmins: '/admin/admins',
  /** Not in the spec: the grievances to answer, one of them, and the privacy overview. */
  adminGrievances: '/admin/grievances',
  adminGrievance: (id: string) => `/admin/grievances/${id}`,
  adminPrivacy: '/admin/privacy',
  /** Not in the spec: the jobs workers reported, to dismiss or close. */
  adminReportedJobs: '/admin/reported-jobs',
  /** Not in the spec: the jobs in review, to approve, reject or send back for changes. */
  adminModeration: '/admin/moderation',
  /** Not in the spec: the thread messages held by the rules or reported by workers (decision 603). */
  adminMessages: '/admin/messages',
  /** Not in the spec: employers' organisations, one of them, and the documents waiting for a check. */
  adminEmployers: '/admin/employers',
  adminEmployer: (id: string) => `/admin/employers/${id}`,
  adminVerifications: '/admin/verifications',
  internalLogin: '/internal/login',
  internal: '/internal',
  /** After a log-in with a temporary password: HR or OPS set their own before the area opens. */
  internalChangePassword: '/internal/change-password',
  /** After the password: the authenticator's code, or setting up the app. */
  internalSecondFactor: '/internal/second-factor',
  /** HR and OPS set up an authenticator app from their area (offered; required when the admin says so). */
  internalSecurity: '/internal/security',
  internalDashboard: '/internal/dashboard',
  /** One job's applications, on the tab of `page` (spec section 9: new, shortlisted, selected, rejected). */
  internalApplications: (id: number | string, page?: ApplicationPage) =>
    `/internal/applications/${id}${page ? `?page=${page}` : ''}`,
  /** One applicant of a job: the worker, their documents, the moves and the staff's notes. */
  internalApplicant: (jobId: number | string, userId: number | string) =>
    `/internal/applications/${jobId}/${userId}`,
  /** The employer area: sign-in, then the home with the organisation's summary. */
  employer: '/employer',
  employerOrganisation: '/employer/organisation',
  employerTeam: '/employer/team',
  /** One of the organisation's jobs: its applicants, on the tab of `page`, with HR's tools. */
  employerApplicants: (jobId: number | string, page?: ApplicationPage) =>
    `/employer/jobs/${jobId}/applicants${page ? `?page=${page}` : ''}`,
  /** One applicant of one of the organisation's jobs. */
  employerApplicant: (jobId: number | string, userId: number | string) =>
    `/employer/jobs/${jobId}/applicants/${userId}`,
} as const;

/** A route plus an in-page anchor, e.g. `withHash(paths.client, 'services')` is `/client#services`. */
export function withHash(path: string, id: string): string {
  return `${path}#${id}`;
}

/** The anchor of one of the worker's concerns in /profile (Privacy), where the bell's reply entry leads. */
export const concernAnchor = (id: string) => `concern-${id}`;

/** The anchor of the worker's application to a job in Applied Jobs (its status), where a status move leads. */
export const applicationAnchor = (jobId: number) => `application-${jobId}`;

/** The anchor of an application's interview box in Applied Jobs, where an interview invitation leads. */
export const interviewAnchor = (jobId: number) => `interview-${jobId}`;

/** The anchor of an application's messages in Applied Jobs, where a new message's bell entry leads (issue 39). */
export const messagesAnchor = (jobId: number) => `messages-${jobId}`;

/**
 * A route's id read as an integer (spec section 2), or null when it is not the digits of a positive whole
 * number the API takes ('12abc' is not an id, so it is never sent).
 */
export function routeId(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
