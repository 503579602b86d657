/**
 * The organisation as an employer reads it, the levels computed from who created or changes it, and the
 * guards every team and organisation endpoint starts with (the caller's organisation, found by the session
 * check; an owner's part in it).
 */
import type { EmployerCaller } from '#lib/auth/accounts';
import type { Organisation } from '#lib/db/organisations';
import { Forbidden, NotFound } from '#lib/errors';
import { emailMatchesWebsite, verificationLevelOf } from '#shared/domain/employer-verification';

export const NO_ORGANISATION = 'You do not belong to an organisation yet. Please create one first.';

/** The caller's organisation, or 404: an employer reaches no organisation but their own. */
export function organisationOf(caller: EmployerCaller): Organisation {
  if (!caller.organisation) throw new NotFound(NO_ORGANISATION);
  return caller.organisation;
}

export const OWNERS_ONLY_MESSAGE = 'Only an owner of the organisation can do this.';

/** The caller's organisation, if they are one of its owners (403 for a recruiter). */
export function ownedOrganisationOf(caller: EmployerCaller): Organisation {
  const organisation = organisationOf(caller);
  if (caller.ORG_ROLE !== 'owner') throw new Forbidden(OWNERS_ONLY_MESSAGE);
  return organisation;
}

/** The first two levels: the person's e-mail confirmed, and at the website's own domain. */
export function levelsFor(
  person: { EMAIL: string; EMAIL_CONFIRMED: boolean },
  website: string | undefined,
): { emailConfirmed: boolean; domainMatches: boolean } {
  const emailConfirmed = person.EMAIL_CONFIRMED === true;
  return { emailConfirmed, domainMatches: emailConfirmed && emailMatchesWebsite(person.EMAIL, website) };
}

/** What the employer's screens get: every field of the public contract and the level reached. */
export function organisationAnswer(organisation: Organisation) {
  const {
    members: _members,
    owners: _owners,
    pendingInvites: _pending,
    createdBy: _createdBy,
    ...shown
  } = organisation;
  return { ...shown, level: verificationLevelOf(organisation) };
}
