/**
 * Job alerts in the API tests: consent to the purpose given the way the Privacy section gives it,
 * an alert created for a worker, a signed unsubscribe link, and the worker's account item read and set.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { updateConsent } from '#features/consent/give';
import { unsubscribeToken } from '#lib/auth/unsubscribe-token';
import { db, tableName } from '#lib/clients/dynamodb';
import * as alerts from '#lib/db/job-alerts';
import { userKey } from '#lib/db/keys';
import * as users from '#lib/db/users';
import type { AlertChannel } from '#shared/domain/job-alerts';
import type { JobSearch } from '#shared/domain/job-search';
import { createWorker, type TestAccount } from './accounts';
import { callApi } from './api';

/** Gives the worker's consent to job alerts (as the profile's switch does, with its record). */
export async function consentToJobAlerts(worker: Pick<TestAccount, 'id'>): Promise<void> {
  const account = await users.get(worker.id);
  if (!account) throw new Error(`No worker ${worker.id}`);
  await updateConsent(account, { purpose: 'jobAlerts', granted: true, language: 'en' });
}

/** A worker's alert (consent given first), answering its id. */
export async function createAlertFor(
  worker: Pick<TestAccount, 'id'>,
  filters: JobSearch = { city: 'chennai' },
  channel: AlertChannel = 'email',
): Promise<string> {
  await consentToJobAlerts(worker);
  return (await alerts.create(worker.id, { FILTERS: filters, CHANNEL: channel })).ALERT_ID;
}

/** A worker of their own with one alert, and the signed link that stops it. */
export async function alertWithToken(): Promise<{ worker: TestAccount; alertId: string; token: string }> {
  const worker = await createWorker();
  const alertId = await createAlertFor(worker);
  return { worker, alertId, token: await unsubscribeToken(worker.id, alertId) };
}

/** The worker's account item as stored. */
export async function accountOf(worker: TestAccount) {
  return (await db.send(new GetCommand({ TableName: tableName, Key: userKey(worker.id) }))).Item ?? {};
}
/** Sets attributes on the worker's account item (a past digest day, a deactivation). */
export async function setOnAccount(worker: TestAccount, values: Record<string, unknown>) {
  const names = Object.keys(values);
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(worker.id),
      UpdateExpression: `SET ${names.map((_, index) => `#n${index} = :v${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#n${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:v${index}`, values[name]])),
    }),
  );
}
export const createAlert = (worker: TestAccount, body: Record<string, unknown>) =>
  callApi('createJobAlert', { token: worker.token, body: body as never });
