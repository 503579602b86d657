/**
 * A presigned POST for the organisation's certificate (PNG, JPEG or PDF, the type the browser found in its first
 * bytes), checked and kept by submitVerificationDocuments.
 */
import { createCertificateUploadForm } from '#features/documents/certificates';
import { ownedOrganisationOf } from '#features/employers/organisation';
import { clock } from '#lib/clock';
import { endpoint } from '#lib/http/endpoint';
import { createVerificationUpload } from '#shared/api/employer-checks';

export const handler = endpoint(createVerificationUpload, async ({ contentType }, { account }) => {
  const organisation = ownedOrganisationOf(account);
  return {
    data: await createCertificateUploadForm(
      organisation.id,
      contentType ?? 'image/png',
      new Date(clock.now()),
    ),
  };
});
