/**
 * Text messages to Indian mobile numbers, published straight to the number with SNS as transactional SMS
 * (no topic). The code is in the message and nowhere else: this module never logs it, and nor may callers.
 */
import { PublishCommand } from '@aws-sdk/client-sns';
import { OTP_VALID_MINUTES } from '#shared/domain/constants';
import { sns } from '../clients/sns';
import { readVariable } from '../config';

/** The alphanumeric sender shown on the phone (set by the CDK stack on SMS-sending functions only). */
const senderId = readVariable('SMS_SENDER_ID');

/** A 10-digit Indian mobile number in E.164. */
export function indianE164(number: string): string {
  return `+91${number}`;
}

export function otpMessage(code: string): string {
  return `Your Earnlearn verification code is ${code}. It expires in ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`;
}

export async function sendOtpSms(number: string, code: string): Promise<void> {
  await sns.send(
    new PublishCommand({
      PhoneNumber: indianE164(number),
      Message: otpMessage(code),
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: senderId },
      },
    }),
  );
}
