/**
 * The monthly cost of a stage at the runbook's three traffic levels (docs/operations.md, section 14), from list
 * prices and the counts of the synthesized templates (alarms, routes, functions, canaries, keys, secrets, WAF
 * rules). test/infra/runbook-figures.test.ts checks that the runbook's tables are what this computes, so a
 * change of the stacks or of a price shows in the runbook, not only on the bill.
 */
import { BACKUP_RETENTION } from './stacks/data-stack';
import { APP_METRICS } from './stacks/observability/metrics';
import { CANARY_RUNS_PER_MONTH } from './stacks/observability/site-canary';

/** When the prices were read, and where: each service's public pricing page, region Asia Pacific (Mumbai). */
export const PRICES_READ = 'November 2026';
export const PRICE_REGION = 'ap-south-1';

interface Price {
  readonly usd: number;
  readonly per: string;
  readonly source: string;
}
const price = (usd: number, per: string, page: string): Price => ({
  usd,
  per,
  source: `https://aws.amazon.com/${page}/pricing/`,
});

/** List prices without free tiers, ap-south-1 (CloudFront: viewers in India; its own alarms in us-east-1). */
export const PRICES = {
  smsPart: price(0.0027, 'SMS part to India, transactional (SNS)', 'sns/sms'),
  cloudFrontGb: price(0.17, 'GB out to viewers in India, first 10 TB', 'cloudfront'),
  cloudFrontRequests: price(0.012, '10,000 HTTPS requests in India', 'cloudfront'),
  httpApiRequests: price(1.0, 'million HTTP API requests', 'api-gateway'),
  lambdaGbSecondArm: price(0.0000133334, 'GB-second, arm64', 'lambda'),
  lambdaGbSecondX86: price(0.0000166667, 'GB-second, x86 (the canary)', 'lambda'),
  lambdaRequests: price(0.2, 'million Lambda requests', 'lambda'),
  dynamoReadUnits: price(0.1484, 'million on-demand read request units', 'dynamodb'),
  dynamoWriteUnits: price(0.7423, 'million on-demand write request units', 'dynamodb'),
  dynamoStorageGb: price(0.285, 'GB-month of table storage', 'dynamodb'),
  dynamoPitrGb: price(0.228, 'GB-month of continuous backups (PITR)', 'dynamodb'),
  backupWarmGb: price(0.114, 'GB-month of AWS Backup warm storage of DynamoDB', 'backup'),
  backupCopyGb: price(0.086, 'GB of AWS Backup cross-region copy (data transfer)', 'backup'),
  wafAcl: price(5, 'web ACL a month', 'waf'),
  wafRule: price(1, 'rule a month', 'waf'),
  wafRequests: price(0.6, 'million requests', 'waf'),
  alarmMetric: price(0.1, 'metric an alarm reads, standard resolution, a month', 'cloudwatch'),
  compositeAlarm: price(0.5, 'composite alarm a month', 'cloudwatch'),
  dashboard: price(3, 'dashboard a month', 'cloudwatch'),
  customMetric: price(
    0.3,
    'custom metric a month (first 10,000), prorated by the hours it has data',
    'cloudwatch',
  ),
  logsIngestedGb: price(0.5, 'GB of logs ingested', 'cloudwatch'),
  logsStoredGb: price(0.03, 'GB-month of logs stored', 'cloudwatch'),
  canaryRun: price(0.0012, 'canary run (CloudWatch Synthetics)', 'cloudwatch'),
  xrayTraces: price(5, 'million traces recorded', 'xray'),
  secret: price(0.4, 'secret a month', 'secrets-manager'),
  kmsKey: price(1, 'customer managed key a month', 'kms'),
  sesEmails: price(0.1, '1,000 e-mails', 'ses'),
  translateCharacters: price(15, 'million characters (standard real-time)', 'translate'),
} as const satisfies Record<string, Price>;

