/**
 * A worker's consent: a new sign-up is held until it consents, and a held account may call only the
 * consent flow's endpoints (registry-driven: every other worker endpoint is a 403 with a clear message and a
 * code); consent is given to the notice in force, nothing pre-ticked, an adult only; each grant and withdrawal
 * is an append-only record that no endpoint changes or deletes; a withdrawn SMS purpose stops the review SMS
 * while the status still shows; a new notice version asks again.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as consent from '#lib/db/consent';
import * as users from '#lib/db/users';
import { writeAccount } from '#lib/db/worker-writes';
import { allContracts, type ContractName, type InputOf } from '#shared/api/index';
import type { giveConsent as giveConsentContract } from '#shared/api/privacy';
import type { registerDetails as registerDetailsContract } from '#shared/api/worker';
import { HELD_CODES, HELD_MESSAGES, PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createHeldWorker, minorDob, minorWithParentLink } from '#test/support/consent';
import { type ExampleName, examples } from '#test/support/examples';
import { createApplication } from '#test/support/fixtures';
import { mobileOf, review, reviewStaff } from '#test/support/internal-review';
import { call } from '#test/support/invoke';
import { smsTo } from '#test/support/sms';

reviewStaff();

type ConsentBody = InputOf<typeof giveConsentContract>;

const consentBody = (overrides: Partial<ConsentBody> | Record<string, unknown> = {}): ConsentBody =>
  ({
    noticeVersion: PRIVACY_NOTICE_VERSION,
    language: 'hi',
    accept: true,
    smsUpdates: false,
    dob: '2001-02-03',
    screen: 'signUp',
    ...overrides,
  }) as ConsentBody;

async function recordsOf(worker: TestAccount) {
  return consent.listRecords(worker.id);
}

/** Every consent record in the table, each as stored. */
async function allRecordItems(): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      if (String(item.sk).startsWith('CONSENT#')) items.push(JSON.stringify(item, Object.keys(item).sort()));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

const workerEndpoints = allContracts.filter((contract) => contract.caller === 'worker');

describe('a held account', () => {
  it.each([
    ['a new sign-up who has not consented', 'consentNeeded', () => createHeldWorker({ dob: '' })],
    [
      'a minor whose parent has not consented',
      'parentPending',
      async () => (await minorWithParentLink()).worker,
    ],
  ] as const)(
    '(%s) may call only the consent flow: every other worker endpoint is a 403 with code %s',
    async (_who, code, make) => {
      const worker = await make();
      const refused: string[] = [];
      const allowed: string[] = [];
      for (const contract of workerEndpoints) {
        const name = contract.name as ContractName;
        // signOut would end the session the rest of the loop uses: it is checked last.
        if (contract.endsSessions) continue;
        // The session check refuses before the input is read: an example that cannot be set up for a held
        // account (a code sent to a number needs the details first) is sent empty.
        const example = await examples[name as ExampleName](worker).catch(() => ({}));
        const response = await call(name, { ...example, token: worker.token });
        if (contract.whileHeld) {
          // Let through the session check: answered by the endpoint itself (giveConsent tells a minor why not).
          expect(response.body, name).not.toEqual({ message: HELD_MESSAGES[code], code: HELD_CODES[code] });
          expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
          allowed.push(name);
        } else {
          expect(response.status, name).toBe(403);
          expect(response.body).toEqual({ message: HELD_MESSAGES[code], code: HELD_CODES[code] });
          refused.push(name);
        }
      }
      expect(allowed).toEqual(
        expect.arrayContaining(['getPrivacy', 'giveConsent', 'requestParentConsent', 'setLanguage']),
      );
      expect(refused).toEqual(
        expect.arrayContaining([
          'registerDetails',
          'registerMobileNumber',
          'getProfile',
          'getAllJobs',
          'applyJob',
          'updateConsent',
        ]),
      );
      const signOut = await callApi('signOut', { token: worker.token, body: {} });
      expect(signOut.status).toBe(200);
    },
  );

  it('is what a first sign-in makes: nothing but the Google sign-in is stored, and it is held for 7 days', async () => {
    const worker = await createHeldWorker({ dob: '' });
    const account = await users.get(worker.id);
    expect(account).toMatchObject({
      PRIVACY_STATE: 'consentNeeded',
      DOB: '',
      GENDER: null,
      MOBILE_NUMBER: '',
      LOCATION: '',
    });
    const heldFor = Date.parse(account?.HELD_UNTIL ?? '') - Date.parse(account?.CREATED_AT ?? '');
    expect(heldFor).toBe(7 * 24 * 3600_000);
    expect(await recordsOf(worker)).toEqual([]);
  });
});

