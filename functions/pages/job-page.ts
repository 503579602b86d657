/**
 * Not an /api endpoint: `GET /jobs/{id}`, the public list `GET /jobs` (and `/jobs/in/{city}`, its alias),
 * `sitemap.xml` and `robots.txt` on the HTTP API, reached through CloudFront's `/jobs`, `/jobs/*`, `/sitemap*`
 * and `/robots.txt` behaviours (infra/aws/stacks/web/job-pages.ts), so crawlers and link previews get the jobs
 * in the page's HTML, in the visitor's language. The
 * SPA's built index.html is bundled beside this file as `site-index.html`; the site's origin comes
 * from SITE_URL. The same public function answers the digest SMS's short links (`GET /a/{code}`, `/stop`,
 * through CloudFront's `/a/*`): a redirect read from one item by key, as a job page is.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { digestLinkResponse } from '#features/job-pages/digest-link';
import { FALLBACK_TEMPLATE, jobIdOf } from '#features/job-pages/page-html';
import { renderPublicPage } from '#features/job-pages/render';
import { sitemapResponse } from '#features/job-pages/sitemap-response';
import { readVariable } from '#lib/config';
import { logger } from '#lib/logger';
import { digestLinkOf } from '#shared/domain/job-alerts';

/** The file the CDK bundling copies the built index.html to (JOB_PAGE_TEMPLATE_FILE in the construct). */
const templateFile = new URL('./site-index.html', import.meta.url);
const template = existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : FALLBACK_TEMPLATE;

/** The site's origin: SITE_URL, else the address the request came to. */
export function siteUrlOf(event: APIGatewayProxyEventV2): string {
  const configured = readVariable('SITE_URL')?.replace(/\/+$/, '');
  if (configured) return configured;
  const host = event.headers['x-forwarded-host'] ?? event.headers.host ?? event.requestContext.domainName;
  const proto = event.headers['x-forwarded-proto'] ?? 'https';
  return `${proto}://${host}`;
}

/** A `/jobs` page (the list, a city's alias, a job) as API Gateway answers it, from the SPA `template`. */
export async function jobPageResponse(
  event: APIGatewayProxyEventV2,
  siteTemplate: string,
): Promise<APIGatewayProxyStructuredResultV2> {
  const id = event.pathParameters?.id ?? jobIdOf(event.rawPath);
  return renderPublicPage(
    {
      path: event.rawPath,
      query: new URLSearchParams(event.rawQueryString ?? ''),
      acceptLanguage: event.headers['accept-language'],
    },
    siteTemplate,
    siteUrlOf(event),
    id,
  );
}

/** What the function answers: a digest link's redirect, the sitemap or robots.txt, else a `/jobs` page. */
export async function pageResponse(
  event: APIGatewayProxyEventV2,
  siteTemplate: string,
): Promise<APIGatewayProxyStructuredResultV2> {
  if (digestLinkOf(event.rawPath)) return digestLinkResponse(event.rawPath);
  const sitemap = await sitemapResponse(event.rawPath, siteUrlOf(event));
  if (sitemap) return sitemap;
  return jobPageResponse(event, siteTemplate);
}

export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  try {
    return await pageResponse(event, template);
  } catch (error: unknown) {
    logger.error('The job page failed', { error: error instanceof Error ? error.message : String(error) });
    return {
      statusCode: 500,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: template,
    };
  }
};
