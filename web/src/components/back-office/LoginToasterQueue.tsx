/**
 * The toaster of a staff log-in page, fetched when its first toast is asked for (LoginToaster.tsx): the area's
 * toaster, and beside it what shows the toasts queued in login-toasts.ts.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { BackOfficeToaster, useDismissToasts, useToast } from './BackOfficeToaster';
import { loginToasts } from './login-toasts';

/** Shows what is queued, once the toaster beside it listens (its effects run first: it is rendered first). */
function ShowQueued() {
  const toast = useToast();
  const dismiss = useDismissToasts();
  const asked = useSyncExternalStore(loginToasts.subscribe, loginToasts.version, loginToasts.version);
  useEffect(() => {
    loginToasts.setDismiss(dismiss);
    return () => loginToasts.setDismiss(undefined);
  }, [dismiss]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` changes with every toast queued.
  useEffect(() => {
    for (const { text, intent } of loginToasts.take()) toast(text, intent);
  }, [toast, asked]);
  return null;
}

export function LoginToasterQueue() {
  return (
    <>
      <BackOfficeToaster />
      <ShowQueued />
    </>
  );
}
