/**
 * What a posted job must hold: the fields a job card and the job page show (spec sections 2 and 3). The same
 * schema validates the admin's form in the browser and the request on the server.
 */
import * as z from 'zod/mini';
import { citySchema, plainText } from './rules';

export const JOB_TITLE_MAX_LENGTH = 120;
export const JOB_SHORT_TEXT_MAX_LENGTH = 80;
export const JOB_LONG_TEXT_MAX_LENGTH = 4000;
export const JOB_STATUSES = ['OPEN', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobMessages = {
  title: 'Please enter the job title',
  companyName: 'Please enter the company name',
  logo: 'Please upload the company logo (png)',
  location: 'Please select a city',
  workFromHome: 'Please choose whether work from home is available',
  workHours: 'Please enter the work hours',
  earnings: 'Please enter the earnings',
  position: 'Please enter the position',
  description: 'Please enter a description',
  rolesAndResponsibilities: 'Please enter the roles and responsibilities',
  whatYouGet: 'Please enter what the worker gets',
  whoCanApply: 'Please enter who can apply',
} as const;

/** A required text field; `label` names it in the plain-text messages (rules.ts). */
function text(message: string, max: number, label: string, lines: 'oneLine' | 'multiLine' = 'oneLine') {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `must be at most ${max} characters` }),
      ...plainText(label, { multiLine: lines === 'multiLine' }),
    );
}

export const jobPostingSchema = z.strictObject({
  title: text(jobMessages.title, JOB_TITLE_MAX_LENGTH, 'Title'),
  companyName: text(jobMessages.companyName, JOB_SHORT_TEXT_MAX_LENGTH, 'Company name'),
  /** The key `createLogoUpload` answered, once the png is uploaded. */
  logo: text(jobMessages.logo, 512, 'Logo'),
  location: citySchema,
  workFromHome: z.literal([0, 1], { error: jobMessages.workFromHome }),
  workHours: text(jobMessages.workHours, JOB_SHORT_TEXT_MAX_LENGTH, 'Work hours'),
  earnings: text(jobMessages.earnings, JOB_SHORT_TEXT_MAX_LENGTH, 'Earnings'),
  position: text(jobMessages.position, JOB_SHORT_TEXT_MAX_LENGTH, 'Position'),
  description: text(jobMessages.description, JOB_LONG_TEXT_MAX_LENGTH, 'Description', 'multiLine'),
  rolesAndResponsibilities: text(
    jobMessages.rolesAndResponsibilities,
    JOB_LONG_TEXT_MAX_LENGTH,
    'Roles and responsibilities',
    'multiLine',
  ),
  whatYouGet: text(jobMessages.whatYouGet, JOB_LONG_TEXT_MAX_LENGTH, 'What you get', 'multiLine'),
  whoCanApply: text(jobMessages.whoCanApply, JOB_LONG_TEXT_MAX_LENGTH, 'Who can apply', 'multiLine'),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;
