/**
 * The deploy-time SMS settings (functions/deploy/sms-account-settings.ts): a limit above a new account's quota
 * must not fail the deploy, every other failure must. SNS calls asserted with aws-sdk-client-mock.
 */
import {
  GetSMSAttributesCommand,
  InvalidParameterException,
  SetSMSAttributesCommand,
  SNSClient,
} from '@aws-sdk/client-sns';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#functions/deploy/sms-account-settings';

const sns = mockClient(SNSClient);
beforeEach(() => sns.reset());
afterAll(() => sns.restore());

const roleArn = 'arn:aws:iam::123456789012:role/sms-delivery-status';
const applied = {
  DefaultSMSType: 'Transactional',
  DefaultSenderID: 'EARNLN',
  DeliveryStatusIAMRole: roleArn,
  DeliveryStatusSuccessSamplingRate: '10',
};

const event = (
  RequestType: 'Create' | 'Update' | 'Delete',
  properties: Record<string, string> = {
    MonthlySpendLimitUsd: '50',
    SenderId: 'EARNLN',
    DeliveryStatusRoleArn: roleArn,
    SuccessSamplingPercent: '10',
  },
) =>
  ({
    RequestType,
    PhysicalResourceId: 'sms-account-settings-ap-south-1',
    ResourceProperties: { ServiceToken: 'arn:token', ...properties },
  }) as unknown as CloudFormationCustomResourceEvent;

const setCalls = () => sns.commandCalls(SetSMSAttributesCommand).map((call) => call.args[0].input.attributes);

describe('the SMS account settings at deploy', () => {
  it('applies the type, the sender id and the limit asked for when the quota allows it', async () => {
    sns.on(SetSMSAttributesCommand).resolves({});
    const answer = await handler(event('Create'));
    expect(setCalls()).toEqual([applied, { MonthlySpendLimit: '50' }]);
    expect(answer).toMatchObject({
      Data: {
        AppliedLimitUsd: '50',
        RequestedLimitUsd: '50',
        WaitingOnQuota: 'false',
        Note: 'SMS spend limit USD 50 a month applies, as asked',
      },
    });
  });

  it("keeps the account's limit, and says so, when the limit asked for is above the quota (a new account's USD 1)", async () => {
    sns
      .on(SetSMSAttributesCommand, { attributes: { MonthlySpendLimit: '50' } })
      .rejects(
        new InvalidParameterException({ message: 'Invalid parameter: MonthlySpendLimit', $metadata: {} }),
      )
      .on(SetSMSAttributesCommand, {
        attributes: { DefaultSMSType: 'Transactional', DefaultSenderID: 'EARNLN' },
      })
      .resolves({});
    sns.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '1' } });
    const answer = await handler(event('Update'));
    expect(setCalls()[0]).toEqual(applied);
    expect(answer).toMatchObject({
      Data: { AppliedLimitUsd: '1', RequestedLimitUsd: '50', WaitingOnQuota: 'true' },
    });
    expect(answer.Data?.Note).toContain('USD 50 asked for is above the account');
    expect(answer.Data?.Note).toContain('open a support case');
  });

  it('fails the deploy on any other SNS error, and on properties it cannot read', async () => {
    sns.on(SetSMSAttributesCommand).rejects(new Error('AccessDenied'));
    await expect(handler(event('Create'))).rejects.toThrow('AccessDenied');
    await expect(
      handler(
        event('Create', { MonthlySpendLimitUsd: 'lots', SenderId: 'EARNLN', DeliveryStatusRoleArn: roleArn }),
      ),
    ).rejects.toThrow(/MonthlySpendLimitUsd/);
  });

  it('leaves the settings as they are when the stack is deleted: they are the account', async () => {
    const answer = await handler(event('Delete'));
    expect(answer).toEqual({ PhysicalResourceId: 'sms-account-settings-ap-south-1' });
    expect(sns.calls()).toHaveLength(0);
  });
});
