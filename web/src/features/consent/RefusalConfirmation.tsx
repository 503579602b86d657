import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { useT } from '#web/lib/i18n';

interface RefusalConfirmationProps {
  open: boolean;
  /** The worker's name. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before a parent's refusal, which erases the child's account. */
export function RefusalConfirmation({ open, name, onConfirm, onCancel }: RefusalConfirmationProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      alert
      title={t('parentPage.confirmTitle')}
      confirmLabel={t('parentPage.confirmRefuse')}
      cancelLabel={t('parentPage.goBack')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {t('parentPage.confirmText', { name })}
    </ConfirmDialog>
  );
}
