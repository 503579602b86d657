import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ALERT_CHANNELS, type AlertChannel, JOB_ALERT_CODES } from '#shared/domain/job-alerts';
import type { JobSearch } from '#shared/domain/job-search';
import type { ConsentPurpose } from '#shared/domain/privacy';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { LoadProblem } from '#web/components/LoadState';
import { ApiError } from '#web/lib/api';
import { reasonOfError } from '#web/lib/eligibility';
import { type Translate, useT } from '#web/lib/i18n';
import { channelName, searchSummary, useJobAlertActions, useJobAlerts } from '#web/lib/job-alerts';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { useSubmit } from '#web/lib/use-submit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    overflowWrap: 'anywhere',
  },
  text: { margin: 0 },
  search: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The consent this dialog asks for, by the name the Privacy section gives it. */
const PURPOSE: ConsentPurpose = 'jobAlerts';

function problemOf(t: Translate, error: unknown, max: number): string {
  if (error instanceof ApiError) {
    if (error.code === JOB_ALERT_CODES.consentNeeded) return t('alerts.consentRequired');
    if (error.code === JOB_ALERT_CODES.full) return t('alerts.full', { max });
    if (reasonOfError(error)) return t('alerts.notEligible');
    if (error.fieldErrors.some((field) => field.field === 'channel')) return t('alerts.channelUnavailable');
  }
  return t('alerts.failed');
}

/**
 * "Alert me" on Explore Jobs: keeps the search on screen (the URL's filters) as a job alert with a
 * channel. Without the consent to job alerts the dialog asks for it (a box to tick, recorded first); at the
 * cap it says so. Every failure is said in the dialog, which stays usable; a saved alert is said beside the
 * button, with the way to the Privacy section where alerts are listed and deleted.
 */
export function AlertMeButton({ search }: { search: JobSearch }) {
  const t = useT();
  const type = useTypography();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const alerts = useJobAlerts(open);
  const { create } = useJobAlertActions();
  const [channel, setChannel] = useState<AlertChannel>('sms');
  const [agreed, setAgreed] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [saved, setSaved] = useState(false);

  const list = alerts.data;
  const { busy, problem, submit, clearProblem } = useSubmit<string>({
    problemOf: (error) => problemOf(t, error, list?.max ?? 0),
  });
  const needsConsent = list ? !list.consent : false;
  const full = list ? list.data.length >= list.max : false;
  const channels = ALERT_CHANNELS.filter((option) => option !== 'whatsapp' || list?.whatsapp);

  function close() {
    setOpen(false);
    clearProblem();
    setConsentMissing(false);
  }

  function save() {
    if (!list) return;
    if (needsConsent && !agreed) {
      clearProblem();
      setConsentMissing(true);
      return;
    }
    void submit(undefined, async () => {
      await create(search, channel, needsConsent);
      setOpen(false);
      setSaved(true);
    });
  }

  let body: React.ReactNode;
  if (alerts.error) {
    body = <LoadProblem message={alerts.error.message} onRetry={() => void alerts.mutate()} />;
  } else if (!list) {
    body = <Spinner size="small" label={t('alerts.loading')} />;
  } else {
    body = (
      <>
        <p className={styles.text}>{t('alerts.explain')}</p>
        <p className={styles.search}>{t('alerts.search', { search: searchSummary(t, search) })}</p>
        {list.minor ? <p className={styles.note}>{t('alerts.minor')}</p> : null}
        {full ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('alerts.full', { max: list.max })}</MessageBarBody>
          </MessageBar>
        ) : (
          <Field label={t('alerts.channel')}>
            <RadioGroup value={channel} onChange={(_event, data) => setChannel(data.value as AlertChannel)}>
              {channels.map((option) => (
                <Radio key={option} value={option} label={channelName(t, option)} />
              ))}
            </RadioGroup>
          </Field>
        )}
        {needsConsent && !full ? (
          <Field
            validationState={consentMissing ? 'error' : 'none'}
            validationMessage={consentMissing ? t('alerts.consentRequired') : undefined}
          >
            <Checkbox
              checked={agreed}
              onChange={(_event, data) => {
                setAgreed(data.checked === true);
                setConsentMissing(false);
              }}
              label={t('alerts.consent', { purpose: t(`profilePrivacy.purpose.${PURPOSE}`) })}
            />
          </Field>
        ) : null}
        {problem ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.root}>
      <Button
        appearance="secondary"
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
      >
        {t('alerts.button')}
      </Button>
      <p className={styles.note} role="status">
        {saved ? (
          <>
            {t('alerts.saved')}{' '}
            <RouterLink className={type.link} to={paths.profile}>
              {t('alerts.manage')}
            </RouterLink>
          </>
        ) : null}
      </p>
      <ConfirmDialog
        open={open}
        fluid
        title={t('alerts.title')}
        contentClassName={styles.content}
        confirmLabel={t('alerts.save')}
        cancelLabel={t('alerts.cancel')}
        busy={busy}
        confirmDisabled={!list || full}
        onConfirm={save}
        onCancel={close}
      >
        {body}
      </ConfirmDialog>
    </div>
  );
}