/** What one monthly active worker (MAW) does in a month, and the other assumptions (section 14 explains each). */
export const ASSUMPTIONS = {
  requestsPerMaw: 80,
  readUnitsPerRequest: 4,
  writeUnitsPerRequest: 0.2,
  functionSeconds: 0.06,
  functionGb: 0.5,
  smsPerMaw: 2.3,
  /** Second parts of status SMS with a Hindi or Telugu title (half of them). */
  extraSmsPartsPerMaw: 1.025,
  cloudFrontMbPerMaw: 1.5,
  /** Requests through CloudFront (and the WAF) per MAW: the API's and the pages' and files'. */
  edgeRequestsPerMaw: 100,
  logKbPerRequest: 1.5,
  /** Logs are kept 400 days: once the first year has filled, about 13 months of them are stored. */
  logMonthsStored: 400 / 30,
  tableKbPerMaw: 50,
  emailsPerMaw: 2,
  /** Each canary run: a few seconds of its Lambda (1,000 MB, x86; the steps are three fetches). */
  canaryRunSeconds: 3,
  canaryRunGb: 1000 / 1024,
  /** API Gateway's detailed metrics per route (Count, 4xx, 5xx, Latency, IntegrationLatency, DataProcessed). */
  metricsPerRoute: 6,
  /** X-Ray's default sampling: the first request each second, then 5%. */
  xrayReservoirPerSecond: 1,
  xrayRate: 0.05,
  translatedCharactersPerPosting: 870,
} as const;

/** The runbook's traffic levels, with what depends on the level beyond the MAW themselves. */
export const TRAFFIC_LEVELS = [
  { label: '1k MAW', maw: 1_000, postings: 30, activeMetricShare: 0.4 },
  { label: '100k MAW', maw: 100_000, postings: 1_000, activeMetricShare: 1 },
  { label: '1M MAW', maw: 1_000_000, postings: 5_000, activeMetricShare: 1 },
] as const;
export type TrafficLevel = (typeof TRAFFIC_LEVELS)[number];

/** What the synthesized templates hold that is billed by the piece. */
export interface TemplateCounts {
  readonly metricAlarms: number;
  /** The metrics the metric alarms read (one each, more for metric math): what CloudWatch bills. */
  readonly alarmMetrics: number;
  readonly compositeAlarms: number;
  readonly routes: number;
  readonly functions: number;
  readonly canaries: number;
  readonly dashboards: number;
  readonly secrets: number;
  readonly kmsKeys: number;
  readonly webAcls: number;
  readonly wafRules: number;
}

interface CfnTemplate {
  readonly Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
}

/** The counts, over every template of the app (nested stacks' included). */
export function countsOf(templates: readonly CfnTemplate[]): TemplateCounts {
  const resources = templates.flatMap((template) => Object.values(template.Resources ?? {}));
  const ofType = (type: string) => resources.filter((resource) => resource.Type === type);
  const alarms = ofType('AWS::CloudWatch::Alarm');
  const metricsRead = (properties: Record<string, unknown> = {}) => {
    const queries = properties.Metrics as { MetricStat?: unknown }[] | undefined;
    return queries ? queries.filter((query) => query.MetricStat).length : 1;
  };
  return {
    metricAlarms: alarms.length,
    alarmMetrics: alarms.reduce((sum, alarm) => sum + metricsRead(alarm.Properties), 0),
    compositeAlarms: ofType('AWS::CloudWatch::CompositeAlarm').length,
    routes: ofType('AWS::ApiGatewayV2::Route').length,
    functions: ofType('AWS::Lambda::Function').length,
    canaries: ofType('AWS::Synthetics::Canary').length,
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    secrets: ofType('AWS::SecretsManager::Secret').length,
    kmsKeys: ofType('AWS::KMS::Key').length,
    webAcls: ofType('AWS::WAFv2::WebACL').length,
    wafRules: ofType('AWS::WAFv2::WebACL').reduce(
      (sum, acl) => sum + ((acl.Properties?.Rules as unknown[] | undefined)?.length ?? 0),
      0,
    ),
  };
}

