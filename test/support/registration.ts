/**
 * Shared set-up of the registration API tests (registerDetails, registerMobileNumber, validateOTP, resendOTP):
 * a worker at step 2 and the three OTP calls. SMS go through the real SNS client to the local SMS outbox (see
 * api-env.ts), and the codes are read from what was sent; time moves with the OTP clock, never by waiting.
 */
import { createWorker, type TestAccount } from './accounts';
import { call } from './invoke';

export const MINUTE = 60_000;

export const details = {
  name: 'Ananya Reddy',
  gender: 0,
  dob: '2003-02-11',
  languages: ['english', 'telugu'],
  cityName: 'hyderabad-telangana',
  education: 'pursuingGraduation',
  collegeName: 'Osmania University',
};

/** A worker at registration step 2: signed in, details saved, no verified number. */
export const newWorker = () => createWorker({ registered: true, verified: false });

export function askCode(worker: TestAccount, number: string) {
  return call('registerMobileNumber', { token: worker.token, body: { number } });
}
export function resend(worker: TestAccount, number: string) {
  return call('resendOTP', { token: worker.token, body: { number } });
}
export function validate(worker: TestAccount, otp: string) {
  return call('validateOTP', { token: worker.token, body: { otp } });
}
/** Some other 6-digit code than `code`. */
export const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
