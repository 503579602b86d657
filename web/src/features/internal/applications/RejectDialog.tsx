import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { Application } from '../api/get-applications';

interface RejectDialogProps {
  /** The application about to be rejected; null keeps the dialog shut. */
  application: Application | null;
  onConfirm: (application: Application) => void;
  onCancel: () => void;
}

/** Reject is final (shared/domain/review.ts), and the applicant gets an SMS: it is confirmed first. */
export function RejectDialog({ application, onConfirm, onCancel }: RejectDialogProps) {
  return (
    <Dialog open={application !== null} onOpenChange={(_, data) => data.open || onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Reject {application?.NAME}?</DialogTitle>
          <DialogContent>
            {application
              ? `${application.NAME}'s application for ${application.TITLE} at ${application.COMPANY_NAME} moves to Rejected. A rejected application is final, and ${application.NAME} is told by SMS.`
              : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={() => application && onConfirm(application)}>
              Reject
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
