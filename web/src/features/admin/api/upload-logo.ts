/**
 * Uploading a company logo: `createLogoUpload` answers a presigned form for the image's type (PNG or JPEG, told
 * by its bytes), and the image goes with it straight to storage. Resolves with the key `postJob` takes as `logo`;
 * nothing cached changes until the job is posted.
 */
import type { UploadType } from '#shared/domain/upload-types';
import { callApi } from '#web/lib/api';
import { postToStorage, type UploadOptions } from '#web/lib/upload';

export async function uploadLogo(
  file: Blob,
  contentType: UploadType,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  const { data } = await callApi('createLogoUpload', { contentType }, { signal });
  await postToStorage(data, file, { onProgress, signal });
  return data.key;
}
