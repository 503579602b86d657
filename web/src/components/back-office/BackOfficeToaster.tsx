import {
  Button,
  Toast,
  Toaster,
  type ToastIntent,
  ToastTitle,
  ToastTrigger,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';

/** The toasts of a back-office area (admin or internal; only one shows at a time, so they share the id). */
const TOASTER_ID = 'back-office';

/** Spec section 9: a toast stays 5000 ms. */
export const TOAST_TIMEOUT_MS = 5000;

/**
 * Where the area's toasts appear, with the spec's defaults: 5000 ms, top right, the newest on top (Fluent
 * stacks a top toaster's newest first). Hovering a toast pauses its timer, as the spec's extended timeout keeps
 * a toast that is being read. Mount one per area, around all its pages.
 */
export function BackOfficeToaster() {
  return <Toaster toasterId={TOASTER_ID} position="top-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover />;
}

/** Shows a one-line toast in the area's toaster: `toast('Login Failed', 'error')`. */
export function useToast() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (text: string, intent: ToastIntent = 'info') => {
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
    },
    [dispatchToast],
  );
}

/** Dismisses every toast of the area: a log-in that succeeds clears the 'Login Failed' of an earlier try. */
export function useDismissToasts() {
  const { dismissAllToasts } = useToastController(TOASTER_ID);
  return dismissAllToasts;
}
