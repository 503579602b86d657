import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyData } from '#shared/api/my-data';
import { DetailList } from '#web/components/DetailList';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { formatDate, formatDateTime } from '#web/lib/format';
import { type MessageId, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { useMyData } from './api/get-my-data';
import { DownloadMyData } from './DownloadMyData';
import { cityText, DOCUMENTS, dateText, educationText, genderText, languagesText } from './values';

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    maxWidth: '880px',
    marginTop: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  text: { margin: `0 0 ${tokens.spacingVerticalM}` },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  when: { display: 'block', color: tokens.colorNeutralForeground3 },
  moves: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  raw: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  rawRow: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  rawName: { fontWeight: tokens.fontWeightSemibold },
  rawValue: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

type Stored = Record<string, unknown>;
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** What each staff screen that reads a worker's data is, for the worker. */
const READ_BY: Record<string, MessageId> = {
  getUserDataById: 'myData.what.getUserDataById',
  getInternalDataById: 'myData.what.getInternalDataById',
  getApplicationDetails: 'myData.what.getApplicationDetails',
  exportApplications: 'myData.what.exportApplications',
};

/**
 * `/profile/my-data` (DPDP s.11): the worker's copy of their data as a person reads it, in their
 * language: the same data as the downloaded file (and a button to download it).
 */
export function MyDataPage() {
  const type = useTypography();
  const t = useT();
  const { data, error, isLoading, mutate } = useMyData();

  let body: ReactNode = null;
  if (isLoading) body = <Loading label={t('myData.loading')} />;
  else if (error) body = <LoadProblem message={error.message} onRetry={() => void mutate()} />;
  else if (data) body = <MyDataView data={data.data} />;

  return (
    <Section labelledBy="my-data-title">
      <PageTitle title={t('myData.title')} />
      <h1 id="my-data-title" className={type.pageTitle}>
        {t('myData.title')}
      </h1>
      <RouterLink className={type.link} to={paths.profile}>
        {t('myData.back')}
      </RouterLink>
      {body}
    </Section>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  const type = useTypography();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={type.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Items<T>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) {
  const styles = useStyles();
  const t = useT();
  if (items.length === 0) return <p className={styles.text}>{t('myData.none')}</p>;
  return (
    <ol className={styles.list}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the records never reorder on this page
        <li key={index}>{render(item)}</li>
      ))}
    </ol>
  );
}

function When({ at }: { at: unknown }) {
  const styles = useStyles();
  return (
    <time className={styles.when} dateTime={text(at)}>
      {text(at) ? formatDateTime(text(at)) : ''}
    </time>
  );
}

