import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Select,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { districtName } from '#shared/domain/districts';
import { JOB_SCHEDULES, JOB_TYPES, jobScheduleLabels, jobTypeLabels } from '#shared/domain/job-rules';
import {
  HOURS_PARAMS,
  JOB_SEARCH_NAMES,
  type JobSearch,
  readJobSearch,
  SEARCH_TEXT_MAX_LENGTH,
  type SortOrder,
  TYPE_PARAMS,
} from '#shared/domain/job-search';
import { CityCombobox } from '#web/components/fields/CityCombobox';
import { JobCard } from '#web/components/JobCard';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { useJobSearch } from '../api/search-jobs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  searchRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  searchField: { flexGrow: 1, flexBasis: '220px', minWidth: 0 },
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // The panel's own display (grid) would override the `hidden` attribute's.
  closed: { display: 'none' },
  city: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  nearMe: { alignSelf: 'flex-start', maxWidth: '100%' },
  panelActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
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
  more: { alignSelf: 'center' },
});

/** Every text of Explore Jobs, in one place (plain English; the catalogues translate them). */
export const EXPLORE_TEXTS = {
  searchLabel: 'Search jobs',
  searchPlaceholder: 'Title, company or skill',
  search: 'Search',
  filters: 'Filters',
  filtersActive: (count: number) => `Filters (${count})`,
  city: 'City',
  nearMe: (city: string) => `Near me: ${city}`,
  workFromHome: 'Work from home only',
  type: 'Type',
  hours: 'Work hours',
  pay: 'Minimum earnings a month',
  posted: 'Posted within',
  any: 'Any',
  payOption: (rupees: number) => `₹${rupees.toLocaleString('en-IN')} or more`,
  postedOption: (days: string) => `Last ${days} days`,
  sort: 'Sort by',
  newest: 'Newest first',
  earnings: 'Highest earnings first',
  apply: 'Show jobs',
  clear: 'Clear filters',
  loading: 'Loading jobs...',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  noMatch: 'No jobs match your search and filters.',
  noneYet: 'No matching jobs among the jobs looked at so far. Load more to look further.',
} as const;

export const NO_JOBS = 'Currently, there are no jobs available.';

/** The minimum earnings offered, in rupees a month. */
const PAY_STEPS = [5_000, 10_000, 15_000, 20_000, 30_000];
const FILTER_NAMES = JOB_SEARCH_NAMES.filter((name) => name !== 'q' && name !== 'sort');

/**
 * Explore Jobs: a search box, filters (city with "near me" first, work from home, type, hours, minimum
 * earnings, posting date) in a panel that opens and closes, and the sort. The filters live in the URL beside
 * `tab=explore`: applying them navigates (so the back button undoes them and a copied link lists the same
 * jobs); the list pages with 'Load more'.
 */
