/**
 * The time the back end reads, in epoch milliseconds: code expiry, resend limits, consent, records, schedules.
 * Tests move it (`test/support/clock.ts`) without waiting; nothing else ever changes it.
 */
export const clock = {
  now: (): number => Date.now(),
};
