/** A short-lived link to the organisation's certificate; the opening is written to its audit trail first. */
import { certificateLink } from '#features/documents/certificates';
import { DOCUMENT_LINK_SECONDS } from '#features/documents/documents';
import { clock } from '#lib/clock';
import * as employerChecks from '#lib/db/employer-checks';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { openVerificationCertificate } from '#shared/api/employer-checks';
import { employerCheckMessages } from '#shared/domain/employer-checks';

export const handler = endpoint(openVerificationCertificate, async ({ id }, { account }) => {
  const certificate = await employerChecks.certificateOf(id);
  if (!certificate) throw new NotFound(employerCheckMessages.noCertificate);
  const now = clock.now();
  await employerChecks.recordCertificateOpened(
    id,
    { ID: account.ID, EMAIL: account.EMAIL },
    new Date(now).toISOString(),
  );
  return {
    link: await certificateLink(certificate.key),
    expiresAt: new Date(now + DOCUMENT_LINK_SECONDS * 1000).toISOString(),
  };
});
