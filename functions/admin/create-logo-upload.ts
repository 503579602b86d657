/**
 * A presigned POST for a company logo (PNG or JPEG): the admin's browser uploads straight to storage, then passes
 * the key to postJob, which checks the object before keeping it (functions/features/documents/logos.ts).
 */
import { createLogoUploadForm } from '#features/documents/logos';
import { endpoint } from '#lib/http/endpoint';
import { createLogoUpload } from '#shared/api/admin';

export const handler = endpoint(createLogoUpload, async ({ contentType }) => ({
  data: await createLogoUploadForm(contentType ?? 'image/png'),
}));
