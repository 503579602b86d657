/**
 * The CloudFront Functions (infra/aws/edge/*.js), run as CloudFront runs them: the file's top-level `handler`,
 * evaluated in a context of its own (no Node globals, no modules), called with a viewer request event.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { edgeFunctionFiles } from '#infra/aws/stacks/web/edge-functions';
import { sitePath } from '#infra/local/site-routing';
import {
  PARENT_CONSENT_PATH,
  PARENT_SHORT_LINK_PATH,
  PARENT_TOKEN_BYTES,
  parentTokenSchema,
} from '#shared/api/privacy';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/edge-headers';
import { LANGUAGE_COOKIE, PRERENDERED_PAGES } from '#web/lib/prerendered-pages';

type Headers = Record<string, { value: string }>;
interface ViewerRequestEvent {
  viewer?: { ip: string };
  request: { uri: string; headers?: Headers; cookies?: Headers };
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
    ['/dashboard', '/index.html'],
    ['/jobs/42', '/index.html'],
    ['/admin/employees', '/index.html'],
  ])('serves index.html for the route %s', (uri, expected) => {
    expect(routedUri(uri)).toBe(expected);
  });

  it.each(['/assets/index-Bx7fK2.js', '/favicon.svg', '/robots.txt'])('serves the file %s itself', (uri) => {
    expect(routedUri(uri)).toBe(uri);
  });
});

describe("the parent's short link at the edge", () => {
  const handler = loadHandler(edgeFunctionFiles.spaRouting) as unknown as (event: ViewerRequestEvent) => {
    statusCode?: number;
    headers?: Headers;
    uri?: string;
  };

  it('redirects /p/<token> to the consent page with the token in the fragment, uncached', () => {
    const token = 'Ab3_-xYz09Ab3_-x';
    const answer = handler({ request: { uri: `${PARENT_SHORT_LINK_PATH}${token}` } });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers?.location?.value).toBe(`${PARENT_CONSENT_PATH}#${token}`);
    expect(answer.headers?.['cache-control']?.value).toBe('no-store');
  });

  it('is answered the same way by the local twin', () => {
    const token = 'Ab3_-xYz09Ab3_-x';
    const request = { headers: {} } as IncomingMessage;
    expect(sitePath(request, `/p/${token}`)).toEqual({ status: 302, location: `/parent-consent#${token}` });
    expect(sitePath(request, '/dashboard')).toBe('/dashboard');
  });

  it('leaves anything else under /p to the SPA', () => {
    for (const uri of ['/p/short', '/p/', `/p/${'a'.repeat(16)}/more`]) {
      expect(handler({ request: { uri } }).uri).toBe('/index.html');
    }
  });

  it("fits the link in the SMS within DLT's 30-character variable", () => {
    const token = randomBytes(PARENT_TOKEN_BYTES).toString('base64url');
    expect(parentTokenSchema.safeParse(token).success).toBe(true);
    expect(token.length).toBeLessThanOrEqual(30);
    expect(handler({ request: { uri: `/p/${token}` } }).statusCode).toBe(302);
  });
});

describe('the prerendered public pages at the edge (decision 229)', () => {
  const handler = loadHandler(edgeFunctionFiles.spaRouting);
  const routed = (uri: string, headers: Headers = {}, cookies: Headers = {}) =>
    handler({ request: { uri, headers, cookies } }).uri;

  it('serves each page of PRERENDERED_PAGES from its file, in English by default', () => {
    for (const [name, path] of Object.entries(PRERENDERED_PAGES))
      expect(routed(path), path).toBe(`/pages/en/${name}.html`);
  });

  it("picks the browser's first language the site has, and the cookie's language above it", () => {
    expect(routed('/', { 'accept-language': { value: 'hi-IN,hi;q=0.9,en;q=0.8' } })).toBe(
      '/pages/hi/home.html',
    );
    expect(routed('/aboutus', { 'accept-language': { value: 'ta-IN, te;q=0.8' } })).toBe(
      '/pages/te/aboutus.html',
    );
    expect(routed('/client', { 'accept-language': { value: 'fr-FR' } })).toBe('/pages/en/client.html');
    expect(
      routed('/contactus', { 'accept-language': { value: 'hi-IN' } }, { [LANGUAGE_COOKIE]: { value: 'te' } }),
    ).toBe('/pages/te/contactus.html');
    expect(routed('/', {}, { [LANGUAGE_COOKIE]: { value: '../x' } })).toBe('/pages/en/home.html');
  });

  it('leaves every other route to index.html, the paths near a page included', () => {
    for (const uri of ['/aboutus/team', '/client/x', '/pages', '/home'])
      expect(routed(uri)).toBe('/index.html');
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
