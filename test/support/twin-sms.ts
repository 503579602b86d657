/**
 * The local twin's dev SMS outbox (/dev/sms/outbox.json) as the e2e tests read it, and mobile numbers no
 * other run has used (the OTP limits count per number). The API tests have their own outbox (sms.ts).
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

/** A valid Indian mobile number starting with `first`, random in the other nine digits. */
export function freshMobileNumber(first: '6' | '7' | '8' | '9' = '9'): string {
  return `${first}${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 1_000_000_000).padStart(9, '0')}`;
}

/** The SMS the twin "sent" to a 10-digit number, newest first. */
export async function smsTo(number: string): Promise<string[]> {
  const response = await fetch(
    `${inject('baseUrl')}/dev/sms/outbox.json?number=${encodeURIComponent(`+91${number}`)}`,
  );
  const { messages } = (await response.json()) as { messages: { message: string }[] };
  return messages.map((message) => message.message);
}

/** The one-time code in the newest SMS to a number. */
export async function latestCode(number: string): Promise<string> {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec((await smsTo(number))[0] ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${number}`);
  return code;
}
