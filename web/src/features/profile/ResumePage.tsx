import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Profile } from '#shared/api/worker';
import { EMPTY_SECTIONS, type ProfileSections } from '#shared/domain/profile-sections';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { useProfile } from './api/get-profile';
import { SectionsView } from './sections/SectionsView';
import { cityText, educationText, languagesText } from './values';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '800px' },
  // What only the screen shows: the way back, the hint and the print button.
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    '@media print': { display: 'none' },
  },
  hint: { margin: 0, flexBasis: '100%', color: tokens.colorNeutralForeground2 },
  resume: {
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
    // On paper: no frame, the page's own margins, black on white.
    '@media print': { padding: 0, border: 'none', color: '#000' },
  },
  name: { margin: 0 },
  label: { margin: `0 0 ${tokens.spacingVerticalXS}`, color: tokens.colorNeutralForeground3 },
  contact: { margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalL}` },
  facts: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  factTitle: { margin: 0 },
  factText: { margin: 0 },
});

/**
 * `/profile/resume` (decision 582): a resume made from the profile in the worker's language, for the
 * browser to print or save as a PDF (its own fonts shape Devanagari and Telugu). Only the signed-in worker
 * opens it: nothing links it publicly, and employers see the same skills and experience only through an
 * application (the applicant panel).
 */
export function ResumePage() {
  const type = useTypography();
  const styles = useStyles();
  const t = useT();
  const { data, error, isLoading, mutate } = useProfile();

  let body: ReactNode = null;
  if (isLoading) body = <Loading label={t('profile.loading')} />;
  else if (error) body = <LoadProblem message={error.message} onRetry={() => void mutate()} />;
  else if (data) body = <Resume profile={data.data} sections={data.sections ?? EMPTY_SECTIONS} />;

  return (
    <div className={styles.page} data-resume="">
      <PageTitle title={t('resume.title')} />
      <div className={styles.controls}>
        <RouterLink className={type.link} to={paths.profile}>
          {t('resume.back')}
        </RouterLink>
        <Button appearance="primary" onClick={() => window.print()} disabled={!data}>
          {t('resume.print')}
        </Button>
        <p className={styles.hint}>{t('resume.hint')}</p>
      </div>
      {body}
    </div>
  );
}

function Resume({ profile, sections }: { profile: Profile; sections: ProfileSections }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const contact = [profile.EMAIL, profile.MOBILE_NUMBER, cityText(profile.LOCATION)].filter(Boolean);
  const education = [educationText(profile.EDUCATION_LEVEL), profile.COLLEGE_NAME].filter(Boolean);
  const languages = [languagesText(profile.LANGUAGES), ...sections.spokenLanguages].filter(Boolean);

  const fact = (id: string, title: string, text: string) =>
    text ? (
      <section className={styles.fact} aria-labelledby={`resume-${id}`}>
        <h2 id={`resume-${id}`} className={`${type.cardTitle} ${styles.factTitle}`}>
          {title}
        </h2>
        <p className={styles.factText}>{text}</p>
      </section>
    ) : null;

  return (
    <article className={styles.resume} aria-labelledby="resume-name">
      <p className={styles.label}>{t('resume.title')}</p>
      <h1 id="resume-name" className={`${type.pageTitle} ${styles.name}`}>
        {profile.NAME}
      </h1>
      <p className={styles.contact}>{contact.join(' · ')}</p>
      <div className={styles.facts}>
        {fact('education', t('resume.education'), education.join(', '))}
        {fact('languages', t('resume.languages'), languages.join(', '))}
      </div>
      <SectionsView sections={{ ...sections, spokenLanguages: [] }} headingLevel={2} hideEmpty />
    </article>
  );
}
