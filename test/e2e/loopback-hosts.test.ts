/**
 * Every server of the running twin answers only requests addressed to its loopback name, tried as
 * a DNS-rebinding page would: its scripts reach 127.0.0.1 under their own name, so the Host header is theirs.
 * The twin's own origin (the SMS outbox and the sign-in stand-in under /dev/, the API, the site, the logos),
 * the e-mail inbox and the storage gate each answer such a request 421 and nothing else; the same requests
 * with Host 127.0.0.1:<port> or localhost:<port> work as before.
 */
import { describe, expect, inject, it } from 'vitest';
import { hostsFor, requestWithHost } from '#test/support/host-request';

const baseUrl = inject('baseUrl');
const emailInbox = inject('emailInbox');
const token = inject('demoWorkerToken');

/** The storage gate's origin: where the presigned upload form posts to. */
async function gateOrigin(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/createDocumentUpload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ document: 'panCard' }),
  });
  const { data } = (await response.json()) as { data: { url: string } };
  return new URL(data.url).origin;
}

const signIn = {
  method: 'POST',
  headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
  body: 'email=rebind%40example.com&name=Rebind',
};

const twinRequests: [string, { method?: string; headers?: Record<string, string>; body?: string }][] = [
  ['/dev/sms/outbox.json', {}],
  ['/dev/sms/outbox', {}],
  ['/dev/whatsapp/outbox.json', {}],
  ['/dev/idp/signin', {}],
  ['/dev/idp/signin', signIn],
  ['/dev/idp/.well-known/jwks.json', {}],
  // The job-alert digest on demand (a run changes nothing for a worker already served today).
  ['/dev/jobs/alert-digest', { method: 'POST' }],
  ['/api/getAllJobs', { headers: { authorization: `Bearer ${token}` } }],
  ['/api/getProfile', { headers: { authorization: `Bearer ${token}` } }],
  ['/', {}],
  ['/config.json', {}],
];

describe("the twin's own origin", () => {
  it('refuses a foreign Host for the SMS outbox, the sign-in stand-in, the API and the site', async () => {
    for (const host of hostsFor(baseUrl).foreign) {
      for (const [path, options] of twinRequests) {
        const answer = await requestWithHost(`${baseUrl}${path}`, host, options);
        expect(answer.status, `${host} ${options.method ?? 'GET'} ${path}`).toBe(421);
        expect(answer.text).not.toMatch(/id_token|messages|"data"|<html/);
      }
    }
  });

  it('answers the same requests on 127.0.0.1 and localhost', async () => {
    for (const host of hostsFor(baseUrl).loopback) {
      for (const [path, options] of twinRequests) {
        const answer = await requestWithHost(`${baseUrl}${path}`, host, options);
        expect(answer.status, `${host} ${options.method ?? 'GET'} ${path}`).toBe(200);
      }
      const minted = await requestWithHost(`${baseUrl}/dev/idp/signin`, host, signIn);
      expect(JSON.parse(minted.text)).toHaveProperty('id_token');
    }
  });
});

describe('the e-mail inbox and the storage gate of the running twin', () => {
  it('refuse a foreign Host and answer their loopback names', async () => {
    const gate = await gateOrigin();
    for (const host of hostsFor(emailInbox).foreign)
      expect((await requestWithHost(`${emailInbox}/store`, host)).status, host).toBe(421);
    for (const host of hostsFor(emailInbox).loopback)
      expect((await requestWithHost(`${emailInbox}/store`, host)).status, host).toBe(200);
    for (const host of hostsFor(gate).foreign)
      expect((await requestWithHost(`${gate}/`, host)).status, host).toBe(421);
    for (const host of hostsFor(gate).loopback)
      expect((await requestWithHost(`${gate}/`, host)).status, host).toBe(403);
  });
});
