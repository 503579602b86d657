/** Replacing a temporary password with the HR or OPS employee's own. Nothing cached depends on it. */
import { type ApiInput, type ApiOutput, callApi } from '#web/lib/api';

export function changePassword(input: ApiInput<'changePassword'>): Promise<ApiOutput<'changePassword'>> {
  return callApi('changePassword', input);
}
