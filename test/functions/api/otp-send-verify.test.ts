/**
 * registerMobileNumber and validateOTP (registration steps 2 and 3) against DynamoDB Local: sending, checking and spending a code.
 * Shared set-up: test/support/registration.ts.
 */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it, vi } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import { createWorker } from '#test/support/accounts';
import { atTime } from '#test/support/clock';
import { askCode, MINUTE, newWorker, resend, validate, wrong } from '#test/support/registration';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

describe('registerMobileNumber and validateOTP', () => {
  it('sends a 6-digit code by transactional SMS and verifies the number with it', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();

    const asked = await askCode(worker, number);

    expect(asked).toMatchObject({ status: 200, body: { success: true } });
    const sent = smsTo(number);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      phoneNumber: `+91${number}`,
      smsType: 'Transactional',
      senderId: 'EARNLN',
    });
    expect(sent[0]?.message).toMatch(
      /^Your Earnlearn verification code is \d{6}\. It expires in 10 minutes\. Do not share it with anyone\.$/,
    );
    const code = latestCode(number);
    // Only a keyed hash of the code is stored.
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: `USER#${worker.id}`, sk: 'OTP' } }),
    );
    expect(Item).toMatchObject({ number, wrongTries: 0, codeHash: expect.any(String) });
    expect(JSON.stringify(Item)).not.toContain(code);

    const validated = await validate(worker, code);

    expect(validated).toEqual(expect.objectContaining({ status: 200, body: { success: true } }));
    expect(await users.get(worker.id)).toMatchObject({ VERIFIED: 1, MOBILE_NUMBER: number });
    expect(await users.mobileNumberOwner(number)).toBe(worker.id);
  });

  it('refuses a number that is not a 10-digit Indian mobile number', async () => {
    const worker = await newWorker();
    for (const number of ['5876543210', '987654321', '98765432101', '+919876543210', '98765 43210']) {
      const response = await askCode(worker, number);
      expect(response.status, number).toBe(400);
      expect(response.body.message).toBe('number: Please enter correct Mobile Number');
    }
  });

  it('refuses a code that is not 6 digits', async () => {
    const worker = await newWorker();
    for (const otp of ['12345', '1234567', '12a456', '']) {
      const response = await validate(worker, otp);
      expect(response.status, otp).toBe(400);
      expect(response.body.message).toBe('otp: Please enter 6-digit OTP');
    }
  });

  it('asks a worker who has not saved personal details to do that first, and sends nothing', async () => {
    const worker = await createWorker({ registered: false, verified: false });
    const number = freshMobileNumber();
    const response = await askCode(worker, number);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Please save your personal details before adding a mobile number.');
    expect(smsTo(number)).toHaveLength(0);
  });

  it('answers success false for a wrong code and still accepts the right one', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    await askCode(worker, number);
    const code = latestCode(number);

    const wrongTry = await validate(worker, wrong(code));
    // The answer also says how many tries remain (5 in all).
    expect(wrongTry).toMatchObject({ status: 200, body: { success: false, triesLeft: 4 } });
    expect((await users.get(worker.id))?.VERIFIED).toBe(0);

    expect((await validate(worker, code)).body).toEqual({ success: true });
  });

  it('kills the code after 5 wrong tries: even the right code is refused, until a new one is sent', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => askCode(worker, number));
    const code = latestCode(number);

    for (let i = 0; i < 5; i++) {
      expect((await validate(worker, wrong(code))).body, `try ${i + 1}`).toEqual({
        success: false,
        triesLeft: 4 - i,
      });
    }
    const right = await validate(worker, code);

    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong codes were entered. Please ask for a new code.');
    expect((await users.get(worker.id))?.VERIFIED).toBe(0);

    // A resend brings a fresh code with fresh tries.
    await atTime(start + 31_000, () => resend(worker, number));
    expect((await atTime(start + 32_000, () => validate(worker, latestCode(number)))).body).toEqual({
      success: true,
    });
  });

  it('compares at most 5 of 40 concurrent wrong guesses, and answers every other one alike', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    await askCode(worker, number);
    const code = latestCode(number);

    const results = await Promise.all(Array.from({ length: 40 }, () => validate(worker, wrong(code))));

    const compared = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    // Each says how many tries remain as it read them before its own (concurrent guesses may leave fewer).
    expect(compared.map((r) => r.body)).toEqual(
      Array.from({ length: 5 }, () => ({ success: false, triesLeft: expect.any(Number) })),
    );
    for (const { body } of compared) expect(body.triesLeft).toBeLessThanOrEqual(4);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.message}`))).toEqual(
      new Set(['400 Too many wrong codes were entered. Please ask for a new code.']),
    );
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: `USER#${worker.id}`, sk: 'OTP' } }),
    );
    expect(Item?.wrongTries).toBe(5);
    const right = await validate(worker, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong codes were entered. Please ask for a new code.');
    expect((await users.get(worker.id))?.VERIFIED).toBe(0);
  });

  it('answers the right code inside a burst of wrong ones rightly only if it came within the 5 tries', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    await askCode(worker, number);
    const code = latestCode(number);
    const guesses = Array.from({ length: 20 }, (_, i) => (i === 3 ? code : wrong(code)));

    const results = await Promise.all(guesses.map((guess) => validate(worker, guess)));

    const right = results[3];
    const wrongAnswers = results.filter((_, i) => i !== 3);
    const comparedWrong = wrongAnswers.filter((r) => r.status === 200);
    expect(comparedWrong.every((r) => r.body.success === false)).toBe(true);
    if (right?.status === 200) {
      // It had one of the 5 tries: the number is verified, and at most 4 wrong guesses were compared.
      expect(right.body).toEqual({ success: true });
      expect(comparedWrong.length).toBeLessThanOrEqual(4);
      expect((await users.get(worker.id))?.VERIFIED).toBe(1);
    } else {
      // It came after the 5 tries: the same answer as any other guess after them.
      expect(right?.status).toBe(400);
      expect(right?.body.message).toBe('Too many wrong codes were entered. Please ask for a new code.');
      expect(comparedWrong).toHaveLength(5);
      expect((await users.get(worker.id))?.VERIFIED).toBe(0);
    }
  });

  it('accepts a code until 10 minutes after sending and refuses it from then on', async () => {
    const start = Date.now();
    const early = await newWorker();
    const earlyNumber = freshMobileNumber();
    await atTime(start, () => askCode(early, earlyNumber));
    const late = await newWorker();
    const lateNumber = freshMobileNumber();
    await atTime(start, () => askCode(late, lateNumber));

    const inTime = await atTime(start + 10 * MINUTE - 1000, () => validate(early, latestCode(earlyNumber)));
    const tooLate = await atTime(start + 10 * MINUTE, () => validate(late, latestCode(lateNumber)));

    expect(inTime.body).toEqual({ success: true });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe('This code has expired. Please ask for a new code.');
    expect((await users.get(late.id))?.VERIFIED).toBe(0);
  });

  it('accepts a code once only', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    await askCode(worker, number);
    const code = latestCode(number);

    expect((await validate(worker, code)).body).toEqual({ success: true });
    const again = await validate(worker, code);

    expect(again.status).toBe(400);
    expect(again.body.message).toBe('There is no code waiting to be checked. Please ask for a new code.');
  });

  it('lets exactly one of many concurrent checks of the right code succeed', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    await askCode(worker, number);
    const code = latestCode(number);

    const results = await Promise.all(Array.from({ length: 8 }, () => validate(worker, code)));

    expect(results.filter((r) => r.status === 200 && r.body.success === true)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(7);
  });

  it('answers 400 when no code was ever asked for', async () => {
    const worker = await newWorker();
    const response = await validate(worker, '123456');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('There is no code waiting to be checked. Please ask for a new code.');
  });

  it('refuses, with a 409 and no SMS, a number another account has verified', async () => {
    const owner = await newWorker();
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => askCode(owner, number));
    await atTime(start, () => validate(owner, latestCode(number)));
    const sentBefore = smsTo(number).length;
    const other = await newWorker();

    const response = await atTime(start + 31_000, () => askCode(other, number));

    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This mobile number is already registered with another account.');
    expect(smsTo(number)).toHaveLength(sentBefore);
    expect(await users.mobileNumberOwner(number)).toBe(owner.id);
  });

  it('refuses with a 409 the second of two accounts racing to verify one number', async () => {
    const start = Date.now();
    const number = freshMobileNumber();
    const first = await newWorker();
    const second = await newWorker();
    await atTime(start, () => askCode(first, number));
    const firstCode = latestCode(number);
    await atTime(start + 31_000, () => askCode(second, number));
    const secondCode = latestCode(number);

    expect((await atTime(start + 40_000, () => validate(first, firstCode))).body).toEqual({ success: true });
    const lost = await atTime(start + 41_000, () => validate(second, secondCode));

    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe('This mobile number is already registered with another account.');
    expect(await users.get(second.id)).toMatchObject({ VERIFIED: 0, MOBILE_NUMBER: '' });
  });

  it('sends a code for a number the worker has already verified (re-verifying one own number is harmless)', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => askCode(worker, number));
    await atTime(start, () => validate(worker, latestCode(number)));

    const again = await atTime(start + 31_000, () => askCode(worker, number));

    expect(again).toMatchObject({ status: 200, body: { success: true } });
    expect(smsTo(number)).toHaveLength(2);
    expect((await atTime(start + 32_000, () => validate(worker, latestCode(number)))).body).toEqual({
      success: true,
    });
  });

  it('answers 503 with a clear message when SNS fails, and logs no code', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const sns = mockClient(SNSClient);
    sns.on(PublishCommand).rejects(Object.assign(new Error('Throttled'), { name: 'ThrottlingException' }));
    const logged = (['debug', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(logger, level));
    try {
      const response = await askCode(worker, number);

      expect(response.status).toBe(503);
      expect(response.body.message).toBe('We could not send the SMS just now. Please try again in a minute.');
      const message = sns.commandCalls(PublishCommand)[0]?.args[0].input.Message ?? '';
      const code = /(\d{6})/.exec(message)?.[1] as string;
      expect(code).toMatch(/^\d{6}$/);
      const logs = JSON.stringify(
        logged.flatMap((spy) => spy.mock.calls),
        (_, value) =>
          value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
      );
      expect(logs).toContain('The OTP SMS could not be sent');
      expect(logs).not.toContain(code);
    } finally {
      for (const spy of logged) spy.mockRestore();
      sns.restore();
    }
  });
});
