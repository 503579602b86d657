/**
 * A digest SMS's short link opened (shared/domain/job-alerts.ts `DIGEST_LINK_PATH`): `/a/<code>` answers a
 * redirect to the digest's jobs, `/a/<code>/stop` to the unsubscribe page with the digest's signed token in the
 * fragment, which the page sends as it does from the e-mail's link: still one tap. Served by the public job
 * page function (functions/pages/job-page.ts: it reads one item by key, as this does). A malformed, unknown or
 * expired code leads to Explore, or to the unsubscribe page without a token, which says the link is not valid
 * and shows the way to the Privacy section. Nothing of the code is logged.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { readDigestLink } from '#lib/db/digest-links';
import { digestLinkOf, explorePath, UNSUBSCRIBE_PATH } from '#shared/domain/job-alerts';

export async function digestLinkResponse(path: string): Promise<APIGatewayProxyStructuredResultV2> {
  const opened = digestLinkOf(path);
  const links = opened ? await readDigestLink(opened.code) : undefined;
  const stop = opened?.stop === true;
  const location = links ? (stop ? links.stop : links.link) : stop ? UNSUBSCRIBE_PATH : explorePath({});
  return {
    statusCode: 302,
    // Never cached: the item expires, and a stop link's answer carries the worker's token.
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    body: '',
  };
}
