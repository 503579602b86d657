import { RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type EndpointContract, routePath } from '../../../shared/api';
import { ApiFunction } from '../constructs/api-function';

export interface ApiStackProps extends StackProps {
  /** The endpoints to deploy, each with its handler module. */
  readonly endpoints: readonly { readonly contract: EndpointContract; readonly entry: string }[];
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly sessionSecret: ISecret;
  readonly sesFromAddress: string;
  readonly googleClientId: string;
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

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Earnlearn /api, reached through CloudFront on the same origin as the site',
      // The default stage is declared below, with throttling and access logs.
      createDefaultStage: false,
    });
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Each function authenticates its caller itself (session token and role check in the shared middy stack), and public endpoints (sign-in, job list) must stay open.',
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
        table: props.table,
        sessionSecret: props.sessionSecret,
        uploadsBucket: props.uploadsBucket,
        sesFromAddress: props.sesFromAddress,
        googleClientId: props.googleClientId,
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
