/**
 * Registration steps 1-3 (registerDetails, registerMobileNumber, validateOTP, resendOTP) in process against
 * DynamoDB Local. SMS go through the real SNS client to the local SMS outbox (see api-env.ts), and the codes
 * are read from what was sent. Time moves with the OTP clock, never by waiting.
 */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it, vi } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { atTime } from '#test/support/clock';
import { call } from '#test/support/invoke';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

const MINUTE = 60_000;

const details = {
  name: 'Ananya Reddy',
  gender: 0,
  dob: '2003-02-11',
  languages: ['english', 'telugu'],
  cityName: 'hyderabad-telangana',
  education: 'pursuingGraduation',
};

/** A worker at registration step 2: signed in, details saved, no verified number. */
const newWorker = () => createWorker({ registered: true, verified: false });

function askCode(worker: TestAccount, number: string) {
  return call('registerMobileNumber', { token: worker.token, body: { number } });
}
function resend(worker: TestAccount, number: string) {
  return call('resendOTP', { token: worker.token, body: { number } });
}
function validate(worker: TestAccount, otp: string) {
  return call('validateOTP', { token: worker.token, body: { otp } });
}
/** Some other 6-digit code than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registerDetails', () => {
  it('saves the personal details and marks the account registered', async () => {
    const worker = await createWorker({ registered: false, verified: false });

    const response = await call('registerDetails', { token: worker.token, body: details });

    expect(response).toMatchObject({ status: 200, body: { success: true } });
    expect(await users.get(worker.id)).toMatchObject({
      NAME: 'Ananya Reddy',
      GENDER: 0,
      DOB: '2003-02-11',
      LANGUAGES: ['english', 'telugu'],
      LOCATION: 'hyderabad-telangana',
      EDUCATION_LEVEL: 'pursuingGraduation',
      REGISTERED: 1,
      VERIFIED: 0,
    });
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: 'Ananya\u0000Reddy' }, 'Name must not contain control or direction characters'],
    ['name', { name: 'Ananya \u202eReddy' }, 'Name must not contain control or direction characters'],
    ['name', { name: '<img src=x onerror=alert(1)>' }, 'Name must not contain < or >'],
    ['gender', { gender: 5 }, 'Please select Gender'],
    ['dob', { dob: '' }, 'Date of Birth is required'],
    ['dob', { dob: '2030-01-01' }, 'Please enter a valid Date of Birth (you must be at least 14 years old)'],
    ['languages', { languages: [] }, 'Please select atleast language'],
    ['languages.0', { languages: ['french'] }, 'Please select atleast language'],
    ['cityName', { cityName: 'atlantis' }, 'Please select a city'],
    ['education', { education: 'phd' }, 'Please select Education Level'],
  ])('refuses a bad %s with the form message %#', async (field, change, message) => {
    const worker = await createWorker({ registered: false, verified: false });
    const response = await call('registerDetails', { token: worker.token, body: { ...details, ...change } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`${field}: ${message}`);
    expect(response.body.errors).toContainEqual({ field, message });
    expect((await users.get(worker.id))?.REGISTERED).toBe(0);
  });

  it('refuses a missing field, naming it', async () => {
    const worker = await createWorker({ registered: false, verified: false });
    const { gender: _gender, ...withoutGender } = details;
    const response = await call('registerDetails', { token: worker.token, body: withoutGender });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('gender: Please select Gender');
  });
});

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
    expect(wrongTry).toMatchObject({ status: 200, body: { success: false } });
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
      expect((await validate(worker, wrong(code))).body, `try ${i + 1}`).toEqual({ success: false });
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
    expect(compared.map((r) => r.body)).toEqual(Array.from({ length: 5 }, () => ({ success: false })));
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

describe('resend limits', () => {
  it('refuses a second code to the same number within 30 seconds, with Retry-After', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => askCode(worker, number));

    const tooSoon = await atTime(start + 20_000, () => resend(worker, number));
    const askedAgain = await atTime(start + 29_000, () => askCode(worker, number));
    const inTime = await atTime(start + 30_000, () => resend(worker, number));

    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe('Please wait 10 seconds before asking for another code.');
    expect(tooSoon.headers['retry-after']).toBe('10');
    expect(askedAgain.status).toBe(429);
    expect(askedAgain.body.message).toBe('Please wait 1 second before asking for another code.');
    expect(inTime).toMatchObject({ status: 200, body: { success: true } });
    expect(smsTo(number)).toHaveLength(2);
  });

  it('refuses a sixth code to a number within the hour, and sends again once the hour has rolled on', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => askCode(worker, number));
    for (let i = 1; i < 5; i++) {
      const response = await atTime(start + i * MINUTE, () => resend(worker, number));
      expect(response.status, `send ${i + 1}`).toBe(200);
    }

    const sixth = await atTime(start + 10 * MINUTE, () => resend(worker, number));

    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'Too many codes were sent to this number in the last hour. Please try again in 50 minutes.',
    );
    expect(sixth.headers['retry-after']).toBe(String(50 * 60));
    expect(smsTo(number)).toHaveLength(5);
    const later = await atTime(start + 60 * MINUTE + 1000, () => resend(worker, number));
    expect(later.status).toBe(200);
  });

  it('counts sends to a number whatever account asks', async () => {
    const number = freshMobileNumber();
    const start = Date.now();
    const first = await newWorker();
    const second = await newWorker();
    await atTime(start, () => askCode(first, number));
    const response = await atTime(start + 5000, () => askCode(second, number));
    expect(response.status).toBe(429);
  });

  it('lets only one of many concurrent requests for the same number send a code', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();

    const results = await Promise.all(Array.from({ length: 6 }, () => askCode(worker, number)));

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    expect(smsTo(number)).toHaveLength(1);
  });

  it('limits one account to 10 codes an hour across numbers', async () => {
    const worker = await newWorker();
    const start = Date.now();
    for (let i = 0; i < 10; i++) {
      const response = await atTime(start + i * 1000, () => askCode(worker, freshMobileNumber()));
      expect(response.status, `send ${i + 1}`).toBe(200);
    }
    const number = freshMobileNumber();
    const eleventh = await atTime(start + 10_000, () => askCode(worker, number));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(
      'Too many codes were requested from your account in the last hour. Please try again in 60 minutes.',
    );
    expect(smsTo(number)).toHaveLength(0);
  });
});

describe('a number registered to another account', () => {
  /** `count` fresh numbers, each verified by an account of its own. */
  async function takenNumbers(count: number): Promise<string[]> {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const owner = await createWorker({ registered: true, verified: false });
        const number = freshMobileNumber();
        await users.verifyMobileNumber(owner.id, number);
        return number;
      }),
    );
  }

  it('costs a send of the account: ten 409s use up its hour, and the next number gets a 429 and no SMS', async () => {
    const prober = await newWorker();
    const start = Date.now();
    for (const [i, number] of (await takenNumbers(10)).entries()) {
      const response = await atTime(start + i * 1000, () => askCode(prober, number));
      expect(response.status, `look-up ${i + 1}`).toBe(409);
    }
    const free = freshMobileNumber();

    const next = await atTime(start + 10_000, () => askCode(prober, free));

    expect(next.status).toBe(429);
    expect(next.body.message).toBe(
      'Too many codes were requested from your account in the last hour. Please try again in 60 minutes.',
    );
    expect(smsTo(free)).toHaveLength(0);
  });

  it('gets the same 429 as a free number once the account has used up its sends', async () => {
    const prober = await newWorker();
    const start = Date.now();
    for (let i = 0; i < 10; i++) {
      await atTime(start + i * 1000, () => askCode(prober, freshMobileNumber()));
    }
    const [taken] = (await takenNumbers(1)) as [string];
    const free = freshMobileNumber();

    const takenAnswer = await atTime(start + 10_000, () => askCode(prober, taken));
    const freeAnswer = await atTime(start + 10_000, () => askCode(prober, free));

    expect(takenAnswer.status).toBe(429);
    expect({ ...takenAnswer, headers: takenAnswer.headers['retry-after'] }).toEqual({
      ...freeAnswer,
      headers: freeAnswer.headers['retry-after'],
    });
  });

  it('costs a send of the number too: asking again within 30 seconds gets the 429 a resend would', async () => {
    const [taken] = (await takenNumbers(1)) as [string];
    const start = Date.now();
    const first = await newWorker();
    const second = await newWorker();

    const lookUp = await atTime(start, () => askCode(first, taken));
    const again = await atTime(start + 10_000, () => askCode(second, taken));

    expect(lookUp.status).toBe(409);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Please wait 20 seconds before asking for another code.');
  });

  it('leaves the pending code of the asking account working', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const [taken] = (await takenNumbers(1)) as [string];
    const start = Date.now();
    await atTime(start, () => askCode(worker, number));

    expect((await atTime(start + 1000, () => askCode(worker, taken))).status).toBe(409);

    expect((await atTime(start + 2000, () => validate(worker, latestCode(number)))).body).toEqual({
      success: true,
    });
  });

  it('lets only one of many concurrent look-ups of a taken number through to the 409', async () => {
    const [taken] = (await takenNumbers(1)) as [string];
    const prober = await newWorker();

    const results = await Promise.all(Array.from({ length: 6 }, () => askCode(prober, taken)));

    expect(results.filter((r) => r.status === 409)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });
});

