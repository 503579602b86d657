import { readUnsubscribeToken } from '#lib/auth/unsubscribe-token';
import * as alerts from '#lib/db/job-alerts';
import * as users from '#lib/db/users';
import { BadRequest } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { unsubscribeJobAlert } from '#shared/api/job-alerts';
import { jobAlertMessages } from '#shared/domain/job-alerts';
import type { ConsentLanguage } from '#shared/domain/privacy';

/**
 * One tap from a digest's link, signed in or not: the signed token names the worker and the alert,
 * which is deleted (already gone: done all the same). Answers the worker's language, which the page says it in.
 * A malformed, changed or expired token is a 400 naming token.
 */
export const handler = endpoint(
  unsubscribeJobAlert,
  async ({ token }) => {
    const named = await readUnsubscribeToken(token);
    if (!named) throw BadRequest.field('token', jobAlertMessages.token);
    await alerts.remove(named.userId, named.alertId);
    const worker = await users.get(named.userId);
    // The worker's site language (as their messages are written in), English when they never chose one. Not
    // smsLanguageOf: this public function sends no SMS, so it gets none of the SMS settings sms.ts needs.
    const chosen = worker?.SITE_LANGUAGE;
    const language: ConsentLanguage = chosen === 'hi' || chosen === 'te' ? chosen : 'en';
    return { success: true, language };
  },
  perAddressLimit(unsubscribeJobAlert.name),
);
