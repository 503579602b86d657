import { CfnOutput, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
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
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { tableDefinition } from '#lib/db/table';
import { type Area, type EndpointContract, routePath } from '#shared/api/index';
import type { DeploymentStyle, SmsSettings } from '../config';
import type { ApiFunction } from '../constructs/api-function';
import { HeldAccountsSweep } from '../constructs/held-accounts-sweep';
import { InterviewReminders } from '../constructs/interview-reminders';
import { JobDigests } from '../constructs/job-digests';
import { RetentionJob } from '../constructs/retention-job';
import { SmsAccountSettings } from '../constructs/sms-account-settings';
import { LOG_RETENTION } from '../retention';
import { DEFAULT_THROTTLE, THROTTLES, throttledClassOf } from '../throttles';
import { ApiAreaStack } from './api-area-stack';
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
  /** Amazon Translate drafts job texts (the stage's `jobTranslation`); on unless given. */
  readonly jobTranslation?: boolean;
  /** The WhatsApp number's id (the stage's `whatsappPhoneNumberId`, issue 24); none: WhatsApp is not offered. */
  readonly whatsappPhoneNumberId?: string;
}

/** The areas of the API, one nested stack of functions each (the contract's `area`). */
export const API_AREAS: readonly Area[] = ['worker', 'admin', 'internal'];

/** The nested stack's construct id of an area: `WorkerFunctions`. */
export function areaStackId(area: Area): string {
  return `${area[0]?.toUpperCase()}${area.slice(1)}Functions`;
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
 * the `live` alias of its function; the functions are in one nested stack per area (api-area-stack.ts, decision
 * 118), where CodeDeploy shifts each alias gradually. Here too: the hourly sweep of held accounts
 * (held-accounts-sweep.ts) and the account's SMS settings (sms-account-settings.ts).
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: readonly ApiFunction[];
  /** The nested stacks of functions, one per area that has endpoints. */
  readonly areas: readonly ApiAreaStack[];
  /** The hourly sweep of held accounts: a function of its own, run by a schedule, not by a route. */
  readonly heldAccountsSweep: HeldAccountsSweep;
  /** The day-before interview reminders (issue 23). */
  readonly interviewReminders: InterviewReminders;
  readonly jobDigests: JobDigests;
  /** The daily retention job (issue 21): accounts unused for 3 years are told, then erased. */
  readonly retentionJob: RetentionJob;
  /** The account's SMS settings; none when no endpoint sends SMS. */
  readonly smsSettings?: SmsAccountSettings;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    const table = Table.fromTableAttributes(this, 'Table', {
      tableArn: Fn.importValue(props.data.tableArn),
      globalIndexes: tableDefinition.indexes.map((index) => index.name),
    });
    // The retention job's (the endpoints' own are in their area stacks).
    const uploadsBucket = Bucket.fromBucketAttributes(this, 'Uploads', {
      bucketArn: Fn.importValue(props.data.uploadsBucketArn),
      bucketName: Fn.importValue(props.data.uploadsBucketName),
    });
    const sessionSecret = Secret.fromSecretCompleteArn(
      this,
      'SessionSecret',
      Fn.importValue(props.data.sessionSecretArn),
    );

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
      removalPolicy: RemovalPolicy.RETAIN,
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
    this.areas = API_AREAS.flatMap((area) => {
      const endpoints = props.endpoints.filter(({ contract }) => contract.area === area);
      if (endpoints.length === 0) return [];
      return [
        new ApiAreaStack(this, areaStackId(area), {
          area,
          endpoints,
          namePrefix: props.namePrefix,
          data: props.data,
          sesFromAddress: props.sesFromAddress,
          siteUrl: props.siteUrl,
          googleClientId: props.googleClientId,
          sms: props.sms,
          jobTranslation: props.jobTranslation ?? true,
          ...(props.whatsappPhoneNumberId ? { whatsappPhoneNumberId: props.whatsappPhoneNumberId } : {}),
          deployment: props.deployment ?? 'canary',
          apiAlarms,
        }),
      ];
    });
    const deployed = this.areas.flatMap((area) => area.functions);
    const unplaced = props.endpoints.filter(({ contract }) => !API_AREAS.includes(contract.area));
    if (unplaced.length > 0) {
      throw new Error(
        `No area stack for ${unplaced.map(({ contract }) => `${contract.name} (${contract.area})`).join(', ')}: add the area to API_AREAS`,
      );
    }
    for (const { fn, deploy } of deployed) {
      const { contract } = fn;
      const [route] = this.httpApi.addRoutes({
        path: routePath(contract),
        methods: [HttpMethod[contract.method]],
        // The alias, not the function: the permission API Gateway invokes with is on the alias too.
        integration: new HttpLambdaIntegration(`${contract.name}Integration`, deploy.alias),
      });
      if (route) routes.push({ contract, route });
    }
    this.functions = deployed.map(({ fn }) => fn);
    this.throttleRoutes(routes);

    this.heldAccountsSweep = new HeldAccountsSweep(this, 'HeldAccountsSweep', {
      functionName: `${props.namePrefix}-expireHeldAccounts`,
      table,
      sessionSecret,
    });

    this.interviewReminders = new InterviewReminders(this, 'InterviewReminders', {
      functionName: `${props.namePrefix}-sendInterviewReminders`,
      table,
      sessionSecret,
      sms: props.sms,
      ...(props.siteUrl ? { siteUrl: props.siteUrl } : {}),
    });

    this.jobDigests = new JobDigests(this, 'JobDigests', {
      functionName: `${props.namePrefix}-sendJobDigests`,
      table,
      sessionSecret,
      sms: props.sms,
      sesFromAddress: props.sesFromAddress,
      ...(props.siteUrl ? { siteUrl: props.siteUrl } : {}),
      ...(props.whatsappPhoneNumberId ? { whatsappPhoneNumberId: props.whatsappPhoneNumberId } : {}),
    });

    this.retentionJob = new RetentionJob(this, 'RetentionJob', {
      functionName: `${props.namePrefix}-runRetention`,
      table,
      sessionSecret,
      uploadsBucket,
      sesFromAddress: props.sesFromAddress,
      sms: props.sms,
    });

    if (props.endpoints.some(({ contract }) => contract.uses.sms)) {
      this.smsSettings = new SmsAccountSettings(this, 'SmsAccountSettings', props.sms);
      new CfnOutput(this, 'SmsSpendLimit', {
        description:
          "The SNS monthly SMS spend limit that applies, and whether the stage's asks for more than the quota",
        value: this.smsSettings.note,
      });
    }
  }

  /**
   * Route settings for the routes of a throttled class. A route's settings replace the stage default for that
   * route, so each repeats detailed metrics; the stage waits for the routes, which must exist when it is set.
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
