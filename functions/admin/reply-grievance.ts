/**
 * The admin replies to an open grievance (issue 21); the worker is told by SMS or e-mail
 * (features/grievances/notify.ts). 404 unknown, 409 closed.
 */
import { reply } from '#features/grievances/tickets';
import { endpoint } from '#lib/http/endpoint';
import { replyGrievance } from '#shared/api/admin';

export const handler = endpoint(replyGrievance, async ({ id, text }, { account }) =>
  reply(id, text, account.ID),
);
