import { makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { callApi } from '#web/lib/api';
import { useT } from '#web/lib/i18n';
import { apiProblemOf, useSubmit } from '#web/lib/use-submit';
import { useUpdateConsent } from './api/update-consent';

const useStyles = makeStyles({
  note: { margin: `${tokens.spacingVerticalXS} 0 0`, color: tokens.colorNeutralForeground2 },
  error: { margin: `${tokens.spacingVerticalXS} 0 0`, color: tokens.colorPaletteRedForeground1 },
});

/** The VAPID public key (base64url) as the Push API takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

class PushRefused extends Error {}

/**
 * Notifications (the `push` purpose, decision 632): turning them on asks the browser's permission, subscribes
 * this device with the site's VAPID key, records the consent, then registers the device; turning them off
 * removes this device and withdraws the consent. A refusal leaves things as they were, and says so.
 */
export function PushSwitch({ granted, pushKey }: { granted: boolean; pushKey: string | undefined }) {
  const styles = useStyles();
  const t = useT();
  const updateConsent = useUpdateConsent();
  const [note, setNote] = useState<string>();
  const { busy, problem, submit } = useSubmit<string>({
    problemOf: (error) =>
      error instanceof PushRefused
        ? t('profilePrivacy.pushBlocked')
        : t('profilePrivacy.smsNotChanged', { reason: apiProblemOf(error).message }),
  });

  const turnOn = async (key: string) => {
    if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused();
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) })
      .catch(() => {
        throw new PushRefused();
      });
    const { endpoint, keys } = subscription.toJSON();
    await updateConsent('push', true);
    await callApi('savePushSubscription', {
      endpoint: endpoint ?? '',
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    });
  };

  const turnOff = async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await callApi('deletePushSubscription', { endpoint: subscription.endpoint }).catch(() => undefined);
      await subscription.unsubscribe().catch(() => false);
    }
    await updateConsent('push', false);
  };

  const change = (next: boolean) =>
    submit(undefined, async () => {
      setNote(undefined);
      if (next && pushKey) await turnOn(pushKey);
      else if (!next) await turnOff();
      setNote(t(next ? 'profilePrivacy.pushOn' : 'profilePrivacy.pushOff'));
    });

  return (
    <>
      <Switch
        checked={granted}
        disabled={busy || (!granted && !pushKey)}
        label={`${t('profilePrivacy.purpose.push')} (${t('profilePrivacy.optional')})`}
        onChange={(_e, data) => void change(data.checked)}
      />
      <p className={styles.note}>{t('profilePrivacy.pushExplained')}</p>
      <p className={problem ? styles.error : styles.note} role="status">
        {problem ?? note}
      </p>
    </>
  );
}
