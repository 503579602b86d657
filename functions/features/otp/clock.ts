/**
 * The time the OTP code reads, in epoch milliseconds. Tests move it (expiry, resend limits) without waiting;
 * nothing else ever changes it.
 */
export const clock = {
  now: (): number => Date.now(),
};
