import { CfnOutput, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  type HttpRoute,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, LogGroup, SubscriptionFilter } from 'aws-cdk-lib/aws-logs';
import { LambdaDestination } from 'aws-cdk-lib/aws-logs-destinations';
import type { Construct } from 'constructs';
import { type EndpointContract, routePath } from '#shared/api/index';
import type { AccountSettings, DeploymentStyle, GstinRegistrySettings, SmsSettings } from '../config';
import type { ApiFunction } from '../constructs/api-function';
import { ScheduledFunction } from '../constructs/scheduled-function';
import { deliveryStatusLogGroupNames, SmsAccountSettings } from '../constructs/sms-account-settings';
import { functionStacks } from '../function-stacks';
import { LOG_RETENTION } from '../retention';
import { routeStacks } from '../route-stacks';
import { breachNotices, SCHEDULED_JOBS, type ScheduledJobName, smsDeliveries } from '../scheduled-jobs';
import { DEFAULT_THROTTLE, THROTTLES, throttledClassOf } from '../throttles';
import { ApiAreaStack } from './api-area-stack';
import { ApiRouteStack } from './api-route-stack';
import { importData } from './data-imports';
import type { DataExports } from './data-stack';
import { API_5XX_ALARM, alarmName } from './observability/alarms';

export interface ApiEndpoint {
  readonly contract: EndpointContract;
  /** The handler module. */
  readonly entry: string;
}

export interface ApiStackProps extends StackProps {
  /** Function names start with it (`earnlearn-prod-getAllJobs`), so alarms can name them without exports. */
  readonly namePrefix: string;
  readonly endpoints: readonly ApiEndpoint[];
  readonly data: DataExports;
  readonly sesFromAddress: string;
  /** The site's origin, for links in e-mails; none until known. */
  readonly siteUrl?: string;
  readonly googleClientId: string;
  readonly sms: SmsSettings;
  /** How CodeDeploy shifts each function's live alias (the stage's `deployment`); `canary` unless given. */
  readonly deployment?: DeploymentStyle;
  /** Whether alarms roll a deployment back (the stage's `deploymentAlarms`); on unless given. */
  readonly deploymentAlarms?: boolean;
  /** Amazon Translate drafts job texts (the stage's `jobTranslation`); on unless given. */
  readonly jobTranslation?: boolean;
  /** Verified employers' clean postings go live at once (the stage's `employerAutoPublish`); on unless given. */
  readonly employerAutoPublish?: boolean;
  /** The WhatsApp number's id (the stage's `whatsappPhoneNumberId`); none: WhatsApp is not offered. */
  readonly whatsappPhoneNumberId?: string;
  /** The GST registry provider (the stage's `gstinRegistryUrl` and key); none: lookups are off. */
  readonly gstinRegistry?: GstinRegistrySettings;
  /**
   * `shared`: the account's SMS settings and their delivery-status log groups are another stage's, so this
   * stack creates neither (its functions still send with their own sender id and DLT ids); `own` unless given.
   */
  readonly accountSettings?: AccountSettings;
}

/** One field per `$context` variable: JSON lines that CloudWatch Logs Insights can query. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    responseLength: '$context.responseLength',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

/** `POST /api/adminLogin`: how a route is named in the stage's route settings and its access log. */
export function routeKeyOf(contract: EndpointContract): string {
  return `${contract.method} ${routePath(contract)}`;
}

