/** The post-new-job form's values, its labels, and the `postJob` input built from it. */
import type { JobSummary } from '#shared/api/job-shapes';
import { districtName } from '#shared/domain/districts';
import type { JobPosting } from '#shared/domain/job-rules';
import type { PngValue } from '#web/components/PngUpload';

export type JobField = keyof JobPosting;

export interface JobFormValues {
  title: string;
  companyName: string;
  logo: PngValue;
  /** A district id, or '' until one is picked. */
  location: string;
  /** '1' available, '0' not, '' until chosen. */
  workFromHome: string;
  workHours: string;
  earnings: string;
  position: string;
  description: string;
  rolesAndResponsibilities: string;
  whatYouGet: string;
  whoCanApply: string;
  /** A JOB_TYPES value, or '' until chosen. */
  type: string;
  /** A JOB_SCHEDULES value, or '' until chosen. */
  schedule: string;
  /** Whole rupees a month, as typed. */
  monthlyEarnings: string;
}

export const EMPTY_JOB: JobFormValues = {
  title: '',
  companyName: '',
  logo: { key: '' },
  location: '',
  workFromHome: '',
  workHours: '',
  earnings: '',
  position: '',
  description: '',
  rolesAndResponsibilities: '',
  whatYouGet: '',
  whoCanApply: '',
  type: '',
  schedule: '',
  monthlyEarnings: '',
};

/** The labels of the form's fields, also used to name the server's field errors. */
export const JOB_FIELD_LABELS: Record<JobField, string> = {
  title: 'Job title',
  companyName: 'Company name',
  logo: 'Company logo',
  location: 'Location',
  workFromHome: 'Work From Home',
  workHours: 'Work Hours',
  earnings: 'Earnings',
  position: 'Position',
  description: 'Description',
  rolesAndResponsibilities: 'Roles & Responsibilities',
  whatYouGet: 'What you get',
  whoCanApply: 'Who can Apply',
  type: 'Type',
  schedule: 'Hours',
  monthlyEarnings: 'Earnings a month (₹)',
};

/** What the form holds, shaped as `postJob` takes it; `jobPostingSchema` then checks it. */
export function toPostingInput(values: JobFormValues): Record<JobField, unknown> {
  return {
    title: values.title,
    companyName: values.companyName,
    logo: values.logo.key,
    location: values.location,
    workFromHome: values.workFromHome === '' ? undefined : Number(values.workFromHome),
    workHours: values.workHours,
    earnings: values.earnings,
    position: values.position,
    description: values.description,
    rolesAndResponsibilities: values.rolesAndResponsibilities,
    whatYouGet: values.whatYouGet,
    whoCanApply: values.whoCanApply,
    type: values.type === '' ? undefined : values.type,
    schedule: values.schedule === '' ? undefined : values.schedule,
    // Digits only become a number; anything else stays text, which the schema refuses with its message.
    monthlyEarnings: /^[0-9]{1,9}$/.test(values.monthlyEarnings.trim())
      ? Number(values.monthlyEarnings.trim())
      : values.monthlyEarnings,
  };
}

/** The job as a worker's card will show it, from what is typed so far (placeholders for what is not). */
export function previewJob(values: JobFormValues, logoLink: string, now: Date): JobSummary {
  return {
    ID: 0,
    TITLE: values.title.trim() || 'Untitled job',
    COMPANY_NAME: values.companyName.trim() || 'Your company',
    LOGO_LINK: logoLink,
    LOCATION: districtName(values.location) || 'City',
    WORK_FROM_HOME: values.workFromHome === '1' ? 1 : 0,
    WORK_HOURS: values.workHours.trim() || 'Work hours',
    EARNINGS: values.earnings.trim() || 'Earnings',
    POSITION: values.position.trim() || 'Position',
    POSTED_AT: now.toISOString(),
  };
}
