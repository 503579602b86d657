/**
 * The employer area (handlers in functions/employer/): a business's people sign in with a work e-mail's
 * one-time code or with Google, create their organisation, and manage its team. Every endpoint but the sign-in
 * ones is the `employer` caller kind's; an employer reads only the organisation the session check found them in.
 */
import * as z from 'zod/mini';
import { inviteSchema, organisationSchema } from '../domain/employer-organisation';
import { MEMBER_ROLE_CODES } from '../domain/employer-team';
import { emailSchema } from '../domain/rules';
import { idSchema } from '../domain/text-rules';
import { logoContentType, noInput, successOutput, uploadForm } from './common';
import { defineEndpoint } from './contract';
import { organisationOutput } from './organisation-shapes';

/** Sending the organisation's certificate for an admin's check. */
export { createVerificationUpload, submitVerificationDocuments } from './employer-checks';

const codeMessage = 'Please enter the 6-digit code from the e-mail';
export const employerCodeSchema = z
  .string({ error: codeMessage })
  .check(z.trim(), z.regex(/^[0-9]{6}$/, { error: codeMessage }));

export const startEmployerSignIn = defineEndpoint({
  name: 'startEmployerSignIn',
  uses: { table: 'readWrite', email: true },
  method: 'POST',
  area: 'employer',
  caller: 'public',
  summary:
    'E-mail a 6-digit sign-in code (10 minutes, 5 tries, the latest code only) to a work address; the same answer whether or not it has an account. 429 past the per-address and per-e-mail limits.',
  input: z.strictObject({ email: emailSchema }),
  output: successOutput,
});

export const verifyEmployerSignIn = defineEndpoint({
  name: 'verifyEmployerSignIn',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'employer',
  caller: 'public',
  summary:
    "The code from the e-mail: signs in (the account is created at first sight, its e-mail confirmed, a pending invitation accepted) and answers the session's token; 400 for a wrong, used or expired code.",
  input: z.strictObject({ email: emailSchema, code: employerCodeSchema }),
  output: z.object({ token: z.string() }),
});

export const employerGoogleSignIn = defineEndpoint({
  name: 'employerGoogleSignIn',
  uses: { table: 'readWrite', googleSignIn: true },
  method: 'POST',
  area: 'employer',
  caller: 'public',
  summary:
    "Sign in with a Google ID token whose e-mail Google verified: the employer account of that e-mail (created at first sight, a pending invitation accepted); answers the session's token.",
  input: z.strictObject({
    idToken: z
      .string({ error: 'idToken is required' })
      .check(z.minLength(1, { error: 'idToken is required' }), z.maxLength(4096)),
  }),
  output: z.object({ token: z.string() }),
});

export const employerSignOut = defineEndpoint({
  name: 'employerSignOut',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  endsSessions: true,
  summary: "End every session of the signed-in employer's account.",
  input: noInput,
  output: successOutput,
});

export const teamMember = z.object({
  memberId: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLE_CODES),
  joinedAt: z.string(),
  /** The caller's own row. */
  you: z.boolean(),
});

export const teamInvite = z.object({
  email: z.string(),
  role: z.enum(MEMBER_ROLE_CODES),
  invitedAt: z.string(),
});

export const getMyOrganisation = defineEndpoint({
  name: 'getMyOrganisation',
  uses: { table: 'read' },
  method: 'GET',
  area: 'employer',
  caller: 'employer',
  summary:
    "The signed-in employer's account (e-mail, name, their role), their organisation (or none yet) and its team: members and pending invitations.",
  input: noInput,
  output: z.object({
    account: z.object({
      email: z.string(),
      name: z.string(),
      role: z.optional(z.enum(MEMBER_ROLE_CODES)),
    }),
    organisation: z.nullable(organisationOutput),
    /** The organisation's members and pending invitations; absent without an organisation. */
    team: z.optional(z.object({ members: z.array(teamMember), invites: z.array(teamInvite) })),
  }),
});

export const createOrganisation = defineEndpoint({
  name: 'createOrganisation',
  uses: { table: 'readWrite', uploads: 'keepLogos' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    'Create the caller’s organisation, with them as its owner: 409 when they already belong to one; 400 naming the field (a GSTIN, Udyam or CIN number that is not valid for its kind under registrationNumber).',
  input: organisationSchema,
  output: z.object({ organisation: organisationOutput }),
});

export const updateOrganisation = defineEndpoint({
  name: 'updateOrganisation',
  uses: { table: 'readWrite', uploads: 'keepLogos' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    "Change the organisation's details (owners only, 403 for a recruiter); the levels are computed again from the new website.",
  input: organisationSchema,
  output: z.object({ organisation: organisationOutput }),
});

export const createEmployerLogoUpload = defineEndpoint({
  name: 'createEmployerLogoUpload',
  uses: { table: 'read', uploads: 'logoForm' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    'A presigned form for uploading the organisation’s logo (PNG or JPEG) straight to storage, for the `logo` of createOrganisation or updateOrganisation.',
  input: z.strictObject({ contentType: logoContentType }),
  output: z.object({ data: uploadForm }),
});

export const inviteTeammate = defineEndpoint({
  name: 'inviteTeammate',
  uses: { table: 'readWrite', email: true },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    'Invite a person by e-mail as owner or recruiter (owners only): an e-mail with a sign-in link; signing in with that e-mail joins the organisation. 409 at 25 pending invitations, at 50 members, or when already invited or a member.',
  input: inviteSchema,
  output: successOutput,
});

/**
 * Off the team, one way for every row of the Team page: a member (`memberId`; an owner removes another, whose
 * sessions end at once; anyone removes themself, which is leaving, refused for the last owner) or a pending
 * invitation (`email`, owners only).
 */
export const removeTeammate = defineEndpoint({
  name: 'removeTeammate',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    "Take a member (memberId) or a pending invitation (email) off the caller's team: owners remove others (their sessions end at once) and cancel invitations; anyone may remove themself (leave), but the last owner gets a 409. 404 for someone not on the team.",
  input: z.strictObject({ memberId: z.optional(idSchema), email: z.optional(emailSchema) }).check(
    z.refine((value) => (value.memberId === undefined) !== (value.email === undefined), {
      path: ['memberId'],
      error: 'Give either memberId (a member) or email (an invitation)',
    }),
  ),
  output: successOutput,
});

export const transferOwnership = defineEndpoint({
  name: 'transferOwnership',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    'Make a recruiter of the organisation its owner (owners only): in one transaction the caller becomes a recruiter.',
  input: z.strictObject({ memberId: idSchema }),
  output: successOutput,
});
export * from './employer-jobs';
