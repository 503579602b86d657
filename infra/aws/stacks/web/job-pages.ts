/**
 * Job pages anyone can open and share (decision 223): `GET /jobs/{id}` is rendered by a function
 * behind the HTTP API, from the built SPA's index.html bundled beside it, and CloudFront's `/jobs/*` behaviour
 * sends it there and keeps each answer a minute at the edge (the function's Cache-Control). Crawlers and link
 * previews get the job's title, Open Graph tags and JSON-LD JobPosting without running JavaScript; the SPA's
 * scripts in the same page take over for a person.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, RuntimeManagementMode, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StackVariableName } from '#lib/environment';
import { JOB_SEARCH_NAMES } from '#shared/domain/job-search';
import { functionBundling } from '../../constructs/api-function';
import { repoRoot } from '../../paths';
import { LOG_RETENTION } from '../../retention';

/** The function's handler module (not an /api endpoint: no contract). */
export const JOB_PAGE_ENTRY = join(repoRoot, 'functions', 'pages', 'job-page.ts');
/** Where the bundling puts the built index.html, beside the bundle (functions/pages/job-page.ts reads it). */
export const JOB_PAGE_TEMPLATE_FILE = 'site-index.html';
/** The path CloudFront routes to the function, and the HTTP API's route. */
export const JOB_PAGES_PATH = '/jobs/*';
export const JOB_PAGE_ROUTE = '/jobs/{id}';
/**
 * The public list and its category pages (decision 615): `/jobs` (CloudFront's exact `/jobs` behaviour) and its
 * city alias `/jobs/in/{city}` (under `/jobs/*`), which redirects to the list's canonical address.
 */
export const JOB_LIST_PATH = '/jobs';
export const JOB_LIST_ROUTES = ['/jobs', '/jobs/in/{city}'] as const;
/** The sitemap's index and files, and robots.txt (decision 617): CloudFront's behaviours and the API's routes. */
export const SITEMAP_PATHS = ['/sitemap.xml', '/sitemaps/*', '/robots.txt'] as const;
export const SITEMAP_ROUTES = ['/sitemap.xml', '/sitemaps/{file}', '/robots.txt'] as const;
/**
 * What of the viewer's request is in a page's cache key and reaches the function: the list's filters (the
 * names Explore's URL uses, shared/domain/job-search.ts), its page's cursor and the language, and the
 * Accept-Language a page without `lang` answers in. Nothing else: no cookie, no Authorization.
 */
export const PAGE_QUERY_STRINGS = [...JOB_SEARCH_NAMES, 'cursor', 'lang'] as const;
/**
 * The digest SMS's short links (shared/domain/job-alerts.ts DIGEST_LINK_PATH): CloudFront's `/a/*` behaviour
 * sends them to the same function, which answers a redirect read from one item by key.
 */
export const DIGEST_LINKS_PATH = '/a/*';
export const DIGEST_LINK_ROUTES = ['/a/{code}', '/a/{code}/stop'] as const;
/**
 * The table actions: GetItem of one job (or one digest link) by key, and the bounded Queries of the lists
 * (the list's page, a job's similar jobs, the sitemap's files), on the table and on gsi3 (the list by earnings).
 */
export const JOB_PAGE_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query'] as const;

export interface JobPagesProps {
  readonly functionName: string;
  readonly httpApi: IHttpApi;
  readonly table: ITable;
  /** Its ARN only (functions/lib/config.ts requires a session-key variable at load): no permission on it. */
  readonly sessionSecret: ISecret;
  /** The site's origin, for the pages' absolute links (og:url, og:image, the JobPosting's logo). */
  readonly siteUrl: string;
  /** The built SPA; without it the function serves a minimal page (functions/features/job-pages/page-html.ts). */
  readonly webAssetsDir?: string;
}

/**
 * The job page function, its route on the HTTP API, and the cache policy of CloudFront's `/jobs/*` behaviour
 * (added by the web stack). The role reads one item by key from the table and writes its own log group.
 */
export class JobPages extends Construct {
  readonly functionName: string;
  readonly lambda: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly route: HttpRoute;
  readonly digestLinkRoutes: HttpRoute[];
  readonly listRoutes: HttpRoute[];
  readonly sitemapRoutes: HttpRoute[];
  readonly cachePolicy: CachePolicy;
  /** The sitemap's and robots.txt's: an hour at the edge by default, nothing of the viewer in the key. */
  readonly sitemapCachePolicy: CachePolicy;

