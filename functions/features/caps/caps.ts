/**
 * The caps that bound what one person costs us however many accounts they make: new accounts per source
 * address and per hour (takeSignUpPlace), and the SMS a person can make us send, whoever they sign in as (the SMS a worker's own action or a
 * parent's link causes: verification and erasure codes, a parent's link and its code). An SMS is sent only if,
 * in one transaction of conditional counts (lib/db/caps.ts), each of these had room:
 * - the Google identity behind it (by keyed hash, so erasing the account and signing up again continues the
 *   count): SMS_PER_IDENTITY an hour and a day;
 * - the number it goes to, every account and purpose together: SMS_PER_NUMBER;
 * - the series of the number (its first five digits), every number of it together: SMS_PER_SERIES;
 * - the source address of the request: SMS_PER_ADDRESS;
 * - its purpose's daily budget (SMS_OTP_DAILY_PARTS, SMS_PARENT_DAILY_PARTS): set by the stack from the monthly
 *   spend limit, so a flood stops long before SNS's limit, and the parents' budget is apart from the codes'.
 * A refusal is a 429 with the rule, the wait in words and Retry-After, counted as CapReached by cap. Windows are
 * clock hours and UTC days. Each of these texts is one SMS part (unit tests), so a place is one part.
 * On top of these stand the older per-number and per-account limits (otp/rules.ts: 30 s apart, 5 an hour).
 */

import { keyedHash } from '#lib/auth/keyed-hash';
import { clock } from '#lib/clock';
import { readVariable } from '#lib/config';
import { type CapPlace, takePlaces } from '#lib/db/caps';
import { logger } from '#lib/logger';
import { type Cap, countCapReached } from '#lib/metrics';
import { addressSubject, dayOf, hourOf, place, refused, type Window } from './windows';

/** The SMS one Google identity may cause, every account it signed up as and every number together. */
export const SMS_PER_IDENTITY = { hour: 10, day: 20 } as const;
/** The SMS one number may get from us, whoever asks, every purpose together. */
export const SMS_PER_NUMBER = { hour: 5, day: 10 } as const;
/**
 * The SMS every number of one series may get together: its first NUMBER_SERIES_DIGITS digits (an operator's
 * block of 100,000 numbers). SMS pumping texts many numbers of one block to share the termination fees; real
 * people spread over thousands of series (about 40,000 begin with 6 to 9), so launch traffic stays far below.
 */
export const SMS_PER_SERIES = { hour: 40, day: 200 } as const;
export const NUMBER_SERIES_DIGITS = 5;
/** The SMS the requests from one source address (an IPv6 /64) may cause. */
export const SMS_PER_ADDRESS = { hour: 20, day: 60 } as const;

/** New accounts from one source address (an IPv6 /64). */
export const SIGN_UPS_PER_ADDRESS = { hour: 5, day: 10 } as const;
/** New accounts in a clock hour, everyone together: far above launch traffic, far below a bot farm's. */
export const SIGN_UPS_PER_HOUR = 500;

export type SmsBudget = 'otp' | 'parent';

const dailyParts = (name: 'SMS_OTP_DAILY_PARTS' | 'SMS_PARENT_DAILY_PARTS'): number | undefined => {
  const value = readVariable(name);
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return Number(value);
};
/** On AWS (the stack sets it); off in the twin and the tests, where every request comes from 127.0.0.1. */
const byAddress = readVariable('CAP_BY_SOURCE_ADDRESS') === 'on';

/** Read at load: a value that is no whole number fails the function's start. */
const budgets: Record<SmsBudget, number | undefined> = {
  otp: dailyParts('SMS_OTP_DAILY_PARTS'),
  parent: dailyParts('SMS_PARENT_DAILY_PARTS'),
};