/** The application's own metric series (Powertools EMF): each name times each value of its dimension. */
export const APP_METRIC_SERIES = Object.values(APP_METRICS)
  .filter((group): group is Extract<typeof group, { names: readonly string[] }> => typeof group === 'object')
  .reduce((sum, group) => sum + group.names.length * group.values.length, 0);

const GB_PER_MB = 1 / 1024;
const GB_PER_KB = 1 / (1024 * 1024);
const PER_MILLION = 1 / 1_000_000;
const SECONDS_PER_MONTH = 30 * 24 * 3600;

/** X-Ray traces recorded in a month of `requests`: the reservoir each second, then the rate of the rest. */
function tracesRecorded(requests: number): number {
  const reservoir = Math.min(requests, ASSUMPTIONS.xrayReservoirPerSecond * SECONDS_PER_MONTH);
  return reservoir + ASSUMPTIONS.xrayRate * (requests - reservoir);
}

export interface CostLine {
  readonly label: string;
  /** USD a month at each of TRAFFIC_LEVELS. */
  readonly usd: readonly number[];
}

/** Every line of the runbook's cost table, in its order. */
export function costLines(counts: TemplateCounts): CostLine[] {
  const a = ASSUMPTIONS;
  const p = Object.fromEntries(Object.entries(PRICES).map(([key, { usd }]) => [key, usd])) as Record<
    keyof typeof PRICES,
    number
  >;
  const tableGb = (maw: number) => maw * a.tableKbPerMaw * GB_PER_KB;
  const requests = (maw: number) => maw * a.requestsPerMaw;
  // AWS Backup keeps each daily and monthly backup whole (DynamoDB's are full copies), and copies each one to
  // the second region's vault (backupCopyVaultArn): stored twice, sent once.
  const backupsKept = BACKUP_RETENTION.dailyDays + Math.round(BACKUP_RETENTION.monthlyDays / 30.4);
  const backupsMadePerMonth = 30 + 1;
  const lines: [string, (level: TrafficLevel) => number][] = [
    ['SMS (SNS to India, one part each)', ({ maw }) => maw * a.smsPerMaw * p.smsPart],
    [
      'Second part of status SMS with a Hindi or Telugu job title (half of them)',
      ({ maw }) => maw * a.extraSmsPartsPerMaw * p.smsPart,
    ],
    [
      'CloudFront (data and HTTPS requests, India)',
      ({ maw }) =>
        maw *
        (a.cloudFrontMbPerMaw * GB_PER_MB * p.cloudFrontGb +
          (a.edgeRequestsPerMaw / 10_000) * p.cloudFrontRequests),
    ],
    ['API Gateway HTTP API', ({ maw }) => requests(maw) * PER_MILLION * p.httpApiRequests],
    [
      'Lambda (arm64, GB-s and requests)',
      ({ maw }) =>
        requests(maw) *
        (a.functionSeconds * a.functionGb * p.lambdaGbSecondArm + PER_MILLION * p.lambdaRequests),
    ],
    [
      'DynamoDB on demand (requests)',
      ({ maw }) =>
        requests(maw) *
        PER_MILLION *
        (a.readUnitsPerRequest * p.dynamoReadUnits + a.writeUnitsPerRequest * p.dynamoWriteUnits),
    ],
    ['DynamoDB storage with PITR', ({ maw }) => tableGb(maw) * (p.dynamoStorageGb + p.dynamoPitrGb)],
    [
      `AWS Backup (${backupsKept} backups kept, each copied to a second region)`,
      ({ maw }) => tableGb(maw) * (2 * backupsKept * p.backupWarmGb + backupsMadePerMonth * p.backupCopyGb),
    ],
    [
      'WAF (web ACL, rules and requests)',
      ({ maw }) =>
        counts.webAcls * p.wafAcl +
        counts.wafRules * p.wafRule +
        (counts.webAcls > 0 ? maw * a.edgeRequestsPerMaw * PER_MILLION * p.wafRequests : 0),
    ],
    [
      'CloudWatch alarms and dashboard',
      () =>
        counts.alarmMetrics * p.alarmMetric +
        counts.compositeAlarms * p.compositeAlarm +
        counts.dashboards * p.dashboard,
    ],
    [
      'CloudWatch Logs ingested',
      ({ maw }) => requests(maw) * a.logKbPerRequest * GB_PER_KB * p.logsIngestedGb,
    ],
    [
      'Logs kept 400 days (CloudWatch storage)',
      ({ maw }) => requests(maw) * a.logKbPerRequest * GB_PER_KB * a.logMonthsStored * p.logsStoredGb,
    ],
    [
      'Detailed route metrics',
      ({ activeMetricShare }) => counts.routes * a.metricsPerRoute * p.customMetric * activeMetricShare,
    ],
    [
      'Application metrics (SMS, e-mail, log-ins, WhatsApp, caps)',
      ({ activeMetricShare }) => APP_METRIC_SERIES * p.customMetric * activeMetricShare,
    ],
    [
      'CloudWatch Synthetics (the site canary)',
      () =>
        counts.canaries *
        CANARY_RUNS_PER_MONTH *
        (p.canaryRun + a.canaryRunSeconds * a.canaryRunGb * p.lambdaGbSecondX86),
    ],
    [
      'X-Ray traces (default sampling)',
      ({ maw }) => tracesRecorded(requests(maw)) * PER_MILLION * p.xrayTraces,
    ],
    ['Secrets Manager, KMS', () => counts.secrets * p.secret + counts.kmsKeys * p.kmsKey],
    ['SES e-mails', ({ maw }) => (maw * a.emailsPerMaw * p.sesEmails) / 1000],
    [
      'Amazon Translate drafts of posted jobs (30 / 1,000 / 5,000 postings)',
      ({ postings }) => postings * a.translatedCharactersPerPosting * PER_MILLION * p.translateCharacters,
    ],
  ];
  return lines.map(([label, cost]) => ({ label, usd: TRAFFIC_LEVELS.map(cost) }));
}

