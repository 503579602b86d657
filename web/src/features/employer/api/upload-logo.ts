/**
 * Uploading the organisation's logo: `createEmployerLogoUpload` answers a presigned form, and the png goes with it
 * straight to storage. Resolves with the key createOrganisation and updateOrganisation take as `logo`.
 */
import { callApi } from '#web/lib/api';
import { postToStorage, type UploadOptions } from '#web/lib/upload';

export async function uploadEmployerLogo(
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  const { data } = await callApi('createEmployerLogoUpload', {}, { signal });
  await postToStorage(data, file, { onProgress, signal });
  return data.key;
}
