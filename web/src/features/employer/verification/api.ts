/**
 * Sending the organisation's certificate: `createVerificationUpload` answers a presigned form, the png goes
 * with it straight to storage, and `submitVerificationDocuments` sends its key for an admin's check.
 */
import { callApi } from '#web/lib/api';
import { postToStorage, type UploadOptions } from '#web/lib/upload';

export async function uploadCertificate(
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  const { data } = await callApi('createVerificationUpload', {}, { signal });
  await postToStorage(data, file, { onProgress, signal });
  return data.key;
}

export function submitCertificate(key: string) {
  return callApi('submitVerificationDocuments', { certificate: key });
}
