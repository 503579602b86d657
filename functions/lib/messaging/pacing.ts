/**
 * Sending many messages in one run (the job-alert digests) within each channel's rate: SNS sends about 20 SMS a
 * second to India by default and SES a new account's 14 e-mails a second, and a burst past them is refused
 * (throttled) rather than queued. A run paces each channel below its limit, and a send that is throttled all the
 * same (another function sending meanwhile) is tried again after an exponential backoff.
 */

/** Time as a run reads and waits for it; tests pass a fake one that moves on `sleep` without waiting. */
export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realPaceClock: PaceClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Messages a second a run sends on each channel: below SNS's ~20 SMS/s and SES's 14/s, with room for others. */
export const CHANNEL_RATES = { sms: 15, email: 10, whatsapp: 10 } as const;

/**
 * Spaces the sends of one channel at most `perSecond` a second, however many callers take turns at once: each
 * `take` reserves the next free moment and waits for it.
 */
export class Pace {
  private nextAt = Number.NEGATIVE_INFINITY;
  private readonly spacingMs: number;

  constructor(
    perSecond: number,
    private readonly clock: PaceClock = realPaceClock,
  ) {
    // Whole milliseconds, rounded up: never a hair over the rate (15 a second is one each 67 ms).
    this.spacingMs = Math.ceil(1000 / perSecond);
  }

  async take(): Promise<void> {
    const now = this.clock.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + this.spacingMs;
    if (at > now) await this.clock.sleep(at - now);
  }
}

/** The error names SNS, SES and End User Messaging answer a throttled call with. */
const THROTTLING = new Set([
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
  'TooManyRequestsException',
  'LimitExceededException',
]);

export function isThrottling(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return THROTTLING.has(error.name) || status === 429 || /maximum sending rate exceeded/i.test(error.message);
}

export const RETRY_ATTEMPTS = 5;
export const RETRY_BASE_MS = 250;

/**
 * Runs `send`; a throttled attempt is tried again after 250 ms, 500 ms, 1 s, 2 s (five attempts in all), any
 * other error, or the last throttling, reaches the caller. A throttled call sent nothing, so trying it again
 * sends the message once.
 */
export async function withThrottlingRetries<T>(
  send: () => Promise<T>,
  clock: PaceClock = realPaceClock,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error: unknown) {
      if (!isThrottling(error) || attempt >= RETRY_ATTEMPTS) throw error;
      await clock.sleep(RETRY_BASE_MS * 2 ** (attempt - 1));
    }
  }
}

/**
 * How a channel makes the attempts of one send (`once`, or `withThrottlingRetries`): the channel modules count
 * a send's outcome around it, so the attempts a retry made are one message, counted once.
 */
export type Retry = <T>(send: () => Promise<T>) => Promise<T>;

/** One attempt: any error reaches the caller. */
export const once: Retry = (send) => send();

/** One pace per channel, for one run. */
export type ChannelPaces = Record<keyof typeof CHANNEL_RATES, Pace>;

export function channelPaces(clock: PaceClock = realPaceClock): ChannelPaces {
  return {
    sms: new Pace(CHANNEL_RATES.sms, clock),
    email: new Pace(CHANNEL_RATES.email, clock),
    whatsapp: new Pace(CHANNEL_RATES.whatsapp, clock),
  };
}
