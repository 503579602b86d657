import { Avatar, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Profile } from '#shared/api/worker';
import { profileCompleteness } from '#shared/domain/profile-completeness';
import { EMPTY_SECTIONS } from '#shared/domain/profile-sections';
import { educationNeedsCollege } from '#shared/domain/rules';
import { uploadTypeOfKey } from '#shared/domain/upload-types';
import { CompletenessMeter } from '#web/components/CompletenessMeter';
import { DetailList, MissingValue } from '#web/components/DetailList';
import { DocumentThumbnail } from '#web/components/DocumentThumbnail';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { type MessageId, useT } from '#web/lib/i18n';
import { usePlaceName } from '#web/lib/place-names';
import { useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { useProfile } from './api/get-profile';
import { ChangeNumber } from './ChangeNumber';
import { DataSaverSwitch } from './DataSaverSwitch';
import { LinkGoogle } from './LinkGoogle';
import { PrivacySection } from './PrivacySection';
import { ProfileForm } from './ProfileForm';
import { ResumeSection } from './ResumeSection';
import { SectionsCard } from './sections/SectionsCard';
import { cityText, DOCUMENTS, dateText, educationText, genderText, languagesText } from './values';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    maxWidth: '880px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    paddingBottom: tokens.spacingVerticalXL,
    marginBottom: tokens.spacingVerticalXL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  identity: { flex: '1 1 180px', minWidth: 0 },
  name: { overflowWrap: 'anywhere' },
  contacts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  contact: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  contactTerm: { color: tokens.colorNeutralForeground3 },
  contactValue: { margin: 0, overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
  saved: { marginBottom: tokens.spacingVerticalL },
  meter: {
    boxSizing: 'border-box',
    maxWidth: '880px',
    marginBottom: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
});

/**
 * `/profile`: how complete the profile is, the worker's profile (in view mode until Edit), their skills and
 * experience (decision 580), data saver (decision 634), and its Privacy section.
 */
export function ProfilePage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const { data, error, isLoading, mutate } = useProfile();

  let body: ReactNode;
  if (isLoading) body = <Loading label={t('profile.loading')} />;
  else if (error) body = <LoadProblem message={error.message} onRetry={() => void mutate()} />;
  else if (data) {
    const sections = data.sections ?? EMPTY_SECTIONS;
    body = (
      <>
        <div className={styles.meter}>
          <CompletenessMeter completeness={profileCompleteness(data.data, sections)} headingLevel={2} />
        </div>
        <ProfileCard profile={data.data} />
        <SectionsCard sections={sections} />
        <DataSaverSwitch />
        <PrivacySection />
      </>
    );
  } else body = null;

  return (
    <Section labelledBy="profile-title">
      <PageTitle title={t('profile.title')} />
      <h1 id="profile-title" className={type.pageTitle}>
        {t('profile.title')}
      </h1>
      {body}
    </Section>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const styles = useStyles();
  const type = useTypography();
  const { user } = useSession();
  const t = useT();
  const [editing, setEditing] = useState(false);
  // After a save: a status message saying so, focused since the Save button it was on is gone.
  const [saved, setSaved] = useState(false);
  const savedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedNotice.current?.focus();
  }, [saved]);
  const name = profile.NAME || user?.name || '';
  const photoUrl = user?.photoUrl ?? '';

  return (
    <article className={styles.card} aria-labelledby="profile-name">
      <div className={styles.head}>
        <Avatar
          size={72}
          name={name}
          color="colorful"
          image={photoUrl ? { src: photoUrl, alt: '', referrerPolicy: 'no-referrer' } : undefined}
        />
        <div className={styles.identity}>
          <h2 id="profile-name" className={`${type.sectionTitle} ${styles.name}`}>
            {name}
          </h2>
          <dl className={styles.contacts}>
            <div className={styles.contact}>
              <dt className={styles.contactTerm}>{t('field.email')}</dt>
              <dd className={styles.contactValue}>
                {profile.EMAIL || user?.email || t('common.notProvided')}
              </dd>
            </div>
            <div className={styles.contact}>
              <dt className={styles.contactTerm}>{t('field.mobileNumber')}</dt>
              <dd className={styles.contactValue}>{profile.MOBILE_NUMBER || t('common.notProvided')}</dd>
            </div>
          </dl>
        </div>
        {editing ? null : (
          <Button
            appearance="primary"
            size="large"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('common.edit')}
          </Button>
        )}
        {profile.MOBILE_NUMBER ? <ChangeNumber current={profile.MOBILE_NUMBER} /> : null}
        {/* A phone sign-up has no e-mail until a Google account is linked: Google always brings one. */}
        {profile.EMAIL ? null : <LinkGoogle />}
      </div>
      {saved && !editing ? (
        <div ref={savedNotice} tabIndex={-1} role="status" className={styles.saved}>
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>{t('profile.saved')}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
      {editing ? (
        <ProfileForm
          profile={profile}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <ProfileDetails profile={profile} />
          <ResumeSection resume={profile.RESUME} />
        </>
      )}
    </article>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const t = useT();
  const place = usePlaceName();
  const items: { term: MessageId; value: ReactNode }[] = [
    { term: 'field.gender', value: genderText(profile.GENDER) },
    { term: 'field.dob', value: dateText(profile.DOB) },
    { term: 'field.languages', value: languagesText(profile.LANGUAGES) },
    { term: 'field.city', value: cityText(profile.LOCATION, place) },
    { term: 'field.education', value: educationText(profile.EDUCATION_LEVEL) },
    // Shown where the level has a college (decision 565); below it, none was asked.
    ...(educationNeedsCollege(profile.EDUCATION_LEVEL) || profile.COLLEGE_NAME
      ? [{ term: 'field.collegeName' as const, value: profile.COLLEGE_NAME }]
      : []),
    ...DOCUMENTS.map((document) => ({
      term: document.label,
      value: profile[document.location] ? (
        <DocumentThumbnail
          src={profile[document.location]}
          label={t(document.label)}
          pdf={uploadTypeOfKey(profile[document.key]) === 'application/pdf'}
        />
      ) : (
        <MissingValue text={t('common.notUploaded')} />
      ),
    })),
  ];

  return (
    <DetailList
      items={items.map((item) => ({ term: t(item.term), value: item.value }))}
      missing={t('common.notProvided')}
    />
  );
}
