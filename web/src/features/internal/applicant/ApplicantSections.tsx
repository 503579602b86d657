import { makeStyles, tokens } from '@fluentui/react-components';
import { districtName } from '#shared/domain/districts';
import { jobTypeLabels } from '#shared/domain/job-codes';
import { type ProfileSections, WEEK_DAYS } from '#shared/domain/profile-sections';
import { skillLabels } from '#shared/domain/skills';
import { DetailList } from '#web/components/DetailList';
import { useTypography } from '#web/lib/typography';
import { staffDay } from './staff-time';

const useStyles = makeStyles({
  parts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { overflowWrap: 'anywhere' },
  text: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  quiet: { margin: 0, color: tokens.colorNeutralForeground3 },
  none: { margin: 0, color: tokens.colorNeutralForeground3 },
});

const LEVELS = { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' } as const;
const DAYS = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' } as const;

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** `2025-04` as 'Apr 2025'; an entry that goes on ends 'now'. */
const month = (value: string) =>
  value === '' ? 'now' : monthFormat.format(new Date(`${value}-01T00:00:00Z`));

/**
 * What the applicant presents of themselves (decision 580), in English as the staff screens are: skills with
 * their self-rated level (the listed ones by their English name), work and projects, certificates, when they
 * can work and what they want. The worker's own words stay as they typed them, in any script.
 */
export function ApplicantSections({ sections }: { sections: ProfileSections | undefined }) {
  const styles = useStyles();
  const type = useTypography();
  if (!sections) return <p className={styles.none}>No skills or experience added.</p>;
  const { availability, preferences } = sections;
  const heading = (text: string) => <h3 className={`${type.cardTitle} ${styles.heading}`}>{text}</h3>;

  return (
    <div className={styles.parts}>
      {sections.about ? <p className={styles.text}>{sections.about}</p> : null}
      <section className={styles.part}>
        {heading('Skills')}
        {sections.skills.length === 0 ? (
          <p className={styles.none}>None added.</p>
        ) : (
          <ul className={styles.list}>
            {sections.skills.map((skill) => (
              <li key={skill.code ?? `own-${skill.name}`} className={styles.item}>
                {skill.code ? skillLabels.en[skill.code] : `${skill.name} (their own)`}: {LEVELS[skill.level]}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.part}>
        {heading('Work and projects')}
        {sections.experience.length === 0 ? (
          <p className={styles.none}>None added.</p>
        ) : (
          <ul className={styles.list}>
            {sections.experience.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; shown as saved
              <li key={index} className={styles.item}>
                <strong>
                  {entry.title}
                  {entry.organisation ? `, ${entry.organisation}` : ''}
                </strong>{' '}
                ({entry.kind === 'work' ? 'work' : 'project'}, {month(entry.from)} – {month(entry.to)})
                {entry.description ? <p className={styles.text}>{entry.description}</p> : null}
                {entry.link ? (
                  <a
                    className={type.link}
                    href={entry.link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                  >
                    {entry.link}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {sections.certificates.length > 0 ? (
        <section className={styles.part}>
          {heading('Certificates')}
          <ul className={styles.list}>
            {sections.certificates.map((certificate, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: certificates have no id
              <li key={index} className={styles.item}>
                {[certificate.name, certificate.issuer, String(certificate.year)].filter(Boolean).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DetailList
        missing="Not given"
        items={[
          {
            term: 'Hours a week',
            value: availability.hoursPerWeek > 0 ? String(availability.hoursPerWeek) : '',
          },
          {
            term: 'Days',
            value: WEEK_DAYS.filter((day) => availability.days.includes(day))
              .map((day) => DAYS[day])
              .join(', '),
          },
          { term: 'Available from', value: availability.from ? staffDay(availability.from) : '' },
          { term: 'Wants', value: preferences.jobTypes.map((jobType) => jobTypeLabels[jobType]).join(', ') },
          { term: 'Places', value: preferences.places.map(districtName).join(', ') },
          { term: 'Other languages', value: sections.spokenLanguages.join(', ') },
        ]}
      />
    </div>
  );
}
