import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { profileCompleteness } from '#shared/domain/profile-completeness';
import { EMPTY_SECTIONS } from '#shared/domain/profile-sections';
import { CompletenessMeter } from '#web/components/CompletenessMeter';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { useAppliedJobs } from '../api/get-applied-jobs';
import { useProfileForMeter } from '../api/get-profile';
import { RecommendedJobs } from './RecommendedJobs';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  welcome: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  label: { color: tokens.colorNeutralForeground2 },
  count: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  meter: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

interface MyOfficeProps {
  name: string;
  onExplore: () => void;
  onApplied: () => void;
}

/**
 * My Office: a welcome with the worker's name, how many applications stand at each status, and how complete
 * the profile is (decision 581; left out while it loads or if it cannot be read: the page is about the jobs),
 * and the jobs picked for the worker (decision 600; left out the same way).
 */
export function MyOffice({ name, onExplore, onApplied }: MyOfficeProps) {
  const styles = useStyles();
  const t = useT();
  const { data, error, isLoading, mutate } = useAppliedJobs({ live: true });
  const profile = useProfileForMeter();
  const type = useTypography();
  const completeness = profile.data
    ? profileCompleteness(profile.data.data, profile.data.sections ?? EMPTY_SECTIONS)
    : undefined;

  return (
    <div className={styles.panel}>
      <h2 className={styles.welcome}>{t('office.welcome', { name })}</h2>
      <p className={styles.text}>{t('office.text')}</p>
      {isLoading ? <Loading label={t('common.loadingApplications')} /> : null}
      {error && !data ? <LoadProblem message={error.message} onRetry={() => void mutate()} /> : null}
      {data ? (
        <dl className={styles.counts} aria-label={t('office.byStatus')}>
          {APPLICATION_STATUSES.map((status) => (
            <div key={status.code} className={styles.tile}>
              <dt className={styles.label}>{t(`status.${status.code}`)}</dt>
              <dd className={styles.count}>{data.filter((job) => job.STATUS === status.code).length}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {completeness ? (
        <div className={styles.meter}>
          <CompletenessMeter
            completeness={completeness}
            headingLevel={3}
            shown={3}
            action={
              completeness.missing.length > 0 ? (
                <RouterLink className={type.link} to={paths.profile}>
                  {t('completeness.open')}
                </RouterLink>
              ) : null
            }
          />
        </div>
      ) : null}
      <RecommendedJobs />
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onExplore}>
          {t('common.findJobs')}
        </Button>
        <Button onClick={onApplied}>{t('office.seeApplications')}</Button>
      </div>
    </div>
  );
}
