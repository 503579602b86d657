/**
 * Where the twin must answer as AWS does: the SPA's pages carry CloudFront's security headers from
 * the same definition (infra/security-headers.ts), with the local upload bucket in the CSP, so every other
 * end-to-end test runs the SPA under the CSP it will have on AWS; and a body past API Gateway's 6 MB is a 413
 * the client can read, not a dropped connection.
 */
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { securityHeaders } from '#infra/security-headers';

const baseUrl = inject('baseUrl');
const token = inject('demoWorkerToken');

/** The origin the browser posts document uploads to: the presigned form's URL. */
async function uploadOrigin(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/createDocumentUpload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ document: 'panCard' }),
  });
  const { data } = (await response.json()) as { data: { url: string } };
  return new URL(data.url).origin;
}

/** A POST of `bytes` bytes through a plain socket, as curl would send it: the status, or the socket error. */
function postBytes(path: string, bytes: number): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const outgoing = request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': bytes,
        authorization: `Bearer ${token}`,
      },
    });
    outgoing.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += String(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    outgoing.on('error', (error) => resolve({ error: error.message }));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!outgoing.write(part)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      outgoing.end();
    };
    pump();
  });
}

describe('the twin as strict as AWS', () => {
  it.each(['/', '/dashboard', '/admin/login', '/assets/'])(
    'sends the CloudFront security headers on %s',
    async (path) => {
      const expected = securityHeaders({ uploadOrigins: [await uploadOrigin()], https: false });
      const response = await fetch(`${baseUrl}${path}`);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), name).toBe(value);
    },
  );

  it('answers a body over 6 MB with a readable 413, and takes one just under it', async () => {
    const over = await postBytes('/api/applyJob', 6 * 1024 * 1024 + 1);
    expect(over).toMatchObject({ status: 413 });
    expect(JSON.parse(over.body ?? '{}')).toEqual({ message: 'Request Entity Too Large' });
    // Just under the limit reaches the function, which reads it as the bad JSON it is.
    const under = await postBytes('/api/applyJob', 6 * 1024 * 1024 - 1);
    expect(under.status).toBe(400);
  });
});
