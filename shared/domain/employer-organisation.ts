/**
 * An employer's organisation as its people describe it: the rules and messages of its form, one schema for the
 * browser and the server. The registration number is one of GSTIN, Udyam or CIN (organisation-ids.ts), checked
 * for its kind and refused under `registrationNumber` with that kind's message.
 */
import * as z from 'zod/mini';
import { MEMBER_ROLE_CODES } from './employer-team';
import { websiteHost } from './employer-verification';
import {
  isValidOrganisationId,
  normaliseOrganisationId,
  ORGANISATION_ID_KINDS,
  ORGANISATION_ID_MESSAGES,
} from './organisation-ids';
import { citySchema, emailSchema, plainText } from './rules';

export const INDUSTRIES = [
  { code: 'retail', label: 'Retail and shops' },
  { code: 'food', label: 'Restaurants, cafes and food' },
  { code: 'hospitality', label: 'Hotels and travel' },
  { code: 'education', label: 'Education and coaching' },
  { code: 'it', label: 'IT and software' },
  { code: 'bpo', label: 'Customer support and BPO' },
  { code: 'logistics', label: 'Delivery and logistics' },
  { code: 'manufacturing', label: 'Manufacturing' },
  { code: 'healthcare', label: 'Healthcare and pharmacy' },
  { code: 'finance', label: 'Banking, finance and insurance' },
  { code: 'media', label: 'Media, marketing and events' },
  { code: 'construction', label: 'Construction and real estate' },
  { code: 'agriculture', label: 'Agriculture' },
  { code: 'ngo', label: 'Non-profit' },
  { code: 'government', label: 'Government and public sector' },
  { code: 'other', label: 'Other' },
] as const;
export type Industry = (typeof INDUSTRIES)[number]['code'];
export const INDUSTRY_CODES = INDUSTRIES.map((industry) => industry.code) as [Industry, ...Industry[]];

export const ORGANISATION_SIZES = [
  { code: '1-10', label: '1-10 people' },
  { code: '11-50', label: '11-50 people' },
  { code: '51-200', label: '51-200 people' },
  { code: '201-1000', label: '201-1000 people' },
  { code: '1000+', label: 'More than 1000 people' },
] as const;
export type OrganisationSize = (typeof ORGANISATION_SIZES)[number]['code'];
export const ORGANISATION_SIZE_CODES = ORGANISATION_SIZES.map((size) => size.code) as [
  OrganisationSize,
  ...OrganisationSize[],
];

export const ORGANISATION_TEXT_MAX = 200;
export const ADDRESS_MAX = 500;

export const organisationMessages = {
  legalName: 'Please enter the registered (legal) name',
  city: 'Please select a city',
  address: 'Please enter the address',
  industry: 'Please select an industry',
  size: 'Please select the number of people',
  registrationKind: 'Please choose GSTIN, Udyam or CIN',
  website: 'Please enter a website address such as https://example.com, or leave it empty',
  contactName: 'Please enter the contact person’s name',
  contactRole: 'Please enter the contact person’s role',
  memberRole: 'Please choose owner or recruiter',
} as const;

function requiredText(message: string, label: string, max = ORGANISATION_TEXT_MAX, multiLine = false) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
      ...plainText(label, { multiLine }),
    );
}

function optionalText(label: string, max = ORGANISATION_TEXT_MAX) {
  return z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(
        z.trim(),
        z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
        ...plainText(label),
      ),
  );
}

const websiteSchema = z.optional(
  z.string({ error: organisationMessages.website }).check(
    z.trim(),
    z.maxLength(ORGANISATION_TEXT_MAX, { error: organisationMessages.website }),
    z.refine((value) => value === '' || websiteHost(value) !== undefined, {
      error: organisationMessages.website,
    }),
  ),
);

/** The organisation's fields, as the create and edit forms send them. */
export const organisationFields = {
  legalName: requiredText(organisationMessages.legalName, 'Legal name'),
  brandName: optionalText('Brand name'),
  /** The key an employer logo upload answered, once the png is uploaded; absent to keep none (or the one kept). */
  logo: optionalText('Logo', 512),
  website: websiteSchema,
  city: citySchema,
  address: requiredText(organisationMessages.address, 'Address', ADDRESS_MAX, true),
  industry: z.enum(INDUSTRY_CODES, { error: organisationMessages.industry }),
  size: z.enum(ORGANISATION_SIZE_CODES, { error: organisationMessages.size }),
  registrationKind: z.enum(ORGANISATION_ID_KINDS, { error: organisationMessages.registrationKind }),
  registrationNumber: z
    .string({ error: 'Please enter the registration number' })
    .check(
      z.maxLength(40, { error: 'Registration number must be at most 40 characters' }),
      ...plainText('Registration number'),
    ),
  contactName: requiredText(organisationMessages.contactName, 'Contact name', 100),
  contactRole: requiredText(organisationMessages.contactRole, 'Contact role', 100),
};

/** The number must be one of the chosen kind: refused under `registrationNumber` with the kind's own message. */
const registrationMatchesKind = z.refine<{ registrationKind: string; registrationNumber: string }>(
  ({ registrationKind, registrationNumber }) =>
    !(ORGANISATION_ID_KINDS as readonly string[]).includes(registrationKind) ||
    isValidOrganisationId(registrationKind as (typeof ORGANISATION_ID_KINDS)[number], registrationNumber),
  {
    path: ['registrationNumber'],
    error: (issue) => {
      const kind = (issue.input as { registrationKind?: string }).registrationKind;
      return ORGANISATION_ID_MESSAGES[kind as (typeof ORGANISATION_ID_KINDS)[number]] ?? 'Invalid number';
    },
  },
);

export const organisationSchema = z.strictObject(organisationFields).check(
  registrationMatchesKind,
  z.overwrite((value) => ({
    ...value,
    registrationNumber: normaliseOrganisationId(value.registrationNumber),
  })),
);
export type OrganisationForm = z.infer<typeof organisationSchema>;

export const memberRoleSchema = z.enum(MEMBER_ROLE_CODES, { error: organisationMessages.memberRole });

export const inviteSchema = z.strictObject({ email: emailSchema, role: memberRoleSchema });
