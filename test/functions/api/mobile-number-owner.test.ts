/**
 * A mobile number registered to another account (registerMobileNumber, validateOTP) against DynamoDB Local.
 * Shared set-up: test/support/registration.ts.
 */
import { describe, expect, it } from 'vitest';
import * as users from '#lib/db/users';
import { createWorker } from '#test/support/accounts';
import { atTime } from '#test/support/clock';
import { askCode, newWorker, validate } from '#test/support/registration';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

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
