/**
 * Telling a worker that their grievance has a reply: one SMS to their verified number, within
 * the status SMS caps (the worker's daily cap and the month's share, lib/messaging/allowance.ts), else one e-mail
 * to their Google address; in the worker's screen language (or the one they wrote in). The reply stands either
 * way: a message that cannot go is logged by ticket only and counted (SmsFailed, EmailFailed).
 */

import { clock } from '#lib/clock';
import type { StoredGrievance } from '#lib/db/grievances';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import { mayTellWorker } from '#lib/messaging/allowance';
import { sendGrievanceReplySms, smsParts } from '#lib/messaging/sms';
import { sendWorkerEmail, siteLink } from '#lib/messaging/worker-email';
import { VERIFIED } from '#shared/domain/constants';
import { grievanceReplyEmail, grievanceReplySms } from './reply-notice';

export type Notified = 'sms' | 'email' | 'none';

/** Where the worker reads replies: the Privacy section of the profile. */
export const PRIVACY_SECTION_PATH = '/profile';

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

export async function tellWorkerOfReply(ticket: StoredGrievance): Promise<Notified> {
  const worker = await users.get(ticket.USER_ID);
  if (!worker) return 'none';
  const language = worker.SITE_LANGUAGE ?? ticket.LANGUAGE;
  if (worker.VERIFIED === VERIFIED && worker.MOBILE_NUMBER) {
    const message = grievanceReplySms(language, ticket.ID);
    try {
      if (await mayTellWorker(worker.ID, smsParts(message), clock.now())) {
        await sendGrievanceReplySms(worker.MOBILE_NUMBER, message, language);
        return 'sms';
      }
    } catch (error: unknown) {
      // The error may quote the number: only its name is logged. The e-mail goes instead.
      logger.error('The grievance reply SMS was not sent', { grievance: ticket.ID, error: errorName(error) });
    }
  }
  if (!worker.EMAIL) return 'none';
  try {
    const { subject, lines } = grievanceReplyEmail(language, ticket.ID, siteLink(PRIVACY_SECTION_PATH));
    await sendWorkerEmail({ to: worker.EMAIL, subject, lines, language, purpose: 'grievance' });
    return 'email';
  } catch (error: unknown) {
    logger.error('The grievance reply e-mail was not sent', {
      grievance: ticket.ID,
      error: errorName(error),
    });
    return 'none';
  }
}
