/** A presigned POST for the organisation's logo (png), checked and kept by createOrganisation or updateOrganisation. */
import { createLogoUploadForm } from '#features/documents/logos';
import { endpoint } from '#lib/http/endpoint';
import { createEmployerLogoUpload } from '#shared/api/employer';

export const handler = endpoint(createEmployerLogoUpload, async () => ({
  data: await createLogoUploadForm(),
}));
