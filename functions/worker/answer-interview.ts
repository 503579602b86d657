/**
 * The worker confirms the interview proposed to them, or asks for another time with an optional short note
 *, from Applied Jobs. Only their own application (the key is built from the session's account), only
 * while it is Shortlisted, and only on the time they saw: staff may have proposed another meanwhile (409, and the
 * list shows the new one). A 409 names why in `code`, and for an application moved on its status now.
 */
import { clock } from '#lib/clock';
import * as applications from '#lib/db/applications';
import * as interviews from '#lib/db/interviews';
import { Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { answerInterview } from '#shared/api/worker';
import { SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';

export const handler = endpoint(answerInterview, async ({ id, startsAt, answer, note }, { account }) => {
  const answered = await interviews.answer(account.ID, id, {
    startsAt,
    answer: answer === 'confirm' ? 'CONFIRMED' : 'ANOTHER_TIME',
    note: answer === 'anotherTime' ? note?.trim() || undefined : undefined,
    at: new Date(clock.now()).toISOString(),
  });
  if (answered) return { success: true, INTERVIEW: answered };
  const current = await applications.get(account.ID, id);
  if (!current?.INTERVIEW) throw new NotFound('There is no interview for this application.');
  if (current.STATUS !== 'SHORTLISTED')
    throw new Conflict(
      'This application has moved on: the interview can no longer be answered.',
      SAVE_WITHDRAW_CODES.movedOn,
      current.STATUS,
    );
  throw new Conflict(
    'The interview time has changed. Please look at the new time.',
    SAVE_WITHDRAW_CODES.interviewChanged,
  );
});
