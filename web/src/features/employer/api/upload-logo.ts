/**
 * Uploading the organisation's logo: `createEmployerLogoUpload` answers a presigned form for the image's type (PNG
 * or JPEG, told by its bytes), and the image goes with it straight to storage. Resolves with the key
 * createOrganisation and updateOrganisation take as `logo`.
 */
import type { UploadType } from '#shared/domain/upload-types';
import { callApi } from '#web/lib/api';
import { postToStorage, type UploadOptions } from '#web/lib/upload';

export async function uploadEmployerLogo(
  file: Blob,
  contentType: UploadType,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  const { data } = await callApi('createEmployerLogoUpload', { contentType }, { signal });
  await postToStorage(data, file, { onProgress, signal });
  return data.key;
}
