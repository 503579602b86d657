/**
 * Uploading a document or the resume: `createDocumentUpload` answers a presigned form for the file's type (told
 * by its bytes, upload.ts), and the file goes with it straight to storage. Resolves with the key to save in the
 * profile (or with saveResume); nothing cached changes until that save.
 */
import type { UploadKind } from '#shared/api/worker';
import type { UploadType } from '#shared/domain/upload-types';
import { callApi } from '#web/lib/api';
import { postToStorage } from '#web/lib/upload';

interface UploadOptions {
  /** The fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the upload at whichever step it is; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

export async function uploadDocument(
  document: UploadKind,
  file: Blob,
  contentType: UploadType,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  const { data } = await callApi('createDocumentUpload', { document, contentType }, { signal });
  await postToStorage(data, file, { onProgress, signal });
  return data.key;
}
