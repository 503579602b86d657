/** Sends a one-time code to the parent's number on the link (the OTP limits apply). */
import { sendParentCode as send } from '#features/consent/parent-sms';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { sendParentCode } from '#shared/api/privacy';

export const handler = endpoint(
  sendParentCode,
  async ({ token, language }, { sourceIp }) => {
    await send(token, { sourceIp }, language);
    return { success: true };
  },
  perAddressLimit(sendParentCode.name),
);
