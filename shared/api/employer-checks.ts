/**
 * Checking employers: an owner sends the organisation's certificate (handlers in functions/employer/), and the
 * admin's employer tools (handlers in functions/admin/): the queue of documents to check, the list and detail
 * of every organisation with the GST registry's answer, the decision on the documents, suspension and
 * reinstatement, each written to the organisation's audit trail. The rules are in
 * shared/domain/employer-checks.ts; employer.ts and admin.ts re-export these contracts by area.
 */
import * as z from 'zod/mini';
import {
  adminReasonSchema,
  employerCheckMessages,
  needsReason,
  ORGANISATION_AUDIT_ACTIONS,
  organisationIdSchema,
  VERIFICATION_DECISIONS,
  verificationDecisionShape,
} from '../domain/employer-checks';
import { MEMBER_ROLE_CODES } from '../domain/employer-team';
import { DOCUMENT_CHECKS, VERIFICATION_LEVELS } from '../domain/employer-verification';
import { JOB_STATES } from '../domain/job-lifecycle';
import { JOB_REPORT_REASONS } from '../domain/job-reports';
import { JOB_STATUSES } from '../domain/job-rules';
import { ORGANISATION_ID_KINDS } from '../domain/organisation-ids';
import { plainText } from '../domain/text-rules';
import { CERTIFICATE_UPLOAD_TYPES } from '../domain/upload-types';
import { nextCursor, pageQuery, successOutput, uploadContentType, uploadForm } from './common';
import { defineEndpoint } from './contract';
import { organisationOutput, verificationShape } from './organisation-shapes';

// ---- the employer's side ---------------------------------------------------------------------------------------

export const createVerificationUpload = defineEndpoint({
  name: 'createVerificationUpload',
  uses: { table: 'read', uploads: 'documentForm' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    "A presigned form for uploading the organisation's certificate (PNG, JPEG or PDF, at most 2 MB) straight to storage, for submitVerificationDocuments (owners only).",
  input: z.strictObject({
    contentType: uploadContentType(
      CERTIFICATE_UPLOAD_TYPES,
      'contentType must be image/jpeg, image/png or application/pdf',
    ),
  }),
  output: z.object({ data: uploadForm }),
});

export const submitVerificationDocuments = defineEndpoint({
  name: 'submitVerificationDocuments',
  uses: { table: 'readWrite', uploads: 'keepDocuments' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    "Send the certificate for the organisation's registration number (GST, Udyam or incorporation), uploaded with createVerificationUpload: the documents wait for an admin (owners only; 409 while they wait or once checked).",
  input: z.strictObject({
    certificate: z
      .string({ error: 'certificate must be the key of the uploaded file' })
      .check(
        z.minLength(1, { error: 'certificate must be the key of the uploaded file' }),
        z.maxLength(300, { error: 'certificate must be the key of the uploaded file' }),
        ...plainText('certificate'),
      ),
  }),
  output: z.object({ verification: verificationShape }),
});

// ---- the admin's side ------------------------------------------------------------------------------------------

const decider = z.object({ id: z.int(), email: z.string() });

/** A row of the queue: the organisation, what it sent and when. */
export const verificationQueueRow = z.object({
  id: z.string(),
  legalName: z.string(),
  brandName: z.optional(z.string()),
  city: z.string(),
  registrationKind: z.enum(ORGANISATION_ID_KINDS),
  registrationNumber: z.string(),
  level: z.enum(VERIFICATION_LEVELS),
  submittedAt: z.string(),
});
export type VerificationQueueRow = z.infer<typeof verificationQueueRow>;

export const getVerificationQueue = defineEndpoint({
  name: 'getVerificationQueue',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: "Organisations whose certificate waits for an admin's check, the oldest submission first.",
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(verificationQueueRow), cursor: nextCursor }),
});

export const employerOrganisationRow = z.object({
  id: z.string(),
  legalName: z.string(),
  brandName: z.optional(z.string()),
  city: z.string(),
  level: z.enum(VERIFICATION_LEVELS),
  documents: z.enum(DOCUMENT_CHECKS),
  status: z.enum(['active', 'suspended']),
  members: z.int(),
  createdAt: z.string(),
});
export type EmployerOrganisationRow = z.infer<typeof employerOrganisationRow>;

export const getEmployerOrganisations = defineEndpoint({
  name: 'getEmployerOrganisations',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'Every employer organisation, newest first, a page at a time.',
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(employerOrganisationRow), cursor: nextCursor }),
});

/** The GST registry's answer for the organisation's GSTIN: informational, it decides nothing. */
export const registryAnswer = z.object({
  /** `notGstin`: the organisation gave a Udyam or CIN number, which the registry does not know. */
  outcome: z.enum(['off', 'unavailable', 'notFound', 'notGstin', 'found']),
  legalName: z.optional(z.string()),
  tradeName: z.optional(z.string()),
  status: z.optional(z.string()),
  active: z.optional(z.boolean()),
  registeredOn: z.optional(z.string()),
  /** Whether the registry's legal name is the one the organisation gave (legalNamesMatch). */
  legalNameMatches: z.optional(z.boolean()),
});
export type RegistryAnswer = z.infer<typeof registryAnswer>;

