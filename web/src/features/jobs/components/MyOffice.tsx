import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { useT } from '#web/lib/i18n';
import { useAppliedJobs } from '../api/get-applied-jobs';

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
});

interface MyOfficeProps {
  name: string;
  onExplore: () => void;
  onApplied: () => void;
}

/** My Office: a welcome with the worker's name and how many applications stand at each status. */
export function MyOffice({ name, onExplore, onApplied }: MyOfficeProps) {
  const styles = useStyles();
  const t = useT();
  const { data, error, isLoading, mutate } = useAppliedJobs({ live: true });

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
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onExplore}>
          {t('common.findJobs')}
        </Button>
        <Button onClick={onApplied}>{t('office.seeApplications')}</Button>
      </div>
    </div>
  );
}
