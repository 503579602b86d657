/**
 * Keeps the worker's PDF resume (decision 571): a fresh upload of their own `resume` folder is checked (a PDF by
 * its first bytes, at most 2 MB) and copied to their documents, replacing the one before, which is then deleted;
 * an empty key deletes the resume.
 */
import { acceptUpload, deleteDocument } from '#features/documents/documents';
import { clock } from '#lib/clock';
import * as users from '#lib/db/users';
import { Forbidden } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { saveResume } from '#shared/api/worker';
import { REGISTERED } from '#shared/domain/constants';

export const handler = endpoint(saveResume, async ({ key, fileName }, { account: worker }) => {
  if (worker.REGISTERED !== REGISTERED) {
    throw new Forbidden('Please complete your registration before adding a resume.');
  }
  const stored = worker.RESUME_KEY ?? '';
  if (key !== '' && key === stored) return { success: true };
  const kept = key === '' ? '' : await acceptUpload(worker.ID, 'resume', key, 'key');
  try {
    await users.saveResume(
      worker.ID,
      kept === ''
        ? undefined
        : { key: kept, name: fileName || 'resume.pdf', at: new Date(clock.now()).toISOString() },
      stored,
    );
  } catch (error: unknown) {
    if (kept !== '') await deleteDocument(kept).catch(() => undefined);
    throw error;
  }
  if (stored !== '') await deleteDocument(stored);
  return { success: true };
});
