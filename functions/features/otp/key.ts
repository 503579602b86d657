/**
 * The key OTP hashes are made with: derived (HKDF-SHA256) from the session secret, so it lives only in
 * Secrets Manager on AWS (and `.data/session-secret` locally), never in the table, yet differs from the key
 * that signs session tokens.
 */
import { hkdf } from 'node:crypto';
import { config } from '#lib/config';

let key: Promise<Uint8Array> | undefined;

async function derive(): Promise<Uint8Array> {
  const secret = config.sessionSecretArn
    ? await (await import('#lib/clients/secrets')).readSecret(config.sessionSecretArn)
    : (config.sessionSecret as string);
  return new Promise((resolve, reject) =>
    hkdf('sha256', secret, 'earnlearn', 'otp-hash-v1', 32, (error, derived) =>
      error ? reject(error) : resolve(new Uint8Array(derived)),
    ),
  );
}

/** Derived once per container. */
export function otpKey(): Promise<Uint8Array> {
  key ??= derive();
  key.catch(() => {
    key = undefined;
  });
  return key;
}
