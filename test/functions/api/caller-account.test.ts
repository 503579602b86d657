/**
 * The caller's account, loaded once per call by the session check and handed to the handler: always the
 * account as it is now, so what a worker did a moment ago (verify a number, be deactivated) counts on the
 * very next call.
 */
import { describe, expect, it } from 'vitest';
import { loadAccount } from '#lib/auth/accounts';
import { issueSessionToken } from '#lib/auth/session';
import { createStaff, createWorker, deactivate } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { examples } from '#test/support/examples';
import { createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';
import { freshMobileNumber, latestCode } from '#test/support/sms';

describe('the account a handler gets', () => {
  it('lets a worker apply right after verifying the mobile number', async () => {
    const worker = await createWorker({ registered: true, verified: false });
    const job = await createJob();
    const refused = await callApi('applyJob', { token: worker.token, body: { id: job.ID } });
    expect(refused.status).toBe(403);

    const number = freshMobileNumber();
    await callApi('registerMobileNumber', { token: worker.token, body: { number } });
    const verified = await callApi('validateOTP', { token: worker.token, body: { otp: latestCode(number) } });
    expect(verified.body).toEqual({ success: true });
    const applied = await callApi('applyJob', { token: worker.token, body: { id: job.ID } });

    expect(applied).toMatchObject({ status: 200, body: { success: true } });
  });

  it('shows the details saved by the call before, after a first look', async () => {
    const worker = await createWorker();
    expect((await callApi('getProfile', { token: worker.token })).status).toBe(200);
    const example = await examples.registerDetails(worker);
    const body = example?.body as { name: string; dob: string };
    await call('registerDetails', { token: worker.token, body });

    const profile = await callApi('getProfile', { token: worker.token });

    expect(profile.body.data).toMatchObject({ NAME: body.name, DOB: body.dob });
  });
});

describe('the session check', () => {
  it('refuses a worker deactivated after a first call on the very next call', async () => {
    const worker = await createWorker();
    expect((await callApi('getAppliedJobs', { token: worker.token })).status).toBe(200);

    await deactivate(worker);
    const response = await callApi('getAppliedJobs', { token: worker.token });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Your account has been deactivated. Please contact support.');
  });

  it('answers 401 for a valid token whose account no longer exists', async () => {
    const token = await issueSessionToken({ accountId: 987_654_321, role: 'worker' });
    const response = await callApi('getProfile', { token });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your account no longer exists. Please sign in again.');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it("loads a staff account only for a token of the account's own type", async () => {
    const hr = await createStaff('HR');
    expect(await loadAccount({ accountId: hr.id, role: 'HR', tokenVersion: 0 })).toMatchObject({
      ID: hr.id,
      TYPE: 'HR',
    });
    await expect(loadAccount({ accountId: hr.id, role: 'OPS', tokenVersion: 0 })).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your account no longer exists. Please sign in again.',
    });
    await expect(loadAccount({ accountId: hr.id, role: 'admin', tokenVersion: 0 })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('refuses a deactivated staff account with a 403', async () => {
    const ops = await createStaff('OPS');
    await deactivate(ops);
    await expect(loadAccount({ accountId: ops.id, role: 'OPS', tokenVersion: 0 })).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
