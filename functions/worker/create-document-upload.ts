/**
 * A presigned POST for one png document: the browser uploads straight to storage, then passes the key to
 * updateProfile, which checks the object before keeping it (functions/features/documents/documents.ts).
 */

import { createUploadForm } from '#features/documents/documents';
import { endpoint } from '#lib/http/endpoint';
import { createDocumentUpload } from '#shared/api/worker';

export const handler = endpoint(createDocumentUpload, async ({ document }, { account }) => ({
  data: await createUploadForm(account.ID, document),
}));
