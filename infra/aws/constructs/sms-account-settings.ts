/**
 * The account's SNS SMS settings in the stack's region, applied at every deploy (SNS SetSMSAttributes through a
 * CDK custom resource): the monthly spend limit, transactional delivery (OTPs must not be dropped as
 * promotional) and the default sender id. Deleting the stack leaves them as they are: they belong to the
 * account, not to the stack. A limit above what AWS has granted the account (USD 1 in a new account) makes the
 * deploy fail until a support case raises it (docs/operations.md, "SMS").
 */
import { Stack, Validations } from 'aws-cdk-lib';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  type AwsSdkCall,
  PhysicalResourceId,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { SmsSettings } from '../config';

/** The attributes SetSMSAttributes is called with (values are strings, as SNS takes them). */
export function smsAttributes(sms: SmsSettings): Record<string, string> {
  return {
    MonthlySpendLimit: String(sms.monthlySpendLimitUsd),
    DefaultSMSType: 'Transactional',
    DefaultSenderID: sms.senderId,
  };
}

export class SmsAccountSettings extends Construct {
  readonly resource: AwsCustomResource;

  constructor(scope: Construct, id: string, sms: SmsSettings) {
    super(scope, id);
    const call: AwsSdkCall = {
      service: 'SNS',
      action: 'setSMSAttributes',
      parameters: { attributes: smsAttributes(sms) },
      physicalResourceId: PhysicalResourceId.of(`sms-account-settings-${Stack.of(this).region}`),
    };
    this.resource = new AwsCustomResource(this, 'SetSmsAttributes', {
      // Create and update make the same call; a change of any value reapplies all three.
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: AwsCustomResourcePolicy.ANY_RESOURCE }),
      // The runtime's SDK has SetSMSAttributes: no npm install while deploying.
      installLatestAwsSdk: false,
    });
    Validations.of(this.resource).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'sns:SetSMSAttributes is an account setting with no resource to scope the permission to.',
    });
    this.acknowledgeProvider();
  }

  /** CDK's one provider function per stack behind every AwsCustomResource, found by its fixed id. */
  private acknowledgeProvider(): void {
    const stack = Stack.of(this);
    // SingletonFunction names it by purpose ('AWS') and the uuid without dashes.
    const provider = stack.node.tryFindChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    if (!provider) throw new Error('The AwsCustomResource provider function was not found');
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's AwsCustomResource provider logs with the AWS managed basic execution policy; it runs only while deploying.",
    });
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        "The runtime of CDK's AwsCustomResource provider is chosen by aws-cdk-lib; it runs only while deploying, never on a user request.",
    });
  }
}
