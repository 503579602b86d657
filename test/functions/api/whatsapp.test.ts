/**
 * WhatsApp (item 4): the opt-in is an optional consent purpose (`whatsapp`), given and withdrawn in
 * one tap like SMS updates, each with its record; it is offered only where a WhatsApp number is configured
 * (getPrivacy says so; giving it otherwise is a 400 naming `purpose`). A worker who opted in hears of their
 * application's moves by WhatsApp instead of SMS (the `application_status` template in their language, within
 * the same daily cap), recorded on the channel it went by; withdrawn, the news goes by SMS again. Through the
 * local WhatsApp and SMS outboxes, as the twin sends.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_WHATSAPP_PHONE_NUMBER_ID } from '#infra/local/dev/whatsapp-outbox';
import { db, tableName } from '#lib/clients/dynamodb';
import * as consent from '#lib/db/consent';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import { STATUS_SMS_PER_DAY } from '#lib/messaging/allowance';
import { jobText } from '#shared/domain/message-variables';
import { createWorker, deactivate, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';
import { mobileOf, review, reviewStaff } from '#test/support/internal-review';
import { emittedMetrics } from '#test/support/metrics';
import { smsTo } from '#test/support/sms';
import { whatsAppTo } from '#test/support/whatsapp';

reviewStaff();

afterEach(() => {
  vi.restoreAllMocks();
  // Every test starts with WhatsApp configured, as api-env.ts sets it.
  process.env.WHATSAPP_PHONE_NUMBER_ID = LOCAL_WHATSAPP_PHONE_NUMBER_ID;
});

const optIn = (worker: TestAccount, granted: boolean, language: 'en' | 'hi' | 'te' = 'en') =>
  callApi('updateConsent', { token: worker.token, body: { purpose: 'whatsapp', granted, language } });

const shortlist = (application: { ID: number; USER_ID: number }) =>
  review({ id: application.ID, userId: application.USER_ID, status: 'APPLIED', decision: 'accept' });

async function messageRecords(userId: number): Promise<Record<string, unknown>[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'MESSAGE#' },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

describe('the WhatsApp opt-in', () => {
  it('is offered where a WhatsApp number is configured, and not given by default', async () => {
    const worker = await createWorker();
    const status = await callApi('getPrivacy', { token: worker.token });
    expect(status.status).toBe(200);
    expect(status.body.data.whatsappOffered).toBe(true);
    expect(status.body.data.purposes.whatsapp).toBeUndefined();
  });

  it('is given and withdrawn in one tap each, with a record each, in the language of the screen', async () => {
    const worker = await createWorker();
    const given = await optIn(worker, true, 'hi');
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data.purposes).toMatchObject({ account: true, smsUpdates: true, whatsapp: true });
    expect(given.body.data.whatsappOffered).toBe(true);
    expect((await users.get(worker.id))?.WHATSAPP_UPDATES).toBe(true);

    // Giving it again changes nothing and records nothing more.
    expect((await optIn(worker, true, 'hi')).status).toBe(200);

    const withdrawn = await optIn(worker, false, 'te');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.purposes.whatsapp).toBeUndefined();
    const records = (await consent.listRecords(worker.id)).filter((record) => record.PURPOSE === 'whatsapp');
    expect(
      records.map((record) => [record.ACTION, record.LANGUAGE, record.SCREEN, record.BY]).sort(),
    ).toEqual([
      ['grant', 'hi', 'profile', 'worker'],
      ['withdraw', 'te', 'profile', 'worker'],
    ]);
    // The worker's SMS consent is untouched by either.
    expect((await users.get(worker.id))?.SMS_UPDATES).toBe(true);
  });

  it('is not offered without a WhatsApp number: giving it is a 400 naming purpose; withdrawing still works', async () => {
    const worker = await createWorker();
    expect((await optIn(worker, true)).status).toBe(200);

    delete process.env.WHATSAPP_PHONE_NUMBER_ID;
    const status = await callApi('getPrivacy', { token: worker.token });
    expect(status.body.data.whatsappOffered).toBe(false);

    const other = await createWorker();
    const refused = await optIn(other, true);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('purpose');
    expect(JSON.stringify(refused.body)).toContain('WhatsApp messages are not offered on this site yet');
    expect((await users.get(other.id))?.WHATSAPP_UPDATES).toBeUndefined();

    const withdrawn = await optIn(worker, false);
    expect(withdrawn.status).toBe(200);
    expect((await users.get(worker.id))?.WHATSAPP_UPDATES).toBe(false);
  });

  it('refuses an unknown purpose with a 400 that names the choices', async () => {
    const worker = await createWorker();
    const answer = await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'telegram', granted: true, language: 'en' } as never,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('purpose must be smsUpdates, whatsapp, jobAlerts or push');
  });
});

describe("the worker's status news by WhatsApp", () => {
  it('goes by WhatsApp instead of SMS to a worker who opted in: the template in their language, recorded', async () => {
    const { application, worker, job } = await createApplication();
    await users.setSiteLanguage(worker.id, 'hi');
    expect((await optIn(worker, true, 'hi')).status).toBe(200);
    const number = await mobileOf(worker);

    const metrics = await emittedMetrics(async () => {
      expect((await shortlist(application)).status).toBe(200);
    });

    expect(smsTo(number)).toEqual([]);
    // A variable holds 30 characters at most, as an SMS's: the fixture's title is cut to them.
    const title = jobText(job.TITLE, 'title', 'hi');
    const [message, ...more] = whatsAppTo(number);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      to: `+91${number}`,
      originationPhoneNumberId: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
      template: 'application_status',
      language: 'hi',
      parameters: [title, job.COMPANY_NAME, 'शॉर्टलिस्ट हुआ'],
    });
    expect(message?.text).toBe(
      `Earnlearn: ${title} (${job.COMPANY_NAME}) के लिए आपका आवेदन: शॉर्टलिस्ट हुआ। 'आवेदन किए काम' में देखें।`,
    );
    expect(metrics.filter((metric) => metric.name.startsWith('WhatsApp'))).toEqual([
      expect.objectContaining({
        name: 'WhatsAppSent',
        dimensions: { service: 'earnlearn', template: 'application_status' },
      }),
    ]);
    expect(JSON.stringify(metrics)).not.toContain(number);

    const [record] = await messageRecords(worker.id);
    expect(record).toMatchObject({
      CHANNEL: 'whatsapp',
      KIND: 'review',
      TEXT: message?.text,
      JOB_ID: job.ID,
    });
    expect(String(record?.TO)).not.toContain(number.slice(2, 8));
  });

  it('goes by SMS again once the worker withdraws the opt-in', async () => {
    const { application, worker } = await createApplication();
    expect((await optIn(worker, true)).status).toBe(200);
    expect((await optIn(worker, false)).status).toBe(200);
    const number = await mobileOf(worker);

    expect((await shortlist(application)).status).toBe(200);

    expect(whatsAppTo(number)).toEqual([]);
    expect(smsTo(number).map((sms) => sms.message)).toEqual([expect.stringContaining('is shortlisted')]);
  });

  it('goes by SMS where WhatsApp is not configured, even to a worker who opted in', async () => {
    const { application, worker } = await createApplication();
    expect((await optIn(worker, true)).status).toBe(200);
    const number = await mobileOf(worker);
    delete process.env.WHATSAPP_PHONE_NUMBER_ID;

    expect((await shortlist(application)).status).toBe(200);

    expect(whatsAppTo(number)).toEqual([]);
    expect(smsTo(number)).toHaveLength(1);
  });

  it('goes to a worker who opted in to WhatsApp but not to SMS updates; to neither, nothing goes', async () => {
    const whatsAppOnly = await createApplication();
    expect(
      (
        await callApi('updateConsent', {
          token: whatsAppOnly.worker.token,
          body: { purpose: 'smsUpdates', granted: false, language: 'en' },
        })
      ).status,
    ).toBe(200);
    expect((await optIn(whatsAppOnly.worker, true)).status).toBe(200);
    expect((await shortlist(whatsAppOnly.application)).status).toBe(200);
    expect(whatsAppTo(await mobileOf(whatsAppOnly.worker))).toHaveLength(1);

    const neither = await createApplication();
    expect(
      (
        await callApi('updateConsent', {
          token: neither.worker.token,
          body: { purpose: 'smsUpdates', granted: false, language: 'en' },
        })
      ).status,
    ).toBe(200);
    expect((await shortlist(neither.application)).status).toBe(200);
    const number = await mobileOf(neither.worker);
    expect(whatsAppTo(number)).toEqual([]);
    expect(smsTo(number)).toEqual([]);
  });

  it(`keeps the same daily cap: ${STATUS_SMS_PER_DAY} status messages a day, then none (dailyCap)`, async () => {
    const worker = await createWorker();
    expect((await optIn(worker, true)).status).toBe(200);
    const moves: { ID: number; USER_ID: number }[] = [];
    for (let n = 0; n <= STATUS_SMS_PER_DAY; n++)
      moves.push((await createApplication({ worker })).application);

    const metrics = await emittedMetrics(async () => {
      for (const application of moves) expect((await shortlist(application)).status).toBe(200);
    });

    const number = await mobileOf(worker);
    expect(whatsAppTo(number)).toHaveLength(STATUS_SMS_PER_DAY);
    expect(smsTo(number)).toEqual([]);
    expect(metrics.filter((metric) => metric.name === 'StatusSmsSkipped')).toEqual([
      expect.objectContaining({ dimensions: { service: 'earnlearn', reason: 'dailyCap' } }),
    ]);
  });

  it('that the service refuses leaves the move done: 200, counted as WhatsAppFailed, logged without the number, no SMS instead', async () => {
    const { application, worker, job } = await createApplication();
    expect((await optIn(worker, true)).status).toBe(200);
    const number = await mobileOf(worker);
    // A number the service does not know: the outbox answers ResourceNotFoundException, as AWS would.
    process.env.WHATSAPP_PHONE_NUMBER_ID = 'phone-number-id-ffffffffffffffffffffffffffffffff';
    const errors = vi.spyOn(logger, 'error');

    let status = 0;
    const metrics = await emittedMetrics(async () => {
      status = (await shortlist(application)).status;
    });

    expect(status).toBe(200);
    expect(whatsAppTo(number)).toEqual([]);
    expect(smsTo(number)).toEqual([]);
    expect(metrics.filter((metric) => metric.name.startsWith('WhatsApp'))).toEqual([
      expect.objectContaining({
        name: 'WhatsAppFailed',
        dimensions: { service: 'earnlearn', template: 'application_status' },
      }),
    ]);
    expect(errors).toHaveBeenCalledWith('The review SMS was not sent', {
      userId: worker.id,
      jobId: job.ID,
      status: 'SHORTLISTED',
      error: 'ResourceNotFoundException',
    });
    expect(JSON.stringify(errors.mock.calls)).not.toContain(number);
    const applied = await callApi('getAppliedJobs', { token: worker.token });
    expect(applied.body.data[0]?.STATUS).toBe('SHORTLISTED');
  });

  it('goes to no deactivated worker, by either channel', async () => {
    const { application, worker } = await createApplication();
    expect((await optIn(worker, true)).status).toBe(200);
    const number = await mobileOf(worker);
    await deactivate(worker);
    expect((await shortlist(application)).status).toBe(200);
    expect(whatsAppTo(number)).toEqual([]);
    expect(smsTo(number)).toEqual([]);
  });
});
