import { ConfirmDialog } from '#web/components/ConfirmDialog';
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
    <ConfirmDialog
      open={application !== null}
      title={`Reject ${application?.NAME ?? ''}?`}
      confirmLabel="Reject"
      onConfirm={() => application && onConfirm(application)}
      onCancel={onCancel}
    >
      {application
        ? `${application.NAME}'s application for ${application.TITLE} at ${application.COMPANY_NAME} moves to Rejected. A rejected application is final, and ${application.NAME} is told by SMS.`
        : null}
    </ConfirmDialog>
  );
}
