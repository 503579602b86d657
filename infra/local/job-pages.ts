/**
 * `GET /jobs/{id}`, the public list `/jobs`, `sitemap.xml` and `robots.txt` in the twin as CloudFront's
 * behaviours route them on AWS: the same
 * function answers (functions/pages/job-page.ts), from the built SPA's index.html, so `npm start` and the e2e
 * tests serve crawlers and link previews the same raw HTML. The digest SMS's short links (`/a/...`, CloudFront's
 * `/a/*`) go to the same function, which answers their redirects.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { FALLBACK_TEMPLATE, jobIdOf } from '#features/job-pages/page-html';
import { cityAliasOf, isListPath, isSitemapPath } from '#features/job-pages/paths';
import { digestLinkOf } from '#shared/domain/job-alerts';
import { toApiGatewayEvent } from './events';

/** The route key the HTTP API gives the page (infra/aws/stacks/web/job-pages.ts). */
export const JOB_PAGE_ROUTE_KEY = 'GET /jobs/{id}';

/** The route key of a digest SMS's short link, as the HTTP API gives it. */
const DIGEST_LINK_ROUTE_KEYS = { see: 'GET /a/{code}', stop: 'GET /a/{code}/stop' } as const;

/**
 * Whether `path` is a job page's or a digest link's, which the twin answers from the function rather than the
 * static files.
 */
export function isJobPagePath(path: string): boolean {
  return (
    isListPath(path) ||
    cityAliasOf(path) !== undefined ||
    jobIdOf(path) !== undefined ||
    digestLinkOf(path) !== undefined ||
    isSitemapPath(path)
  );
}

/** The route key the HTTP API gives a page function's path (infra/aws/stacks/web/job-pages.ts). */
function routeKeyOf(path: string): string {
  if (isListPath(path)) return 'GET /jobs';
  if (cityAliasOf(path) !== undefined) return 'GET /jobs/in/{city}';
  if (path === '/sitemap.xml' || path === '/robots.txt') return `GET ${path}`;
  if (path.startsWith('/sitemaps/')) return 'GET /sitemaps/{file}';
  return JOB_PAGE_ROUTE_KEY;
}

/**
 * The handler of job pages for the SPA built in `webRoot` (its index.html read once, as a deploy bundles it).
 * The function's module is loaded here, once the twin has set the variables it reads at load.
 */
export async function jobPageServer(webRoot: string) {
  const { pageResponse } = await import('#functions/pages/job-page');
  const templateFile = join(webRoot, 'index.html');
  const template = existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : FALLBACK_TEMPLATE;
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const id = jobIdOf(url.pathname);
    const link = digestLinkOf(url.pathname);
    const event = toApiGatewayEvent(
      {
        method: 'GET',
        url: request.url ?? url.pathname,
        headers: request.headers,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      },
      link ? DIGEST_LINK_ROUTE_KEYS[link.stop ? 'stop' : 'see'] : routeKeyOf(url.pathname),
    );
    if (id !== undefined) event.pathParameters = { id };
    if (link) event.pathParameters = { code: link.code };
    const page = await pageResponse(event, template);
    response.writeHead(page.statusCode ?? 200, (page.headers ?? {}) as Record<string, string>);
    response.end(request.method === 'HEAD' ? undefined : page.body);
  };
}
