import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { districtName } from '#shared/domain/districts';
import { type ProfileSections, WEEK_DAYS } from '#shared/domain/profile-sections';
import { formatDay } from '#web/lib/format';
import { useLanguage, useT } from '#web/lib/i18n';
import { usePlaceName } from '#web/lib/place-names';
import { useTypography } from '#web/lib/typography';
import { datesText, skillName } from './format';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, breakInside: 'avoid' },
  heading: { margin: 0 },
  text: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  quiet: { margin: 0, color: tokens.colorNeutralForeground3 },
  skills: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0 },
  skill: {
    listStyleType: 'none',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  entries: { margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  entry: { listStyleType: 'none', breakInside: 'avoid' },
  entryTitle: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

interface SectionsViewProps {
  sections: ProfileSections;
  /** The level of each part's heading: 3 under the profile card's h2, 2 on the printable resume. */
  headingLevel: 2 | 3;
  /** Leave out the parts with nothing in them (the printable resume), rather than saying so. */
  hideEmpty?: boolean;
}

/**
 * The sections as the worker reads them, in their language (the profile card, the printable resume, the My
 * data page): about me, skills with levels, work and projects, certificates, availability, preferences and
 * the other languages spoken.
 */
export function SectionsView({ sections, headingLevel, hideEmpty = false }: SectionsViewProps) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const inLanguage = usePlaceName();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { availability, preferences } = sections;

  const part = (id: string, title: string, filled: boolean, body: ReactNode) =>
    filled || !hideEmpty ? (
      <section key={id} className={styles.part} aria-labelledby={`sections-${id}`}>
        <Heading id={`sections-${id}`} className={`${type.cardTitle} ${styles.heading}`}>
          {title}
        </Heading>
        {filled ? body : <p className={styles.quiet}>{t('sections.none')}</p>}
      </section>
    ) : null;

  const availabilityText = [
    availability.hoursPerWeek > 0 ? t('sections.hours', { hours: availability.hoursPerWeek }) : '',
    WEEK_DAYS.filter((day) => availability.days.includes(day))
      .map((day) => t(`day.${day}`))
      .join(', '),
    availability.from ? `${t('sections.availableFrom')}: ${formatDay(availability.from)}` : '',
  ].filter((text) => text !== '');

  return (
    <div className={styles.sections}>
      {part(
        'about',
        t('sections.about'),
        sections.about !== '',
        <p className={styles.text}>{sections.about}</p>,
      )}
      {part(
        'skills',
        t('sections.skills'),
        sections.skills.length > 0,
        <ul className={styles.skills}>
          {sections.skills.map((skill) => (
            <li key={skill.code ?? `own-${skill.name}`} className={styles.skill}>
              {skillName(skill, language)} · {t(`level.${skill.level}`)}
            </li>
          ))}
        </ul>,
      )}
      {part(
        'experience',
        t('sections.experience'),
        sections.experience.length > 0,
        <ul className={styles.entries}>
          {sections.experience.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list is shown as saved
            <li key={index} className={styles.entry}>
              <div className={styles.entryTitle}>
                {entry.title}
                {entry.organisation ? `, ${entry.organisation}` : ''}
              </div>
              <p className={styles.quiet}>
                {t(`sections.kind.${entry.kind}`)} · {datesText(entry, language, t)}
              </p>
              {entry.description ? <p className={styles.text}>{entry.description}</p> : null}
              {entry.link ? (
                <Link href={entry.link} target="_blank" rel="noopener noreferrer nofollow">
                  {entry.link}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>,
      )}
      {part(
        'certificates',
        t('sections.certificates'),
        sections.certificates.length > 0,
        <ul className={styles.entries}>
          {sections.certificates.map((certificate, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: certificates have no id; the list is shown as saved
            <li key={index} className={styles.entry}>
              <span className={styles.entryTitle}>{certificate.name}</span>
              {[certificate.issuer, String(certificate.year)].filter(Boolean).map((text) => `, ${text}`)}
            </li>
          ))}
        </ul>,
      )}
      {part(
        'availability',
        t('sections.availability'),
        availabilityText.length > 0,
        <p className={styles.text}>{availabilityText.join(' · ')}</p>,
      )}
      {part(
        'preferences',
        t('sections.preferences'),
        preferences.jobTypes.length > 0 || preferences.places.length > 0,
        <p className={styles.text}>
          {[
            ...preferences.jobTypes.map((jobType) => t(`jobType.${jobType}`)),
            ...preferences.places.map((place) => inLanguage(districtName(place))),
          ].join(' · ')}
        </p>,
      )}
      {part(
        'languages',
        t('sections.spokenLanguages'),
        sections.spokenLanguages.length > 0,
        <p className={styles.text}>{sections.spokenLanguages.join(', ')}</p>,
      )}
    </div>
  );
}