describe('giveConsent', () => {
  it('records the mandatory purpose and each optional one ticked, with the version, language and screen, and unlocks the account', async () => {
    const worker = await createHeldWorker({ dob: '' });
    const given = await callApi('giveConsent', {
      token: worker.token,
      body: consentBody({ smsUpdates: true }),
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data).toMatchObject({
      state: 'given',
      acceptedVersion: PRIVACY_NOTICE_VERSION,
      dob: '2001-02-03',
      minor: false,
      purposes: { account: true, smsUpdates: true },
    });
    expect(given.body.data.heldUntil).toBeUndefined();
    const records = given.body.data.records;
    expect(
      records.map((r) => [r.purpose, r.action, r.noticeVersion, r.language, r.screen, r.by]).sort(),
    ).toEqual([
      ['account', 'grant', PRIVACY_NOTICE_VERSION, 'hi', 'signUp', 'worker'],
      ['smsUpdates', 'grant', PRIVACY_NOTICE_VERSION, 'hi', 'signUp', 'worker'],
    ]);
    expect((await callApi('getProfile', { token: worker.token })).status).toBe(200);
  });

  it('records no optional purpose that was not ticked (nothing pre-ticked)', async () => {
    const worker = await createHeldWorker({ dob: '' });
    const given = await callApi('giveConsent', { token: worker.token, body: consentBody() });
    expect(given.body.data.purposes).toEqual({ account: true, smsUpdates: false });
    expect(given.body.data.records.map((r) => r.purpose)).toEqual(['account']);
  });

  it('refuses consent without the box ticked, without a date of birth, and to a notice that is not the one in force', async () => {
    const worker = await createHeldWorker({ dob: '' });
    const unticked = await call('giveConsent', { token: worker.token, body: consentBody({ accept: false }) });
    expect(unticked.status).toBe(400);
    expect(unticked.body.message).toContain('accept');
    const { dob: _dob, ...withoutDob } = consentBody();
    const noDob = await call('giveConsent', { token: worker.token, body: withoutDob });
    expect(noDob.status).toBe(400);
    expect(noDob.body.errors).toEqual([{ field: 'dob', message: 'Date of Birth is required' }]);
    const stale = await call('giveConsent', {
      token: worker.token,
      body: consentBody({ noticeVersion: '2020-01-01' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('The privacy notice has changed');
    expect(await recordsOf(worker)).toEqual([]);
  });

  it('refuses a worker under 18 with the parent code, storing nothing', async () => {
    const worker = await createHeldWorker({ dob: '' });
    const response = await call('giveConsent', {
      token: worker.token,
      body: consentBody({ dob: minorDob(17) }),
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('parentPending');
    expect((await users.get(worker.id))?.DOB).toBe('');
    expect(await recordsOf(worker)).toEqual([]);
  });

  it('asks again when the notice in force is newer than the one accepted, and records the new acceptance', async () => {
    const worker = await createWorker();
    // As if the notice changed since: the account accepted an earlier version.
    await writeAccount(worker.id, () => ({ set: { NOTICE_VERSION: '2025-01-01' } }));
    const held = await call('getAllJobs', { token: worker.token, query: {} });
    expect(held.status).toBe(403);
    expect(held.body.code).toBe('consentNeeded');
    const status = await callApi('getPrivacy', { token: worker.token });
    expect(status.body.data).toMatchObject({
      state: 'consentNeeded',
      acceptedVersion: '2025-01-01',
      dob: '2002-05-14',
    });

    const { dob: _dob, ...again } = consentBody({ screen: 'noticeUpdate', smsUpdates: true });
    const accepted = await callApi('giveConsent', { token: worker.token, body: again });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.records[0]).toMatchObject({
      screen: 'noticeUpdate',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect((await call('getAllJobs', { token: worker.token, query: {} })).status).toBe(200);
  });
});

describe('updateConsent', () => {
  it('withdraws and gives again the SMS updates with one call each, each a record of its own', async () => {
    const worker = await createWorker();
    const before = (await recordsOf(worker)).length;
    const withdrawn = await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'smsUpdates', granted: false, language: 'te' },
    });
    expect(withdrawn.body.data.purposes).toEqual({ account: true, smsUpdates: false });
    expect(withdrawn.body.data.records[0]).toMatchObject({
      purpose: 'smsUpdates',
      action: 'withdraw',
      language: 'te',
      screen: 'profile',
    });
    // The same again changes nothing and records nothing.
    await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'smsUpdates', granted: false, language: 'te' },
    });
    const regiven = await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'smsUpdates', granted: true, language: 'en' },
    });
    expect(regiven.body.data.purposes.smsUpdates).toBe(true);
    expect(regiven.body.data.records).toHaveLength(before + 2);
  });

  it('once SMS updates are withdrawn, a review move sends no SMS and the status still shows in Applied Jobs', async () => {
    const worker = await createWorker();
    const number = await mobileOf(worker);
    await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'smsUpdates', granted: false, language: 'en' },
    });
    const { job } = await createApplication({ worker });
    const sentBefore = smsTo(number).length;
    const moved = await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(smsTo(number)).toHaveLength(sentBefore);
    const applied = await callApi('getAppliedJobs', { token: worker.token, query: {} });
    expect(applied.body.data.find((row) => row.ID === job.ID)?.STATUS).toBe('SHORTLISTED');

    // Given again: the next move is texted.
    await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'smsUpdates', granted: true, language: 'en' },
    });
    await review({ id: job.ID, userId: worker.id, status: 'SHORTLISTED', decision: 'accept' });
    expect(smsTo(number)).toHaveLength(sentBefore + 1);
  });
});

