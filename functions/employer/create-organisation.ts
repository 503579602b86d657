/**
 * Creates the caller's organisation with them as its owner, in one transaction that also sets their
 * membership only where they have none (409 otherwise). The logo upload is checked and kept first, and taken
 * back if the organisation is not created.
 */
import { randomBytes } from 'node:crypto';
import { acceptLogo, deleteLogo } from '#features/documents/logos';
import { logoLink } from '#features/documents/public-logos';
import { levelsFor, organisationAnswer } from '#features/employers/organisation';
import { clock } from '#lib/clock';
import * as organisations from '#lib/db/organisations';
import { Conflict } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { createOrganisation } from '#shared/api/employer';

export const handler = endpoint(
  createOrganisation,
  async ({ logo, website, brandName, ...form }, { account }) => {
    if (account.ORG_ID) throw new Conflict(organisations.ALREADY_MEMBER);
    const logoKey = logo ? await acceptLogo(logo, 'logo') : undefined;
    try {
      const created = await organisations.create(account, {
        ...form,
        ...(brandName ? { brandName } : {}),
        ...(website ? { website } : {}),
        ...(logoKey ? { logoLink: logoLink(logoKey) } : {}),
        id: randomBytes(12).toString('base64url'),
        verification: { ...levelsFor(account, website), documents: 'none' },
        createdAt: new Date(clock.now()).toISOString(),
      });
      return { organisation: organisationAnswer(created) };
    } catch (error: unknown) {
      if (logoKey)
        await deleteLogo(logoKey).catch((cleanup: unknown) =>
          logger.warn('Could not delete the logo of an organisation that was not created', {
            error: cleanup,
          }),
        );
      throw error;
    }
  },
);