/** Every attribute of a stored item as name and value: the page holds all the file holds. */
function Everything({ item }: { item: Stored }) {
  const styles = useStyles();
  return (
    <dl className={styles.raw}>
      {Object.entries(item).map(([name, value]) => (
        <div key={name} className={styles.rawRow}>
          <dt className={styles.rawName}>{name}</dt>
          <dd className={styles.rawValue}>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function MyDataView({ data }: { data: MyData }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const profile = data.profile;
  const languages = Array.isArray(profile.LANGUAGES) ? profile.LANGUAGES.join(',') : text(profile.LANGUAGES);
  const status = (code: unknown) => t(`status.${text(code) as 'APPLIED'}`);
  const readBy = (what: unknown) => {
    const id = READ_BY[text(what)];
    return id ? t(id) : text(what);
  };

  return (
    <>
      <p className={styles.text}>{t('myData.intro', { date: formatDateTime(data.exportedAt) })}</p>
      <DownloadMyData showPageLink={false} headingLevel={2} />
      <Card id="my-data-profile" title={t('myData.profile')}>
        <DetailList
          missing={t('common.notProvided')}
          items={[
            { term: t('myData.name'), value: text(profile.NAME) },
            { term: t('field.email'), value: text(profile.EMAIL) },
            { term: t('field.mobileNumber'), value: text(profile.MOBILE_NUMBER) },
            { term: t('field.dob'), value: dateText(text(profile.DOB)) },
            {
              term: t('field.gender'),
              value: typeof profile.GENDER === 'number' ? genderText(profile.GENDER as 0) : '',
            },
            { term: t('field.languages'), value: languagesText(languages) },
            { term: t('field.city'), value: cityText(text(profile.LOCATION)) },
            { term: t('field.education'), value: educationText(text(profile.EDUCATION_LEVEL) as '') },
            { term: t('field.collegeName'), value: text(profile.COLLEGE_NAME) },
          ]}
        />
      </Card>
      <Card id="my-data-documents" title={t('myData.documents')}>
        <Items
          items={data.documents}
          render={(document) => (
            <Link as="a" href={document.link} target="_blank" rel="noopener noreferrer">
              {t(DOCUMENTS.find((spec) => spec.kind === document.kind)?.label ?? 'document.panCard')}:{' '}
              {t('myData.documentLink', { time: formatDateTime(document.linkExpiresAt) })}
            </Link>
          )}
        />
      </Card>
      <Card id="my-data-applications" title={t('myData.applications', { count: data.applications.length })}>
        <Items
          items={data.applications}
          render={(application) => (
            <>
              <strong>
                {text(application.TITLE)}, {text(application.COMPANY_NAME)}
              </strong>
              : {status(application.STATUS)}
              <span className={styles.when}>
                {t('myData.applied', { date: formatDate(text(application.APPLIED_AT)) })}
              </span>
              {Array.isArray(application.REVIEWS) && application.REVIEWS.length > 0 ? (
                <ul className={styles.moves}>
                  {(application.REVIEWS as Stored[]).map((move) => (
                    <li key={text(move.AT)}>
                      {move.BY_ORG_NAME
                        ? t('myData.movedByEmployer', {
                            date: formatDateTime(text(move.AT)),
                            from: status(move.FROM),
                            to: status(move.TO),
                            organisation: text(move.BY_ORG_NAME),
                          })
                        : t('myData.moved', {
                            date: formatDateTime(text(move.AT)),
                            from: status(move.FROM),
                            to: status(move.TO),
                            role: text(move.BY_TYPE),
                          })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        />
      </Card>
      <Card id="my-data-consent" title={t('myData.consent')}>
        <Items
          items={data.consent}
          render={(record) => (
            <>
              <When at={record.AT} />
              {t('profilePrivacy.record', {
                purpose: t(`profilePrivacy.purpose.${text(record.PURPOSE) as 'account'}`),
                action: t(
                  `profilePrivacy.action.${text(record.ACTION) as 'grant'}.${text(record.BY) as 'worker'}`,
                ),
                version: text(record.NOTICE_VERSION),
              })}
            </>
          )}
        />
      </Card>
      <Card id="my-data-messages" title={t('myData.messages')}>
        <Items
          items={data.messages}
          render={(message) => (
            <>
              <When at={message.AT} />
              {t(
                message.KIND === 'otp'
                  ? 'myData.message.otp'
                  : message.CHANNEL === 'whatsapp'
                    ? 'myData.message.reviewWhatsApp'
                    : 'myData.message.review',
                { to: text(message.TO) },
              )}
              {message.TEXT ? <span className={styles.when}>{text(message.TEXT)}</span> : null}
            </>
          )}
        />
      </Card>
      <Card id="my-data-access" title={t('myData.access')}>
        <p className={styles.text}>{t('myData.accessText')}</p>
        <Items
          items={data.staffAccess}
          render={(entry) => (
            <>
              <When at={entry.AT} />
              {entry.BY_ORG_NAME
                ? t('myData.accessEntryEmployer', {
                    organisation: text(entry.BY_ORG_NAME),
                    id: text(entry.BY_ID),
                    what: readBy(entry.WHAT),
                  })
                : t('myData.accessEntry', {
                    role: text(entry.BY_ROLE),
                    id: text(entry.BY_ID),
                    what: readBy(entry.WHAT),
                  })}
            </>
          )}
        />
      </Card>
      <Card id="my-data-recipients" title={t('myData.recipients')}>
        <h3 className={type.cardTitle}>{t('myData.companies')}</h3>
        <Items
          items={data.recipients.companies}
          render={(company) => t('myData.companyShared', { name: company.name, count: company.jobs.length })}
        />
        <h3 className={type.cardTitle}>{t('myData.processors')}</h3>
        <Items
          items={data.recipients.processors}
          render={(processor) => t(`myData.processor.${processor.id as 'aws'}`)}
        />
      </Card>
      <Card id="my-data-everything" title={t('myData.everything')}>
        <p className={styles.text}>{t('myData.everythingText')}</p>
        <Everything item={profile} />
        {data.otherRecords.map((record) => (
          <details key={`${record.record}:${JSON.stringify(record.item).length}`}>
            <summary>{record.record}</summary>
            <Everything item={record.item} />
          </details>
        ))}
      </Card>
    </>
  );
}
