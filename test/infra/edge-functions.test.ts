/**
 * The CloudFront Functions (infra/aws/edge/*.js), run as CloudFront runs them: the file's top-level `handler`,
 * evaluated in a context of its own (no Node globals, no modules), called with a viewer request event.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { edgeFunctionFiles } from '#infra/aws/stacks/web/edge-functions';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/edge-headers';

type Headers = Record<string, { value: string }>;
interface ViewerRequestEvent {
  viewer?: { ip: string };
  request: { uri: string; headers?: Headers };
}

/** The function in `file`, loaded as CloudFront loads it. */
function loadHandler(file: string): (event: ViewerRequestEvent) => ViewerRequestEvent['request'] {
  const context: { handler?: unknown } = {};
  runInNewContext(readFileSync(file, 'utf8'), context, { filename: file });
  if (typeof context.handler !== 'function') throw new Error(`${file} defines no handler function`);
  return context.handler as (event: ViewerRequestEvent) => ViewerRequestEvent['request'];
}

describe.each(Object.entries(edgeFunctionFiles))('the %s function as CloudFront takes it', (_name, file) => {
  const code = readFileSync(file, 'utf8');

  it('fits the 10 KB a CloudFront Function may have', () => {
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(10 * 1024);
  });

  it('is a plain script with a handler: no module syntax, no require', () => {
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).not.toMatch(/\brequire\s*\(/);
    expect(typeof loadHandler(file)).toBe('function');
  });
});

describe('SPA routing at the edge', () => {
  const handler = loadHandler(edgeFunctionFiles.spaRouting);
  const routedUri = (uri: string) => handler({ request: { uri } }).uri;

  it.each([
    ['/', '/index.html'],
    ['/jobs/42', '/index.html'],
    ['/admin/employees', '/index.html'],
  ])('serves index.html for the route %s', (uri, expected) => {
    expect(routedUri(uri)).toBe(expected);
  });

  it.each(['/assets/index-Bx7fK2.js', '/favicon.svg', '/robots.txt'])('serves the file %s itself', (uri) => {
    expect(routedUri(uri)).toBe(uri);
  });
});

describe('the viewer address at the edge', () => {
  const handler = loadHandler(edgeFunctionFiles.viewerAddress);

  it('passes the viewer’s own address, overwriting one the client sent, and drops a forged origin header', () => {
    const request = handler({
      viewer: { ip: '203.0.113.7' },
      request: {
        uri: '/api/adminLogin',
        headers: {
          'x-viewer-address': { value: '10.0.0.1' },
          'x-origin-verify': { value: 'guess' },
          authorization: { value: 'Bearer token' },
        },
      },
    });
    expect(request.headers).toEqual({
      'x-viewer-address': { value: '203.0.113.7' },
      authorization: { value: 'Bearer token' },
    });
  });

  it('uses the header names the functions read (shared/edge-headers.ts)', () => {
    const request = handler({
      viewer: { ip: '2001:db8::1' },
      request: { uri: '/api/getAllJobs', headers: { [ORIGIN_VERIFY_HEADER]: { value: 'guess' } } },
    });
    expect(request.headers).toEqual({ [VIEWER_ADDRESS_HEADER]: { value: '2001:db8::1' } });
  });

  it('leaves the path and the other headers as they came', () => {
    const request = handler({
      viewer: { ip: '198.51.100.7' },
      request: { uri: '/api/jobs/42', headers: { 'accept-language': { value: 'hi' } } },
    });
    expect(request).toEqual({
      uri: '/api/jobs/42',
      headers: { 'accept-language': { value: 'hi' }, 'x-viewer-address': { value: '198.51.100.7' } },
    });
  });
});
