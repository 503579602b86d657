/**
 * The dev push service: a browser's push service (FCM, Mozilla's, Apple's), as far as the functions can tell,
 * on this machine only (decision 632). The functions' push client is pointed here (`PUSH_ENDPOINT`) and sends
 * exactly what it sends on AWS (RFC 8030 POST: the payload encrypted to the device's keys, aes128gcm, a VAPID
 * `Authorization`, `TTL`, `Urgency`, `Topic`), the device's own endpoint in `x-push-endpoint`. Instead of reaching
 * a device, each push is kept in memory (the last 200) and listed on a local-only page (`/dev/push/outbox`) and
 * as JSON for tests (`/dev/push/outbox.json`, `?endpoint=` to filter), its body in base64url: only the device's
 * private key reads it, as on a real push service. `POST /dev/push/gone` with `{ endpoint }` makes that endpoint
 * answer 410 from then on, as a push service does once a device unsubscribed.
 *
 * The VAPID keys are generated once into `.data/vapid-keys.json` (or per run, in memory) and given to the
 * functions as `PUSH_VAPID_KEYS`; on AWS they are a Secrets Manager secret.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import webPush from 'web-push';
import { readBody } from '../http';
import type { DevServiceFactory, MountedDevService } from './service';

export const PUSH_PREFIX = '/dev/push';
const KEEP = 200;
const MAX_BODY_BYTES = 8 * 1024;

export interface PushRecord {
  id: string;
  /** The device's endpoint at its push service. */
  endpoint: string;
  /** The VAPID JWT's audience and subject, read from `Authorization` (not verified: a push service would). */
  audience: string;
  subject: string;
  ttl: string;
  urgency: string;
  topic: string;
  contentEncoding: string;
  /** The encrypted payload, base64url. */
  body: string;
  receivedAt: string;
}

function vapidKeys(dataDir: string | undefined): string {
  const file = dataDir ? join(dataDir, 'vapid-keys.json') : undefined;
  if (file && existsSync(file)) return readFileSync(file, 'utf8');
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  const json = JSON.stringify({ publicKey, privateKey, subject: 'mailto:support@earnlearn.in' });
  if (file && dataDir) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, json, { mode: 0o600 });
  }
  return json;
}

function claimsOf(authorization: string): { audience: string; subject: string } {
  const token = /^vapid t=([^,]+),/.exec(authorization)?.[1] ?? '';
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      aud?: unknown;
      sub?: unknown;
    };
    return { audience: String(claims.aud ?? ''), subject: String(claims.sub ?? '') };
  } catch {
    return { audience: '', subject: '' };
  }
}

export const pushService: DevServiceFactory = ({ baseUrl, dataDir, log }): MountedDevService => {
  const stored: PushRecord[] = [];
  const gone = new Set<string>();
  const header = (request: IncomingMessage, name: string) => String(request.headers[name] ?? '');
  const json = (response: ServerResponse, status: number, value: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(JSON.stringify(value));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const path = url.pathname.replace(/\/+$/, '');
    if (request.method === 'POST' && path === PUSH_PREFIX) {
      const body = await readBody(request, MAX_BODY_BYTES);
      if (body === undefined) return json(response, 413, { message: 'Payload too large' });
      const endpoint = header(request, 'x-push-endpoint');
      if (!endpoint) return json(response, 400, { message: 'x-push-endpoint is missing' });
      if (gone.has(endpoint)) return json(response, 410, { message: 'This subscription has expired' });
      const { audience, subject } = claimsOf(header(request, 'authorization'));
      const record: PushRecord = {
        id: randomUUID(),
        endpoint,
        audience,
        subject,
        ttl: header(request, 'ttl'),
        urgency: header(request, 'urgency'),
        topic: header(request, 'topic'),
        contentEncoding: header(request, 'content-encoding'),
        body: body.toString('base64url'),
        receivedAt: new Date().toISOString(),
      };
      stored.push(record);
      if (stored.length > KEEP) stored.splice(0, stored.length - KEEP);
      log(`Push to ${endpoint.slice(0, 48)}... (${body.length} bytes encrypted)`);
      response.writeHead(201, { location: `${PUSH_PREFIX}/messages/${record.id}` });
      response.end();
      return;
    }
    if (request.method === 'POST' && path === `${PUSH_PREFIX}/gone`) {
      const body = await readBody(request, MAX_BODY_BYTES);
      const endpoint = (() => {
        try {
          return String(
            (JSON.parse(body?.toString('utf8') ?? '{}') as { endpoint?: unknown }).endpoint ?? '',
          );
        } catch {
          return '';
        }
      })();
      if (!endpoint) return json(response, 400, { message: 'endpoint is missing' });
      gone.add(endpoint);
      return json(response, 200, { success: true });
    }
    if (request.method === 'GET' && path === `${PUSH_PREFIX}/outbox.json`) {
      const endpoint = url.searchParams.get('endpoint');
      const newestFirst = [...stored].reverse();
      return json(response, 200, {
        messages: endpoint ? newestFirst.filter((record) => record.endpoint === endpoint) : newestFirst,
      });
    }
    if (request.method === 'GET' && (path === `${PUSH_PREFIX}/outbox` || path === PUSH_PREFIX)) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
      const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      const rows = [...stored]
        .reverse()
        .map(
          (record) =>
            `<tr><td>${escaped(record.receivedAt)}</td><td>${escaped(record.endpoint)}</td><td>${escaped(record.topic)}</td><td>${record.body.length}</td></tr>`,
        )
        .join('');
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local push service</title></head><body><p>Local development push service: this page exists only on your machine; on the real site these notifications go to the device through its browser's push service. Bodies are encrypted to the device.</p><table><thead><tr><th>Received</th><th>Device endpoint</th><th>Topic</th><th>Encrypted bytes (base64url)</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
      return;
    }
    json(response, 404, { message: `There is nothing at ${url.pathname} in the local push service` });
  };

  return {
    prefix: PUSH_PREFIX,
    environment: { PUSH_ENDPOINT: `${baseUrl}${PUSH_PREFIX}`, PUSH_VAPID_KEYS: vapidKeys(dataDir) },
    handle,
    describe: `Push service (stand-in): ${baseUrl}${PUSH_PREFIX}/outbox`,
  };
};
