/**
 * The site's routing at the edge, as the twin applies it: the very CloudFront Function the web stack deploys
 * (infra/aws/edge/spa-routing.js), run on an event built from the request, so `/` and the other prerendered
 * public pages are served from dist/web/pages/<language>/ exactly as on AWS (decision 229).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { repoRoot } from '#infra/paths';

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

/** A response the function answers itself (the parent's short link's redirect). */
interface EdgeResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
}

type EdgeHandler = (event: { request: EdgeRequest }) => EdgeRequest | EdgeResponse;

let handler: EdgeHandler | undefined;

function spaRouting(): EdgeHandler {
  if (handler) return handler;
  const file = join(repoRoot, 'infra/aws/edge/spa-routing.js');
  const context: { handler?: unknown } = {};
  runInNewContext(readFileSync(file, 'utf8'), context, { filename: file });
  if (typeof context.handler !== 'function') throw new Error(`${file} defines no handler function`);
  handler = context.handler as EdgeHandler;
  return handler;
}

function cookiesOf(header: string | undefined): EdgeRequest['cookies'] {
  const cookies: EdgeRequest['cookies'] = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = { value: part.slice(at + 1).trim() };
  }
  return cookies;
}

/**
 * What the site serves for this request's path: a redirect the edge answers itself, else the file path (`/`
 * becomes `/pages/en/home.html`), or the path itself; SPA routes the edge sends to `/index.html` are left to the
 * static server's single-page fallback.
 */
export function sitePath(
  request: IncomingMessage,
  pathname: string,
): string | { status: number; location: string } {
  const headers: EdgeRequest['headers'] = {};
  const language = request.headers['accept-language'];
  if (language) headers['accept-language'] = { value: language };
  const answer = spaRouting()({
    request: { uri: pathname, headers, cookies: cookiesOf(request.headers.cookie) },
  });
  if ('statusCode' in answer)
    return { status: answer.statusCode, location: answer.headers.location?.value ?? '/' };
  return answer.uri.startsWith('/pages/') ? answer.uri : pathname;
}
