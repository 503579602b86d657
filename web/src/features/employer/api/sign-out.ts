/** Sign-out ends the session on the server; the browser forgets its token whatever the answer. */
import { callApi } from '#web/lib/api';
import { clearEmployerSession } from '#web/lib/employer-session';

export async function employerSignOut(): Promise<void> {
  try {
    await callApi('employerSignOut', {});
  } finally {
    clearEmployerSession();
  }
}