describe('the consent record', () => {
  it('is never changed or deleted by any endpoint a worker, an admin or HR/OPS calls', async () => {
    const worker = await createWorker();
    await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'smsUpdates', granted: false, language: 'en' },
    });
    const before = await allRecordItems();
    expect(before.length).toBeGreaterThan(0);
    for (const contract of allContracts) {
      const name = contract.name as ContractName;
      if (contract.caller !== 'worker' || contract.endsSessions) continue;
      await call(name, { ...(await examples[name as ExampleName](worker)), token: worker.token });
    }
    const after = await allRecordItems();
    // Only new records: every one there before is still there, byte for byte.
    for (const record of before) expect(after).toContain(record);
  });

  it('has no write path but appending: records are created only as new items', () => {
    const put = consent.recordPut(1, {
      PURPOSE: 'account',
      ACTION: 'grant',
      NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
      LANGUAGE: 'en',
      AT: new Date().toISOString(),
      SCREEN: 'signUp',
      BY: 'worker',
    });
    expect(put.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
  });
});

describe('registration after consent', () => {
  it('refuses a date of birth under 18 in the details of a worker who consented as an adult', async () => {
    const worker = await createWorker({ registered: false, verified: false });
    const body: InputOf<typeof registerDetailsContract> = {
      name: 'Asha',
      gender: 0,
      dob: minorDob(16),
      languages: ['english'],
      cityName: 'chennai',
      education: 'tenthPass',
    };
    const response = await call('registerDetails', { token: worker.token, body });
    expect(response.status).toBe(400);
    expect((response.body.errors as { field: string }[] | undefined)?.[0]?.field).toBe('dob');
    expect(
      (await callApi('registerDetails', { token: worker.token, body: { ...body, dob: '2000-03-04' } }))
        .status,
    ).toBe(200);
  });
});

describe("the admin's user detail", () => {
  it('shows where the consent stands', async () => {
    const worker = await createWorker();
    const admin = (await import('#test/support/internal-review')).staff.admin;
    const detail = await callApi('getUserDataById', { token: admin.token, query: { id: String(worker.id) } });
    expect(detail.body.privacy).toMatchObject({
      state: 'given',
      acceptedVersion: PRIVACY_NOTICE_VERSION,
      smsUpdates: true,
      minor: false,
    });
    expect(detail.body.privacy?.parent).toBeUndefined();
  });
});
