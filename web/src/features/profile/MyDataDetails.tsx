/**
 * The My data page's last part: every other detail the file holds (the account's own and each other record),
 * each under a label in the worker's language, never under the table's names (decision 560). A detail the
 * page has no label for (a field added since) still shows, under its name in the file.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { MyData } from '#shared/api/my-data';
import { formatDateTime } from '#web/lib/format';
import { type MessageId, useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  list: { margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  nested: { margin: 0, paddingLeft: tokens.spacingHorizontalL, flexBasis: '100%' },
  record: { marginTop: tokens.spacingVerticalS },
});

type Stored = Record<string, unknown>;

/** The profile's details the page shows in their own parts above. */
const SHOWN_ABOVE = new Set([
  'name',
  'email',
  'mobileNumber',
  'dateOfBirth',
  'gender',
  'languages',
  'city',
  'educationLevel',
  'collegeName',
  'googleAccountId',
]);

/** The label of each detail by its name in the file. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  id: 'myData.field.id',
  accountId: 'myData.field.id',
  userId: 'myData.field.id',
  accountActive: 'myData.field.accountActive',
  createdAt: 'myData.field.createdAt',
  mobileNumberVerified: 'myData.field.mobileNumberVerified',
  registrationDone: 'myData.field.registrationDone',
  consentState: 'myData.field.consentState',
  noticeVersion: 'myData.field.noticeVersion',
  noticeAcceptedAt: 'myData.field.noticeAcceptedAt',
  smsUpdatesConsent: 'myData.field.smsUpdatesConsent',
  jobAlertsConsent: 'myData.field.jobAlertsConsent',
  whatsAppConsent: 'myData.field.whatsAppConsent',
  erasedIfNoConsentBy: 'myData.field.erasedIfNoConsentBy',
  lastSignIn: 'myData.field.lastSignIn',
  resumeFileName: 'myData.field.resumeFileName',
  resumeSavedAt: 'myData.field.resumeSavedAt',
  inactivityNoticeSentAt: 'myData.field.inactivityNoticeSentAt',
  siteLanguage: 'myData.field.siteLanguage',
  parentOrGuardian: 'myData.field.parentOrGuardian',
  name: 'myData.name',
  mobileNumber: 'field.mobileNumber',
  number: 'field.mobileNumber',
  email: 'field.email',
  sentAt: 'myData.field.sentAt',
  lastSentAt: 'myData.field.sentAt',
  expiresAt: 'myData.field.expiresAt',
  consentedAt: 'myData.field.consentedAt',
  verifiedBy: 'myData.field.verifiedBy',
  linkSentAtTimes: 'myData.field.sendTimes',
  sends: 'myData.field.sendTimes',
  wrongTries: 'myData.field.wrongTries',
  title: 'myData.field.title',
  companyName: 'myData.field.companyName',
  savedAt: 'myData.field.savedAt',
  at: 'myData.field.at',
  channel: 'myData.field.channel',
  filters: 'myData.field.filters',
  content: 'myData.field.content',
};

/** The title of each other record by its name in the file (`otherRecords[].record`). */
const RECORD_TITLES: Readonly<Record<string, MessageId>> = {
  pendingCode: 'myData.record.pendingCode',
  savedJob: 'myData.record.savedJob',
  jobAlert: 'myData.record.jobAlert',
  notification: 'myData.record.notification',
  jobReport: 'myData.record.jobReport',
  nominee: 'myData.record.nominee',
  concern: 'myData.record.concern',
  googleSignIn: 'myData.record.googleSignIn',
  mobileNumberClaim: 'myData.record.mobileNumberClaim',
  codeSendTimes: 'myData.record.codeSendTimes',
  signInCode: 'myData.record.signInCode',
  parentLinkSendTimes: 'myData.record.parentLinkSendTimes',
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Details held as epoch milliseconds (a code's and a link's send times): shown as times. */
const EPOCH_TIMES = new Set(['sentAt', 'expiresAt', 'lastSentAt', 'sends', 'linkSentAtTimes']);

/** A detail's value as text: yes or no, a time in the worker's format, a list joined. */
function useValueText() {
  const t = useT();
  const valueText = (value: unknown, name: string): string => {
    if (typeof value === 'boolean') return value ? t('myData.yes') : t('myData.no');
    if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value) : value;
    if (typeof value === 'number' && EPOCH_TIMES.has(name))
      return formatDateTime(new Date(value).toISOString());
    if (Array.isArray(value)) return value.map((inner) => valueText(inner, name)).join(', ');
    if (value === null || value === undefined) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return valueText;
}

function Details({ item }: { item: Stored }) {
  const styles = useStyles();
  const t = useT();
  const valueText = useValueText();
  return (
    <dl className={styles.list}>
      {Object.entries(item).map(([name, value]) => {
        const label = FIELD_LABELS[name];
        const nested = value !== null && typeof value === 'object' && !Array.isArray(value);
        return (
          <div key={name} className={styles.row}>
            <dt className={styles.name}>{label ? t(label) : name}:</dt>
            <dd className={nested ? styles.nested : styles.value}>
              {nested ? <Details item={value as Stored} /> : valueText(value, name)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** `recordsShownAbove`: the other records the page shows in a part of their own (the skills and experience). */
export function MyDataDetails({
  data,
  recordsShownAbove = new Set(),
}: {
  data: MyData;
  recordsShownAbove?: ReadonlySet<string>;
}) {
  const styles = useStyles();
  const t = useT();
  const account = Object.fromEntries(Object.entries(data.profile).filter(([name]) => !SHOWN_ABOVE.has(name)));
  return (
    <>
      <Details item={account} />
      {data.otherRecords.map((record, index) => {
        const title = RECORD_TITLES[record.record];
        if (recordsShownAbove.has(record.record)) return null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the records never reorder on this page
          <details key={index} className={styles.record}>
            <summary>{title ? t(title) : record.record}</summary>
            <Details item={record.item} />
          </details>
        );
      })}
    </>
  );
}