/** Dollars as the table shows them: cents below 1, whole dollars (with thousands separators) from 1. */
export function dollars(usd: number): string {
  return usd < 1 ? usd.toFixed(2) : Math.round(usd).toLocaleString('en-US');
}

/** The runbook's cost table (markdown), the total last. */
export function costTable(counts: TemplateCounts): string {
  const lines = costLines(counts);
  const totals = TRAFFIC_LEVELS.map((_, index) =>
    lines.reduce((sum, line) => sum + (line.usd[index] ?? 0), 0),
  );
  return [
    `| | ${TRAFFIC_LEVELS.map(({ label }) => label).join(' | ')} |`,
    `|---|${TRAFFIC_LEVELS.map(() => '---:').join('|')}|`,
    ...lines.map(({ label, usd }) => `| ${label} | ${usd.map(dollars).join(' | ')} |`),
    `| **total** | ${totals.map((total) => `**about ${dollars(total)}**`).join(' | ')} |`,
  ].join('\n');
}

/** The runbook's table of what the templates hold (markdown). */
export function countsTable(counts: TemplateCounts): string {
  const rows: [string, number][] = [
    ['metric alarms (`AWS::CloudWatch::Alarm`)', counts.metricAlarms],
    ['metrics those alarms read (billed each)', counts.alarmMetrics],
    ['composite alarms', counts.compositeAlarms],
    ['HTTP API routes', counts.routes],
    ['Lambda functions (endpoints, jobs, job pages, custom resources)', counts.functions],
    ['Synthetics canaries', counts.canaries],
    ['dashboards', counts.dashboards],
    ['Secrets Manager secrets', counts.secrets],
    ['KMS keys', counts.kmsKeys],
    ['WAF rules', counts.wafRules],
  ];
  return [
    '| in the templates | count |',
    '|---|---:|',
    ...rows.map(([what, n]) => `| ${what} | ${n} |`),
  ].join('\n');
}
