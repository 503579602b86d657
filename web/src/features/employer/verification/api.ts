/**
 * Sending the organisation's certificate: `createVerificationUpload` answers a presigned form for the file's type
 * (PNG, JPEG or PDF, told by its bytes), the file goes with it straight to storage, and `submitVerificationDocuments` sends its key for an admin's check.
 */
import type { UploadType } from '#shared/domain/upload-types';
import { callApi } from '#web/lib/api';
import { postToStorage, type UploadOptions } from '#web/lib/upload';

export async function uploadCertificate(
  file: Blob,
  contentType: UploadType,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  const { data } = await callApi('createVerificationUpload', { contentType }, { signal });
  await postToStorage(data, file, { onProgress, signal });
  return data.key;
}

export function submitCertificate(key: string) {
  return callApi('submitVerificationDocuments', { certificate: key });
}
