import { alertList } from '#features/job-alerts/manage';
import { endpoint } from '#lib/http/endpoint';
import { getJobAlerts } from '#shared/api/job-alerts';
import { mayTrackOrTarget } from '#shared/domain/privacy';

/** The worker's job alerts, whether job alerts are consented to, and whether WhatsApp is offered. */
export const handler = endpoint(getJobAlerts, async (_input, { account }) =>
  alertList(account, !mayTrackOrTarget(account)),
);
