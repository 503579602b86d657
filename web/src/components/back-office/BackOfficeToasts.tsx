/**
 * The back office's toaster, fetched when its first toast is asked for (BackOfficeToaster.tsx): Fluent's
 * toaster with the spec's defaults, and beside it what shows the toasts queued meanwhile and after.
 */
import {
  Button,
  Toast,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_TIMEOUT_MS, toastQueue } from './BackOfficeToaster';

/** The toasts of a back-office area (admin or internal; only one shows at a time, so they share the id). */
const TOASTER_ID = 'back-office';

/** Shows what is queued, once the toaster beside it listens (its effects run first: it is rendered first). */
function ShowQueued() {
  const { dispatchToast, dismissAllToasts } = useToastController(TOASTER_ID);
  const asked = useSyncExternalStore(toastQueue.subscribe, toastQueue.version, toastQueue.version);
  useEffect(() => {
    toastQueue.setDismiss(dismissAllToasts);
    return () => toastQueue.setDismiss(undefined);
  }, [dismissAllToasts]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` changes with every toast queued.
  useEffect(() => {
    for (const { text, intent } of toastQueue.take())
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<DismissRegular />}
                  aria-label="Dismiss"
                />
              </ToastTrigger>
            }
          >
            {text}
          </ToastTitle>
        </Toast>,
        { intent },
      );
  }, [dispatchToast, asked]);
  return null;
}

/**
 * Spec section 9: 5000 ms, top right, the newest on top (Fluent stacks a top toaster's newest first). Hovering a
 * toast pauses its timer, as the spec's extended timeout keeps a toast that is being read.
 */
export function BackOfficeToasts() {
  return (
    <>
      <Toaster toasterId={TOASTER_ID} position="top-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover />
      <ShowQueued />
    </>
  );
}
