/**
 * Uploading a document: `createDocumentUpload` answers a presigned form, and the file goes with it straight to
 * storage (upload.ts). Resolves with the key to save in the profile; nothing cached changes until that save.
 */
import type { DocumentKind } from '#shared/api/worker';
import { callApi } from '#web/lib/api';
import { postToStorage } from '#web/lib/upload';

interface UploadOptions {
  /** The fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the upload at whichever step it is; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

export async function uploadDocument(
  document: DocumentKind,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  const { data } = await callApi('createDocumentUpload', { document }, { signal });
  await postToStorage(data, file, { onProgress, signal });
  return data.key;
}
