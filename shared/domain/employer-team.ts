/**
 * The employer team's roles, limits and the suspended organisation's refusal: plain constants without schemas,
 * so the session check (which every handler carries) imports no form rules or district list.
 */

/** A member's part in the organisation: owners manage it and its team, recruiters post and hire. */
export const MEMBER_ROLES = [
  { code: 'owner', label: 'Owner' },
  { code: 'recruiter', label: 'Recruiter' },
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number]['code'];
export const MEMBER_ROLE_CODES = MEMBER_ROLES.map((role) => role.code) as [MemberRole, ...MemberRole[]];

/** At most this many people in one organisation, and this many invitations waiting. */
export const MAX_MEMBERS = 50;
export const MAX_PENDING_INVITES = 25;

/** The session check's 403 for the people of a suspended organisation: its `code`, and what they read. */
export const ORGANISATION_SUSPENDED_CODE = 'organisationSuspended';
export const ORGANISATION_SUSPENDED_MESSAGE =
  'Your organisation has been suspended on Earnlearn. Please contact support.';

/** How long an employer's e-mailed sign-in code works, and how many guesses it allows. */
export const EMPLOYER_CODE_MINUTES = 10;
export const EMPLOYER_CODE_TRIES = 5;
