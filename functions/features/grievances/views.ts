/** A stored ticket as the worker and the admin see it (shared/api/rights.ts, privacy-admin.ts). */
import type { StoredGrievance } from '#lib/db/grievances';
import type { GrievanceDetail, GrievanceRow } from '#shared/api/privacy-admin';
import type { WorkerGrievance } from '#shared/api/rights';
import { grievanceState } from '#shared/domain/grievances';

const stateAt = (ticket: StoredGrievance, now: Date) =>
  grievanceState({ dueAt: ticket.DUE_AT, closedAt: ticket.CLOSED_AT }, now);

export function workerView(ticket: StoredGrievance, now: Date): WorkerGrievance {
  return {
    id: ticket.ID,
    category: ticket.CATEGORY,
    text: ticket.TEXT,
    raisedAt: ticket.RAISED_AT,
    dueAt: ticket.DUE_AT,
    state: stateAt(ticket, now),
    ...(ticket.CLOSED_AT ? { closedAt: ticket.CLOSED_AT } : {}),
    replies: (ticket.REPLIES ?? []).map((reply) => ({ at: reply.AT, text: reply.TEXT })),
  };
}

export function adminRow(ticket: StoredGrievance, now: Date): GrievanceRow {
  return {
    id: ticket.ID,
    userId: ticket.USER_ID,
    category: ticket.CATEGORY,
    raisedAt: ticket.RAISED_AT,
    dueAt: ticket.DUE_AT,
    state: stateAt(ticket, now),
    replies: (ticket.REPLIES ?? []).length,
  };
}

export function adminDetail(ticket: StoredGrievance, workerName: string, now: Date): GrievanceDetail {
  return {
    ...adminRow(ticket, now),
    text: ticket.TEXT,
    workerName,
    language: ticket.LANGUAGE,
    ...(ticket.CLOSED_AT ? { closedAt: ticket.CLOSED_AT } : {}),
    thread: (ticket.REPLIES ?? []).map((reply) => ({ at: reply.AT, text: reply.TEXT, byStaffId: reply.BY })),
  };
}
