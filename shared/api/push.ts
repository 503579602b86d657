/**
 * Web Push subscriptions (decision 632; rules in shared/domain/push.ts): a device where the worker turned
 * notifications on registers what its browser's push service gave it; turning them off there removes it. The
 * consent to the purpose (`push`) is given apart, with updateConsent.
 */
import * as z from 'zod/mini';
import {
  isPushServiceEndpoint,
  MAX_PUSH_ENDPOINT_LENGTH,
  P256DH_PATTERN,
  PUSH_AUTH_PATTERN,
  pushMessages,
} from '../domain/push';
import { successOutput } from './common';
import { defineEndpoint } from './contract';

const endpointSchema = z
  .string({ error: pushMessages.notPushService })
  .check(
    z.maxLength(MAX_PUSH_ENDPOINT_LENGTH, { error: pushMessages.notPushService }),
    z.refine(isPushServiceEndpoint, { error: pushMessages.notPushService }),
  );

export const savePushSubscription = defineEndpoint({
  name: 'savePushSubscription',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    'Register this device for notifications (its Web Push subscription), once notifications are agreed to.',
  input: z.strictObject({
    endpoint: endpointSchema,
    keys: z.strictObject({
      p256dh: z
        .string({ error: 'keys.p256dh must be the subscription’s P-256 key (base64url)' })
        .check(
          z.regex(P256DH_PATTERN, { error: 'keys.p256dh must be the subscription’s P-256 key (base64url)' }),
        ),
      auth: z
        .string({ error: 'keys.auth must be the subscription’s authentication secret (base64url)' })
        .check(
          z.regex(PUSH_AUTH_PATTERN, {
            error: 'keys.auth must be the subscription’s authentication secret (base64url)',
          }),
        ),
    }),
  }),
  output: successOutput,
});

export const deletePushSubscription = defineEndpoint({
  name: 'deletePushSubscription',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Stop notifications on this device (its Web Push subscription is removed).',
  input: z.strictObject({ endpoint: endpointSchema }),
  output: successOutput,
});
