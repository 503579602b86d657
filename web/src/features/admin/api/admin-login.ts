/** The admin's e-mail and password log-in; `success` false for wrong credentials. */
import { type ApiInput, type ApiOutput, callApi } from '#web/lib/api';

export function adminLogin(credentials: ApiInput<'adminLogin'>): Promise<ApiOutput<'adminLogin'>> {
  return callApi('adminLogin', credentials);
}
