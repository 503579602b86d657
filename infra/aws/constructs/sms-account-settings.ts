/**
 * The account's SNS SMS settings in the stack's region, applied at every deploy by a custom resource of our own
 * (functions/deploy/sms-account-settings.ts behind the CDK Provider framework): transactional delivery (OTPs
 * must not be dropped as promotional), the default sender id, and the monthly spend limit the stage asks for.
 *
 * A new account may spend USD 1 a month until a support case raises its quota, and SNS refuses a limit above
 * it. The first deploy must not roll back on that: the resource keeps what the account allows and answers
 * what applies, which the stack prints as the output `SmsSpendLimit`. Once AWS raises the quota, the next deploy
 * must ask again although no setting changed: the resource carries the synthesis time (`SynthesizedAt`), so
 * CloudFormation sends it an update on every deploy. No other stack imports its answer: an export in use cannot
 * change, and the answer changes with the limit (the dashboard shows spendLimitDashboardNote instead).
 * Deleting the stack leaves the settings as they are: they belong to the account, not to the stack. They and
 * the two delivery-status log groups are one per account and region: only the stage that owns the account's
 * settings (`accountSettings`, config.ts) creates this construct.
 */
import { join } from 'node:path';
import { CustomResource, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction, Runtime, RuntimeManagementMode } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { AccountSettings, SmsSettings } from '../config';
import { repoRoot } from '../paths';
import { LOG_RETENTION } from '../retention';
import { functionBundling } from './api-function';

export const SMS_SETTINGS_ENTRY = join(repoRoot, 'functions', 'deploy', 'sms-account-settings.ts');

/**
 * Percent of delivered SMS whose delivery SNS logs (every failure is logged): enough to see the route work,
 * without a log line with a phone number for every worker's every code (docs/privacy.md).
 */
export const DELIVERY_SUCCESS_SAMPLING_PERCENT = 10;

/** What the resource is asked to apply (its properties; the handler reads the same names). */
export function smsSettingsProperties(
  sms: SmsSettings,
  deliveryStatusRoleArn: string,
): Record<string, string> {
  return {
    MonthlySpendLimitUsd: String(sms.monthlySpendLimitUsd),
    SenderId: sms.senderId,
    DeliveryStatusRoleArn: deliveryStatusRoleArn,
    SuccessSamplingPercent: String(DELIVERY_SUCCESS_SAMPLING_PERCENT),
  };
}

/**
 * What the dashboard says of the spend limit: only values known at synth, so that changing the limit changes no
 * value another stack imports. What applies after a deploy is the api stack's output `SmsSpendLimit`.
 */
export function spendLimitDashboardNote(
  sms: SmsSettings,
  accountSettings: AccountSettings,
  apiStackName: string,
): string {
  return accountSettings === 'own'
    ? `USD ${sms.monthlySpendLimitUsd} a month asked for (smsMonthlySpendLimit); what applies after each deploy, and whether the account's quota holds it back, is the output SmsSpendLimit of ${apiStackName} (docs/operations.md, section 5).`
    : `set by the stage of this account whose accountSettings is "own" (its api stack's output SmsSpendLimit); this stage's alarm and status SMS share count on USD ${sms.monthlySpendLimitUsd} a month.`;
}

/** The log groups SNS writes SMS delivery status to, in the region (its names; SNS creates none itself here). */
export function deliveryStatusLogGroupNames(region: string, account: string): string[] {
  const base = `sns/${region}/${account}/DirectPublishToPhoneNumber`;
  return [base, `${base}/Failure`];
}

/** The SNS account-level calls the handler makes: they have no resource to scope them to. */
export const SMS_SETTINGS_ACTIONS = ['sns:SetSMSAttributes', 'sns:GetSMSAttributes'] as const;

export class SmsAccountSettings extends Construct {
  readonly resource: CustomResource;
  readonly lambda: NodejsFunction;
  /** The spend limit that applies after the deploy, and what to do about the rest: a deploy-time string. */
  readonly note: string;

  /** SNS's role for writing delivery-status logs into the two log groups below, and nothing else. */
  readonly deliveryStatusRole: Role;
  /** Where SNS logs each SMS a carrier did not deliver (the stage's delivery counter subscribes to it). */
  readonly failedLogs: LogGroup;

  constructor(scope: Construct, id: string, sms: SmsSettings) {
    super(scope, id);
    const stack = Stack.of(this);
    this.deliveryStatusRole = new Role(this, 'DeliveryStatusRole', {
      assumedBy: new ServicePrincipal('sns.amazonaws.com'),
      description: 'SNS writes SMS delivery status (every failure, a sample of successes) to CloudWatch Logs',
    });
    let failedLogs: LogGroup | undefined;
    // Created here, so that they are kept as long as every log (retention.ts; they hold phone numbers) and the role needs no wildcard.
    deliveryStatusLogGroupNames(stack.region, stack.account).forEach((logGroupName, index) => {
      const deliveryLogs = new LogGroup(this, index === 0 ? 'DeliveredLogs' : 'FailedLogs', {
        logGroupName,
        retention: LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      if (index === 1) failedLogs = deliveryLogs;
      deliveryLogs.grant(
        this.deliveryStatusRole,
        'logs:CreateLogGroup',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'logs:PutMetricFilter',
        'logs:PutRetentionPolicy',
      );
    });
    this.failedLogs = failedLogs as LogGroup;
    const logGroup = new LogGroup(this, 'Logs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.lambda = new NodejsFunction(this, 'Function', {
      entry: SMS_SETTINGS_ENTRY,
      handler: 'handler',
      description:
        "Deploy time: applies the account's SNS SMS settings (spend limit up to the quota, type, sender id, delivery logs)",
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.minutes(1),
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      logGroup,
      ...functionBundling,
    });
    this.lambda.addToRolePolicy(
      new PolicyStatement({ actions: [...SMS_SETTINGS_ACTIONS], resources: ['*'] }),
    );
    // SetSMSAttributes with DeliveryStatusIAMRole hands SNS the role: the caller must be allowed to pass it.
    this.deliveryStatusRole.grantPassRole(this.lambda.grantPrincipal);
    const provider = new Provider(this, 'Provider', {
      onEventHandler: this.lambda,
      logGroup: new LogGroup(this, 'ProviderLogs', {
        retention: LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    this.resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::SmsAccountSettings',
      properties: {
        ...smsSettingsProperties(sms, this.deliveryStatusRole.roleArn),
        // New at every synthesis, so every deploy applies the settings again (the handler does not read it).
        SynthesizedAt: new Date().toISOString(),
      },
    });
    this.note = this.resource.getAttString('Note');
    this.acknowledge(provider);
  }

  private acknowledge(provider: Provider): void {
    Validations.of(this.lambda).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'A deploy-time function writing its own log group; it serves no user request.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'sns:SetSMSAttributes and sns:GetSMSAttributes are account settings with no resource to scope them to.',
      },
    );
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's Provider framework function logs with the AWS managed basic execution policy; it runs only while deploying.",
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).resolve((this.lambda.node.defaultChild as CfnFunction).logicalId)}.Arn>:*]`,
        reason:
          "CDK's Provider framework invokes the handler's versions (ARN:*); it runs only while deploying.",
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          "The runtime of CDK's Provider framework function is chosen by aws-cdk-lib; it runs only while deploying.",
      },
    );
  }
}
