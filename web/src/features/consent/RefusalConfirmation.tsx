import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
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
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_e, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('parentPage.confirmTitle')}</DialogTitle>
          <DialogContent>{t('parentPage.confirmText', { name })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              {t('parentPage.confirmRefuse')}
            </Button>
            <Button appearance="secondary" onClick={onCancel}>
              {t('parentPage.goBack')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
