/**
 * The runbook's table of who can make us send SMS (docs/operations.md, section 5, "Who can make us send SMS")
 * against the code: every cap's figure, where it is set and what the refused person reads come from the
 * constants and messages the functions use. A changed cap fails here until the runbook says so; the expected
 * table is printed in the failure, to paste between the markers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dailySmsParts } from '#infra/aws/config';
import { OTP_RESEND_MIN_INTERVAL_SECONDS, OTP_SENDS_PER_HOUR } from '#shared/domain/constants';
import { runbookMarked } from '#test/support/runbook';

// The caps module reads its settings when loaded.
let caps: typeof import('#features/caps/caps');
let parent: typeof import('#features/consent/parent-sms');
let otp: typeof import('#features/otp/rules');
beforeAll(async () => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
  caps = await import('#features/caps/caps');
  parent = await import('#features/consent/parent-sms');
  otp = await import('#features/otp/rules');
});

/** The spend limit the runbook's budget figures are worked out for (section 5's example). */
const EXAMPLE_LIMIT_USD = 50;
/** The wait the messages are shown with: the real one is the time to the window's end. */
const WAIT = '30 minutes';

const CAPS_FILE = '`functions/features/caps/caps.ts`';
const BY_CODE = 'edit the constant, run `test/functions/api/sms-caps.test.ts`, deploy';

function capsTable(): string {
  const { SMS_PER_IDENTITY, SMS_PER_NUMBER, SMS_PER_ADDRESS, SIGN_UPS_PER_ADDRESS, SIGN_UPS_PER_HOUR } = caps;
  const say = caps.CAP_MESSAGES;
  const hourAndDay = (limits: { hour: number; day: number }) => `${limits.hour} an hour, ${limits.day} a day`;
  const budget = dailySmsParts({
    senderId: 'EARNLN',
    templateIds: {},
    monthlySpendLimitUsd: EXAMPLE_LIMIT_USD,
  });
  const budgetWhere =
    'the stack, from `smsMonthlySpendLimit`, `smsStatusShare` and `smsPartPriceUsd` (`dailySmsParts`, `infra/aws/config.ts`)';
  const budgetChange = 'set `smsMonthlySpendLimit` in the stage file (section 5, step 2) and deploy';
  const otpRefusal = (reason: 'interval' | 'numberHourly' | 'accountHourly') =>
    otp.refusal({
      allowed: false,
      reason,
      retryAfterSeconds: reason === 'interval' ? OTP_RESEND_MIN_INTERVAL_SECONDS : 1800,
    });
  const rows: [string, string, string, string, string][] = [
    [
      "SMS per Google identity (every account it signed up as, erased or not; codes and parents' SMS together; none for a phone sign-in's code, which has no account yet)",
      hourAndDay(SMS_PER_IDENTITY),
      `\`SMS_PER_IDENTITY\`, ${CAPS_FILE}`,
      say.smsIdentity(WAIT),
      BY_CODE,
    ],
    [
      'SMS per recipient number (every account and purpose together)',
      hourAndDay(SMS_PER_NUMBER),
      `\`SMS_PER_NUMBER\`, ${CAPS_FILE}`,
      say.smsNumber(WAIT),
      BY_CODE,
    ],
    [
      `SMS per number series (its first ${caps.NUMBER_SERIES_DIGITS} digits, every number and purpose together)`,
      hourAndDay(caps.SMS_PER_SERIES),
      `\`SMS_PER_SERIES\`, ${CAPS_FILE}`,
      say.smsSeries(WAIT),
      BY_CODE,
    ],
    [
      'SMS per source address (an IPv6 /64; on AWS only, `CAP_BY_SOURCE_ADDRESS`)',
      hourAndDay(SMS_PER_ADDRESS),
      `\`SMS_PER_ADDRESS\`, ${CAPS_FILE}`,
      say.smsAddress(WAIT),
      BY_CODE,
    ],
    [
      'New accounts per source address (on AWS only)',
      hourAndDay(SIGN_UPS_PER_ADDRESS),
      `\`SIGN_UPS_PER_ADDRESS\`, ${CAPS_FILE}`,
      say.signUpAddress(WAIT),
      BY_CODE,
    ],
    [
      'New accounts overall',
      `${SIGN_UPS_PER_HOUR} an hour`,
      `\`SIGN_UPS_PER_HOUR\`, ${CAPS_FILE}`,
      say.signUpHourly(WAIT),
      BY_CODE,
    ],
    [
      "Codes' daily budget (verification, number change, erasure; every worker), UTC day",
      `${budget.otp} parts a day with USD ${EXAMPLE_LIMIT_USD} (\`SMS_OTP_DAILY_PARTS\`)`,
      budgetWhere,
      say.otpBudget(WAIT),
      budgetChange,
    ],
    [
      "Parents' daily budget (consent links and their codes), UTC day",
      `${budget.parent} parts a day with USD ${EXAMPLE_LIMIT_USD} (\`SMS_PARENT_DAILY_PARTS\`)`,
      budgetWhere,
      say.parentBudget(WAIT),
      budgetChange,
    ],
    [
      "Children per parent number (never the child's own number), kept a year after the last",
      `at most ${parent.PARENT_NUMBER_CHILDREN}`,
      '`PARENT_NUMBER_CHILDREN`, `functions/features/consent/parent-sms.ts`',
      `${parent.parentMessages.numberTaken} / ${parent.parentMessages.ownNumber}`,
      'edit the constant, run `test/functions/api/sms-caps.test.ts`, deploy',
    ],
    [
      'Codes per number (the older limit, on top)',
      `${OTP_RESEND_MIN_INTERVAL_SECONDS} s apart, ${OTP_SENDS_PER_HOUR} in a rolling hour`,
      '`OTP_RESEND_MIN_INTERVAL_SECONDS`, `OTP_SENDS_PER_HOUR`, `shared/domain/constants.ts`',
      `${otpRefusal('interval')} / ${otpRefusal('numberHourly')}`,
      'edit the constants, run the OTP tests, deploy',
    ],
    [
      'Codes per account, to any numbers (the older limit, on top)',
      `${otp.ACCOUNT_SENDS_PER_HOUR} in a rolling hour`,
      '`ACCOUNT_SENDS_PER_HOUR`, `functions/features/otp/rules.ts`',
      otpRefusal('accountHourly'),
      'edit the constant, run the OTP tests, deploy',
    ],
  ];
  return [
    '| cap | figure | where it is set | what the person sees (the wait is an example) | how to change it |',
    '|---|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

describe("the runbook's caps on who can make us send SMS", () => {
  it('gives every cap with the figure, the place it is set and the text of the code', () => {
    expect(runbookMarked('sms-caps')).toBe(capsTable());
  });
});
