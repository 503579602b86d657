/**
 * Sends an employer's sign-in code (sign-in-code.ts keeps and checks it). Sends are capped per e-mail and per
 * source address by conditional counts (lib/db/caps.ts) before the e-mail goes: refused, a 429 with the wait.
 * The answer is the same whether the e-mail has an account or not (it is created at the first right code), so
 * the endpoint tells nobody which e-mails are employers'.
 */
import { randomInt } from 'node:crypto';
import { keyedDigest } from '#lib/auth/keyed-hash';
import { signingKeys } from '#lib/auth/signing-keys';
import { clock } from '#lib/clock';
import { takePlaces } from '#lib/db/caps';
import * as employers from '#lib/db/employers';
import { TooManyRequests } from '#lib/errors';
import { sendEmployerSignInCode } from '#lib/messaging/email';
import { addressSubject, dayOf, hourOf, place, type Window } from '../caps/windows';
import { CODE_LIFETIME_MS, codeHash } from './sign-in-code';

/** Codes one e-mail may be sent: a person who mistypes a few times, not a flood into someone's inbox. */
export const CODES_PER_EMAIL = { hour: 5, day: 10 } as const;
/** Codes the requests of one source address (an IPv6 /64) may cause, every e-mail together. */
export const CODES_PER_ADDRESS = { hour: 30, day: 100 } as const;

function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/** Takes a place under the e-mail's and the address's caps, or throws the 429 of the first that is full. */
async function takeSendPlaces(email: string, sourceIp: string, now: number): Promise<void> {
  const hour = hourOf(now);
  const day = dayOf(now);
  const emailSubject = (await keyedDigest(`employerEmail:${email}`)).hash;
  const addressOf = addressSubject(sourceIp);
  const places = [
    place('employerCodeEmailH', emailSubject, hour, CODES_PER_EMAIL.hour),
    place('employerCodeEmailD', emailSubject, day, CODES_PER_EMAIL.day),
    place('employerCodeAddressH', addressOf, hour, CODES_PER_ADDRESS.hour),
    place('employerCodeAddressD', addressOf, day, CODES_PER_ADDRESS.day),
  ];
  const refused = await takePlaces(places);
  if (!refused) return;
  const window: Window = refused.window === hour.id ? hour : day;
  const wait = window.endsAt - now;
  const who = refused.cap.startsWith('employerCodeEmail') ? 'this e-mail' : 'your network';
  throw new TooManyRequests(
    `Too many sign-in codes were asked for ${who}. Please try again in ${waitInWords(wait)}.`,
    wait / 1000,
  );
}

/** Sends a new code to `email` (lower case), replacing any code before it. */
export async function startSignIn(email: string, sourceIp: string): Promise<void> {
  const now = clock.now();
  await takeSendPlaces(email, sourceIp, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { current } = await signingKeys();
  await employers.putCode(email, await codeHash(email, code, current), now + CODE_LIFETIME_MS);
  await sendEmployerSignInCode(email, code);
}
