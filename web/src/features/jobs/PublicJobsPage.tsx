import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { citySlug } from '#shared/domain/district-slugs';
import { JOB_SEARCH_NAMES, type JobSearch, readJobSearch, type SortOrder } from '#shared/domain/job-search';
import { JobCard } from '#web/components/JobCard';
import { PagedJobGrid } from '#web/components/PagedJobGrid';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { useCursorList } from '#web/lib/cursor-list';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';
import { searchQuery } from './api/search-jobs';
import { exploreTexts } from './components/explore-texts';
import { JobSearchForm } from './components/JobSearchForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  sort: { minWidth: '200px', maxWidth: '100%' },
  emptyText: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
});

/**
 * `/jobs` for anyone (decision 615): Explore Jobs' search form and its filters in the URL (the same names and
 * values; a city as the category pages' slug), the list from `searchPublicJobs` (the same search), a page at a
 * time. The server renders the same list first (functions/features/job-pages/list-page.ts); this takes it over.
 * A visitor opens a job and applies from its page, which asks them to sign in first.
 */
export function PublicJobsPage() {
  const t = useT();
  const texts = exploreTexts(t);
  const styles = useStyles();
  const type = useTypography();
  const [params, setParams] = useSearchParams();
  const search = readJobSearch(params);
  const list = useCursorList('searchPublicJobs', searchQuery(search));

  const show = (next: JobSearch) => {
    const query: Record<string, string> = {};
    for (const name of JOB_SEARCH_NAMES) {
      const value = next[name];
      if (value) query[name] = name === 'city' ? citySlug(value) : value;
    }
    const language = params.get('lang');
    if (language) query.lang = language;
    setParams(query, { preventScrollReset: true });
  };
  const clear = () => show(search.sort ? { sort: search.sort } : {});
  const filtered = JOB_SEARCH_NAMES.some((name) => name !== 'sort' && search[name]);

  return (
    <>
      <PageTitle title={t('publicJobs.title')} />
      <Section labelledBy="public-jobs-title">
        <div className={styles.root}>
          <h1 id="public-jobs-title" className={type.pageTitle}>
            {t('publicJobs.title')}
          </h1>
          <p className={type.body}>{t('publicJobs.intro')}</p>
          {/* A new form for each URL: what the back button brings back is what the form shows. */}
          <JobSearchForm key={params.toString()} search={search} onShow={show} onClear={clear} />
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
          <PagedJobGrid
            list={list}
            keyOf={(job) => job.ID}
            card={(job) => <JobCard job={job} />}
            loading={{ indicator: 'spinner', label: texts.loading }}
            empty={<p className={styles.emptyText}>{filtered ? texts.noMatch : t('jobs.none')}</p>}
            emptySoFar={<p className={styles.emptyText}>{texts.noneYet}</p>}
            more={{ label: texts.loadMore, busyLabel: texts.loadingMore, size: 'large' }}
          />
        </div>
      </Section>
    </>
  );
}
