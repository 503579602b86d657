/**
 * An owner changes the organisation's details; the first two levels are computed again for the owner making the
 * change (a website at their e-mail's domain earns `domainMatches`). A new logo replaces the link; none keeps it
 * (the old copy stays: jobs posted with it may still show it). A change of level is put on the badge of its jobs.
 */
import { acceptLogo, deleteLogo } from '#features/documents/logos';
import { logoLink } from '#features/documents/public-logos';
import { levelsFor, organisationAnswer, ownedOrganisationOf } from '#features/employers/organisation';
import * as employerJobs from '#lib/db/employer-jobs';
import * as organisations from '#lib/db/organisations';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { updateOrganisation } from '#shared/api/employer';
import { verificationLevelOf } from '#shared/domain/employer-verification';

export const handler = endpoint(updateOrganisation, async ({ logo, ...form }, { account }) => {
  const current = ownedOrganisationOf(account);
  const newLogo = logo ? await acceptLogo(logo, 'logo') : undefined;
  const link = newLogo ? logoLink(newLogo) : current.logoLink;
  const levels = levelsFor(account, form.website);
  try {
    await organisations.updateDetails(
      current.id,
      account.ID,
      { ...form, ...(link ? { logoLink: link } : {}) },
      levels,
    );
  } catch (error: unknown) {
    // A change that was not made keeps no copy of its logo.
    if (newLogo)
      await deleteLogo(newLogo).catch((cleanup: unknown) =>
        logger.warn('Could not delete the logo of a change that was not made', { error: cleanup }),
      );
    throw error;
  }
  const updated = await organisations.get(current.id);
  if (!updated) throw new NotFound('The organisation no longer exists.');
  // A new website can earn or lose `domainMatches`: the badge on its jobs says the level as it is now.
  const level = verificationLevelOf(updated);
  if (level !== verificationLevelOf(current)) await employerJobs.refreshBadge(updated.id, level);
  return { organisation: organisationAnswer(updated) };
});
