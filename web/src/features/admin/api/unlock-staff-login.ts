/**
 * Lifting a staff account's log-in lock-outs and delay: its failed log-in counts are cleared on the
 * server, so the right password works again at once from any address.
 */
import { type ApiOutput, callApi } from '#web/lib/api';

export function unlockStaffLogin(id: number): Promise<ApiOutput<'unlockStaffLogin'>> {
  return callApi('unlockStaffLogin', { id });
}
