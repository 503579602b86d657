/**
 * A job's pay as the admin gives it once: an amount in whole rupees (and, optionally, the most it goes up to)
 * and what it is paid for (an hour, a day, a week, a month, a task, a delivery, an event, or a fixed amount).
 * The posting's two derived fields are worked out from it, so every card and page reads as before: EARNINGS,
 * the text workers read ("₹600 a day", "₹80–₹120 a delivery", and their Hindi and Telugu), and
 * MONTHLY_EARNINGS, the month's estimate the earnings filter and sort use (worked out where the unit allows it,
 * the admin's own estimate otherwise).
 */
import * as z from 'zod/mini';
import type { JobSchedule } from './job-codes';
import type { JobTextLanguage } from './job-texts';

export const EARNINGS_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'TASK', 'DELIVERY', 'EVENT', 'FIXED'] as const;
export type EarningsUnit = (typeof EARNINGS_UNITS)[number];

/** The form's choice of each unit. */
export const earningsUnitLabels: Record<EarningsUnit, string> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  TASK: 'a task',
  DELIVERY: 'a delivery',
  EVENT: 'an event',
  FIXED: 'a fixed amount',
};

/**
 * Days of work a month a day's pay is multiplied by for the estimate: a full-time job's working days, and a
 * part-time job's weekends (₹600 a day part-time is ₹4,800 a month, as the demo gig is estimated).
 */
export const WORK_DAYS_A_MONTH: Record<JobSchedule, number> = { FULL_TIME: 22, PART_TIME: 8 };
/** Weeks a month, for a weekly pay (a month is a little over four weeks: the estimate stays on the low side). */
export const WEEKS_A_MONTH = 4;
/** Hours of a working day, for an hourly pay: a full-time day, and a part-time shift. */
export const HOURS_A_DAY: Record<JobSchedule, number> = { FULL_TIME: 8, PART_TIME: 4 };

/** The most a pay amount may be (₹ 1 crore, as the month's estimate). */
export const PAY_AMOUNT_MAX = 10_000_000;

/**
 * The units whose month's estimate the admin gives: how many tasks, deliveries or events a month a worker gets
 * is not in the posting, and a fixed amount is not paid by the month.
 */
export const ESTIMATED_UNITS = [
  'TASK',
  'DELIVERY',
  'EVENT',
  'FIXED',
] as const satisfies readonly EarningsUnit[];

export const payMessages = {
  unit: 'Please choose what the pay is for: an hour, a day, a week, a month, a task, a delivery, an event, or a fixed amount',
  amount: `Please enter the pay in whole rupees, from 1 to ${PAY_AMOUNT_MAX}`,
  upTo: 'The most the pay goes up to must be more than the amount',
} as const;

const payAmount = z
  .int({ error: payMessages.amount })
  .check(
    z.minimum(1, { error: payMessages.amount }),
    z.maximum(PAY_AMOUNT_MAX, { error: payMessages.amount }),
  );

/** A job's pay: `amount` each `unit`, up to `upTo` when it is a range. */
export const paySchema = z
  .strictObject({
    unit: z.enum(EARNINGS_UNITS, { error: payMessages.unit }),
    amount: payAmount,
    upTo: z.optional(payAmount),
  })
  .check(
    z.refine((pay) => pay.upTo === undefined || pay.upTo > pay.amount, {
      error: payMessages.upTo,
      path: ['upTo'],
    }),
  );
export type Pay = z.infer<typeof paySchema>;

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "₹12,000": whole rupees grouped the Indian way. */
export function rupeeText(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

const UNIT_WORDS: Record<JobTextLanguage, Record<EarningsUnit, string>> = {
  hi: {
    HOUR: 'प्रति घंटा',
    DAY: 'प्रति दिन',
    WEEK: 'प्रति सप्ताह',
    MONTH: 'प्रति माह',
    TASK: 'प्रति कार्य',
    DELIVERY: 'प्रति डिलीवरी',
    EVENT: 'प्रति इवेंट',
    FIXED: '(एकमुश्त)',
  },
  te: {
    HOUR: 'గంటకు',
    DAY: 'రోజుకు',
    WEEK: 'వారానికి',
    MONTH: 'నెలకు',
    TASK: 'పనికి',
    DELIVERY: 'డెలివరీకి',
    EVENT: 'ఈవెంట్‌కు',
    FIXED: '(స్థిర మొత్తం)',
  },
};

/** The English words after the amount ("a day"; a fixed amount is "in all"). */
const ENGLISH_WORDS: Record<EarningsUnit, string> = { ...earningsUnitLabels, FIXED: 'in all' };

const UNIT_TEXTS: Record<'en' | JobTextLanguage, (amount: string, unit: EarningsUnit) => string> = {
  en: (amount, unit) => `${amount} ${ENGLISH_WORDS[unit]}`,
  hi: (amount, unit) => `${amount} ${UNIT_WORDS.hi[unit]}`,
  // Telugu puts the unit first ("రోజుకు ₹600"), except a fixed amount, which is said after it.
  te: (amount, unit) =>
    unit === 'FIXED' ? `${amount} ${UNIT_WORDS.te[unit]}` : `${UNIT_WORDS.te[unit]} ${amount}`,
};

/** The amount of a pay as written: "₹600", or a range "₹600–₹800". */
function amountText(amount: number, upTo: number | undefined): string {
  return upTo === undefined ? rupeeText(amount) : `${rupeeText(amount)}–${rupeeText(upTo)}`;
}

/** The EARNINGS text in a language: "₹600 a day", "₹600 प्रति दिन", "రోజుకు ₹600"; a range "₹80–₹120 a delivery". */
export function earningsText(
  amount: number,
  unit: EarningsUnit,
  language: 'en' | JobTextLanguage = 'en',
  upTo?: number,
): string {
  return UNIT_TEXTS[language](amountText(amount, upTo), unit);
}

/** The EARNINGS text of a pay, in a language. */
export function payText(pay: Pay, language: 'en' | JobTextLanguage = 'en'): string {
  return earningsText(pay.amount, pay.unit, language, pay.upTo);
}

/** Whether the month's estimate of `unit` is the admin's to give (no rule works it out). */
export function isEstimatedUnit(unit: EarningsUnit): boolean {
  return ESTIMATED_UNITS.some((known) => known === unit);
}

/**
 * MONTHLY_EARNINGS: the month's estimate of `amount` paid each `unit`, in whole rupees; undefined for the
 * units whose estimate the admin gives. A range is estimated at its low end, so the filter never promises more.
 */
export function monthlyEstimate(
  amount: number,
  unit: EarningsUnit,
  schedule: JobSchedule | undefined,
): number | undefined {
  const days = WORK_DAYS_A_MONTH[schedule ?? 'FULL_TIME'];
  switch (unit) {
    case 'MONTH':
      return amount;
    case 'WEEK':
      return amount * WEEKS_A_MONTH;
    case 'DAY':
      return amount * days;
    case 'HOUR':
      return amount * HOURS_A_DAY[schedule ?? 'FULL_TIME'] * days;
    default:
      return undefined;
  }
}
