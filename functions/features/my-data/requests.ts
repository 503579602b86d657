/**
 * Each export is a privacy request the admin's Privacy screen counts: one item naming no
 * worker (`#lib/db/privacy-requests`).
 */
import { recordPrivacyRequest } from '#lib/db/privacy-requests';

export async function noteExportRequest(at: string): Promise<void> {
  await recordPrivacyRequest('export', new Date(at));
}