/** What a refused person reads (a 429), the wait in words. */
export const CAP_MESSAGES: Record<Cap, (wait: string) => string> = {
  smsIdentity: (wait) => `Too many SMS were sent for your Google account. Please try again in ${wait}.`,
  smsNumber: (wait) => `Too many SMS were sent to this number. Please try again in ${wait}.`,
  smsAddress: (wait) => `Too many SMS were asked for from your network. Please try again in ${wait}.`,
  smsSeries: (wait) => `Too many SMS were sent to numbers like this one. Please try again in ${wait}.`,
  otpBudget: (wait) => `We cannot send more codes by SMS today. Please try again in ${wait}.`,
  parentBudget: (wait) => `We cannot send more SMS to parents today. Please try again in ${wait}.`,
  signUpAddress: (wait) => `Too many accounts were created from your network. Please try again in ${wait}.`,
  signUpHourly: (wait) => `Too many accounts are being created just now. Please try again in ${wait}.`,
};

/** The places of one capped subject, in the hour and in the day. */
function hourAndDay(
  cap: Cap,
  subject: string,
  limits: { hour: number; day: number },
  hour: Window,
  day: Window,
): CapPlace[] {
  return [place(`${cap}H`, subject, hour, limits.hour), place(`${cap}D`, subject, day, limits.day)];
}

/** The cap a place counts for, and when its window ends. */
function capOf(refusedPlace: CapPlace, windows: Window[]): { cap: Cap; endsAt: number } {
  const cap = refusedPlace.cap.replace(/[HD]$/, '') as Cap;
  const window = windows.find((candidate) => candidate.id === refusedPlace.window);
  return { cap, endsAt: window?.endsAt ?? clock.now() + 3600_000 };
}

/**
 * Takes this SMS's place under every cap, or throws the 429 of the first that is full (nothing is counted
 * then). Call it after every other check and right before the send.
 */
export async function takeSmsPlace(request: {
  /**
   * The account's Google identity (`sub`): an account without one (made before it was kept, or signed up by
   * phone) counts by id. None for a phone sign-in's code, which has no account yet: the number, its series,
   * the address and the budget bound it.
   */
  account: { ID: number; GOOGLE_SUB?: string | undefined } | undefined;
  number: string;
  sourceIp: string;
  budget: SmsBudget;
}): Promise<void> {
  const now = clock.now();
  const hour = hourOf(now);
  const day = dayOf(now);
  const { account } = request;
  const [identity, number, series] = await Promise.all([
    account ? keyedHash('google', account.GOOGLE_SUB ?? `account:${account.ID}`) : undefined,
    keyedHash('mobile', request.number),
    keyedHash('mobileSeries', request.number.slice(0, NUMBER_SERIES_DIGITS)),
  ]);
  const budget = budgets[request.budget];
  const budgetCap: Cap = request.budget === 'otp' ? 'otpBudget' : 'parentBudget';
  const places = [
    ...(identity === undefined ? [] : hourAndDay('smsIdentity', identity, SMS_PER_IDENTITY, hour, day)),
    ...hourAndDay('smsNumber', number, SMS_PER_NUMBER, hour, day),
    ...hourAndDay('smsSeries', series, SMS_PER_SERIES, hour, day),
    ...(byAddress
      ? hourAndDay('smsAddress', addressSubject(request.sourceIp), SMS_PER_ADDRESS, hour, day)
      : []),
    ...(budget === undefined ? [] : [place(`${budgetCap}D`, 'all', day, budget)]),
  ];
  const full = await takePlaces(places);
  if (!full) return;
  const { cap, endsAt } = capOf(full, [hour, day]);
  countCapReached(cap);
  logger.info('An SMS was refused by a cap', { cap, window: full.window });
  throw refused(CAP_MESSAGES[cap], endsAt, now);
}

/**
 * Takes a new account's place under the sign-up caps (per source address, and every sign-up in the hour), or
 * throws the 429 of the first that is full.
 */
export async function takeSignUpPlace(sourceIp: string): Promise<void> {
  const now = clock.now();
  const hour = hourOf(now);
  const day = dayOf(now);
  const full = await takePlaces([
    ...(byAddress
      ? hourAndDay('signUpAddress', addressSubject(sourceIp), SIGN_UPS_PER_ADDRESS, hour, day)
      : []),
    place('signUpHourlyH', 'all', hour, SIGN_UPS_PER_HOUR),
  ]);
  if (!full) return;
  const { cap, endsAt } = capOf(full, [hour, day]);
  countCapReached(cap);
  logger.info('A sign-up was refused by a cap', { cap, window: full.window });
  throw refused(CAP_MESSAGES[cap], endsAt, now);
}
