/**
 * The worker's notifications in the app: what they are about (a kind and its parameters, never
 * rendered text: the bell renders each in the reader's language), how many are kept, and for how long.
 */
import type { ApplicationStatus } from './codes';

/** Each kind of notification (the parameters of each are in shared/api/notifications.ts). */
export const NOTIFICATION_KINDS = [
  'statusMoved',
  'interviewScheduled',
  'concernAnswered',
  'alertMatch',
  'jobChanged',
  'newMessage',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a change of a job the worker applied for is about, when the bell tells them of it. */
export const JOB_CHANGE_KINDS = ['pay', 'place', 'hours'] as const;
export type JobChangeKind = (typeof JOB_CHANGE_KINDS)[number];

/** The moves a worker hears about in the bell: those the status SMS tells (a withdrawal is the worker's own). */
export const NOTIFIED_STATUSES = [
  'SHORTLISTED',
  'SELECTED',
  'REJECTED',
] as const satisfies readonly ApplicationStatus[];
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

/**
 * How many notifications the bell lists and counts: the newest 50 (one Query with Limit 50). Older ones are
 * out of sight (and out of the count) for good: newer ones only push them further back.
 */
export const NOTIFICATIONS_SHOWN = 50;

/** A notification expires 90 days after it was written (the table's `ttl`; reads skip expired ones too). */
export const NOTIFICATION_DAYS = 90;

/** A notification's id: the time it was written and 8 hex digits (`2026-11-27T06:00:00.000Z#0a1b2c3d`). */
export const NOTIFICATION_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f]{8}$/;

/** An alert digest's link: a path of this site (the Explore search saved with the alert), never another site. */
export const ALERT_LINK_PATTERN = /^\/(?!\/)[^\s\\]{0,500}$/;

/** What the bell's count shows at most ("9+" beyond). */
export const BELL_COUNT_SHOWN = 9;
