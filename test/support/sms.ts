/**
 * The local SMS outbox (infra/local/dev/sms-outbox.ts) on a port of its own, for the API tests: the functions'
 * SNS client publishes to it over HTTP exactly as the twin's does, and tests read what was "sent".
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSmsOutbox, type SmsMessage, type SmsOutbox } from '#infra/local/dev/sms-outbox';

export interface TestSmsOutbox {
  endpoint: string;
  senderId: string;
  outbox: SmsOutbox;
  close: () => Promise<void>;
}

let active: SmsOutbox | undefined;

/** Started once per test file by api-env.ts. */
export async function startTestSmsOutbox(): Promise<TestSmsOutbox> {
  let outbox: SmsOutbox | undefined;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    void Promise.resolve(outbox?.handle(request, response, url)).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outbox = createSmsOutbox({ baseUrl, log: () => undefined });
  active = outbox;
  return {
    endpoint: outbox.environment.SNS_ENDPOINT as string,
    senderId: outbox.environment.SMS_SENDER_ID as string,
    outbox,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** SMS sent to a 10-digit number, newest first. */
export function smsTo(number: string): SmsMessage[] {
  if (!active) throw new Error('The test SMS outbox is not running (see api-env.ts)');
  return active.messages(`+91${number}`);
}

/** Every SMS sent while this test file ran, newest first. */
export function allSms(): SmsMessage[] {
  if (!active) throw new Error('The test SMS outbox is not running (see api-env.ts)');
  return active.messages();
}

/** The code in the newest SMS to a number. */
export function latestCode(number: string): string {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(smsTo(number)[0]?.message ?? '')?.[1];
  if (!code) throw new Error(`No verification code was sent to ${number}`);
  return code;
}

const runPrefix = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
let numbers = 0;

/**
 * A valid Indian mobile number not used before by this test file, each of a series of its own (the first five
 * digits: the SMS caps count a series too, features/caps/caps.ts).
 */
export function freshMobileNumber(): string {
  numbers += 1;
  return `7${String(numbers).padStart(4, '0')}${runPrefix}0`;
}
