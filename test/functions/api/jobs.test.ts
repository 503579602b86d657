import { describe, expect, it } from 'vitest';
import * as jobs from '#lib/db/jobs';
import { SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';

describe('getAllJobs', () => {
  it('lists open jobs newest first with the card fields, and leaves closed jobs out', async () => {
    const worker = await createWorker();
    const older = await createJob({ POSTED_AT: '2026-01-01T10:00:00.000Z' });
    const newer = await createJob({ POSTED_AT: '2026-02-01T10:00:00.000Z' });
    const closed = await createJob({ POSTED_AT: '2026-03-01T10:00:00.000Z' });
    await jobs.close(closed.ID);

    const response = await callApi('getAllJobs', { token: worker.token });

    expect(response.status).toBe(200);
    const ids = response.body.data.map((job) => job.ID);
    expect(ids).toEqual([newer.ID, older.ID]);
    expect(response.body.data).toContainEqual(
      expect.objectContaining({
        ID: newer.ID,
        TITLE: newer.TITLE,
        EARNINGS: newer.EARNINGS,
        LOGO_LINK: newer.LOGO_LINK,
      }),
    );
    expect(JSON.stringify(response.body)).not.toMatch(/"(pk|sk|gsi1pk|STATUS)"/);
  });

  it('refuses a forged cursor with a 400 naming it', async () => {
    const worker = await createWorker();
    const forged = Buffer.from(
      JSON.stringify({ pk: 'USER#1', sk: 'PROFILE', gsi1pk: 'USERS', gsi1sk: 'x' }),
    ).toString('base64url');
    const response = await callApi('getAllJobs', { token: worker.token, query: { cursor: forged } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('cursor');
  });
});

describe('getJobById', () => {
  it('answers every field of the job', async () => {
    const worker = await createWorker();
    const job = await createJob({ WORK_FROM_HOME: 0 });
    const response = await callApi('getJobById', { token: worker.token, query: { id: String(job.ID) } });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ID: job.ID,
      TITLE: job.TITLE,
      COMPANY_NAME: job.COMPANY_NAME,
      LOGO_LINK: job.LOGO_LINK,
      LOCATION: job.LOCATION,
      WORK_FROM_HOME: 0,
      WORK_HOURS: job.WORK_HOURS,
      EARNINGS: job.EARNINGS,
      POSITION: job.POSITION,
      POSTED_AT: job.POSTED_AT,
      STATUS: 'OPEN',
      DESCRIPTION: job.DESCRIPTION,
      ROLES_AND_RESPONSIBILITIES: job.ROLES_AND_RESPONSIBILITIES,
      WHAT_YOU_GET: job.WHAT_YOU_GET,
      WHO_CAN_APPLY: job.WHO_CAN_APPLY,
    });
  });

  it('answers an empty data for an unknown id', async () => {
    const worker = await createWorker();
    const response = await callApi('getJobById', { token: worker.token, query: { id: '987654' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({});
  });

  it('refuses an id that is not a positive whole number', async () => {
    const worker = await createWorker();
    for (const id of ['abc', '0', '-3', '1.5', '1e3', '']) {
      const response = await callApi('getJobById', { token: worker.token, query: { id } });
      expect(response.status, id).toBe(400);
      expect(response.body.message).toBe('id must be a positive whole number');
    }
  });
});

describe('applyJob and getAppliedJobs', () => {
  it('applies once and lists the job under the worker applications with status APPLIED', async () => {
    const worker = await createWorker();
    const job = await createJob();

    const applied = await callApi('applyJob', { token: worker.token, body: { id: job.ID } });
    const list = await callApi('getAppliedJobs', { token: worker.token });

    expect(applied).toMatchObject({ status: 200, body: { success: true } });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        ID: job.ID,
        TITLE: job.TITLE,
        STATUS: 'APPLIED',
        APPLIED_AT: expect.any(String),
      }),
    ]);
  });

  it('refuses a second application to the same job with a 409', async () => {
    const worker = await createWorker();
    const job = await createJob();
    await callApi('applyJob', { token: worker.token, body: { id: job.ID } });

    const again = await callApi('applyJob', { token: worker.token, body: { id: job.ID } });

    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied for this job.');
  });

  it('leaves exactly one application when 20 requests race', async () => {
    const worker = await createWorker();
    const job = await createJob();

    const results = await Promise.all(
      Array.from({ length: 20 }, () => callApi('applyJob', { token: worker.token, body: { id: job.ID } })),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const list = await callApi('getAppliedJobs', { token: worker.token });
    expect(list.body.data.filter((a) => a.ID === job.ID)).toHaveLength(1);
  });

  it('refuses a job that does not exist with a 404', async () => {
    const worker = await createWorker();
    const response = await callApi('applyJob', { token: worker.token, body: { id: 424242 } });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('There is no job with id 424242.');
  });

  it('refuses a closed job with a 409 whose code says it is closed', async () => {
    const worker = await createWorker();
    const job = await createJob();
    await jobs.close(job.ID);
    const response = await callApi('applyJob', { token: worker.token, body: { id: job.ID } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This job is no longer accepting applications.');
    expect(response.body.code).toBe(SAVE_WITHDRAW_CODES.jobClosed);
  });

  it('refuses a worker who has not verified a mobile number with a 403', async () => {
    const worker = await createWorker({ verified: false });
    const job = await createJob();
    const response = await callApi('applyJob', { token: worker.token, body: { id: job.ID } });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      'Please complete your registration and verify your mobile number before applying.',
    );
    const list = await callApi('getAppliedJobs', { token: worker.token });
    expect(list.body.data).toEqual([]);
  });

  it('lists only the calling worker applications', async () => {
    const first = await createWorker();
    const second = await createWorker();
    const job = await createJob();
    await callApi('applyJob', { token: first.token, body: { id: job.ID } });
    const list = await callApi('getAppliedJobs', { token: second.token });
    expect(list.body.data).toEqual([]);
  });
});
