/**
 * Ending the worker's session on the server (signOut), so a copy of the token stops working too. Started and
 * not waited for: sign-out in the browser happens at once, whatever this answers; `keepalive` lets it finish
 * while the page reloads. Nothing cached depends on it.
 */
import { callApi } from '#web/lib/api';

export function endSession(): void {
  callApi('signOut', {}, { keepalive: true }).catch(() => {
    // Refused or unreachable: the session is gone from this browser, and its token ends within hours.
  });
}
