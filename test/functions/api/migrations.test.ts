/**
 * Data migrations (functions/migrations/): each runs once per table and is recorded; 0001 (issue 18) marks the
 * worker accounts from before consent as needing to accept the first notice, links them to their Google
 * identity, and loses nothing: the worker is held until they accept, then goes on as before.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { runPending } from '#functions/migrations/index';
import { db, tableName } from '#lib/clients/dynamodb';
import { userKey } from '#lib/db/keys';
import * as users from '#lib/db/users';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';
import { call } from '#test/support/invoke';

/** An account as it was stored before consent was recorded: none of issue 18's attributes. */
async function legacyWorker() {
  const worker = await createWorker();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(worker.id),
      UpdateExpression:
        'REMOVE PRIVACY_STATE, NOTICE_VERSION, NOTICE_ACCEPTED_AT, SMS_UPDATES, HELD_UNTIL, GOOGLE_SUB',
    }),
  );
  return worker;
}

describe('migration 0001-consent-state', () => {
  it('marks accounts from before consent, keeps everything else, and holds them until they accept the notice', async () => {
    const worker = await legacyWorker();
    const { job } = await createApplication({ worker });
    const before = await users.get(worker.id);

    const done = await runPending();
    expect(done['0001-consent-state']?.marked).toBeGreaterThanOrEqual(1);
    const after = await users.get(worker.id);
    expect(after).toEqual({
      ...before,
      PRIVACY_STATE: 'consentNeeded',
      NOTICE_VERSION: '',
      GOOGLE_SUB: expect.stringMatching(/^google-/),
    });
    // Not on the 7-day hold: never erased for not having accepted yet.
    expect(after?.HELD_UNTIL).toBeUndefined();

    const held = await call('getAppliedJobs', { token: worker.token, query: {} });
    expect(held.status).toBe(403);
    expect(held.body.code).toBe('consentNeeded');
    const accepted = await callApi('giveConsent', {
      token: worker.token,
      body: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        accept: true,
        smsUpdates: true,
        screen: 'noticeUpdate',
      },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const applied = await callApi('getAppliedJobs', { token: worker.token, query: {} });
    expect(applied.body.data.map((row) => row.ID)).toEqual([job.ID]);
  });

  it('runs once per table, and is recorded', async () => {
    await runPending();
    const legacy = await legacyWorker();
    expect(await runPending()).toEqual({});
    expect((await users.get(legacy.id))?.PRIVACY_STATE).toBeUndefined();
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: 'MIGRATIONS', sk: '0001-consent-state' } }),
    );
    expect(Item).toMatchObject({ ranAt: expect.any(String), result: { marked: expect.any(Number) } });
  });
});
