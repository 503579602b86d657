/**
 * The admin answers a grievance: a reply (the worker is told by SMS or e-mail,
 * features/grievances/notify.ts) or closing it. 404 unknown; a reply to a closed one is a 409.
 */
import { reply } from '#features/grievances/reply';
import { close } from '#features/grievances/tickets';
import { endpoint } from '#lib/http/endpoint';
import { answerGrievance } from '#shared/api/admin';

export const handler = endpoint(answerGrievance, async ({ id, action, text }, { account }) =>
  action === 'close'
    ? { data: await close(id), notified: 'none' as const }
    : reply(id, text ?? '', account.ID),
);
