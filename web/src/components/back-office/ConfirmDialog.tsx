import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  /** A question naming who or what it acts on: 'Deactivate Asha Verma?'. */
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's text: 'Deactivate'. */
  confirmLabel: string;
  /** While the change is being saved: both buttons wait, and the dialog stays. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A back-office confirmation before a change that is easy to misfire (deactivating an account, closing a job):
 * the question names the person or the job, Cancel leaves everything as it was, Escape and a click outside
 * cancel too (not while saving). Focus goes back to the control that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_event, data) => data.open || busy || onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
