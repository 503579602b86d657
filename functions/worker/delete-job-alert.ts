import { alertList } from '#features/job-alerts/manage';
import * as alerts from '#lib/db/job-alerts';
import { endpoint } from '#lib/http/endpoint';
import { deleteJobAlert } from '#shared/api/job-alerts';
import { mayTrackOrTarget } from '#shared/domain/privacy';

/**
 * Deletes one of the worker's job alerts, whatever the state of their consent (stopping is always
 * possible); 400 naming id when the worker has no alert by that id.
 */
export const handler = endpoint(deleteJobAlert, async ({ id }, { account }) => {
  alerts.assertKnown(await alerts.remove(account.ID, id));
  return alertList(account, !mayTrackOrTarget(account));
});