export const auditEntry = z.object({
  at: z.string(),
  action: z.enum(ORGANISATION_AUDIT_ACTIONS),
  by: decider,
  reason: z.optional(z.string()),
});
export type AuditEntryShape = z.infer<typeof auditEntry>;

/** The organisation as the admin reads it: as its people do, with the suspension's date, reason and admin. */
export const employerOrganisationDetail = z.extend(organisationOutput, {
  suspension: z.optional(z.object({ at: z.string(), reason: z.string(), by: decider })),
});

/** How many the organisation uses of a limit now, and how many it may (absent: no limit). */
const limitUse = z.object({ used: z.int(), allowed: z.optional(z.int()) });

/** One of the organisation's jobs on the admin's employer page. */
export const organisationJobLine = z.object({
  id: z.int(),
  title: z.string(),
  state: z.enum(JOB_STATES),
  status: z.enum(JOB_STATUSES),
  /** Its applications in the pipeline (withdrawn ones not counted); absent on a job that keeps no counts. */
  applicants: z.optional(z.int()),
  /** When it was posted (for a job not yet published, when it was created). */
  postedAt: z.string(),
  /** Its reports since their last review, when it has some (the reported jobs' queue holds it). */
  reports: z.optional(z.object({ reporters: z.int(), paused: z.boolean() })),
  /** Closed by the organisation's suspension: its reinstatement opens it again. */
  pausedBySuspension: z.optional(z.literal(true)),
});
export type OrganisationJobLine = z.infer<typeof organisationJobLine>;

/** The newest jobs the admin's employer page shows (the employer's own list pages through them all). */
export const ORGANISATION_JOBS_SHOWN = 20;

export const getEmployerOrganisation = defineEndpoint({
  name: 'getEmployerOrganisation',
  uses: { table: 'read', batchGet: true, gstinRegistry: true },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary:
    "One organisation for the admin: its details, members with their roles, verification, whether it sent a certificate, the GST registry's answer for its GSTIN (when a registry is configured), its audit trail, its newest jobs (with their reports), the reports of it and its jobs, and its limits now.",
  input: z.strictObject({ id: organisationIdSchema }),
  output: z.object({
    organisation: employerOrganisationDetail,
    members: z.array(
      z.object({
        memberId: z.int(),
        name: z.string(),
        email: z.string(),
        role: z.enum(MEMBER_ROLE_CODES),
        joinedAt: z.string(),
      }),
    ),
    certificate: z.optional(z.object({ submittedAt: z.string(), kind: z.enum(ORGANISATION_ID_KINDS) })),
    registry: registryAnswer,
    audit: z.array(auditEntry),
    /** Its newest jobs, newest created first; `more` when it has others. */
    jobs: z.object({ data: z.array(organisationJobLine), more: z.boolean() }),
    /** Every report of its jobs and of itself, ever (counts only, no reporter named). */
    reports: z.object({
      reports: z.int(),
      /** Of those, the reports of the employer itself, from its page. */
      direct: z.int(),
      lastAt: z.optional(z.string()),
      reasons: z.record(z.enum(JOB_REPORT_REASONS), z.int()),
    }),
    /** Its limits now, by its verification level (shared/domain/employer-jobs.ts). */
    limits: z.object({
      /** Jobs live or in review. */
      active: limitUse,
      /** Jobs created today (IST). */
      postingsToday: limitUse,
      /** Distinct applicants its people opened today (IST). */
      applicantsToday: limitUse,
    }),
  }),
});

export const openVerificationCertificate = defineEndpoint({
  name: 'openVerificationCertificate',
  uses: { table: 'readWrite', uploads: 'documentLinks' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    "A short-lived link (10 minutes) to the organisation's certificate; each opening is written to its audit trail. 404 when it sent none.",
  input: z.strictObject({ id: organisationIdSchema }),
  output: z.object({ link: z.string(), expiresAt: z.string() }),
});

export const decideVerification = defineEndpoint({
  name: 'decideVerification',
  uses: { table: 'readWrite', email: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: `Decide pending documents (${VERIFICATION_DECISIONS.join(' or ')}; refusing needs the reason the employer reads); audited, the owners told by e-mail. 409 when they are not pending (a second decision).`,
  input: z.strictObject({ id: organisationIdSchema, ...verificationDecisionShape }).check(
    z.refine((input) => !needsReason(input.decision) || input.reason !== undefined, {
      path: ['reason'],
      error: employerCheckMessages.refuseReason,
    }),
  ),
  output: successOutput,
});

export const suspendEmployer = defineEndpoint({
  name: 'suspendEmployer',
  uses: { table: 'readWrite', email: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    "Suspend an organisation, with a reason: every member's sessions end at once and they are refused from then on, its live jobs leave the lists and search, the members are told by e-mail; audited. 409 when suspended already.",
  input: z.strictObject({ id: organisationIdSchema, reason: adminReasonSchema }),
  output: successOutput,
});

export const reinstateEmployer = defineEndpoint({
  name: 'reinstateEmployer',
  uses: { table: 'readWrite', email: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    'Reinstate a suspended organisation: its people may sign in again and the jobs its suspension paused are open again; the members are told by e-mail; audited. 409 when it is not suspended.',
  input: z.strictObject({ id: organisationIdSchema, reason: z.optional(adminReasonSchema) }),
  output: successOutput,
});
