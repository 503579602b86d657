/**
 * resendOTP and the send limits of registration steps 2 and 3 against DynamoDB Local. SMS go to the local
 * outbox and codes are read from it; time moves with the OTP clock. Shared set-up: test/support/registration.ts.
 */
import { describe, expect, it } from 'vitest';
import { atTime } from '#test/support/clock';
import { askCode, MINUTE, newWorker, resend, validate } from '#test/support/registration';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

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
      // The old code is just a wrong code now: refused, with the tries left for the new one.
      expect((await atTime(start + 32_000, () => validate(worker, oldCode))).body).toEqual({
        success: false,
        triesLeft: 4,
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
