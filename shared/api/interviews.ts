/**
 * Interviews: staff propose one for a shortlisted applicant (scheduleInterview, re-exported
 * by internal.ts), the worker answers it and downloads its calendar file (answerInterview,
 * getInterviewCalendar, re-exported by worker.ts). The interview lives on the application itself (its
 * `INTERVIEW`), so the worker's Applied Jobs and the staff's lists carry it with no other read.
 */
import * as z from 'zod/mini';
import { interviewMessages, LINK_MAX, NOTE_MAX, PLACE_MAX, WORKER_ANSWERS } from '../domain/interviews';
import { idParamSchema, idSchema, plainText } from '../domain/rules';
import { defineEndpoint } from './contract';

import { interview } from './interview-shape';

export { type Interview, interview } from './interview-shape';

/** An optional free text of `field`, under the free-text rule of every other (`plainText`). */
const text = (field: string, max: number, lines: 'oneLine' | 'multiLine') =>
  z.optional(
    z
      .string({ error: `${field} must be text` })
      .check(
        z.maxLength(max, { error: `${field} must be at most ${max} characters` }),
        ...plainText(field, { multiLine: lines === 'multiLine' }),
      ),
  );

/**
 * Propose (or propose again) an interview for an application that is Shortlisted now: a date and a time in IST
 * in the future, and either an address (`place`) or a https video link (`link`). Each problem is a 400 naming
 * its field; an application not Shortlisted is a 409. The worker is told by SMS (their consent and caps).
 */
export const scheduleInterview = defineEndpoint({
  name: 'scheduleInterview',
  uses: { table: 'readWrite', sms: true },
  method: 'POST',
  area: 'internal',
  caller: 'hiring',
  summary: 'Propose an interview time (IST) and a place or video link to a Shortlisted applicant.',
  input: z.strictObject({
    id: idSchema,
    userId: idSchema,
    date: z
      .string({ error: interviewMessages.date })
      .check(z.maxLength(10, { error: interviewMessages.date })),
    time: z
      .string({ error: interviewMessages.time })
      .check(z.maxLength(5, { error: interviewMessages.time })),
    place: text('place', PLACE_MAX, 'multiLine'),
    link: text('link', LINK_MAX, 'oneLine'),
  }),
  output: z.object({ success: z.boolean(), INTERVIEW: interview }),
});

/**
 * The worker confirms the proposed time or asks for another (with an optional short note). `startsAt` is the
 * time they saw: if staff proposed another since, the answer is a 409 and the worker sees the new one.
 */
export const answerInterview = defineEndpoint({
  name: 'answerInterview',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Confirm an interview, or ask for another time with an optional note.',
  input: z.strictObject({
    id: idSchema,
    startsAt: z
      .string({ error: 'startsAt must be the time of the interview shown' })
      .check(z.maxLength(40, { error: 'startsAt must be the time of the interview shown' })),
    answer: z.enum(WORKER_ANSWERS, { error: 'answer must be confirm or anotherTime' }),
    note: text('note', NOTE_MAX, 'multiLine'),
  }),
  output: z.object({ success: z.boolean(), INTERVIEW: interview }),
});

/**
 * The interview of one of the worker's applications as a calendar file (.ics, times in Asia/Kolkata, the title
 * in the worker's language). Only the worker's own session gets it: the SMS links to Applied Jobs, which asks
 * for it. 404 when that application has no interview.
 */
export const getInterviewCalendar = defineEndpoint({
  name: 'getInterviewCalendar',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: "The worker's interview for one application as an iCalendar (.ics) text.",
  input: z.strictObject({ id: idParamSchema }),
  output: z.object({ fileName: z.string(), content: z.string() }),
});
