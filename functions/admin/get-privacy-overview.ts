/**
 * The admin's Privacy screen: the data-rights requests of the last 30 days by kind (records
 * naming no one, db/privacy-requests.ts), the open grievances by due state, and the notice in force.
 */
import { now } from '#features/grievances/tickets';
import * as grievances from '#lib/db/grievances';
import { recentPrivacyRequests } from '#lib/db/privacy-requests';
import { endpoint } from '#lib/http/endpoint';
import { getPrivacyOverview } from '#shared/api/admin';
import notice from '#shared/content/legal/notice.json';

export const handler = endpoint(getPrivacyOverview, async () => {
  const at = now();
  const [requests, open] = await Promise.all([recentPrivacyRequests(at), grievances.countOpen(at)]);
  return {
    since: requests.since,
    requests: requests.counts,
    grievances: open,
    noticeVersion: notice.version,
    noticeEffectiveFrom: notice.effectiveFrom,
  };
});
