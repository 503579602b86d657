/**
 * A presigned POST for one document of the type the browser found in its first bytes: the browser uploads straight
 * to storage, then passes the key to updateProfile (or saveResume), which checks the object's bytes again before
 * keeping it (functions/features/documents/documents.ts).
 */

import { createUploadForm } from '#features/documents/documents';
import { endpoint } from '#lib/http/endpoint';
import { createDocumentUpload } from '#shared/api/worker';

export const handler = endpoint(createDocumentUpload, async ({ document, contentType }, { account }) => ({
  data: await createUploadForm(account.ID, document, contentType ?? 'image/png'),
}));
