/**
 * Migration 0011 (the job's index of terms, decision 610): every application still in its job's lists (gsi1)
 * that has no `FIND_TERMS` gets them and their index items, in one transaction per application on condition that
 * it still has none and is still listed (an apply since the deploy indexed itself; a withdrawal in between leaves
 * it out). The terms: the words of the name, e-mail, number and city kept on the application; each yes/no and
 * one-choice answer, told from the kept text (`Yes`/`No`, the option's text) against the job's questions as they
 * are now, matched by the question's text (an answer to a question since reworded or removed is left out); the
 * listed skills of the worker's profile now (applications made before had none recorded). Idempotent: a rerun
 * skips what is indexed. Until it has run, HR's search and filters do not find the applications made before.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/clients/dynamodb';
import { termWrites } from '#lib/db/application-terms';
import type { StoredApplication } from '#lib/db/applications';
import type * as jobs from '#lib/db/jobs';
import { applicationKey, jobApplicationsPartition } from '#lib/db/keys';
import * as profileSections from '#lib/db/profile-sections';
import { cancellationReasons, transact } from '#lib/db/transactions';
import { applicationTerms } from '#shared/domain/application-terms';
import type { KeptAnswer, ScreeningAnswer, ScreeningQuestion } from '#shared/domain/screening-rules';
import { forEveryJob } from './every-job';
import type { Migration } from './index';

type Outcome = 'indexed' | 'skipped';

/** The answers as given, told back from the kept texts against the job's questions now (by the question's text). */
export function answersFromKept(
  questions: readonly ScreeningQuestion[],
  kept: readonly KeptAnswer[],
): ScreeningAnswer[] {
  return kept.flatMap((answer): ScreeningAnswer[] => {
    const question = questions.find((candidate) => candidate.text === answer.QUESTION);
    if (question?.kind === 'yesNo' && (answer.ANSWER === 'Yes' || answer.ANSWER === 'No'))
      return [{ id: question.id, answer: answer.ANSWER === 'Yes' }];
    if (question?.kind === 'choice') {
      const index = question.options.indexOf(answer.ANSWER);
      return index < 0 ? [] : [{ id: question.id, answer: index }];
    }
    return [];
  });
}

async function indexApplication(job: jobs.StoredJob, application: StoredApplication): Promise<Outcome> {
  if (application.FIND_TERMS !== undefined) return 'skipped';
  const questions = job.QUESTIONS ?? [];
  const sections = await profileSections.get(application.USER_ID);
  const skills = (sections?.skills ?? []).flatMap((skill) => (skill.code === undefined ? [] : [skill.code]));
  const terms = applicationTerms(
    application,
    { questions, answers: answersFromKept(questions, application.ANSWERS ?? []) },
    skills,
  );
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: applicationKey(application.USER_ID, job.ID),
          ConditionExpression: 'attribute_not_exists(FIND_TERMS) AND attribute_exists(gsi1pk)',
          UpdateExpression: 'SET FIND_TERMS = :terms',
          ExpressionAttributeValues: { ':terms': terms },
        },
      },
      ...termWrites(job.ID, application, { added: terms, removed: [] }),
    ]);
    return 'indexed';
  } catch (error: unknown) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return 'skipped';
    throw error;
  }
}

/** Every listed application of every job indexed, a job at a time, its applications a page at a time. */
export async function indexApplications(): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { indexed: 0, skipped: 0 };
  await forEveryJob<'job'>({ job: 0 }, async (job) => {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :partition',
          ExpressionAttributeValues: { ':partition': jobApplicationsPartition(job.ID) },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of (page.Items ?? []) as StoredApplication[])
        counts[await indexApplication(job, item)] += 1;
      start = page.LastEvaluatedKey;
    } while (start);
    return 'job';
  });
  return counts;
}

export const migration: Migration = {
  id: '0011-application-terms',
  about:
    "Index every listed application by its words, answers and skills under its job (HR's search and filters read them).",
  run: () => indexApplications(),
};
