/**
 * What a stage's templates hold that is unique in its AWS account and region: the names resources are known
 * by (two of one name: the second fails to create), export names, and the account's own settings, which have
 * no name but are one per account. Read from CloudFormation templates as JSON.
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { EarnlearnStacks } from '#infra/aws/build';

export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export interface CfnTemplate {
  readonly Resources?: Record<string, CfnResource>;
  readonly Outputs?: Record<
    string,
    { readonly Value: unknown; readonly Export?: { readonly Name: unknown } }
  >;
}

/**
 * Where each resource type holds the name it has in the account and region (the path into its properties).
 * Types named only within a parent (a deployment group in its application, a metric filter in its log group)
 * or whose names may repeat (an HTTP API's) are not here.
 */
export const NAME_PROPERTY: Readonly<Record<string, readonly string[]>> = {
  'AWS::Backup::BackupPlan': ['BackupPlan', 'BackupPlanName'],
  'AWS::Backup::BackupVault': ['BackupVaultName'],
  'AWS::Budgets::Budget': ['Budget', 'BudgetName'],
  'AWS::CloudFront::CachePolicy': ['CachePolicyConfig', 'Name'],
  'AWS::CloudFront::Function': ['Name'],
  'AWS::CloudFront::KeyValueStore': ['Name'],
  'AWS::CloudFront::OriginAccessControl': ['OriginAccessControlConfig', 'Name'],
  'AWS::CloudFront::OriginRequestPolicy': ['OriginRequestPolicyConfig', 'Name'],
  'AWS::CloudFront::ResponseHeadersPolicy': ['ResponseHeadersPolicyConfig', 'Name'],
  'AWS::CloudWatch::Alarm': ['AlarmName'],
  'AWS::CloudWatch::CompositeAlarm': ['AlarmName'],
  'AWS::CloudWatch::Dashboard': ['DashboardName'],
  'AWS::CodeDeploy::Application': ['ApplicationName'],
  'AWS::DynamoDB::Table': ['TableName'],
  'AWS::Events::Rule': ['Name'],
  'AWS::IAM::ManagedPolicy': ['ManagedPolicyName'],
  'AWS::IAM::OIDCProvider': ['Url'],
  'AWS::IAM::Role': ['RoleName'],
  'AWS::KMS::Alias': ['AliasName'],
  'AWS::Lambda::Function': ['FunctionName'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::Scheduler::Schedule': ['Name'],
  'AWS::SES::ConfigurationSet': ['Name'],
  'AWS::SES::EmailIdentity': ['EmailIdentity'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::SNS::Topic': ['TopicName'],
  'AWS::SQS::Queue': ['QueueName'],
  'AWS::SSM::Parameter': ['Name'],
  'AWS::Synthetics::Canary': ['Name'],
  'AWS::WAFv2::IPSet': ['Name'],
  'AWS::WAFv2::WebACL': ['Name'],
};

/** Settings of the whole account, each one resource with no name of its own: at most one stage may hold it. */
export const ACCOUNT_WIDE_TYPES: readonly string[] = [
  // SNS's SMS settings: spend limit, default sender id, delivery-status role.
  'Custom::SmsAccountSettings',
  // A cost budget of the whole account (observability-stack.ts).
  'AWS::Budgets::Budget',
  // The account's trail (data-stack.ts): a second one would record every event again, and bill for it.
  'AWS::CloudTrail::Trail',
];

/** The logical ids a value refers to (Ref and Fn::GetAtt), pseudo parameters (AWS::Region) left out. */
export function referencedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedIds);
  if (value === null || typeof value !== 'object') return [];
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.flatMap(([key, inner]) => {
    if (key === 'Ref' && typeof inner === 'string') return inner.startsWith('AWS::') ? [] : [inner];
    if (key === 'Fn::GetAtt' && Array.isArray(inner) && typeof inner[0] === 'string') return [inner[0]];
    return referencedIds(inner);
  });
}

/**
 * The name a resource has in the account, as text (a name joined from the region and account reads the same
 * for any stage of that account); none when CloudFormation generates it or it is another resource's.
 */
export function physicalName(resource: CfnResource): string | undefined {
  const path = NAME_PROPERTY[resource.Type];
  if (!path) return undefined;
  let value: unknown = resource.Properties;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  if (value === undefined || referencedIds(value).length > 0) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every stack's template of a built app, nested stacks (the api's areas) included, by construct path. */
export function templatesOf(stacks: EarnlearnStacks): Record<string, CfnTemplate> {
  const all: Stack[] = [...Object.values(stacks).filter((stack) => stack !== undefined), ...stacks.api.areas];
  return Object.fromEntries(
    all.map((stack) => [stack.node.path, Template.fromStack(stack).toJSON() as CfnTemplate]),
  );
}

/**
 * What a stage holds that is one per account and region: `name <type> <name>` for each named resource,
 * `export <name>` for each export, `account <type>` for each account-wide setting.
 */
export function accountUniques(templates: Record<string, CfnTemplate>): string[] {
  return Object.values(templates).flatMap((template) => [
    ...Object.values(template.Resources ?? {}).flatMap((resource) => {
      const name = physicalName(resource);
      return [
        ...(name !== undefined ? [`name ${resource.Type} ${name}`] : []),
        ...(ACCOUNT_WIDE_TYPES.includes(resource.Type) ? [`account ${resource.Type}`] : []),
      ];
    }),
    ...Object.values(template.Outputs ?? {}).flatMap((output) =>
      output.Export ? [`export ${JSON.stringify(output.Export.Name)}`] : [],
    ),
  ]);
}

/** The export names the templates import (Fn::ImportValue of a fixed name). */
export function importedExportNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(importedExportNames);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    key === 'Fn::ImportValue' && typeof inner === 'string' ? [inner] : importedExportNames(inner),
  );
}
