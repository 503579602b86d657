import { Button, makeStyles, Spinner, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { JobAlertView } from '#shared/api/job-alerts';
import type { OptionalPurpose } from '#shared/domain/privacy';
import { LoadProblem } from '#web/components/LoadState';
import { formatDate } from '#web/lib/format';
import { useT } from '#web/lib/i18n';
import {
  channelName,
  JOB_ALERTS_KEY,
  searchSummary,
  useJobAlertActions,
  useJobAlerts,
} from '#web/lib/job-alerts';
import { useTypography } from '#web/lib/typography';
import { useSubmit } from '#web/lib/use-submit';
import { useUpdateConsent } from './api/update-consent';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  alert: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  alertText: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  search: { fontWeight: tokens.fontWeightSemibold },
});

const PURPOSE: OptionalPurpose = 'jobAlerts';

/**
 * Job alerts in the Privacy section of the profile: the optional purpose with a one-tap switch
 * (withdrawing it deletes every alert: no digest is sent, and the section says so), and the worker's alerts,
 * each with what it searches, its channel and a Delete button (one tap). Alerts are made on Explore Jobs.
 */
export function JobAlertsSection({ granted }: { granted: boolean }) {
  const styles = useStyles();
  const t = useT();
  const type = useTypography();
  const { mutate } = useSWRConfig();
  const updateConsent = useUpdateConsent();
  const alerts = useJobAlerts();
  const { remove } = useJobAlertActions();
  const [deleting, setDeleting] = useState<string>();
  const [note, setNote] = useState<string>();
  // Each change says its own failure, so the problem is made in the call rather than by useSubmit.
  const { busy, problem, submit } = useSubmit<string>();
  const pending = busy && deleting === undefined;

  const change = (next: boolean) =>
    submit(undefined, async () => {
      setNote(undefined);
      try {
        const status = await updateConsent(PURPOSE, next);
        await mutate(JOB_ALERTS_KEY);
        setNote(t(status.purposes.jobAlerts ? 'alerts.consentOn' : 'alerts.consentOff'));
      } catch {
        return t('alerts.consentNotChanged');
      }
    });

  const deleteAlert = (alert: JobAlertView) =>
    submit(undefined, async () => {
      setDeleting(alert.id);
      setNote(undefined);
      try {
        await remove(alert.id);
        setNote(t('alerts.deleted'));
      } catch {
        return t('alerts.deleteFailed');
      } finally {
        setDeleting(undefined);
      }
    });

  const list = alerts.data;
  return (
    <div className={styles.root}>
      <Switch
        checked={granted}
        disabled={pending}
        label={`${t(`profilePrivacy.purpose.${PURPOSE}`)} (${t('profilePrivacy.optional')})`}
        onChange={(_event, data) => void change(data.checked)}
      />
      <p className={styles.note}>{t('alerts.explained')}</p>
      <h4 className={type.cardTitle}>{t('alerts.yourAlerts')}</h4>
      {alerts.error ? (
        <LoadProblem message={alerts.error.message} onRetry={() => void alerts.mutate()} />
      ) : !list ? (
        <Spinner size="small" label={t('alerts.loading')} />
      ) : list.data.length === 0 ? (
        <p className={styles.note}>{t('alerts.none')}</p>
      ) : (
        <>
          {list.minor ? <p className={styles.note}>{t('alerts.minor')}</p> : null}
          <ul className={styles.list}>
            {list.data.map((alert) => (
              <li key={alert.id} className={styles.alert}>
                <span className={styles.alertText}>
                  <span className={styles.search} id={`alert-${alert.id}`}>
                    {searchSummary(t, alert.filters)}
                  </span>
                  <span>
                    {t('alerts.by', {
                      channel: channelName(t, alert.channel),
                      date: formatDate(alert.lastDigestAt ?? alert.createdAt),
                      sent: alert.lastDigestAt ? 'yes' : 'no',
                    })}
                  </span>
                </span>
                <Button
                  appearance="secondary"
                  aria-describedby={`alert-${alert.id}`}
                  disabledFocusable={deleting !== undefined}
                  icon={deleting === alert.id ? <Spinner size="tiny" /> : undefined}
                  onClick={() => void deleteAlert(alert)}
                >
                  {t('alerts.delete')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={problem ? styles.error : styles.note} role="status">
        {problem ?? note}
      </p>
    </div>
  );
}
