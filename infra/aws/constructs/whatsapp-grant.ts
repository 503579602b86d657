import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/** A WhatsApp number's id in AWS End User Messaging Social: `phone-number-id-` and 32 hex digits. */
export const WHATSAPP_PHONE_NUMBER_ID = /^phone-number-id-[0-9a-f]{32}$/;

/**
 * The ARN of the WhatsApp number `phoneNumberId` in the stack's account and region: the service names the
 * number `phone-number-id-<hex>` in requests and `...:phone-number-id/<hex>` in ARNs (the API's pattern
 * `arn:.*:phone-number-id/[0-9a-zA-Z]+`), which is what IAM authorizes SendWhatsAppMessage against.
 */
export function whatsappPhoneNumberArn(scope: Construct, phoneNumberId: string): string {
  return Stack.of(scope).formatArn({
    service: 'social-messaging',
    resource: 'phone-number-id',
    resourceName: phoneNumberId.replace(/^phone-number-id-/, ''),
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
}

/**
 * WhatsApp messages: social-messaging:SendWhatsAppMessage on the one configured number, and nothing
 * else of the service (no templates, no media, no other number). Used by every function that sends WhatsApp
 * (the API's, where the contract `uses` whatsapp `send`; a scheduled job's, such as the alerts digest).
 */
export function allowSendingWhatsApp(scope: Construct, role: Role, phoneNumberId: string): void {
  if (!WHATSAPP_PHONE_NUMBER_ID.test(phoneNumberId)) {
    throw new Error(`A WhatsApp number's id is phone-number-id- and 32 hex digits, got "${phoneNumberId}"`);
  }
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['social-messaging:SendWhatsAppMessage'],
      resources: [whatsappPhoneNumberArn(scope, phoneNumberId)],
    }),
  );
}
