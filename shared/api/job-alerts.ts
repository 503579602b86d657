/**
 * Not in the spec (handlers in functions/worker/): job alerts. A worker keeps an Explore Jobs
 * search (the same filters, by the URL's names) with a channel, lists and deletes them (the Privacy section of
 * the profile), and anyone holding a digest's signed link stops its alert with one tap, signed in or not. The
 * rules (cap, channels, matching, texts) are in shared/domain/job-alerts.ts; the consent purpose `jobAlerts` in
 * shared/domain/privacy.ts.
 */
import * as z from 'zod/mini';
import { SITE_LANGUAGES } from '../domain/codes';
import { ALERT_CHANNELS, jobAlertMessages } from '../domain/job-alerts';
import { jobSearchFilters } from '../domain/job-search';
import type { ConsentLanguage } from '../domain/privacy';
import { nextCursor, successOutput } from './common';
import { defineEndpoint } from './contract';

const channelSchema = z.enum(ALERT_CHANNELS, { error: jobAlertMessages.channel });
const alertIdSchema = z
  .string({ error: jobAlertMessages.id })
  .check(z.regex(/^[0-9a-f]{10}$/, { error: jobAlertMessages.id }));

/** One alert as its worker sees it: the filters as the URL carries them, the channel, and when it last sent. */
export const jobAlert = z.object({
  id: z.string(),
  filters: z.strictObject(jobSearchFilters),
  channel: z.enum(ALERT_CHANNELS),
  createdAt: z.string(),
  /** When its last digest went (ISO 8601); absent before the first. */
  lastDigestAt: z.optional(z.string()),
});
export type JobAlertView = z.infer<typeof jobAlert>;

/** The worker's alerts and what the screens need beside them. */
export const jobAlertList = z.object({
  data: z.array(jobAlert),
  /** `cursor` as every list has it: absent, as the one page holds every alert (at most MAX_JOB_ALERTS). */
  cursor: nextCursor,
  /** At most this many alerts (MAX_JOB_ALERTS). */
  max: z.number(),
  /** Whether the worker's consent to job alerts is in force (none: creating an alert asks for it first). */
  consent: z.boolean(),
  /** Whether WhatsApp is offered as a channel (a WhatsApp number is configured and the worker opted in to it). */
  whatsapp: z.boolean(),
  /**
   * Under 18 (or of unknown age; shared/domain/privacy.ts `mayTrackOrTarget`): the screens say that alerts send
   * only jobs matching the filters chosen, never anything inferred (true for everyone; the law for them).
   */
  minor: z.boolean(),
});
export type JobAlertList = z.infer<typeof jobAlertList>;

export const createJobAlert = defineEndpoint({
  name: 'createJobAlert',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    'Keep the current Explore Jobs search as an alert with a channel (sms, email, whatsapp): at most one digest a day of the new matching jobs. 403 without consent to job alerts.',
  input: z.strictObject({ ...jobSearchFilters, channel: channelSchema }),
  output: jobAlertList,
});

export const getJobAlerts = defineEndpoint({
  name: 'getJobAlerts',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary:
    "The signed-in worker's job alerts (at most 5), whether job alerts are consented to, and the channels.",
  input: z.strictObject({}),
  output: jobAlertList,
});

export const deleteJobAlert = defineEndpoint({
  name: 'deleteJobAlert',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Delete one of the worker’s job alerts (400 naming id for one that is not theirs).',
  input: z.strictObject({ id: alertIdSchema }),
  output: jobAlertList,
});

/** The language of the page that says it is done: the worker's, as the message was written in. */
const languageOutput: z.ZodMiniType<ConsentLanguage> = z.enum(SITE_LANGUAGES);

export const unsubscribeJobAlert = defineEndpoint({
  name: 'unsubscribeJobAlert',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'public',
  summary:
    "One tap from a digest's signed link: stops that alert (no sign-in). 400 naming token for a malformed, changed or expired link.",
  input: z.strictObject({
    token: z
      .string({ error: jobAlertMessages.token })
      .check(z.maxLength(80, { error: jobAlertMessages.token })),
  }),
  output: z.extend(successOutput, { language: languageOutput }),
});
