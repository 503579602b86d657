/** The parent's page reads what their link is for. */
import { parentRequest } from '#features/consent/parent';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { getParentRequest } from '#shared/api/privacy';

export const handler = endpoint(
  getParentRequest,
  async ({ token }) => ({
    data: await parentRequest(token),
  }),
  perAddressLimit(getParentRequest.name),
);
