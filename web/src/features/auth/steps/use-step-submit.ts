import { useEffect } from 'react';
import { useT } from '#web/lib/i18n';
import { useSubmit } from '#web/lib/use-submit';

/**
 * A sign-up step's submit: useSubmit's one call at a time and problem, with its busy state shown as the login
 * dialog's 'Please wait' overlay (`setBusy`, the dialog's own), which goes once the call ends or the step leaves.
 */
export function useStepSubmit<P = undefined>(setBusy: (label?: string) => void) {
  const t = useT();
  const submit = useSubmit<P>();
  const { busy } = submit;
  useEffect(() => {
    if (!busy) return;
    setBusy(t('common.pleaseWait'));
    return () => setBusy(undefined);
  }, [busy, setBusy, t]);
  return submit;
}
