/**
 * Saves the profile fields of spec section 5 (same schemas as the form), and the name when sent (
 * every registered field can be corrected; the mobile number through requestNumberChange). Each document field is the stored
 * key (kept), '' (removed) or the key of a fresh upload, which is checked (owner, size, its first bytes) and
 * copied to the worker's documents; a replaced or removed document is deleted after the save.
 */

import { assertDobConsented } from '#features/consent/give';
import { acceptUpload, deleteDocument } from '#features/documents/documents';
import { correctCopies } from '#features/profile/correct-copies';
import { recordPrivacyRequest } from '#lib/db/privacy-requests';
import * as users from '#lib/db/users';
import { Forbidden } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import type { DocumentKind } from '#shared/api/worker';
import { updateProfile } from '#shared/api/worker';
import { REGISTERED } from '#shared/domain/constants';
import { collegeToKeep } from '#shared/domain/rules';

/** The key to store for one document field. */
async function resolveDocument(
  userId: number,
  kind: DocumentKind,
  field: string,
  sent: string,
  stored: string,
): Promise<string> {
  if (sent === '' || sent === stored) return sent;
  return acceptUpload(userId, kind, sent, field);
}

export const handler = endpoint(updateProfile, async (input, { account: worker }) => {
  if (worker.REGISTERED !== REGISTERED) {
    throw new Forbidden('Please complete your registration before editing your profile.');
  }
  assertDobConsented(worker, input.dob);
  const results = await Promise.allSettled([
    resolveDocument(worker.ID, 'panCard', 'panCardLocation', input.panCardLocation, worker.PANCARD_KEY),
    resolveDocument(worker.ID, 'idCard', 'idCardLocation', input.idCardLocation, worker.ID_CARD_KEY),
  ]);
  const stored = [worker.PANCARD_KEY, worker.ID_CARD_KEY];
  const keys = results.map((result) => (result.status === 'fulfilled' ? result.value : ''));
  // Documents copied by this request: deleted again if the save does not happen.
  const copied = keys.filter((key, index) => key !== '' && key !== stored[index]);
  const discardCopies = () => Promise.allSettled(copied.map(deleteDocument));

  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await discardCopies();
    throw failed.reason;
  }
  const [panCardKey = '', idCardKey = ''] = keys;
  try {
    await users.updateProfile(
      worker.ID,
      {
        name: input.name,
        gender: input.gender,
        dob: input.dob,
        languages: input.languages,
        cityName: input.cityName,
        education: input.education,
        collegeName: collegeToKeep(input.education, input.collegeName),
        panCardKey,
        idCardKey,
      },
      { panCardKey: worker.PANCARD_KEY, idCardKey: worker.ID_CARD_KEY },
    );
  } catch (error: unknown) {
    await discardCopies();
    throw error;
  }
  const replaced = stored.filter((key, index) => key !== '' && key !== keys[index]);
  await Promise.all(replaced.map(deleteDocument));
  // A corrected name reaches the applications' copies (HR/OPS read those); this also mends copies an earlier
  // correction left behind.
  await correctCopies(worker.ID);
  // A correction (DPDP s.12) the admin's Privacy screen counts, naming no one.
  await recordPrivacyRequest('correction', new Date());
  return { success: true };
});
