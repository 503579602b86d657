/**
 * A job's earnings as the admin gives them once: an amount in whole rupees and how often it is paid.
 * The posting's two fields are worked out from it on the admin's side, so `postJob` keeps the fields
 * it has: EARNINGS, the text workers read ("₹600 a day", and its Hindi and Telugu), and MONTHLY_EARNINGS, the
 * month's estimate the earnings filter and sort use.
 */
import type { JobSchedule } from './job-rules';
import type { JobTextLanguage } from './job-texts';

export const EARNINGS_UNITS = ['DAY', 'WEEK', 'MONTH'] as const;
export type EarningsUnit = (typeof EARNINGS_UNITS)[number];

export const earningsUnitLabels: Record<EarningsUnit, string> = {
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
};

/**
 * Days of work a month a day's pay is multiplied by for the estimate: a full-time job's working days, and a
 * part-time job's weekends (₹600 a day part-time is ₹4,800 a month, as the demo gig is estimated).
 */
export const WORK_DAYS_A_MONTH: Record<JobSchedule, number> = { FULL_TIME: 22, PART_TIME: 8 };
/** Weeks a month, for a weekly pay (a month is a little over four weeks: the estimate stays on the low side). */
export const WEEKS_A_MONTH = 4;

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "₹12,000": whole rupees grouped the Indian way. */
export function rupeeText(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

const UNIT_TEXTS: Record<'en' | JobTextLanguage, (amount: string, unit: EarningsUnit) => string> = {
  en: (amount, unit) => `${amount} ${earningsUnitLabels[unit]}`,
  hi: (amount, unit) => `${amount} ${{ DAY: 'प्रति दिन', WEEK: 'प्रति सप्ताह', MONTH: 'प्रति माह' }[unit]}`,
  te: (amount, unit) => `${{ DAY: 'రోజుకు', WEEK: 'వారానికి', MONTH: 'నెలకు' }[unit]} ${amount}`,
};

/** The EARNINGS text in a language: "₹600 a day", "₹600 प्रति दिन", "రోజుకు ₹600". */
export function earningsText(
  amount: number,
  unit: EarningsUnit,
  language: 'en' | JobTextLanguage = 'en',
): string {
  return UNIT_TEXTS[language](rupeeText(amount), unit);
}

/** MONTHLY_EARNINGS: the month's estimate of `amount` paid each `unit`, in whole rupees. */
export function monthlyEstimate(
  amount: number,
  unit: EarningsUnit,
  schedule: JobSchedule | undefined,
): number {
  if (unit === 'MONTH') return amount;
  if (unit === 'WEEK') return amount * WEEKS_A_MONTH;
  return amount * WORK_DAYS_A_MONTH[schedule ?? 'FULL_TIME'];
}