describe('resendOTP', () => {
  it('replaces the code: the old one stops working, the new one verifies', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => askCode(worker, number));
    const oldCode = latestCode(number);

    const resent = await atTime(start + 31_000, () => resend(worker, number));
    const newCode = latestCode(number);

    expect(resent).toMatchObject({ status: 200, body: { success: true } });
    expect(smsTo(number)).toHaveLength(2);
    if (oldCode !== newCode) {
      expect((await atTime(start + 32_000, () => validate(worker, oldCode))).body).toEqual({
        success: false,
      });
    }
    expect((await atTime(start + 33_000, () => validate(worker, newCode))).body).toEqual({ success: true });
  });

  it('brings a fresh code after the old one expired', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => askCode(worker, number));
    await atTime(start + 11 * MINUTE, () => resend(worker, number));
    const validated = await atTime(start + 12 * MINUTE, () => validate(worker, latestCode(number)));
    expect(validated.body).toEqual({ success: true });
  });

  it('refuses a number other than the one being verified', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    const other = freshMobileNumber();
    const start = Date.now();
    await atTime(start, () => askCode(worker, number));

    const response = await atTime(start + 31_000, () => resend(worker, other));

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'There is no code waiting for this number. Please enter your mobile number again.',
    );
    expect(smsTo(other)).toHaveLength(0);
  });

  it('refuses when no code was asked for, or the code was already used', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();
    expect((await resend(worker, number)).status).toBe(400);

    const start = Date.now();
    await atTime(start, () => askCode(worker, number));
    await atTime(start, () => validate(worker, latestCode(number)));
    const afterUse = await atTime(start + 31_000, () => resend(worker, number));
    expect(afterUse.status).toBe(400);
  });

  it('refuses with a 409 and no SMS once another account has verified the number', async () => {
    const start = Date.now();
    const number = freshMobileNumber();
    const first = await newWorker();
    const second = await newWorker();
    await atTime(start, () => askCode(first, number));
    await atTime(start + 31_000, () => askCode(second, number));
    await atTime(start + 32_000, () => validate(second, latestCode(number)));
    const sent = smsTo(number).length;

    const response = await atTime(start + 70_000, () => resend(first, number));

    expect(response.status).toBe(409);
    expect(smsTo(number)).toHaveLength(sent);
  });
});
