/** An admin's reply to a grievance, and the worker told of it (only answerGrievance sends SMS and e-mail). */

import * as grievances from '#lib/db/grievances';
import { notifyWorker } from '#lib/messaging/bell';
import { type Notified, tellWorkerOfReply } from './notify';
import { detail, now, settled } from './tickets';

/** An admin's reply to an open ticket; then the worker is told, in the app and by SMS or e-mail. */
export async function reply(
  id: string,
  text: string,
  staffId: number,
): Promise<{ data: Awaited<ReturnType<typeof detail>>; notified: Notified }> {
  const ticket = settled(id, await grievances.reply(id, { text, by: staffId }, now()));
  // The bell: right after the reply is stored; it never throws.
  await notifyWorker(ticket.USER_ID, { kind: 'concernAnswered', concernId: ticket.ID });
  const notified = await tellWorkerOfReply(ticket);
  return { data: await detail(ticket), notified };
}
