import { Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { tableDefinition } from '#lib/db/table';
import { type EndpointContract, routePath } from '#shared/api/index';
import type { SmsSettings } from '../config';
import { ApiFunction } from '../constructs/api-function';
import type { DataExports } from './data-stack';

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

/** The HTTP API and one function per implemented endpoint, each on the route its contract declares. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: readonly ApiFunction[];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    const table = Table.fromTableAttributes(this, 'Table', {
      tableArn: Fn.importValue(props.data.tableArn),
      globalIndexes: tableDefinition.indexes.map((index) => index.name),
    });
    const uploadsBucket = Bucket.fromBucketAttributes(this, 'Uploads', {
      bucketArn: Fn.importValue(props.data.uploadsBucketArn),
      bucketName: Fn.importValue(props.data.uploadsBucketName),
    });
    const sessionSecret = Secret.fromSecretCompleteArn(
      this,
      'SessionSecret',
      Fn.importValue(props.data.sessionSecretArn),
    );
    const originSecret = Secret.fromSecretCompleteArn(
      this,
      'OriginSecret',
      Fn.importValue(props.data.originSecretArn),
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
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    this.functions = props.endpoints.map(({ contract, entry }) => {
      const apiFunction = new ApiFunction(this, contract.name, {
        contract,
        entry,
        functionName: `${props.namePrefix}-${contract.name}`,
        table,
        sessionSecret,
        uploadsBucket,
        sesFromAddress: props.sesFromAddress,
        siteUrl: props.siteUrl,
        googleClientId: props.googleClientId,
        sms: props.sms,
        originSecret,
      });
      this.httpApi.addRoutes({
        path: routePath(contract),
        methods: [HttpMethod[contract.method]],
        integration: new HttpLambdaIntegration(`${contract.name}Integration`, apiFunction.lambda),
      });
      return apiFunction;
    });
  }
}
