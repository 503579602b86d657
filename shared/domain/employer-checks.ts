/**
 * An admin's checks of employers: the certificate an organisation sends for its registration number, the
 * admin's decision on it (verify, or refuse with a reason the employer reads), suspension and reinstatement,
 * and the audit trail each of them writes under the organisation. One schema for the admin's dialogs and the
 * server.
 */
import * as z from 'zod/mini';
import type { OrganisationIdKind } from './organisation-ids';
import { plainText } from './text-rules';

/** The certificate that proves each kind of registration number. */
export const CERTIFICATE_NAMES: Record<OrganisationIdKind, string> = {
  gstin: 'GST registration certificate',
  udyam: 'Udyam registration certificate',
  cin: 'Certificate of incorporation',
};

export const VERIFICATION_DECISIONS = ['verify', 'refuse'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** What the audit trail under an organisation records: each decision, and each opening of its certificate. */
export const ORGANISATION_AUDIT_ACTIONS = [
  'verified',
  'refused',
  'suspended',
  'reinstated',
  'certificateOpened',
] as const;
export type OrganisationAuditAction = (typeof ORGANISATION_AUDIT_ACTIONS)[number];

export const ORGANISATION_AUDIT_LABELS: Record<OrganisationAuditAction, string> = {
  verified: 'Documents verified',
  refused: 'Documents refused',
  suspended: 'Suspended',
  reinstated: 'Reinstated',
  certificateOpened: 'Certificate opened',
};

export const ADMIN_REASON_MAX = 500;

export const employerCheckMessages = {
  decision: `decision must be one of ${VERIFICATION_DECISIONS.join(', ')}`,
  reason: `Please give a reason in at most ${ADMIN_REASON_MAX} characters.`,
  refuseReason: 'Please tell the employer why the documents are refused.',
  alreadyDecided:
    'These documents were already decided, or sent again, after you opened them. Reload the queue.',
  notPending: 'There are no documents waiting for a decision for this organisation.',
  alreadySuspended: 'This organisation is suspended already.',
  notSuspended: 'This organisation is not suspended.',
  cannotSend: 'The documents are waiting for an admin, or were checked already: they cannot be sent now.',
  noCertificate: 'This organisation has not sent a certificate.',
  suspendedApprove: 'This employer is suspended: reinstate it before approving its jobs.',
  suspendedReopen: 'This employer is suspended: reinstate it before opening its jobs.',
} as const;

/** The `code` of the 409 an admin meets publishing a job of a suspended organisation (decision 550). */
export const EMPLOYER_SUSPENDED_CODE = 'employerSuspended';

export const adminReasonSchema = z
  .string({ error: employerCheckMessages.reason })
  .check(
    z.trim(),
    z.minLength(1, { error: employerCheckMessages.reason }),
    z.maxLength(ADMIN_REASON_MAX, { error: employerCheckMessages.reason }),
    ...plainText('Reason', { multiLine: true }),
  );

/** The fields of a decision on an organisation's documents, without its id (the contract adds it). */
export const verificationDecisionShape = {
  decision: z.enum(VERIFICATION_DECISIONS, { error: employerCheckMessages.decision }),
  reason: z.optional(adminReasonSchema),
};

/** Verifying needs no reason; refusing tells the employer why. */
export const needsReason = (decision: VerificationDecision) => decision === 'refuse';

const ORGANISATION_ID_MESSAGE = 'id must be an organisation id';
/** An organisation's id as the admin's requests carry it (16 url-safe characters, organisations.ts). */
export const organisationIdSchema = z
  .string({ error: ORGANISATION_ID_MESSAGE })
  .check(z.regex(/^[A-Za-z0-9_-]{16}$/, { error: ORGANISATION_ID_MESSAGE }));
