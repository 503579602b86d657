/** The digest's pacing and retries, on a fake clock that moves only when a send waits. */
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_RATES,
  isThrottling,
  Pace,
  type PaceClock,
  RETRY_ATTEMPTS,
  withThrottlingRetries,
} from '#lib/messaging/pacing';

/** A clock at 0 that jumps forward by what is slept, remembering each sleep. */
function fakeClock(): PaceClock & { sleeps: number[]; time: number } {
  const clock = {
    time: 0,
    sleeps: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

const throttled = (name = 'ThrottlingException') => Object.assign(new Error('Rate exceeded'), { name });

describe('Pace', () => {
  it("keeps each channel below its provider's limit: SMS under 20 a second, e-mail under 14", () => {
    expect(CHANNEL_RATES.sms).toBeLessThan(20);
    expect(CHANNEL_RATES.email).toBeLessThan(14);
  });

  it('spaces sends taken at once, by many callers, to at most the rate in any second', async () => {
    // 32 callers at the same moment (the digest's concurrency): the clock stands still while they reserve.
    const sleeps: number[] = [];
    const frozen: PaceClock = { now: () => 0, sleep: async (ms) => void sleeps.push(ms) };
    const pace = new Pace(CHANNEL_RATES.sms, frozen);
    await Promise.all(Array.from({ length: 32 }, () => pace.take()));
    const moments = [0, ...sleeps].sort((a, b) => a - b);
    expect(moments).toHaveLength(32);
    moments.forEach((moment, index) => {
      expect(moment).toBe(index * Math.ceil(1000 / CHANNEL_RATES.sms));
    });
    for (const start of moments) {
      const inSecond = moments.filter((moment) => moment >= start && moment < start + 1000);
      expect(inSecond.length).toBeLessThanOrEqual(CHANNEL_RATES.sms);
    }
  });

  it('waits on a moving clock: the 31st of a burst goes out two seconds in', async () => {
    const clock = fakeClock();
    const pace = new Pace(CHANNEL_RATES.sms, clock);
    for (let index = 0; index < 31; index += 1) await pace.take();
    expect(clock.time).toBe(30 * Math.ceil(1000 / CHANNEL_RATES.sms));
    expect(clock.time).toBeGreaterThanOrEqual(2000);
  });

  it('does not wait when sends are already further apart than the rate', async () => {
    const clock = fakeClock();
    const pace = new Pace(10, clock);
    await pace.take();
    clock.time += 500;
    await pace.take();
    expect(clock.sleeps).toEqual([]);
  });
});

describe('withThrottlingRetries', () => {
  it('tries a throttled send again after 250 ms, 500 ms, 1 s, and sends it once', async () => {
    const clock = fakeClock();
    let calls = 0;
    const result = await withThrottlingRetries(async () => {
      calls += 1;
      if (calls <= 3) throw throttled(calls === 2 ? 'TooManyRequestsException' : 'Throttling');
      return 'sent';
    }, clock);
    expect(result).toBe('sent');
    expect(calls).toBe(4);
    expect(clock.sleeps).toEqual([250, 500, 1000]);
  });

  it('gives up after five attempts with the throttling error', async () => {
    const clock = fakeClock();
    let calls = 0;
    await expect(
      withThrottlingRetries(async () => {
        calls += 1;
        throw throttled();
      }, clock),
    ).rejects.toThrow('Rate exceeded');
    expect(calls).toBe(RETRY_ATTEMPTS);
    expect(clock.sleeps).toEqual([250, 500, 1000, 2000]);
  });

  it('passes any other error on at once', async () => {
    const clock = fakeClock();
    let calls = 0;
    await expect(
      withThrottlingRetries(async () => {
        calls += 1;
        throw Object.assign(new Error('Invalid parameter'), { name: 'InvalidParameterException' });
      }, clock),
    ).rejects.toThrow('Invalid parameter');
    expect(calls).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  it("knows throttling by name, by HTTP 429 and by SES's sending-rate message", () => {
    expect(isThrottling(throttled('ThrottledException'))).toBe(true);
    expect(isThrottling(Object.assign(new Error('x'), { $metadata: { httpStatusCode: 429 } }))).toBe(true);
    expect(isThrottling(new Error('Maximum sending rate exceeded.'))).toBe(true);
    expect(isThrottling(new Error('Address blacklisted.'))).toBe(false);
    expect(isThrottling('Throttling')).toBe(false);
  });
});
