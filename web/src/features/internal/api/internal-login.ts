/** HR and OPS e-mail and password log-in; `success` false for wrong credentials, the role in `type`. */
import { type ApiInput, type ApiOutput, callApi } from '#web/lib/api';

export function internalLogin(credentials: ApiInput<'internallogin'>): Promise<ApiOutput<'internallogin'>> {
  return callApi('internallogin', credentials);
}
