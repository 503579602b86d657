/**
 * The worker's PDF resume: uploaded like a document (upload-document.ts), then kept with `saveResume` (or deleted
 * with an empty key). The profile is loaded again so the page shows the resume as kept.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { RESUME_UPLOAD_TYPES } from '#shared/domain/upload-types';
import { callApi } from '#web/lib/api';
import { prepareUpload, type UploadOptions } from '#web/lib/upload';
import { PROFILE_KEY } from './get-profile';
import { uploadDocument } from './upload-document';

export function useResumeActions() {
  const { mutate } = useSWRConfig();
  const reload = useCallback(() => mutate(PROFILE_KEY).catch(() => undefined), [mutate]);

  /** Checks the file (a PDF by its bytes, 2 MB), uploads and keeps it; resolves with the browser's problem, if any. */
  const replace = useCallback(
    async (file: File, options: UploadOptions = {}): Promise<string | undefined> => {
      const prepared = await prepareUpload(file, RESUME_UPLOAD_TYPES);
      if ('problem' in prepared) return prepared.problem;
      const key = await uploadDocument('resume', prepared.file, prepared.type, options);
      await callApi('saveResume', { key, fileName: file.name.slice(0, 120) });
      await reload();
      return undefined;
    },
    [reload],
  );

  const remove = useCallback(async (): Promise<undefined> => {
    await callApi('saveResume', { key: '' });
    await reload();
  }, [reload]);

  return { replace, remove };
}
