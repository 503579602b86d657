import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  /** A question naming who or what it acts on: 'Deactivate Asha Verma?'. */
  title: ReactNode;
  /** What happens, in a sentence or two (and what went wrong, if the last try failed). */
  children: ReactNode;
  /** The confirming button's text: 'Deactivate'. */
  confirmLabel: ReactNode;
  /** The other button's text: the staff screens' English 'Cancel' unless given (a worker's screen gives its own). */
  cancelLabel?: string;
  /** While the change is being saved: both buttons wait, the confirming one with a spinner, and the dialog stays. */
  busy?: boolean;
  /** Nothing to confirm yet: the confirming button waits, still focusable so its name is read. */
  confirmDisabled?: boolean;
  /** A worker's irreversible step: an alert dialog, which a click outside does not close (Escape still cancels). */
  alert?: boolean;
  /** The buttons fill the width on a phone (the worker's screens). */
  fluid?: boolean;
  contentClassName?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirmation before a change that is easy to misfire (deactivating an account, rejecting an
 * application, withdrawing one): the question names the person or the job, Cancel comes first and leaves
 * everything as it was, Escape and a click outside cancel too (not while saving). Focus goes back to the control
 * that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  confirmDisabled = false,
  alert = false,
  fluid = false,
  contentClassName,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      modalType={alert ? 'alert' : 'modal'}
      onOpenChange={(_event, data) => data.open || busy || onCancel()}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={contentClassName}>{children}</DialogContent>
          <DialogActions fluid={fluid}>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              disabledFocusable={confirmDisabled}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
