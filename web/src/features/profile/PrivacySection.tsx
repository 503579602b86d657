import { Link, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ConsentRecordView, PrivacyStatus } from '#shared/api/privacy';
import type { OptionalPurpose } from '#shared/domain/privacy';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { formatDate, formatDateTime } from '#web/lib/format';
import { type MessageId, useT } from '#web/lib/i18n';
import { paths, withHash } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { apiProblemOf, useSubmit } from '#web/lib/use-submit';
import { usePrivacy } from './api/get-privacy';
import { useUpdateConsent } from './api/update-consent';
import { DownloadMyData } from './DownloadMyData';
import { EraseAccount } from './EraseAccount';
import { JobAlertsSection } from './JobAlertsSection';
import { PushSwitch } from './PushSwitch';
import { MyRights } from './rights/MyRights';

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    maxWidth: '880px',
    marginTop: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    overflowWrap: 'anywhere',
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  text: { margin: `0 0 ${tokens.spacingVerticalM}` },
  purposes: {
    listStyle: 'none',
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  purpose: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  purposeName: { fontWeight: tokens.fontWeightSemibold },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  records: {
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  when: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/**
 * The Privacy section of /profile: what the worker (or, under 18, their parent) agreed to and when,
 * SMS updates (and, where offered, WhatsApp instead of SMS) with a one-tap switch each, every consent record newest first, and the way to the notice. Withdrawing
 * the mandatory purpose means erasing the account: "Erase my account" (EraseAccount.tsx) does it.
 */
export function PrivacySection() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const { data, error, isLoading, mutate } = usePrivacy();

  let body = null;
  if (isLoading) body = <Loading label={t('profilePrivacy.loading')} />;
  else if (error) body = <LoadProblem message={error.message} onRetry={() => void mutate()} />;
  else if (data) body = <PrivacyDetails status={data.data} />;

  return (
    <section className={styles.card} aria-labelledby="privacy-title">
      <h2 id="privacy-title" className={type.sectionTitle}>
        {t('profilePrivacy.title')}
      </h2>
      {body}
      <DownloadMyData />
      <MyRights />
      <EraseAccount />
    </section>
  );
}

/** When the notice in force was agreed to: the newest grant of the mandatory purpose. */
function acceptedAt(records: readonly ConsentRecordView[]): string | undefined {
  return records.find((record) => record.purpose === 'account' && record.action === 'grant')?.at;
}

function PrivacyDetails({ status }: { status: PrivacyStatus }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  // Newest first, as the contract promises; sorted here too, as the section reads the newest grant from it.
  const records = [...status.records].sort((a, b) => b.at.localeCompare(a.at));
  const agreedAt = acceptedAt(records);
  const parent = status.parent;

  return (
    <>
      {status.minor && parent?.consentedAt ? (
        <p className={styles.text}>
          {t('profilePrivacy.parentConsented', {
            name: parent.name,
            date: formatDate(parent.consentedAt),
            version: status.acceptedVersion,
          })}
        </p>
      ) : null}
      {!status.minor && status.acceptedVersion ? (
        <p className={styles.text}>
          {agreedAt
            ? t('profilePrivacy.agreed', { version: status.acceptedVersion, date: formatDate(agreedAt) })
            : t('profilePrivacy.agreedVersion', { version: status.acceptedVersion })}
        </p>
      ) : null}
      <h3 className={type.cardTitle}>{t('profilePrivacy.purposes')}</h3>
      <ul className={styles.purposes}>
        <li className={styles.purpose}>
          <span className={styles.purposeName}>
            {t('profilePrivacy.purpose.account')} ({t('profilePrivacy.required')})
          </span>
          <p className={styles.note}>
            {t('profilePrivacy.accountWithdraw')}{' '}
            <Link as="a" inline href={withHash(paths.privacy, 'contact')}>
              {t('profilePrivacy.contactLink')}
            </Link>
          </p>
        </li>
        <li className={styles.purpose}>
          <PurposeSwitch purpose="smsUpdates" granted={status.purposes.smsUpdates} />
        </li>
        {/* WhatsApp: only where the site offers it; a worker who opted in can always withdraw. */}
        {status.whatsappOffered || status.purposes.whatsapp ? (
          <li className={styles.purpose}>
            <PurposeSwitch purpose="whatsapp" granted={status.purposes.whatsapp === true} />
          </li>
        ) : null}
        {/* Notifications: where the site has push keys and this browser can push; one who agreed can always withdraw. */}
        {(status.pushKey && pushSupported()) || status.purposes.push ? (
          <li className={styles.purpose}>
            <PushSwitch granted={status.purposes.push === true} pushKey={status.pushKey} />
          </li>
        ) : null}
        <li className={styles.purpose}>
          {/* Job alerts, their consent and the list with one-tap delete. */}
          <JobAlertsSection granted={status.purposes.jobAlerts === true} />
        </li>
      </ul>
      <h3 className={type.cardTitle}>{t('profilePrivacy.records')}</h3>
      {records.length ? (
        <ol className={styles.records}>
          {records.map((record) => (
            <li key={`${record.at}:${record.purpose}:${record.action}`}>
              <time className={styles.when} dateTime={record.at}>
                {formatDateTime(record.at)}
              </time>
              {t('profilePrivacy.record', {
                purpose: t(`profilePrivacy.purpose.${record.purpose}`),
                action: t(`profilePrivacy.action.${record.action}.${record.by}`),
                version: record.noticeVersion,
              })}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.text}>{t('profilePrivacy.noRecords')}</p>
      )}
      <RouterLink className={type.link} to={paths.privacy}>
        {t('profilePrivacy.readNotice')}
      </RouterLink>
    </>
  );
}

/** The texts of each optional purpose's switch: its label, what it means, and the note after a change. */
/** The purposes with a switch of their own here (job alerts have theirs in JobAlertsSection). */
type SwitchedPurpose = Exclude<OptionalPurpose, 'jobAlerts' | 'push'>;

/** Whether this browser can get Web Push (a service worker and the Push API). */
const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window;

const PURPOSE_TEXTS = {
  smsUpdates: {
    label: 'profilePrivacy.purpose.smsUpdates',
    explained: 'profilePrivacy.smsExplained',
    on: 'profilePrivacy.smsOn',
    off: 'profilePrivacy.smsOff',
  },
  whatsapp: {
    label: 'profilePrivacy.purpose.whatsapp',
    explained: 'profilePrivacy.whatsappExplained',
    on: 'profilePrivacy.whatsappOn',
    off: 'profilePrivacy.whatsappOff',
  },
} as const satisfies Record<SwitchedPurpose, Record<'label' | 'explained' | 'on' | 'off', MessageId>>;

/**
 * An optional purpose (SMS updates about applications; WhatsApp instead of SMS): one tap gives or withdraws
 * it; a refusal leaves it as it was, and says so.
 */
function PurposeSwitch({ purpose, granted }: { purpose: SwitchedPurpose; granted: boolean }) {
  const texts = PURPOSE_TEXTS[purpose];
  const styles = useStyles();
  const t = useT();
  const updateConsent = useUpdateConsent();
  const [note, setNote] = useState<string>();
  const {
    busy: pending,
    problem,
    submit,
  } = useSubmit<string>({
    problemOf: (error) =>
      t('profilePrivacy.smsNotChanged', {
        reason: apiProblemOf(error).message,
      }),
  });

  const change = (next: boolean) =>
    submit(undefined, async () => {
      setNote(undefined);
      const status = await updateConsent(purpose, next);
      setNote(t(status.purposes[purpose] === true ? texts.on : texts.off));
    });

  return (
    <>
      <Switch
        checked={granted}
        disabled={pending}
        label={`${t(texts.label)} (${t('profilePrivacy.optional')})`}
        onChange={(_e, data) => void change(data.checked)}
      />
      <p className={styles.note}>{t(texts.explained)}</p>
      <p className={problem ? styles.error : styles.note} role="status">
        {problem ?? note}
      </p>
    </>
  );
}
