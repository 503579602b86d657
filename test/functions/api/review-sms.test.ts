/**
 * The review SMS as SNS receives it (aws-sdk-client-mock in place of the outbox), and what happens when SNS
 * refuses it: the status change stands and the answer is 200; the failure is logged by user and job only
 * (never the number) and counted as the SmsFailed metric (an EMF line on stdout, purpose review).
 */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import { createStaff, deactivate, type TestAccount } from '#test/support/accounts';
import { type ApiResult, callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';

/** A title or company as the one DLT template carries it: at most 30 characters, '...' marking a cut. */
const dltVariable = (text: string) => (text.length > 30 ? `${text.slice(0, 27).trimEnd()}...` : text);

const sns = mockClient(SNSClient);
let hr: TestAccount;

beforeAll(async () => {
  hr = await createStaff('HR');
  // This file reads the metric lines the other tests keep quiet (api-env.ts).
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});

afterEach(() => {
  sns.reset();
  vi.restoreAllMocks();
});

afterAll(() => {
  sns.restore();
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

/** The EMF metric lines printed while `run` ran. */
async function metricLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const capture = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = String(chunk);
    if (!text.includes('"_aws"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    lines.push(...text.trim().split('\n'));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture as typeof process.stdout.write);
  await run();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const shortlist = (application: applications.StoredApplication) =>
  callApi('reviewApplication', {
    token: hr.token,
    body: { id: application.ID, userId: application.USER_ID, status: 'APPLIED', decision: 'accept' },
  });

describe('the review SMS', () => {
  it("is one transactional SMS to the worker's number in E.164, from the sender id, counted as sent", async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
    const { application, worker, job } = await createApplication();
    const number = (await users.get(worker.id))?.MOBILE_NUMBER;

    let answer: ApiResult<'reviewApplication'> | undefined;
    const metrics = await metricLines(async () => {
      answer = await shortlist(application);
    });

    expect(answer?.status).toBe(200);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(1);
    expect(sns.commandCalls(PublishCommand)[0]?.args[0].input).toEqual({
      PhoneNumber: `+91${number}`,
      Message: `Earnlearn: your application for ${dltVariable(job.TITLE)} at ${dltVariable(job.COMPANY_NAME)} is shortlisted. See Applied Jobs for updates.`,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: process.env.SMS_SENDER_ID },
      },
    });
    expect(metrics).toEqual([
      expect.objectContaining({
        SmsSent: 1,
        purpose: 'review',
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: 'Earnlearn',
              Dimensions: [['service', 'purpose']],
              Metrics: [{ Name: 'SmsSent', Unit: 'Count' }],
            },
          ],
        }),
      }),
    ]);
  });

  it('that SNS refuses leaves the move done: 200, logged without the number, counted as SmsFailed', async () => {
    sns.on(PublishCommand).rejects(new Error('Rate exceeded for +919999999999'));
    const { application, worker, job } = await createApplication();
    const number = (await users.get(worker.id))?.MOBILE_NUMBER as string;
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    let answer: ApiResult<'reviewApplication'> | undefined;
    const metrics = await metricLines(async () => {
      answer = await shortlist(application);
    });

    expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
    expect(answer?.body).toMatchObject({ success: true, STATUS: 'SHORTLISTED' });
    expect((await applications.get(worker.id, job.ID))?.STATUS).toBe('SHORTLISTED');
    expect(sns.commandCalls(PublishCommand)).toHaveLength(1);

    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]).toEqual([
      'The review SMS was not sent',
      { userId: worker.id, jobId: job.ID, status: 'SHORTLISTED', error: 'Error' },
    ]);
    expect(JSON.stringify(errors.mock.calls)).not.toContain(number);
    expect(JSON.stringify(errors.mock.calls)).not.toContain('9999999999');

    expect(metrics).toEqual([expect.objectContaining({ SmsFailed: 1, purpose: 'review' })]);
  });

  it('is not sent to a deactivated worker; the move is done', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
    const { application, worker, job } = await createApplication();
    await deactivate(worker);

    const metrics = await metricLines(async () => {
      expect((await shortlist(application)).status).toBe(200);
    });

    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
    expect(metrics).toEqual([]);
    expect((await applications.get(worker.id, job.ID))?.STATUS).toBe('SHORTLISTED');
  });

  it('is not sent, nor counted, for a refused move', async () => {
    const { application } = await createApplication();
    const metrics = await metricLines(async () => {
      const answer = await callApi('reviewApplication', {
        token: hr.token,
        body: { id: application.ID, userId: application.USER_ID, status: 'SELECTED', decision: 'accept' },
      });
      expect(answer.status).toBe(400);
    });
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
    expect(metrics).toEqual([]);
  });
});
