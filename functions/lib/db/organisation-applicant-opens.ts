/**
 * The applicants an employer organisation's people opened each IST day, for its daily limit
 * (shared/domain/employer-jobs.ts `applicantsADayFor`): a marker per applicant opened that day and the day's
 * count of them. Both are written in one transaction whose conditions keep the limit: the marker only if it is
 * not there yet, the count only while it is below the limit. So the same applicant again that day is free (the
 * marker's condition fails, nothing is counted), and two opens at once never pass the limit between them (one
 * of the two transactions on the count loses the race, is retried, and finds the count at the limit).
 *
 * | pattern                                   | key                                                        | operation          |
 * |-------------------------------------------|------------------------------------------------------------|--------------------|
 * | open an applicant (limited when unverified) | Put pk=ORG#<id> sk=OPENED#<IST day>#<userId> if not there, ttl + Update sk=OPENED#<IST day>: ADD COUNT 1 if COUNT < limit, ttl | TransactWriteItems |
 * | the day's applicants, for the admin       | GetItem of OPENED#<IST day>                                | GetItem            |
 *
 * Items carry a `ttl` two days past their day; the day is part of the key, so an old day is never read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { organisationOpenedApplicantKey, organisationOpenedKey } from './keys';
import { dayCountRaised } from './organisation-job-counts';
import { cancellationReasons, transact } from './transactions';

/** Kept two days past the day (a day's items are read only on that day). */
const OPENED_KEPT_SECONDS = 3 * 24 * 60 * 60;

/** What an open meets: the first open of the applicant today, a free one again, or the day's limit. */
export type OpenOutcome = 'counted' | 'again' | 'atLimit';

/**
 * Counts the organisation's open of applicant `userId` on `istDay`; with `limit`, only while the day's distinct
 * applicants are below it (a verified organisation's are counted for the admin's screen, never refused).
 */
export async function openApplicant(
  organisationId: string,
  istDay: string,
  userId: number,
  limit: number | undefined,
  now: Date,
): Promise<OpenOutcome> {
  const ttl = Math.floor(now.getTime() / 1000) + OPENED_KEPT_SECONDS;
  try {
    await transact([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...organisationOpenedApplicantKey(organisationId, istDay, userId),
            entity: 'ORGANISATION_OPENED_APPLICANT',
            OPENED_AT: now.toISOString(),
            ttl,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      dayCountRaised(organisationOpenedKey(organisationId, istDay), 'ORGANISATION_OPENED', ttl, limit),
    ]);
    return 'counted';
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    // The marker's condition first: an applicant opened today stays open, whatever the count says.
    if (reasons?.[0] === 'ConditionalCheckFailed') return 'again';
    if (reasons?.[1] === 'ConditionalCheckFailed') return 'atLimit';
    throw error;
  }
}

/** The distinct applicants the organisation opened on `istDay` (0 when none). */
export async function openedOn(organisationId: string, istDay: string): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: organisationOpenedKey(organisationId, istDay) }),
  );
  return Math.max(0, Number(Item?.COUNT ?? 0));
}
