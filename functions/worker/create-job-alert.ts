import { alertList, createAlert } from '#features/job-alerts/manage';
import { endpoint } from '#lib/http/endpoint';
import { createJobAlert } from '#shared/api/job-alerts';
import { mayTrackOrTarget } from '#shared/domain/privacy';

/**
 * Keeps the current Explore search as a job alert: the filters exactly as chosen (nothing inferred,
 * for anyone), with its channel. 403 without consent to job alerts, 409 at the cap, 400 naming the field.
 */
export const handler = endpoint(createJobAlert, async ({ channel, ...filters }, { account }) => {
  await createAlert(account, filters, channel);
  return alertList(account, !mayTrackOrTarget(account));
});
