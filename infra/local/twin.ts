/**
 * The local twin: DynamoDB Local, the table, demo data, every handler behind a Node HTTP adapter
 * that builds API Gateway HTTP API (v2) events, and the built SPA on the same origin. Used by `npm start`
 * and by the end-to-end tests.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { LOGOS_PATH } from '#features/documents/public-logos';
import { setEnvironment } from '#lib/environment';
import { allContracts, type EndpointContract, routePath } from '#shared/api/index';
import { securityHeaders } from '../security-headers';
import { devServices } from './dev';
import { isLoopbackHost, refuseMisdirected } from './dev/loopback-host';
import { logoServer } from './dev/object-storage';
import type { DevService } from './dev/service';
import { createTable, localCredentials, localRegion, startDynamoDb } from './dynamodb';
import { lambdaContext, toApiGatewayEvent } from './events';
import { type ApiHandler, loadHandler } from './handlers';
import { readBody } from './http';
import { isJobPagePath, jobPageServer } from './job-pages';
import { portInUse } from './ports';
import { sitePath } from './site-routing';
import { LOCAL_TABLE, removeTwinFile, writeTwinFile } from './twin-file';

export interface TwinOptions {
  /** Folder for DynamoDB's files and the local signing key; omit for an in-memory twin. */
  dataDir?: string;
  /** The built SPA (`vite build` output). */
  webRoot: string;
  /** Preferred port; a free one is picked when it is taken or not given. */
  port?: number;
  seed?: boolean;
  /** One line per request. */
  log?: (line: string) => void;
}

export interface RunningTwin {
  url: string;
  /** What a person starting the twin must know (printed by the start banner). */
  warnings: string[];
  tableName: string;
  endpoints: EndpointContract[];
  /** What each local-only service offers a person (sign-in page, SMS outbox, ...). */
  services: string[];
  seed?: { seededNow: boolean; jobs: number; workers: number; staff: number };
  stop: () => Promise<void>;
}

export { LOCAL_TABLE };

/** How often the twin erases held accounts whose 7 days ran out (hourly on AWS). */
const SWEEP_INTERVAL_MS = 5 * 60_000;
/** How often the twin runs the retention job (daily on AWS). */
const RETENTION_INTERVAL_MS = 60 * 60_000;
/**
 * API Gateway passes at most 6 MB of request to a Lambda function and answers 413 for more; the twin takes the
 * same and answers the same, reading (and dropping) up to this much so the client reads the answer rather
 * than a reset connection; past it the connection is closed after the 413.
 */
const MAX_BODY_BYTES = 6 * 1024 * 1024;
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * The SPA's runtime configuration (web/src/lib/site-config.ts) as the twin serves it: no Google client id (the
 * functions here trust the local identity provider, not Google), its stand-in for Google sign-in, and a demo
 * privacy contact for the privacy notice (a deployment names its own: `privacyContactName`/`Email` context).
 */
const SITE_CONFIG_PATH = '/config.json';
export const TWIN_SITE_CONFIG = {
  localSignIn: true,
  privacyContact: { name: 'Grievance Officer, Earnlearn', email: 'privacy@earnlearn.in' },
} as const;

function sessionSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

