/** The Privacy section of the profile: one tap gives or withdraws an optional purpose. */
import { updateConsent as update } from '#features/consent/give';
import { privacyStatus } from '#features/consent/status';
import { SESSION_ENDED } from '#lib/auth/accounts';
import * as jobAlerts from '#lib/db/job-alerts';
import * as users from '#lib/db/users';
import { Unauthorized } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { updateConsent } from '#shared/api/privacy';

export const handler = endpoint(updateConsent, async (input, { account }) => {
  await update(account, input);
  // Job alerts withdrawn: every alert goes with the consent, so no digest is sent (the switch says so).
  if (input.purpose === 'jobAlerts' && !input.granted) await jobAlerts.removeAll(account.ID);
  const now = await users.get(account.ID);
  if (!now) throw new Unauthorized(SESSION_ENDED);
  return { data: await privacyStatus(now) };
});