  constructor(scope: Construct, id: string, props: JobPagesProps) {
    super(scope, id);
    this.functionName = props.functionName;
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: LOG_RETENTION,
      // Kept with the stack's delete, not with a rolled-back first create: a retry would find the name taken.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description:
        'Renders the public job pages (GET /jobs/{id}) and redirects digest SMS links (GET /a/...)',
    });
    this.logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...JOB_PAGE_TABLE_ACTIONS],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/gsi3`],
      }),
    );

    const environment = {
      TABLE_NAME: props.table.tableName,
      SESSION_SECRET_ARN: props.sessionSecret.secretArn,
      SITE_URL: props.siteUrl,
      POWERTOOLS_SERVICE_NAME: 'earnlearn',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    } satisfies { [N in StackVariableName]?: string };

    const template = props.webAssetsDir ? join(props.webAssetsDir, 'index.html') : undefined;
    const copyTemplate = template && existsSync(template) ? template : undefined;
    this.lambda = new NodejsFunction(this, 'Function', {
      entry: JOB_PAGE_ENTRY,
      handler: 'handler',
      functionName: props.functionName,
      description:
        "GET /jobs, /jobs/{id}: the public jobs list and job pages; sitemap.xml, robots.txt; GET /a/...: a digest SMS's short link (public)",
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      role,
      logGroup: this.logGroup,
      environment,
      ...functionBundling,
      bundling: {
        ...functionBundling.bundling,
        // The SPA's index.html of this deploy, beside the bundle: its scripts are the deployed build's.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) =>
            copyTemplate ? [`cp "${copyTemplate}" "${outputDir}/${JOB_PAGE_TEMPLATE_FILE}"`] : [],
        },
      },
    });

    const integration = new HttpLambdaIntegration('JobPageIntegration', this.lambda);
    this.route = new HttpRoute(this, 'Route', {
      httpApi: props.httpApi,
      routeKey: HttpRouteKey.with(JOB_PAGE_ROUTE, HttpMethod.GET),
      integration,
    });
    Validations.of(this.route).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'A job page is public by design: anyone with the link reads it, and it carries only what the posting shows.',
    });
    this.digestLinkRoutes = DIGEST_LINK_ROUTES.map((path, index) => {
      const route = new HttpRoute(this, index === 0 ? 'DigestLinkRoute' : 'DigestStopRoute', {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(path, HttpMethod.GET),
        integration,
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          "A digest SMS's link is opened from the SMS without signing in: its random code is the secret, and it answers only a redirect.",
      });
      return route;
    });
    const publicRoute = (id: string, path: string, reason: string) => {
      const route = new HttpRoute(this, id, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(path, HttpMethod.GET),
        integration,
      });
      Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason });
      return route;
    };
    this.listRoutes = JOB_LIST_ROUTES.map((path, index) =>
      publicRoute(
        index === 0 ? 'ListRoute' : 'CityAliasRoute',
        path,
        'The public jobs list is public by design: it shows the open jobs as their postings do, to anyone.',
      ),
    );
    this.sitemapRoutes = SITEMAP_ROUTES.map((path, index) =>
      publicRoute(
        ['SitemapRoute', 'SitemapFileRoute', 'RobotsRoute'][index] ?? `SitemapRoute${index}`,
        path,
        'The sitemap and robots.txt are for crawlers: public by design, the addresses of public pages only.',
      ),
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });

    // The function's s-maxage (a minute) rules within these bounds; of the viewer only the list's filters, the
    // language and Accept-Language are in the key (PAGE_QUERY_STRINGS): every visitor asking the same gets the
    // same page (the SPA then asks for what is theirs).
    this.cachePolicy = new CachePolicy(this, 'CachePolicy', {
      comment: 'Job pages and the jobs list: a minute at the edge, by filters and language only',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(60),
      maxTtl: Duration.minutes(5),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.allowList('Accept-Language'),
      queryStringBehavior: CacheQueryStringBehavior.allowList(...PAGE_QUERY_STRINGS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    this.sitemapCachePolicy = new CachePolicy(this, 'SitemapCachePolicy', {
      comment: 'The sitemap and robots.txt: an hour at the edge, the same for everyone',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.hours(1),
      maxTtl: Duration.days(1),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }
}
