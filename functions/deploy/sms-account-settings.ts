/**
 * The custom resource that applies the account's SNS SMS settings at every deploy (infra/aws/constructs/
 * sms-account-settings.ts): transactional delivery, the sender id and delivery-status logging, then the monthly
 * spend limit the stage
 * asks for. A new account may spend USD 1 a month until a support case raises its quota, and SNS refuses a
 * limit above the quota: that must not roll the deploy back. The limit is then left as it is (what the account
 * allows), and the resource answers what was asked, what applies and that the rest waits on AWS, which the
 * stack prints as an output and the dashboard shows. Any other failure fails the deploy, as it should.
 */
import {
  GetSMSAttributesCommand,
  InvalidParameterException,
  SetSMSAttributesCommand,
  SNSClient,
} from '@aws-sdk/client-sns';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';

export interface SmsSettingsRequest {
  readonly monthlySpendLimitUsd: number;
  readonly senderId: string;
  /** The role SNS writes delivery-status logs with (every failure, a sample of successes). */
  readonly deliveryStatusRoleArn: string;
  /** Percent of successful deliveries logged (failures are always logged). */
  readonly successSamplingPercent: number;
}

export interface SmsSettingsResult {
  /** The limit SNS applies now, in USD. */
  readonly appliedLimitUsd: number;
  readonly requestedLimitUsd: number;
  /** The requested limit is above the account's quota: a support case must raise it. */
  readonly waitingOnQuota: boolean;
}

/** The line the stack output and the dashboard show. */
export function spendLimitNote({ appliedLimitUsd, requestedLimitUsd, waitingOnQuota }: SmsSettingsResult) {
  return waitingOnQuota
    ? `SMS spend limit USD ${appliedLimitUsd} a month applies; USD ${requestedLimitUsd} asked for is above the account's quota: open a support case (docs/operations.md, SMS), then deploy again`
    : `SMS spend limit USD ${appliedLimitUsd} a month applies, as asked`;
}

export async function applySmsSettings(
  client: SNSClient,
  request: SmsSettingsRequest,
): Promise<SmsSettingsResult> {
  await client.send(
    new SetSMSAttributesCommand({
      attributes: {
        DefaultSMSType: 'Transactional',
        DefaultSenderID: request.senderId,
        DeliveryStatusIAMRole: request.deliveryStatusRoleArn,
        DeliveryStatusSuccessSamplingRate: String(request.successSamplingPercent),
      },
    }),
  );
  const requestedLimitUsd = request.monthlySpendLimitUsd;
  try {
    await client.send(
      new SetSMSAttributesCommand({ attributes: { MonthlySpendLimit: String(requestedLimitUsd) } }),
    );
    return { appliedLimitUsd: requestedLimitUsd, requestedLimitUsd, waitingOnQuota: false };
  } catch (error: unknown) {
    // The call sets only the limit: an invalid parameter is the limit above the quota.
    if (!(error instanceof InvalidParameterException)) throw error;
    const { attributes } = await client.send(
      new GetSMSAttributesCommand({ attributes: ['MonthlySpendLimit'] }),
    );
    const applied = Number(attributes?.MonthlySpendLimit);
    return {
      appliedLimitUsd: Number.isFinite(applied) ? applied : 1,
      requestedLimitUsd,
      waitingOnQuota: true,
    };
  }
}

function requestOf(properties: Record<string, unknown>): SmsSettingsRequest {
  const monthlySpendLimitUsd = Number(properties.MonthlySpendLimitUsd);
  const successSamplingPercent = Number(properties.SuccessSamplingPercent);
  const { SenderId: senderId, DeliveryStatusRoleArn: deliveryStatusRoleArn } = properties;
  if (
    !Number.isSafeInteger(monthlySpendLimitUsd) ||
    monthlySpendLimitUsd < 1 ||
    typeof senderId !== 'string' ||
    typeof deliveryStatusRoleArn !== 'string' ||
    !Number.isSafeInteger(successSamplingPercent) ||
    successSamplingPercent < 0 ||
    successSamplingPercent > 100
  ) {
    throw new Error(
      'The SMS settings resource needs MonthlySpendLimitUsd (whole dollars), SenderId, DeliveryStatusRoleArn and SuccessSamplingPercent (0 to 100)',
    );
  }
  return { monthlySpendLimitUsd, senderId, deliveryStatusRoleArn, successSamplingPercent };
}

/** One per stack: the settings are the account's in the stack's region. */
const physicalResourceId = 'sms-account-settings';
let client: SNSClient | undefined;

/** The Provider framework's onEvent handler. Delete leaves the settings: they belong to the account. */
export async function handler(event: CloudFormationCustomResourceEvent) {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  client ??= new SNSClient({});
  const result = await applySmsSettings(client, requestOf(event.ResourceProperties));
  return {
    PhysicalResourceId: physicalResourceId,
    Data: {
      AppliedLimitUsd: String(result.appliedLimitUsd),
      RequestedLimitUsd: String(result.requestedLimitUsd),
      WaitingOnQuota: String(result.waitingOnQuota),
      Note: spendLimitNote(result),
    },
  };
}
