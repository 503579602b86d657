import { Avatar, Button, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import type { Profile } from '#shared/api/workers';
import { DocumentThumbnail } from '#web/components/DocumentThumbnail';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { useProfile } from './api/get-profile';
import { ProfileForm } from './ProfileForm';
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
  details: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    margin: 0,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
  },
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  missing: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
});

/** `/profile`: the worker's profile, in view mode until Edit. */
export function ProfilePage() {
  const type = useTypography();
  const { data, error, isLoading, mutate } = useProfile();

  let body: ReactNode;
  if (isLoading) body = <Loading label="Loading profile..." />;
  else if (error) body = <LoadProblem message={error.message} onRetry={() => void mutate()} />;
  else if (data) body = <ProfileCard profile={data.data} />;
  else body = null;

  return (
    <Section labelledBy="profile-title">
      <PageTitle title="Profile" />
      <h1 id="profile-title" className={type.pageTitle}>
        Profile
      </h1>
      {body}
    </Section>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const styles = useStyles();
  const type = useTypography();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
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
              <dt className={styles.contactTerm}>Email</dt>
              <dd className={styles.contactValue}>{profile.EMAIL || user?.email || 'Not provided'}</dd>
            </div>
            <div className={styles.contact}>
              <dt className={styles.contactTerm}>Mobile Number</dt>
              <dd className={styles.contactValue}>{profile.MOBILE_NUMBER || 'Not provided'}</dd>
            </div>
          </dl>
        </div>
        {editing ? null : (
          <Button appearance="primary" size="large" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileForm profile={profile} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={profile} />
      )}
    </article>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const styles = useStyles();
  const items: { term: string; value: ReactNode }[] = [
    { term: 'Gender', value: genderText(profile.GENDER) },
    { term: 'Date of Birth', value: dateText(profile.DOB) },
    { term: 'Languages', value: languagesText(profile.LANGUAGES) },
    { term: 'City', value: cityText(profile.LOCATION) },
    { term: 'Education Level', value: educationText(profile.EDUCATION_LEVEL) },
    { term: 'College Name', value: profile.COLLEGE_NAME },
    ...DOCUMENTS.map((document) => ({
      term: document.label,
      value: profile[document.location] ? (
        <DocumentThumbnail src={profile[document.location]} label={document.label} />
      ) : (
        <span className={styles.missing}>Not uploaded</span>
      ),
    })),
  ];

  return (
    <dl className={styles.details}>
      {items.map((item) => (
        <div key={item.term} className={styles.detail}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>
            {item.value === '' ? <span className={styles.missing}>Not provided</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
