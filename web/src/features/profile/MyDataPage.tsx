import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyData } from '#shared/api/my-data';
import { profileSections } from '#shared/api/profile-sections';
import { titleInLanguage } from '#shared/domain/job-texts';
import { DetailList } from '#web/components/DetailList';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { formatDate, formatDateTime } from '#web/lib/format';
import { type MessageId, useLanguage, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { usePlaceName } from '#web/lib/place-names';
import { useTypography } from '#web/lib/typography';
import { useJobTitles } from './api/get-job-titles';
import { useMyData } from './api/get-my-data';
import { DownloadMyData } from './DownloadMyData';
import { MyDataDetails } from './MyDataDetails';
import { SectionsView } from './sections/SectionsView';
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
 * language: the same data as the downloaded file (and a button to download it), each detail under a label,
 * none under the table's names (decision 560).
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

function MyDataView({ data }: { data: MyData }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const profile = data.profile;
  const languages = Array.isArray(profile.languages) ? profile.languages.join(',') : text(profile.languages);
  const status = (code: unknown) => t(`status.${text(code) as 'APPLIED'}`);
  // A job's title in the worker's language where the job has one (the file keeps the English copy it was
  // applied with): from the applied list, which carries each job's texts.
  const language = useLanguage();
  const place = usePlaceName();
  const titles = useJobTitles().data;
  const titleOf = (application: Stored) => {
    const job = titles?.get(Number(application.id));
    return job ? titleInLanguage(job, language) : text(application.title);
  };
  const titleLang = (application: Stored) =>
    language !== 'en' && titleOf(application) === text(application.title) ? 'en' : undefined;
  // The sections as the export names them (decision 580): `aboutMe` is the form's `about`.
  const sectionsItem = data.otherRecords.find((other) => other.record === 'profileSections')?.item;
  const sections = sectionsItem
    ? profileSections.safeParse({ ...sectionsItem, about: sectionsItem.aboutMe }).data
    : undefined;
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
            { term: t('myData.name'), value: text(profile.name) },
            { term: t('field.email'), value: text(profile.email) },
            { term: t('field.mobileNumber'), value: text(profile.mobileNumber) },
            { term: t('field.dob'), value: dateText(text(profile.dateOfBirth)) },
            {
              term: t('field.gender'),
              value: typeof profile.gender === 'number' ? genderText(profile.gender as 0) : '',
            },
            { term: t('field.languages'), value: languagesText(languages) },
            { term: t('field.city'), value: cityText(text(profile.city), place) },
            { term: t('field.education'), value: educationText(text(profile.educationLevel) as '') },
            { term: t('field.collegeName'), value: text(profile.collegeName) },
            {
              term: t('myData.google'),
              value: profile.googleAccountId
                ? t('myData.googleAccount', { id: text(profile.googleAccountId) })
                : t('myData.no'),
            },
          ]}
        />
      </Card>
      {sections ? (
        <Card id="my-data-sections" title={t('myData.sections')}>
          <SectionsView sections={sections} headingLevel={3} hideEmpty />
        </Card>
      ) : null}
      <Card id="my-data-documents" title={t('myData.documents')}>
        <Items
          items={data.documents}
          render={(document) => (
            <Link as="a" href={document.link} target="_blank" rel="noopener noreferrer">
              {t(DOCUMENTS.find((spec) => spec.kind === document.kind)?.label ?? 'document.panCard')}:{' '}
              {t('myData.documentUploaded')},{' '}
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
                <span lang={titleLang(application)}>{titleOf(application)}</span>,{' '}
                {text(application.companyName)}
              </strong>
              : {status(application.status)}
              <span className={styles.when}>
                {t('myData.applied', { date: formatDate(text(application.appliedAt)) })}
              </span>
              {Array.isArray(application.statusChanges) && application.statusChanges.length > 0 ? (
                <ul className={styles.moves}>
                  {(application.statusChanges as Stored[]).map((move) => (
                    <li key={text(move.at)}>
                      {move.byOrganisation
                        ? t('myData.movedByEmployer', {
                            date: formatDateTime(text(move.at)),
                            from: status(move.from),
                            to: status(move.to),
                            organisation: text(move.byOrganisation),
                          })
                        : t('myData.moved', {
                            date: formatDateTime(text(move.at)),
                            from: status(move.from),
                            to: status(move.to),
                            role: text(move.byRole),
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
              <When at={record.at} />
              {t('profilePrivacy.record', {
                purpose: t(`profilePrivacy.purpose.${text(record.purpose) as 'account'}`),
                action: t(
                  `profilePrivacy.action.${text(record.action) as 'grant'}.${text(record.by) as 'worker'}`,
                ),
                version: text(record.noticeVersion),
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
              <When at={message.at} />
              {t(
                message.kind === 'otp'
                  ? 'myData.message.otp'
                  : message.channel === 'whatsapp'
                    ? 'myData.message.reviewWhatsApp'
                    : message.channel === 'push'
                      ? 'myData.message.reviewPush'
                      : 'myData.message.review',
                { to: text(message.to) },
              )}
              {message.text ? <span className={styles.when}>{text(message.text)}</span> : null}
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
              <When at={entry.at} />
              {entry.byOrganisation
                ? t('myData.accessEntryEmployer', {
                    organisation: text(entry.byOrganisation),
                    id: text(entry.byId),
                    what: readBy(entry.readThrough),
                  })
                : t('myData.accessEntry', {
                    role: text(entry.byRole),
                    id: text(entry.byId),
                    what: readBy(entry.readThrough),
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
        <MyDataDetails data={data} recordsShownAbove={new Set(sections ? ['profileSections'] : [])} />
      </Card>
    </>
  );
}
