/**
 * Interviews: one per application, stored on the application item itself (`INTERVIEW`), so the
 * worker's Applied Jobs and the staff's lists carry it with no other read, and the worker's export and erasure
 * (their partition `USER#<id>`) take it with the application.
 *
 * | pattern                                      | key / index                                                     | operation  |
 * |----------------------------------------------|-----------------------------------------------------------------|------------|
 * | propose (staff), on a Shortlisted application | pk=USER#<userId> sk=APPLICATION#<jobId>, if STATUS=SHORTLISTED | UpdateItem |
 * | answer (the worker), on the time they saw    | the same, if SHORTLISTED and INTERVIEW.STARTS_AT is the seen one | UpdateItem |
 * | the interviews of one IST day (reminders)    | gsi3: gsi3pk=INTERVIEWS#<date> gsi3sk=<startsAt>#<userId>#<jobId> | Query    |
 * | mark one reminded, once                      | the application, if not reminded yet for this time              | UpdateItem |
 */
import type { Interview } from '#shared/api/interviews';
import type { ReviewerType } from '#shared/domain/codes';
import type { InterviewAnswer } from '#shared/domain/interviews';
import type { StoredApplication } from './applications';
import { applicationKey, interviewDayKeys, interviewDayPartition } from './keys';
import { queryAll } from './paging';
import { updateIf } from './transactions';

/** The interview as stored: what the worker and staff see, who proposed it, and whether it was reminded. */
export type StoredInterview = Interview & {
  PROPOSED_BY_ID: number;
  PROPOSED_BY_TYPE: ReviewerType;
  /** Proposed by an employer's person: their organisation. */
  PROPOSED_BY_ORG_ID?: string;
  /** When the day-before reminder went (absent until then, and again after a new proposal). */
  REMINDED_AT?: string;
};

/**
 * Sets the interview of an application that is Shortlisted now (replacing an earlier proposal and its answer),
 * and its place in its IST day's list. Answers the application as it is after, or undefined when there is no
 * such application or it is not Shortlisted.
 */
export async function propose(
  userId: number,
  jobId: number,
  interview: StoredInterview,
): Promise<StoredApplication | undefined> {
  return updateIf<StoredApplication>({
    Key: applicationKey(userId, jobId),
    ConditionExpression: '#status = :shortlisted',
    UpdateExpression: 'SET INTERVIEW = :interview, gsi3pk = :day, gsi3sk = :order',
    ExpressionAttributeNames: { '#status': 'STATUS' },
    ExpressionAttributeValues: {
      ':shortlisted': 'SHORTLISTED',
      ':interview': interview,
      ...(() => {
        const keys = interviewDayKeys(interview.DATE, interview.STARTS_AT, userId, jobId);
        return { ':day': keys.gsi3pk, ':order': keys.gsi3sk };
      })(),
    },
    ReturnValues: 'ALL_NEW',
  });
}

/**
 * Records the worker's answer to the interview they saw (its STARTS_AT), while the application is Shortlisted.
 * Answers the interview as it is after, or undefined when the condition failed (the caller reads why).
 */
export async function answer(
  userId: number,
  jobId: number,
  seen: {
    startsAt: string;
    answer: Exclude<InterviewAnswer, 'PROPOSED'>;
    note?: string | undefined;
    at: string;
  },
): Promise<StoredInterview | undefined> {
  const after = await updateIf<StoredApplication & { INTERVIEW: StoredInterview }>({
    Key: applicationKey(userId, jobId),
    ConditionExpression: '#status = :shortlisted AND INTERVIEW.STARTS_AT = :seen',
    UpdateExpression: `SET INTERVIEW.ANSWER = :answer, INTERVIEW.ANSWERED_AT = :at${
      seen.note ? ', INTERVIEW.NOTE = :note' : ' REMOVE INTERVIEW.NOTE'
    }`,
    ExpressionAttributeNames: { '#status': 'STATUS' },
    ExpressionAttributeValues: {
      ':shortlisted': 'SHORTLISTED',
      ':seen': seen.startsAt,
      ':answer': seen.answer,
      ':at': seen.at,
      ...(seen.note ? { ':note': seen.note } : {}),
    },
    ReturnValues: 'ALL_NEW',
  });
  return after?.INTERVIEW;
}

/** The applications with an interview on one IST day (some moved on since: the caller checks), in time order. */
export async function onDay(istDate: string): Promise<StoredApplication[]> {
  return queryAll<StoredApplication>({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :day',
    ExpressionAttributeValues: { ':day': interviewDayPartition(istDate) },
  });
}

/**
 * Marks the interview at `startsAt` reminded, once: true for the one call that marked it; false when it was
 * reminded already, moved to another time, answered "another time", or the application is no longer
 * Shortlisted (the index is read eventually consistent: this condition is what decides).
 */
export async function markReminded(
  userId: number,
  jobId: number,
  startsAt: string,
  at: string,
): Promise<boolean> {
  const updated = await updateIf({
    Key: applicationKey(userId, jobId),
    ConditionExpression:
      '#status = :shortlisted AND INTERVIEW.STARTS_AT = :startsAt AND INTERVIEW.ANSWER <> :another AND attribute_not_exists(INTERVIEW.REMINDED_AT)',
    UpdateExpression: 'SET INTERVIEW.REMINDED_AT = :at',
    ExpressionAttributeNames: { '#status': 'STATUS' },
    ExpressionAttributeValues: {
      ':shortlisted': 'SHORTLISTED',
      ':startsAt': startsAt,
      ':another': 'ANOTHER_TIME',
      ':at': at,
    },
  });
  return updated !== undefined;
}
