/** The verification queue: organisations whose certificate waits, oldest submission first, one Query a page. */
import * as employerChecks from '#lib/db/employer-checks';
import { endpoint } from '#lib/http/endpoint';
import { getVerificationQueue } from '#shared/api/employer-checks';
import { verificationLevelOf } from '#shared/domain/employer-verification';

export const handler = endpoint(getVerificationQueue, async ({ limit, cursor }) => {
  const page = await employerChecks.listQueue({ limit, cursor });
  return {
    data: page.items.map((organisation) => ({
      id: organisation.id,
      legalName: organisation.legalName,
      ...(organisation.brandName ? { brandName: organisation.brandName } : {}),
      city: organisation.city,
      registrationKind: organisation.registrationKind,
      registrationNumber: organisation.registrationNumber,
      level: verificationLevelOf(organisation),
      submittedAt: organisation.verification.submittedAt ?? organisation.createdAt,
    })),
    cursor: page.cursor,
  };
});
