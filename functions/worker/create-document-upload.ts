/**
 * A presigned POST for one png document: the browser uploads straight to storage, then passes the key to
 * updateProfile, which checks the object before keeping it (functions/lib/storage/documents.ts).
 */
import { createDocumentUpload } from '../../shared/api/workers';
import { endpoint } from '../lib/http/endpoint';
import { createUploadForm } from '../lib/storage/documents';

export const handler = endpoint(createDocumentUpload, async ({ document }, { caller }) => ({
  data: await createUploadForm(caller.accountId, document),
}));
