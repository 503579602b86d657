/**
 * Web Push (decision 632): the worker's news encrypted to a device's subscription (RFC 8291, aes128gcm) and
 * POSTed to its push service with a VAPID signature (RFC 8292), by the `web-push` package's request builder and
 * this function's own fetch (3 s, one attempt). The VAPID keys are a Secrets Manager secret on AWS
 * (PUSH_VAPID_SECRET_ARN: JSON `{ publicKey, privateKey, subject }`), a local variable in the twin and the tests
 * (PUSH_VAPID_KEYS, the same JSON, generated into .data). `PUSH_ENDPOINT` is set only by the twin: every push goes
 * to its stand-in push service instead (infra/local/dev/push-service.ts), which records it; the request is the
 * one AWS sends, the real endpoint in `x-push-endpoint`. A Lambda reaches the push services over the internet
 * as it reaches Google's keys: no VPC, nothing to add in CDK. Never logs an endpoint (it names the device).
 */
import webPush from 'web-push';
import * as z from 'zod/mini';
import type { PushNews } from '#shared/domain/push';
import { readSecret } from '../clients/secrets';
import { readVariable } from '../config';

export const PUSH_TIMEOUT_MS = 3000;
/** How long a push service keeps a message for a device that is off: a day (news older than that is stale). */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** The header the stand-in push service reads the subscription's own endpoint from. */
export const PUSH_ENDPOINT_HEADER = 'x-push-endpoint';

const vapidKeys = z.object({
  publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/)),
  privateKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  subject: z.string().check(z.regex(/^(mailto:|https:)/)),
});
export type VapidKeys = z.infer<typeof vapidKeys>;

let keys: Promise<VapidKeys | undefined> | undefined;

/** The VAPID keys as this function is configured; undefined where push is not configured (nothing is sent). */
export function vapidKeysOf(): Promise<VapidKeys | undefined> {
  keys ??= (async () => {
    const arn = readVariable('PUSH_VAPID_SECRET_ARN');
    const json = arn ? await readSecret(arn) : readVariable('PUSH_VAPID_KEYS');
    if (!json) return undefined;
    return vapidKeys.parse(JSON.parse(json));
  })();
  // A failed secret read is retried by the next send, not remembered.
  keys.catch(() => {
    keys = undefined;
  });
  return keys;
}

/** For tests: as a fresh function instance. */
export function forgetVapidKeys(): void {
  keys = undefined;
}

/** The public key browsers subscribe with (getPrivacy gives it to the Privacy section); undefined: not offered. */
export async function pushPublicKey(): Promise<string | undefined> {
  return (await vapidKeysOf().catch(() => undefined))?.publicKey;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push came to: delivered to the push service, gone (404/410: the device unsubscribed), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Sends `news` to one device; never throws (a failure is an outcome, its reason logged by the caller). */
export async function sendPush(target: PushTarget, news: PushNews, vapid: VapidKeys): Promise<PushOutcome> {
  try {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(news),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        topic: news.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    const standIn = readVariable('PUSH_ENDPOINT');
    if (standIn) headers[PUSH_ENDPOINT_HEADER] = details.endpoint;
    const response = await fetch(standIn ?? details.endpoint, {
      method: 'POST',
      headers,
      body: details.body as Buffer<ArrayBuffer>,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
