/**
 * Saves the parts of the profile that present the worker (decision 580): all of them at once, as the editor
 * sends them, replacing what was saved. Checked by the contract (limits, free-text rules: 400 naming the
 * field); as the profile itself, only once registration is done.
 */
import { clock } from '#lib/clock';
import * as profileSections from '#lib/db/profile-sections';
import { Forbidden } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { updateProfileSections } from '#shared/api/profile-sections';
import { REGISTERED } from '#shared/domain/constants';

export const handler = endpoint(updateProfileSections, async (sections, { account: worker }) => {
  if (worker.REGISTERED !== REGISTERED) {
    throw new Forbidden('Please complete your registration before editing your profile.');
  }
  await profileSections.put(worker.ID, sections, new Date(clock.now()).toISOString());
  return { success: true };
});
