/**
 * The organisation shapes the employer and the admin areas answer with: where its verification stands, and the
 * organisation as its own people read it (employer.ts), which the admin's detail extends (employer-checks.ts).
 * Apart from both so that neither contract module imports the other's shapes (employer.ts re-exports
 * employer-checks.ts's employer endpoints).
 */
import * as z from 'zod/mini';
import { INDUSTRY_CODES, ORGANISATION_SIZE_CODES } from '../domain/employer-organisation';
import { DOCUMENT_CHECKS, VERIFICATION_LEVELS } from '../domain/employer-verification';
import { ORGANISATION_ID_KINDS } from '../domain/organisation-ids';

/** Where the organisation's verification stands, as its people and the admins read it. */
export const verificationShape = z.object({
  emailConfirmed: z.boolean(),
  domainMatches: z.boolean(),
  documents: z.enum(DOCUMENT_CHECKS),
  /** When the certificate now pending, checked or refused was sent. */
  submittedAt: z.optional(z.string()),
  /** The admin's reason, when the documents were refused. */
  reason: z.optional(z.string()),
});

/** The organisation as its people read it (getMyOrganisation and the writes that answer it). */
export const organisationOutput = z.object({
  id: z.string(),
  legalName: z.string(),
  brandName: z.optional(z.string()),
  logoLink: z.optional(z.string()),
  website: z.optional(z.string()),
  city: z.string(),
  address: z.string(),
  industry: z.enum(INDUSTRY_CODES),
  size: z.enum(ORGANISATION_SIZE_CODES),
  registrationKind: z.enum(ORGANISATION_ID_KINDS),
  registrationNumber: z.string(),
  contactName: z.string(),
  contactRole: z.string(),
  status: z.enum(['active', 'suspended']),
  verification: verificationShape,
  level: z.enum(VERIFICATION_LEVELS),
  createdAt: z.string(),
});
