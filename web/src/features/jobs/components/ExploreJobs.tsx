import { Badge, Button, Field, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchedJob } from '#shared/api/job-shapes';
import { ageInIst } from '#shared/domain/job-eligibility-rules';
import { JOB_SEARCH_NAMES, type JobSearch, readJobSearch, type SortOrder } from '#shared/domain/job-search';
import { relaxedSearch } from '#shared/domain/job-search-relax';
import { readNear } from '#shared/domain/near';
import { ADULT_AGE_YEARS } from '#shared/domain/privacy';
import { JobCard } from '#web/components/JobCard';
import { PagedJobGrid } from '#web/components/PagedJobGrid';
import { reasonsFor, useEligibilityWorker } from '#web/lib/eligibility';
import { useT } from '#web/lib/i18n';
import { useJobSearch } from '../api/search-jobs';
import { AlertMeButton } from './AlertMeButton';
import { exploreTexts } from './explore-texts';
import { JobSearchForm } from './JobSearchForm';
import { NearMe, useDistanceText } from './NearMe';
import { SaveJobButton } from './SaveJobButton';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  resultsBar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  sort: { minWidth: '200px' },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  emptyText: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  eligibility: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hidden: { margin: 0, color: tokens.colorNeutralForeground2 },
  extra: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  distance: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/**
 * Explore Jobs: a search box, filters (city with "near me" first, work from home, type, hours, minimum
 * earnings, posting date) in a panel that opens and closes, and the sort. The filters live in the URL beside
 * `tab=explore`: applying them navigates (so the back button undoes them and a copied link lists the same
 * jobs); the list pages with 'Load more'. A job the worker may not take (shared/domain/job-eligibility.ts) is
 * marked; a switch hides those, off by default for a worker under 18 (they see only what they may take) and on
 * for an adult. Near me (decision 620, `near` in the URL, kept when the tab changes) sorts by distance and shows
 * it on each card; a city picked in the filters turns it off, as near me clears the city.
 */
export function ExploreJobs() {
  const t = useT();
  const texts = exploreTexts(t);
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const near = readNear(params);
  // Near me and a city are one or the other (searchJobs refuses both).
  const search = near ? { ...readJobSearch(params), city: undefined } : readJobSearch(params);
  const jobs = useJobSearch(search, near);
  const distanceText = useDistanceText();
  const worker = useEligibilityWorker();
  const minor = worker ? !(ageInIst(worker.DOB) >= ADULT_AGE_YEARS) : false;
  const [showAll, setShowAll] = useState<boolean>();
  const showing = showAll ?? !minor;
  const notForWorker = (job: SearchedJob) => reasonsFor(job, worker).length > 0;
  const hiddenCount = showing ? 0 : jobs.items.filter(notForWorker).length;
  const listed = showing ? jobs : { ...jobs, items: jobs.items.filter((job) => !notForWorker(job)) };

  const showNear = (next: JobSearch, nextNear: string | undefined) => {
    const query: Record<string, string> = { tab: 'explore' };
    for (const name of JOB_SEARCH_NAMES) {
      const value = next[name];
      if (value && !(name === 'city' && nextNear)) query[name] = value;
    }
    if (nextNear) query.near = nextNear;
    setParams(query, { preventScrollReset: true });
  };
  // A search keeps near me, unless it picks a city.
  const show = (next: JobSearch) => showNear(next, next.city ? undefined : near);
  const filtered = near !== undefined || JOB_SEARCH_NAMES.some((name) => name !== 'sort' && search[name]);
  const clear = () => showNear(search.sort ? { sort: search.sort } : {}, undefined);

  const relaxation = jobs.relaxation;
  // The nearest wider search that finds jobs, with its count, one tap away.
  const offer = relaxation ? (
    <div className={styles.empty}>
      <p className={styles.emptyText}>
        {texts.relaxation(relaxation.kind, relaxation.count, relaxation.more)}
      </p>
      <Button appearance="primary" onClick={() => show(relaxedSearch(search, relaxation.kind))}>
        {texts.relaxShow}
      </Button>
    </div>
  ) : null;
  const empty = filtered ? (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{texts.noMatch}</p>
      {offer}
      <Button appearance={offer ? 'secondary' : 'primary'} onClick={clear}>
        {texts.clear}
      </Button>
    </div>
  ) : (
    <p className={styles.emptyText}>{t('jobs.none')}</p>
  );

  return (
    <div className={styles.root}>
      {/* A new form for each URL: what the back button brings back is what the form shows. */}
      <JobSearchForm key={params.toString()} search={search} onShow={show} onClear={clear} />
      <NearMe
        near={near}
        homeCity={jobs.homeCity}
        answered={jobs.near}
        onNear={(next) => showNear(search, next)}
      />
      <div className={styles.resultsBar}>
        <Field label={texts.sort} className={styles.sort}>
          <Select
            value={search.sort ?? 'newest'}
            onChange={(_event, data) =>
              show({ ...search, sort: data.value === 'earnings' ? 'earnings' : undefined })
            }
          >
            <option value={'newest' satisfies SortOrder}>{texts.newest}</option>
            <option value={'earnings' satisfies SortOrder}>{texts.earnings}</option>
          </Select>
        </Field>
        {/* This search (the URL's filters) as a job alert: near me as the district it stands for. */}
        <AlertMeButton search={near && jobs.near ? { ...search, city: jobs.near.city } : search} />
      </div>
      {worker ? (
        <div className={styles.eligibility}>
          <Switch
            checked={showing}
            label={t('eligibility.showAll')}
            onChange={(_event, data) => setShowAll(data.checked)}
          />
          {hiddenCount > 0 ? (
            <p className={styles.hidden} role="status">
              {t('eligibility.hidden', { count: hiddenCount })}
            </p>
          ) : null}
        </div>
      ) : null}
      <PagedJobGrid
        list={listed}
        keyOf={(job) => job.ID}
        card={(job) => (
          <JobCard
            job={job}
            extra={
              <div className={styles.extra}>
                {distanceText(job.DISTANCE_KM) ? (
                  <span className={styles.distance}>{distanceText(job.DISTANCE_KM)}</span>
                ) : null}
                {notForWorker(job) ? (
                  <Badge appearance="tint" color="warning">
                    {t('eligibility.cardMark')}
                  </Badge>
                ) : null}
                <SaveJobButton jobId={job.ID} describedBy={`job-${job.ID}-title`} />
              </div>
            }
          />
        )}
        loading={{ indicator: 'spinner', label: texts.loading }}
        empty={empty}
        emptySoFar={
          <>
            <p className={styles.emptyText}>{texts.noneYet}</p>
            {offer}
          </>
        }
        more={{ label: texts.loadMore, busyLabel: texts.loadingMore, size: 'large' }}
      />
    </div>
  );
}
