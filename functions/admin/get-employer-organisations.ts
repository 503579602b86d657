/** Every employer organisation for the admin, newest first: one Query a page. */
import * as organisations from '#lib/db/organisations';
import { endpoint } from '#lib/http/endpoint';
import { getEmployerOrganisations } from '#shared/api/employer-checks';
import { verificationLevelOf } from '#shared/domain/employer-verification';

export const handler = endpoint(getEmployerOrganisations, async ({ limit, cursor }) => {
  const page = await organisations.listOrganisations({ limit, cursor });
  return {
    data: page.items.map((organisation) => ({
      id: organisation.id,
      legalName: organisation.legalName,
      ...(organisation.brandName ? { brandName: organisation.brandName } : {}),
      city: organisation.city,
      level: verificationLevelOf(organisation),
      documents: organisation.verification.documents,
      status: organisation.status,
      members: organisation.members,
      createdAt: organisation.createdAt,
    })),
    cursor: page.cursor,
  };
});
