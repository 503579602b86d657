/**
 * The demo admin's full session in e2e files that act as the admin beside their browser (every admin signs in
 * with a password and an authenticator code). The admin's authenticator is set up afresh over HTTP, as the
 * set-up screen does, with a key the caller then holds as the phone would (`demoAdmin` in e2e-api.ts gives each
 * browser log-in a code of its own).
 */
import * as OTPAuth from 'otpauth';
import { removeStaffSecondFactor } from './twin-table';

type Post = (
  path: string,
  body: unknown,
  token?: string,
) => Promise<{ status: number; body: Record<string, unknown> }>;

export interface AdminSession {
  /** A full session's token. */
  token: string;
  /** The authenticator's key (base32). */
  key: string;
  /** When its first code was used: a later log-in needs a code of a later step. */
  usedAt: number;
}

/** The code an authenticator app shows for `key` at `at` (RFC 6238 defaults: SHA-1, 6 digits, 30 s). */
export const appCode = (key: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp: at });

/** Logs the admin in with the password, sets up an authenticator and answers the full session. */
export async function adminSession(
  post: Post,
  admin: { email: string; password: string },
): Promise<AdminSession> {
  await removeStaffSecondFactor(admin.email);
  const login = await post('adminLogin', { email: admin.email, password: admin.password });
  if (login.status !== 200 || login.body.secondFactor !== 'enrol')
    throw new Error(`adminLogin: ${login.status} ${JSON.stringify(login.body)}`);
  const pending = login.body.token as string;
  const started = await post('startStaffEnrolment', {}, pending);
  const key = started.body.secret;
  if (started.status !== 200 || typeof key !== 'string')
    throw new Error(`startStaffEnrolment: ${started.status} ${JSON.stringify(started.body)}`);
  const usedAt = Date.now();
  const confirmed = await post('confirmStaffEnrolment', { code: appCode(key, usedAt) }, pending);
  if (confirmed.status !== 200 || typeof confirmed.body.token !== 'string')
    throw new Error(`confirmStaffEnrolment: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { token: confirmed.body.token, key, usedAt };
}
