/**
 * Grievances (DPDP Act s.13): a worker raises a concern (at most GRIEVANCE_OPEN_MAX open at
 * once), the admin answers it within 90 days, replies and closes it, and the worker is told of each reply.
 * Every time read is the one clock the tests move (features/otp/clock.ts). The reply, which sends SMS and
 * e-mail, is in reply.ts: only its function gets those clients and their configuration.
 */
import { clock } from '#lib/clock';
import * as grievances from '#lib/db/grievances';
import * as users from '#lib/db/users';
import { Conflict, NotFound } from '#lib/errors';
import type { SiteLanguage } from '#shared/domain/codes';
import { type GrievanceCategory, grievanceMessages } from '#shared/domain/grievances';
import { adminDetail, workerView } from './views';

export const now = () => new Date(clock.now());

export async function raise(
  userId: number,
  input: { category: GrievanceCategory; text: string; language: SiteLanguage },
) {
  // The cap is kept by the raise's own transaction (db/grievances.ts), so parallel raises cannot pass it.
  const at = now();
  return workerView(await grievances.raise(userId, input, at), at);
}

export async function listOwn(userId: number) {
  const at = now();
  return (await grievances.listOwn(userId)).map((ticket) => workerView(ticket, at));
}

const notFound = (id: string) => new NotFound(`There is no concern ${id}.`);

export async function detail(ticket: grievances.StoredGrievance) {
  const worker = await users.get(ticket.USER_ID);
  return adminDetail(ticket, worker?.NAME ?? '', now());
}

export async function getForAdmin(id: string) {
  const ticket = await grievances.get(id);
  if (!ticket) throw notFound(id);
  return detail(ticket);
}

export function settled(id: string, change: grievances.ChangeOutcome): grievances.StoredGrievance {
  switch (change.outcome) {
    case 'done':
      return change.ticket;
    case 'missing':
      throw notFound(id);
    case 'closed':
      throw new Conflict(grievanceMessages.closed);
    case 'full':
      throw new Conflict(grievanceMessages.tooManyReplies);
  }
}

/** Closes a ticket; closing one already closed answers it as it is. */
export async function close(id: string) {
  const change = await grievances.close(id, now());
  if (change.outcome === 'closed') return detail(change.ticket);
  return detail(settled(id, change));
}