export async function startTwin(options: TwinOptions): Promise<RunningTwin> {
  if (options.dataDir) mkdirSync(join(options.dataDir, 'dynamodb'), { recursive: true });
  // The site's port is held from the first moment (the services are told its address before they start):
  // a port only found free could be taken by another process in the seconds the emulator takes to start.
  // Until the twin is ready it answers 503.
  let handleRequest = (_request: IncomingMessage, response: ServerResponse) =>
    sendJson(response, 503, { message: 'The local twin is starting. Try again in a few seconds.' });
  const server: Server = createServer((request, response) => handleRequest(request, response));
  const listenOn = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  if (options.port === undefined || (await portInUse(options.port))) await listenOn(0);
  else await listenOn(options.port).catch(() => listenOn(0));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const closeServer = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const dynamodb = await startDynamoDb(
    options.dataDir ? { dataDir: join(options.dataDir, 'dynamodb') } : {},
  ).catch(async (error: unknown) => {
    await closeServer();
    throw error;
  });
  const services: DevService[] = [];
  try {
    const tableName = LOCAL_TABLE;
    await createTable(dynamodb.endpoint, tableName);
    // Commands run beside `npm start` (admin:create) use this emulator and table (twin-file.ts).
    if (options.dataDir) writeTwinFile(options.dataDir, { dynamodbEndpoint: dynamodb.endpoint, tableName });
    const log = options.log ?? (() => undefined);
    for (const create of devServices) services.push(await create({ baseUrl, dataDir: options.dataDir, log }));

    // The variables of functions/lib/environment.ts, pointed at the local services (one process serves every
    // function, so it gets them all).
    setEnvironment({
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      AWS_REGION: localRegion,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      SESSION_SECRET: sessionSecret(options.dataDir),
      POWERTOOLS_SERVICE_NAME: 'earnlearn-local',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      // CloudWatch metric lines (EMF) mean nothing on a laptop: the twin's console stays readable.
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
    });
    for (const service of services) setEnvironment(service.environment);
    const serviceEnvironment = Object.assign({}, ...services.map((service) => service.environment));
    // `npm run breach -- --notify` beside the twin sends to its outbox and inbox.
    if (options.dataDir) {
      const messaging = Object.fromEntries(
        ['SNS_ENDPOINT', 'SMS_SENDER_ID', 'SES_ENDPOINT', 'SES_FROM_ADDRESS', 'SITE_URL'].flatMap((name) =>
          typeof serviceEnvironment[name] === 'string' ? [[name, serviceEnvironment[name]]] : [],
        ),
      );
      writeTwinFile(options.dataDir, { dynamodbEndpoint: dynamodb.endpoint, tableName, messaging });
    }

    // Data migrations first (a table from an earlier version is brought up to date), then the demo data.
    await (await import('#functions/migrations/index')).runPending(log);
    const seed =
      options.seed === false ? undefined : await (await import('./seed')).seedDemoData(serviceEnvironment);
    // As the hourly schedule does on AWS: held accounts whose 7 days ran out are erased.
    const { expireHeldAccounts } = await import('#features/consent/expiry');
    const sweep = async () => {
      try {
        const erased = await expireHeldAccounts();
        if (erased > 0) log(`Erased ${erased} held account(s) whose 7 days ran out`);
      } catch (error: unknown) {
        log(`The sweep of held accounts failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    await sweep();
    const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    sweeper.unref();
    // As the hourly rule does on AWS: the day-before SMS of tomorrow's interviews, once each.
    const { sendInterviewReminders } = await import('#features/interviews/reminders');
    const remind = async () => {
      try {
        const run = await sendInterviewReminders();
        if (run.reminded > 0)
          log(`Interview reminders: ${run.sent} SMS sent for ${run.reminded} interview(s) of ${run.day}`);
      } catch (error: unknown) {
        log(`The interview reminders failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    await remind();
    const reminder = setInterval(() => void remind(), SWEEP_INTERVAL_MS);
    reminder.unref();
    // As the 5-minute rule does on AWS: one SMS a thread whose new message was left unread 15 minutes; also
    // on demand, POST /dev/jobs/message-nudges (dev/scheduled-jobs.ts).
    const { sendThreadNudges } = await import('#features/application-threads/nudges');
    const nudge = async () => {
      try {
        const run = await sendThreadNudges();
        if (run.sent > 0) log(`Unread-message SMS: ${run.sent} sent`);
      } catch (error: unknown) {
        log(`The unread-message SMS failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const nudger = setInterval(() => void nudge(), SWEEP_INTERVAL_MS);
    nudger.unref();
    // As the daily schedule does on AWS: the retention job (`npm run retention` runs it at a date).
    const { handler: retentionJob } = await import('#functions/scheduled/run-retention');
    const retain = async () => {
      try {
        const run = await retentionJob();
        if (run.noticesSent + run.erased > 0)
          log(`Retention: ${run.noticesSent} notice(s) sent, ${run.erased} inactive account(s) erased`);
      } catch (error: unknown) {
        log(`The retention job failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const retainer = setInterval(() => void retain(), RETENTION_INTERVAL_MS);
    retainer.unref();
    // As the morning rule does on AWS: the job-alert digests, at most one a worker a day; also on
    // demand, POST /dev/jobs/alert-digest (dev/scheduled-jobs.ts).
    const { runDigest } = await import('#features/job-alerts/digest');
    const digest = async () => {
      try {
        const run = await runDigest();
        if (run.outcomes.sent) log(`Job-alert digests: ${run.outcomes.sent} sent`);
      } catch (error: unknown) {
        log(`The job-alert digests failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const digester = setInterval(() => void digest(), RETENTION_INTERVAL_MS);
    digester.unref();

    const endpoints = [...allContracts];
    const routes = new Map<string, { contract: EndpointContract; handler: ApiHandler }>();
    for (const contract of endpoints) {
      routes.set(`${contract.method} ${routePath(contract)}`, {
        contract,
        handler: await loadHandler(contract),
      });
    }
    const knownPaths = new Set([...routes.values()].map(({ contract }) => routePath(contract)));
    // Company logos come from the uploads bucket's logos/, as CloudFront's /logos/* behaviour does on AWS.
    const serveLogo = logoServer(serviceEnvironment);
    // CloudFront's security headers (the same definition as web-stack.ts), with the local bucket's address.
    const siteHeaders = securityHeaders({
      uploadOrigins: serviceEnvironment.S3_ENDPOINT ? [new URL(serviceEnvironment.S3_ENDPOINT).origin] : [],
      https: false,
    });
    const serveStatic = sirv(options.webRoot, {
      single: true,
      etag: true,
      brotli: true,
      gzip: true,
      dev: false,
      // Hashed build assets never change; everything else (index.html first of all) is revalidated.
      setHeaders: (response, path) =>
        response.setHeader(
          'cache-control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });

    // Job pages, rendered as the function behind CloudFront's /jobs/* behaviour renders them.
    const serveJobPage = await jobPageServer(options.webRoot);

    const handle = async (request: IncomingMessage, response: ServerResponse) => {
      const started = performance.now();
      // Only requests addressed to 127.0.0.1 or localhost: a page that rebinds its own name to 127.0.0.1 gets
      // nothing, neither the local stand-ins under /dev/ (SMS codes, sign-in tokens) nor the API (loopback-host.ts).
      if (!isLoopbackHost(request, port)) {
        request.resume();
        refuseMisdirected(response);
        options.log?.(`${request.method} ${request.url} 421 (Host ${request.headers.host ?? 'missing'})`);
        return;
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/\/+$/, '');
      const service = services.find(
        ({ prefix }) =>
          prefix !== undefined && (url.pathname.startsWith(`${prefix}/`) || url.pathname === prefix),
      );
      if (service?.handle) {
        try {
          await service.handle(request, response, url);
        } catch (error: unknown) {
          if (!response.headersSent) sendJson(response, 500, { message: 'The local service failed' });
          options.log?.(`${request.method} ${url.pathname} failed: ${String(error)}`);
        }
        return;
      }
      if (url.pathname.startsWith(LOGOS_PATH)) {
        await serveLogo(request, response, url.pathname).catch((error: unknown) => {
          if (!response.headersSent) sendJson(response, 500, { message: 'The local object storage failed' });
          options.log?.(`${request.method} ${url.pathname} failed: ${String(error)}`);
        });
        return;
      }
      if (url.pathname === SITE_CONFIG_PATH) {
        // The twin's own runtime configuration (on AWS the deployment writes Google's client id there).
        for (const [name, value] of Object.entries(siteHeaders)) response.setHeader(name, value);
        sendJson(response, 200, TWIN_SITE_CONFIG, { 'cache-control': 'no-cache' });
        return;
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && isJobPagePath(url.pathname)) {
        for (const [name, value] of Object.entries(siteHeaders)) response.setHeader(name, value);
        await serveJobPage(request, response, url).catch((error: unknown) => {
          if (!response.headersSent) sendJson(response, 500, { message: 'The job page failed' });
          options.log?.(`${request.method} ${url.pathname} failed: ${String(error)}`);
        });
        options.log?.(
          `${request.method} ${url.pathname} ${response.statusCode} ${(performance.now() - started).toFixed(0)} ms`,
        );
        return;
      }
      if (!url.pathname.startsWith('/api/')) {
        for (const [name, value] of Object.entries(siteHeaders)) response.setHeader(name, value);
        // The prerendered public pages, in the visitor's language, as CloudFront serves them (decision 229).
        // A build without them (an older dist/web) keeps the plain shell.
        const routed = sitePath(request, url.pathname);
        if (typeof routed !== 'string') {
          response.writeHead(routed.status, { location: routed.location, 'cache-control': 'no-store' });
          response.end();
          return;
        }
        if (routed !== url.pathname && existsSync(join(options.webRoot, routed))) {
          request.url = routed;
          response.setHeader('vary', 'Cookie, Accept-Language');
        }
        serveStatic(request, response, () => sendJson(response, 404, { message: 'Not found' }));
        return;
      }
      const route = routes.get(`${request.method} ${path}`);
      if (!route) {
        if (knownPaths.has(path))
          sendJson(response, 405, { message: `${request.method} is not allowed on ${path}` });
        else sendJson(response, 404, { message: `There is no API endpoint ${path}` });
        return;
      }
      try {
        const body = await readBody(request, MAX_BODY_BYTES, MAX_DRAINED_BYTES);
        if (body === undefined) {
          sendJson(response, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
          options.log?.(`${request.method} ${url.pathname} 413`);
          return;
        }
        const event = toApiGatewayEvent(
          {
            method: request.method ?? 'GET',
            url: request.url ?? '/',
            headers: request.headers,
            body,
            sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
          },
          `${route.contract.method} ${routePath(route.contract)}`,
        );
        const result = await route.handler(event, lambdaContext(route.contract.name));
        response.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
        response.end(
          result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : result.body,
        );
        options.log?.(
          `${request.method} ${url.pathname} ${result.statusCode} ${(performance.now() - started).toFixed(0)} ms`,
        );
      } catch (error: unknown) {
        sendJson(response, 500, { message: 'Something went wrong on our side. Please try again.' });
        options.log?.(`${request.method} ${url.pathname} 500 ${String(error)}`);
      }
    };

    handleRequest = (request, response) => {
      void handle(request, response);
    };

    return {
      url: baseUrl,
      warnings: dynamodb.loopbackOnly
        ? []
        : [
            `DynamoDB Local listens on every network interface (port ${new URL(dynamodb.endpoint).port}): this Java has no compiler to run the loopback launcher (install a JDK 17+). Anyone who can reach this machine can read and change the local data.`,
          ],
      services: services.map((service) => service.describe).filter((line): line is string => Boolean(line)),
      tableName,
      endpoints,
      ...(seed ? { seed } : {}),
      stop: async () => {
        clearInterval(sweeper);
        clearInterval(retainer);
        clearInterval(digester);
        clearInterval(reminder);
        await closeServer();
        await Promise.all(services.map((service) => service.stop?.()));
        if (options.dataDir) removeTwinFile(options.dataDir);
        await dynamodb.stop();
      },
    };
  } catch (error) {
    await closeServer();
    await Promise.all(services.map((service) => service.stop?.()));
    if (options.dataDir) removeTwinFile(options.dataDir);
    await dynamodb.stop();
    throw error;
  }
}
