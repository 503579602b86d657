import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import type { RecommendationReason } from '#shared/domain/job-recommendations';
import { JobCard } from '#web/components/JobCard';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { type Translate, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { useRecommendedJobs } from '../api/get-recommended-jobs';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  why: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorBrandForeground1 },
});

/** One reason in the worker's language ("matches 3 of your skills", "in your city", "a gig, as you prefer"). */
export function reasonText(t: Translate, reason: RecommendationReason, type: string): string {
  switch (reason.kind) {
    case 'skills':
      return t('recommended.reason.skills', { count: reason.count });
    case 'city':
      return t('recommended.reason.city');
    case 'place':
      return t('recommended.reason.place');
    case 'remote':
      return t('recommended.reason.remote');
    case 'type':
      return t('recommended.reason.type', { type });
    case 'hours':
      return t('recommended.reason.hours');
    case 'distance':
      return t('explore.distance', { km: reason.km });
  }
}

/**
 * "Recommended for you" on My Office: at most six open jobs the worker may take that fit what they entered,
 * each with its reasons; with nothing entered, a line that asks for skills and places. Left out while it loads
 * or if it cannot be read (the page is about the applications), as the completeness meter is.
 */
export function RecommendedJobs() {
  const styles = useStyles();
  const t = useT();
  const type = useTypography();
  const { data } = useRecommendedJobs();
  if (!data) return null;
  return (
    <section className={styles.section} aria-labelledby="recommended-title">
      <h3 id="recommended-title" className={styles.heading}>
        {t('recommended.title')}
      </h3>
      {data.data.length === 0 ? (
        <p className={styles.text}>
          {data.profileReady ? t('recommended.noneFit') : t('recommended.empty')}{' '}
          <RouterLink className={type.link} to={paths.profile}>
            {t('recommended.openProfile')}
          </RouterLink>
        </p>
      ) : (
        <JobGrid>
          {data.data.map((job) => (
            <JobGridItem key={job.ID}>
              <JobCard
                job={job}
                headingLevel={4}
                extra={
                  <p className={styles.why}>
                    {job.REASONS.map((reason) => reasonText(t, reason, job.TYPE)).join(' · ')}
                  </p>
                }
              />
            </JobGridItem>
          ))}
        </JobGrid>
      )}
    </section>
  );
}
