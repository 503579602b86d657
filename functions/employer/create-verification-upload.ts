/** A presigned POST for the organisation's certificate (png), checked and kept by submitVerificationDocuments. */
import { createCertificateUploadForm } from '#features/documents/certificates';
import { ownedOrganisationOf } from '#features/employers/organisation';
import { clock } from '#lib/clock';
import { endpoint } from '#lib/http/endpoint';
import { createVerificationUpload } from '#shared/api/employer-checks';

export const handler = endpoint(createVerificationUpload, async (_input, { account }) => {
  const organisation = ownedOrganisationOf(account);
  return { data: await createCertificateUploadForm(organisation.id, new Date(clock.now())) };
});
