/**
 * The day-before reminders: every interview of tomorrow (IST) that is proposed or confirmed, on an
 * application still Shortlisted, gets one SMS, once. The mark comes first, on condition (db/interviews.ts
 * `markReminded`): two runs at once, or a run again the same day, send nothing twice. An SMS that fails after
 * the mark is not retried (at most once: a reminder twice is worse than none, the interview is in Applied Jobs
 * and the worker's calendar). Run hourly: a proposal made today for tomorrow is reminded within the hour.
 */

import { clock } from '#lib/clock';
import * as interviews from '#lib/db/interviews';
import { istDayAfter } from '#shared/domain/interviews';
import { tellWorkerAboutInterview } from './notify';

export interface ReminderRun {
  day: string;
  due: number;
  reminded: number;
  sent: number;
}

export async function sendInterviewReminders(now = clock.now()): Promise<ReminderRun> {
  const day = istDayAfter(now, 1);
  const due = await interviews.onDay(day);
  let reminded = 0;
  let sent = 0;
  const at = new Date(now).toISOString();
  for (const application of due) {
    const interview = application.INTERVIEW;
    // The index is read eventually consistent: the conditional mark decides.
    if (!interview || interview.DATE !== day) continue;
    if (!(await interviews.markReminded(application.USER_ID, application.ID, interview.STARTS_AT, at)))
      continue;
    reminded += 1;
    if (await tellWorkerAboutInterview(application, 'reminder')) sent += 1;
  }
  return { day, due: due.length, reminded, sent };
}
