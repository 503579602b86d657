/**
 * The boundary for the admin's Privacy screen (issue 21 item 8, built elsewhere): each export is a privacy
 * request it counts. Its request log is wired here, in one line; until then a request is only logged.
 */
import { logger } from '#lib/logger';

export async function noteExportRequest(userId: number, at: string): Promise<void> {
  logger.info('Data export requested', { userId, at });
}