export function ExploreJobs() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const search = readJobSearch(params);
  const { items, pages, error, isLoading, isLoadingMore, hasMore, loadMore, reload, homeCity } =
    useJobSearch(search);

  const show = (next: JobSearch) => {
    const query: Record<string, string> = { tab: 'explore' };
    for (const name of JOB_SEARCH_NAMES) {
      const value = next[name];
      if (value) query[name] = value;
    }
    setParams(query, { preventScrollReset: true });
  };
  const filtered = JOB_SEARCH_NAMES.some((name) => name !== 'sort' && search[name]);
  const clear = () => show(search.sort ? { sort: search.sort } : {});

  let list: ReactNode;
  if (isLoading || (pages === undefined && !error)) list = <Loading label={EXPLORE_TEXTS.loading} />;
  else if (error && items.length === 0)
    list = <LoadProblem message={error.message} onRetry={() => void reload()} />;
  else if (items.length === 0 && !hasMore)
    list = filtered ? (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{EXPLORE_TEXTS.noMatch}</p>
        <Button appearance="primary" onClick={clear}>
          {EXPLORE_TEXTS.clear}
        </Button>
      </div>
    ) : (
      <p className={styles.emptyText}>{NO_JOBS}</p>
    );
  else
    list = (
      <>
        {items.length === 0 ? <p className={styles.emptyText}>{EXPLORE_TEXTS.noneYet}</p> : null}
        <JobGrid>
          {items.map((job) => (
            <JobGridItem key={job.ID}>
              <JobCard job={job} />
            </JobGridItem>
          ))}
        </JobGrid>
        {error ? <LoadProblem message={error.message} onRetry={() => void reload()} /> : null}
        {hasMore ? (
          <Button
            className={styles.more}
            size="large"
            disabled={isLoadingMore}
            onClick={() => void loadMore()}
          >
            {isLoadingMore ? EXPLORE_TEXTS.loadingMore : EXPLORE_TEXTS.loadMore}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className={styles.root}>
      {/* A new form for each URL: what the back button brings back is what the form shows. */}
      <SearchForm key={params.toString()} search={search} homeCity={homeCity} onShow={show} onClear={clear} />
      <div className={styles.resultsBar}>
        <Field label={EXPLORE_TEXTS.sort} className={styles.sort}>
          <Select
            value={search.sort ?? 'newest'}
            onChange={(_event, data) =>
              show({ ...search, sort: data.value === 'earnings' ? 'earnings' : undefined })
            }
          >
            <option value={'newest' satisfies SortOrder}>{EXPLORE_TEXTS.newest}</option>
            <option value={'earnings' satisfies SortOrder}>{EXPLORE_TEXTS.earnings}</option>
          </Select>
        </Field>
      </div>
      {list}
    </div>
  );
}

interface SearchFormProps {
  search: JobSearch;
  homeCity: string;
  onShow: (search: JobSearch) => void;
  onClear: () => void;
}

/** The search box and the filters panel, as a draft the worker applies ('Search' or 'Show jobs'). */
function SearchForm({ search, homeCity, onShow, onClear }: SearchFormProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<JobSearch>(search);
  const [open, setOpen] = useState(false);
  // The city field starts again from the draft's city when "near me" picks it.
  const [cityField, setCityField] = useState(0);
  const panelId = useId();
  const active = FILTER_NAMES.filter((name) => search[name]).length;
  const set = (changes: Partial<JobSearch>) => setDraft((current) => ({ ...current, ...changes }));
  const payOptions = [...new Set([...PAY_STEPS, ...(search.pay ? [Number(search.pay)] : [])])].sort(
    (a, b) => a - b,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ ...draft, q: draft.q?.trim() || undefined });
  };

  return (
    <form className={styles.form} aria-label={EXPLORE_TEXTS.searchLabel} onSubmit={submit}>
      <div className={styles.searchRow}>
        <Field label={EXPLORE_TEXTS.searchLabel} className={styles.searchField}>
          <Input
            type="search"
            value={draft.q ?? ''}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            placeholder={EXPLORE_TEXTS.searchPlaceholder}
            onChange={(_event, data) => set({ q: data.value })}
          />
        </Field>
        <Button type="submit" appearance="primary">
          {EXPLORE_TEXTS.search}
        </Button>
        <Button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {active > 0 ? EXPLORE_TEXTS.filtersActive(active) : EXPLORE_TEXTS.filters}
        </Button>
      </div>
      <div id={panelId} className={mergeClasses(styles.panel, !open && styles.closed)} hidden={!open}>
        <div className={styles.city}>
          <Field label={EXPLORE_TEXTS.city}>
            <CityCombobox
              key={cityField}
              value={draft.city ?? ''}
              onChange={(city) => set({ city: city || undefined })}
              onBlur={() => undefined}
            />
          </Field>
          {homeCity && districtName(homeCity) ? (
            <Button
              type="button"
              className={styles.nearMe}
              size="small"
              appearance={draft.city === homeCity ? 'primary' : 'outline'}
              aria-pressed={draft.city === homeCity}
              onClick={() => {
                set({ city: homeCity });
                setCityField((current) => current + 1);
              }}
            >
              {EXPLORE_TEXTS.nearMe(districtName(homeCity))}
            </Button>
          ) : null}
        </div>
        <Field label={EXPLORE_TEXTS.type}>
          <Select value={draft.type ?? ''} onChange={(_event, data) => set({ type: asType(data.value) })}>
            <option value="">{EXPLORE_TEXTS.any}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={TYPE_PARAMS[type]}>
                {jobTypeLabels[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={EXPLORE_TEXTS.hours}>
          <Select value={draft.hours ?? ''} onChange={(_event, data) => set({ hours: asHours(data.value) })}>
            <option value="">{EXPLORE_TEXTS.any}</option>
            {JOB_SCHEDULES.map((schedule) => (
              <option key={schedule} value={HOURS_PARAMS[schedule]}>
                {jobScheduleLabels[schedule]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={EXPLORE_TEXTS.pay}>
          <Select value={draft.pay ?? ''} onChange={(_event, data) => set({ pay: data.value || undefined })}>
            <option value="">{EXPLORE_TEXTS.any}</option>
            {payOptions.map((rupees) => (
              <option key={rupees} value={String(rupees)}>
                {EXPLORE_TEXTS.payOption(rupees)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={EXPLORE_TEXTS.posted}>
          <Select
            value={draft.posted ?? ''}
            onChange={(_event, data) => set({ posted: asPosted(data.value) })}
          >
            <option value="">{EXPLORE_TEXTS.any}</option>
            <option value="7">{EXPLORE_TEXTS.postedOption('7')}</option>
            <option value="30">{EXPLORE_TEXTS.postedOption('30')}</option>
          </Select>
        </Field>
        <Checkbox
          label={EXPLORE_TEXTS.workFromHome}
          checked={draft.wfh === '1'}
          onChange={(_event, data) => set({ wfh: data.checked === true ? '1' : undefined })}
        />
        <div className={styles.panelActions}>
          <Button type="submit" appearance="primary">
            {EXPLORE_TEXTS.apply}
          </Button>
          <Button type="button" onClick={onClear}>
            {EXPLORE_TEXTS.clear}
          </Button>
        </div>
      </div>
    </form>
  );
}

function asType(value: string): JobSearch['type'] {
  return Object.values(TYPE_PARAMS).find((param) => param === value);
}
function asHours(value: string): JobSearch['hours'] {
  return Object.values(HOURS_PARAMS).find((param) => param === value);
}
function asPosted(value: string): JobSearch['posted'] {
  return value === '7' || value === '30' ? value : undefined;
}
