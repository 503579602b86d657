/**
 * A presigned POST for the organisation's logo (PNG or JPEG), checked and kept by createOrganisation or
 * updateOrganisation.
 */
import { createLogoUploadForm } from '#features/documents/logos';
import { endpoint } from '#lib/http/endpoint';
import { createEmployerLogoUpload } from '#shared/api/employer';

export const handler = endpoint(createEmployerLogoUpload, async ({ contentType }) => ({
  data: await createLogoUploadForm(contentType ?? 'image/png'),
}));
