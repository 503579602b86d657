/**
 * Not in the spec (handlers in functions/worker/): the worker's notifications in the app, the
 * bell in the header. Each is a kind and its parameters, rendered by the SPA in the reader's language; read
 * state is kept on the server. Rules in shared/domain/notifications.ts.
 */
import * as z from 'zod/mini';
import { VERIFICATION_LEVELS } from '../domain/employer-verification';
import {
  ALERT_LINK_PATTERN,
  JOB_CHANGE_KINDS,
  NOTIFICATION_ID_PATTERN,
  NOTIFICATIONS_SHOWN,
  NOTIFIED_STATUSES,
} from '../domain/notifications';
import { noInput } from './common';
import { defineEndpoint } from './contract';

/**
 * A job as a notification names it: its id, its title (with the job's Hindi and Telugu titles) and company, and
 * for an employer's own job the employer's badge as the job carried it when the notification was written.
 */
const aboutJob = {
  jobId: z.number(),
  title: z.string(),
  /** The job's own titles in Hindi and Telugu, when it has them (job contents are never in a catalogue). */
  titles: z.optional(z.object({ hi: z.optional(z.string()), te: z.optional(z.string()) })),
  company: z.string(),
  /** The employer's organisation and how far Earnlearn verified it; absent on Earnlearn's own jobs. */
  employer: z.optional(z.object({ id: z.string(), level: z.enum(VERIFICATION_LEVELS) })),
};

/** What a notification says: a kind and its parameters. */
export const notificationContent = z.discriminatedUnion('kind', [
  /** HR or OPS moved the worker's application (shortlisted, selected, not selected). */
  z.object({ kind: z.literal('statusMoved'), ...aboutJob, status: z.enum(NOTIFIED_STATUSES) }),
  /** An interview was proposed: its day and time in IST, as HR wrote them. */
  z.object({ kind: z.literal('interviewScheduled'), ...aboutJob, date: z.string(), time: z.string() }),
  /** The admin changed the pay, place or hours of a job the worker applied for (which of them). */
  z.object({
    kind: z.literal('jobChanged'),
    ...aboutJob,
    changed: z.array(z.enum(JOB_CHANGE_KINDS)).check(z.minLength(1)),
  }),
  /** HR, OPS or the employer wrote in the thread of the worker's application to the job (issue 39). */
  z.object({ kind: z.literal('newMessage'), ...aboutJob }),
  /** The admin replied to one of the worker's concerns (its reference). */
  z.object({ kind: z.literal('concernAnswered'), concernId: z.string() }),
  /** New jobs matched one of the worker's job alerts: how many, and the search they match (a path here). */
  z.object({
    kind: z.literal('alertMatch'),
    count: z.number().check(z.int(), z.minimum(1)),
    link: z.string().check(z.regex(ALERT_LINK_PATTERN)),
  }),
]);
export type NotificationContent = z.infer<typeof notificationContent>;

/** One notification as the bell lists it. */
export const notification = z.intersection(
  notificationContent,
  z.object({ id: z.string(), at: z.string(), read: z.boolean() }),
);
export type Notification = z.infer<typeof notification>;

const unreadCount = z.number();

export const getNotifications = defineEndpoint({
  name: 'getNotifications',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: `The signed-in worker's notifications, newest first (the newest ${NOTIFICATIONS_SHOWN}), and how many are unread.`,
  input: noInput,
  output: z.object({ data: z.array(notification), unread: unreadCount }),
});

export const getUnreadNotifications = defineEndpoint({
  name: 'getUnreadNotifications',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: "How many of the signed-in worker's notifications are unread (the bell's count): one small Query.",
  input: noInput,
  output: z.object({ unread: unreadCount }),
});

const IDS_MESSAGE = `ids must be a list of 1 to ${NOTIFICATIONS_SHOWN} notification ids`;

export const markNotificationsRead = defineEndpoint({
  name: 'markNotificationsRead',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "Mark some of the worker's notifications read (ids), or all of them (all: true); answers the unread count.",
  input: z
    .strictObject({
      ids: z.optional(
        z
          .array(
            z.string({ error: IDS_MESSAGE }).check(z.regex(NOTIFICATION_ID_PATTERN, { error: IDS_MESSAGE })),
            {
              error: IDS_MESSAGE,
            },
          )
          .check(
            z.minLength(1, { error: IDS_MESSAGE }),
            z.maxLength(NOTIFICATIONS_SHOWN, { error: IDS_MESSAGE }),
          ),
      ),
      all: z.optional(z.literal(true, { error: 'all must be true (or left out, with ids)' })),
    })
    .check(
      z.refine((input) => input.ids !== undefined || input.all !== undefined, {
        path: ['all'],
        error: 'all must be true when no ids are given (give ids, or all: true)',
      }),
      z.refine((input) => input.ids === undefined || input.all === undefined, {
        path: ['ids'],
        error: 'ids: give ids, or all: true, not both',
      }),
    ),
  output: z.object({ success: z.boolean(), unread: unreadCount }),
});
