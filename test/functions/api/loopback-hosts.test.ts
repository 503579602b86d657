/**
 * The local e-mail inbox and the storage gate answer only requests addressed to their loopback name:
 * a page that rebinds its own name to 127.0.0.1 sends its own Host, and gets 421, never the inbox's temporary
 * passwords or the bucket. The twin's own server (SMS outbox, sign-in stand-in, API, site) is tried in
 * test/e2e/loopback-hosts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { hostsFor, requestWithHost } from '#test/support/host-request';

const inbox = String(process.env.SES_ENDPOINT);
const storage = String(process.env.S3_ENDPOINT);
const { bucket } = await import('#features/documents/storage');

describe('the local e-mail inbox (aws-ses-v2-local behind the twin’s Host check)', () => {
  it('refuses a foreign Host, for the store, the page and the SES API alike', async () => {
    for (const host of hostsFor(inbox).foreign) {
      for (const [method, path] of [
        ['GET', '/store'],
        ['GET', '/'],
        ['POST', '/clear-store'],
        ['POST', '/v2/email/outbound-emails'],
      ] as const) {
        const answer = await requestWithHost(`${inbox}${path}`, host, { method });
        expect(answer.status, `${host} ${method} ${path}`).toBe(421);
        expect(answer.text).not.toContain('emails');
      }
    }
  });

  it('answers its loopback names', async () => {
    for (const host of hostsFor(inbox).loopback) {
      const answer = await requestWithHost(`${inbox}/store`, host);
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.text)).toHaveProperty('emails');
    }
  });
});

describe('the local storage gate', () => {
  it('refuses a foreign Host with S3’s XML error, before any check', async () => {
    for (const host of hostsFor(storage).foreign) {
      const answer = await requestWithHost(`${storage}/${bucket}?list-type=2`, host);
      expect(answer.status, host).toBe(421);
      expect(answer.text).toContain('<Code>MisdirectedRequest</Code>');
    }
  });

  it('answers its loopback names (an unsigned list is then refused as S3 refuses it)', async () => {
    for (const host of hostsFor(storage).loopback) {
      const answer = await requestWithHost(`${storage}/${bucket}?list-type=2`, host);
      expect(answer.status, host).toBe(403);
      expect(answer.text).toContain('<Code>AccessDenied</Code>');
    }
  });
});
