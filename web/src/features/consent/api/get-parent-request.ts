/**
 * What a parent's consent link is for. The parent's page's calls are public: the link's token is the
 * credential, sent in the body, never in a URL. Nothing on the page is cached.
 */
import { type ApiOutput, callApi } from '#web/lib/api';

export type ParentRequest = ApiOutput<'getParentRequest'>['data'];

export async function getParentRequest(token: string): Promise<ParentRequest> {
  const { data } = await callApi('getParentRequest', { token });
  return data;
}