/**
 * The HTTP API and one route per endpoint, with per-route throttles and metrics (throttles.ts), each invoking
 * the `live` alias of its function; the routes it was first deployed with are here, the others in nested route
 * stacks (route-stacks.ts, decision 500); the functions are in nested stacks by area (function-stacks.ts,
 * api-area-stack.ts, decision 118), where CodeDeploy shifts each alias gradually. Here too: the jobs run on a schedule
 * (scheduled-jobs.ts) and the account's SMS settings (sms-account-settings.ts).
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: readonly ApiFunction[];
  /** The nested stacks of functions: an area's endpoints in one or more (function-stacks.ts). */
  readonly areas: readonly ApiAreaStack[];
  /** The nested stacks of the routes the api stack has no room for (route-stacks.ts). */
  readonly routeStacks: readonly ApiRouteStack[];
  /** The jobs run on a schedule (scheduled-jobs.ts), each a function of its own, run by no route. */
  readonly scheduledJobs: Readonly<Record<ScheduledJobName, ScheduledFunction>>;
  /** The operator's sender of breach notices (scheduled-jobs.ts `breachNotices`): no schedule. */
  readonly breachNotices: ScheduledFunction;
  /** The account's SMS settings; none when no endpoint sends SMS, or another stage owns them. */
  readonly smsSettings?: SmsAccountSettings;
  /**
   * The counter of this stage's SMS that carriers did not deliver (scheduled-jobs.ts `smsDeliveries`), subscribed
   * to the account's delivery failure log; none when no endpoint sends SMS.
   */
  readonly smsDeliveries?: ScheduledFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    // The scheduled jobs' (the endpoints' own are in their area stacks).
    const { table, uploadsBucket, sessionSecret } = importData(this, props.data);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Earnlearn /api, reached through CloudFront on the same origin as the site',
      // The default stage is declared below, with throttling and access logs.
      createDefaultStage: false,
    });
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Each function authenticates its caller itself (session token and role check in the shared middy stack); public endpoints such as sign-in and the job list must stay open.',
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      logGroupName: `/aws/apigateway/${props.namePrefix}-access`,
      retention: LOG_RETENTION,
      // Kept with the stack's delete, not with a rolled-back first create: a retry would find the name taken.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: DEFAULT_THROTTLE,
      // Count, latency, 4xx and 5xx of every route (ApiId, Stage and the route), for the dashboard.
      detailedMetricsEnabled: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    // The API's 5xx rate (observability stack) rolls back every function's deployment too. By name: the
    // observability stack already depends on this one, so a reference would be a cycle; it exists once the first
    // deploy is done, before any deploy shifts an alias (the first creates them).
    const apiAlarms = (scope: Construct) => [
      Alarm.fromAlarmName(scope, 'Api5xxRate', alarmName(props.namePrefix, API_5XX_ALARM)),
    ];
    const routes: { contract: EndpointContract; route: HttpRoute }[] = [];
    this.areas = functionStacks(props.endpoints).map(
      (stack) =>
        new ApiAreaStack(this, stack.id, {
          area: stack.area,
          number: stack.number,
          endpoints: stack.endpoints,
          namePrefix: props.namePrefix,
          data: props.data,
          sesFromAddress: props.sesFromAddress,
          siteUrl: props.siteUrl,
          googleClientId: props.googleClientId,
          sms: props.sms,
          jobTranslation: props.jobTranslation ?? true,
          employerAutoPublish: props.employerAutoPublish ?? true,
          ...(props.whatsappPhoneNumberId ? { whatsappPhoneNumberId: props.whatsappPhoneNumberId } : {}),
          ...(props.gstinRegistry ? { gstinRegistry: props.gstinRegistry } : {}),
          deployment: props.deployment ?? 'canary',
          deploymentAlarms: props.deploymentAlarms ?? true,
          apiAlarms,
        }),
    );
    const deployed = this.areas.flatMap((area) => area.functions);
    // The routes the api stack was deployed with stay here; every other is in a nested route stack
    // (route-stacks.ts), so new endpoints add nothing to this stack.
    const placed = routeStacks(deployed.map((d) => ({ ...d, contract: d.fn.contract })));
    for (const { fn, deploy } of placed.parent) {
      const { contract } = fn;
      const [route] = this.httpApi.addRoutes({
        path: routePath(contract),
        methods: [HttpMethod[contract.method]],
        // The alias, not the function: the permission API Gateway invokes with is on the alias too.
        integration: new HttpLambdaIntegration(`${contract.name}Integration`, deploy.alias),
      });
      if (route) routes.push({ contract, route });
    }
    this.routeStacks = placed.stacks.map(
      (stack) => new ApiRouteStack(this, stack.id, { httpApi: this.httpApi, functions: stack.endpoints }),
    );
    for (const stack of this.routeStacks) {
      for (const { fn, route } of stack.routes) routes.push({ contract: fn.contract, route });
      // The stage's settings may name any of its routes: it is set once the whole route stack is.
      this.stage.node.addDependency(stack);
    }
    this.functions = deployed.map(({ fn }) => fn);
    this.throttleRoutes(routes);

    const jobSettings = {
      table,
      sessionSecret,
      uploadsBucket,
      sms: props.sms,
      sesFromAddress: props.sesFromAddress,
      ...(props.siteUrl ? { siteUrl: props.siteUrl } : {}),
      ...(props.whatsappPhoneNumberId ? { whatsappPhoneNumberId: props.whatsappPhoneNumberId } : {}),
    };
    const jobs = Object.entries(SCHEDULED_JOBS).map(([name, job]) => {
      const scheduled = new ScheduledFunction(this, job.id, {
        functionName: `${props.namePrefix}-${job.name}`,
        entry: job.entry,
        table,
        sessionSecret,
        tableActions: job.tableActions,
        ...(job.tableIndexes ? { tableIndexes: job.tableIndexes } : {}),
        ...job.props(jobSettings),
      });
      return [name, scheduled] as const;
    });
    this.scheduledJobs = Object.fromEntries(jobs) as Record<ScheduledJobName, ScheduledFunction>;
    this.breachNotices = new ScheduledFunction(this, breachNotices.id, {
      functionName: `${props.namePrefix}-${breachNotices.name}`,
      entry: breachNotices.entry,
      table,
      sessionSecret,
      tableActions: breachNotices.tableActions,
      ...breachNotices.props(jobSettings),
    });

    if (props.accountSettings !== 'shared' && props.endpoints.some(({ contract }) => contract.uses.sms)) {
      this.smsSettings = new SmsAccountSettings(this, 'SmsAccountSettings', props.sms);
      new CfnOutput(this, 'SmsSpendLimit', {
        description:
          "The SNS monthly SMS spend limit that applies, and whether the stage's asks for more than the quota",
        value: this.smsSettings.note,
      });
    }

    if (props.endpoints.some(({ contract }) => contract.uses.sms)) {
      this.smsDeliveries = new ScheduledFunction(this, smsDeliveries.id, {
        functionName: `${props.namePrefix}-${smsDeliveries.name}`,
        entry: smsDeliveries.entry,
        table,
        sessionSecret,
        tableActions: smsDeliveries.tableActions,
        ...smsDeliveries.props(jobSettings),
      });
      // The account's log group: this stack's when it owns the SMS settings, else the owning stage's, by name
      // (that stage deploys first). Each stage adds its own filter; CloudWatch Logs allows two to a log group.
      const failures =
        this.smsSettings?.failedLogs ??
        LogGroup.fromLogGroupName(
          this,
          'SmsFailedLogs',
          deliveryStatusLogGroupNames(this.region, this.account)[1] as string,
        );
      new SubscriptionFilter(this, 'SmsFailuresSubscription', {
        logGroup: failures,
        destination: new LambdaDestination(this.smsDeliveries.lambda),
        filterPattern: FilterPattern.allEvents(),
      });
    }
  }

  /**
   * Route settings for the routes of a throttled class. A route's settings replace the stage default for that
   * route, so each repeats detailed metrics; the stage waits for the routes, which must exist when it is set
   * (for a route in a route stack, CloudFormation waits for that whole nested stack).
   */
  private throttleRoutes(routes: readonly { contract: EndpointContract; route: HttpRoute }[]): void {
    const stage = this.stage.node.defaultChild as CfnStage;
    const settings: Record<string, unknown> = {};
    for (const { contract, route } of routes) {
      const throttledClass = throttledClassOf(contract);
      if (throttledClass === undefined) continue;
      const { rateLimit, burstLimit } = THROTTLES[throttledClass];
      settings[routeKeyOf(contract)] = {
        ThrottlingRateLimit: rateLimit,
        ThrottlingBurstLimit: burstLimit,
        DetailedMetricsEnabled: true,
      };
      stage.node.addDependency(route);
    }
    if (Object.keys(settings).length > 0) stage.routeSettings = settings;
  }
}
