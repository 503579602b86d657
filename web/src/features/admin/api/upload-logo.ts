/**
 * Uploading a company logo: `createLogoUpload` answers a presigned form, and the png goes with it straight to
 * storage. Resolves with the key `postJob` takes as `logo`; nothing cached changes until the job is posted.
 */
import { callApi } from '#web/lib/api';
import { postToStorage, type UploadOptions } from '#web/lib/upload';

export async function uploadLogo(file: Blob, { onProgress, signal }: UploadOptions = {}): Promise<string> {
  const { data } = await callApi('createLogoUpload', {}, { signal });
  await postToStorage(data, file, { onProgress, signal });
  return data.key;
}
