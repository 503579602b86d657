/**
 * An owner sends the organisation's certificate: the upload is checked (theirs, size, PNG signature) and kept,
 * then the documents wait for an admin on the queue. A certificate sent again after a refusal replaces the old
 * copy; one that was not taken (409) leaves no copy behind.
 */
import { acceptCertificate, deleteCertificate } from '#features/documents/certificates';
import { ownedOrganisationOf } from '#features/employers/organisation';
import { clock } from '#lib/clock';
import * as employerChecks from '#lib/db/employer-checks';
import * as organisations from '#lib/db/organisations';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { submitVerificationDocuments } from '#shared/api/employer-checks';
import { employerCheckMessages } from '#shared/domain/employer-checks';

const cleanUp = (key: string) =>
  deleteCertificate(key).catch((error: unknown) =>
    logger.warn('Could not delete a certificate copy', { error }),
  );

export const handler = endpoint(submitVerificationDocuments, async ({ certificate }, { account }) => {
  const organisation = ownedOrganisationOf(account);
  const documents = organisation.verification.documents;
  // Refused before the upload is copied: nothing is kept for documents that cannot be sent now.
  if (documents === 'pending' || documents === 'checked')
    throw new Conflict(employerCheckMessages.cannotSend);
  const previous = await employerChecks.certificateOf(organisation.id);
  const kept = await acceptCertificate(organisation.id, certificate, 'certificate');
  try {
    await employerChecks.submitCertificate(organisation.id, account.ID, {
      key: kept,
      kind: organisation.registrationKind,
      submittedAt: new Date(clock.now()).toISOString(),
    });
  } catch (error: unknown) {
    await cleanUp(kept);
    throw error;
  }
  if (previous) await cleanUp(previous.key);
  const updated = await organisations.get(organisation.id);
  if (!updated) throw new NotFound('The organisation no longer exists.');
  return { verification: updated.verification };
});
