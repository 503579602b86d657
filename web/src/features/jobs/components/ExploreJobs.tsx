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
import { JOB_SCHEDULES, JOB_TYPES } from '#shared/domain/job-rules';
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
import { formatRupees } from '#web/lib/format';
import { type Translate, useT } from '#web/lib/i18n';
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

/** Every text of Explore Jobs, from the catalogues in the worker's language. */
function exploreTexts(t: Translate) {
  return {
    searchLabel: t('explore.searchLabel'),
    searchPlaceholder: t('explore.searchPlaceholder'),
    search: t('explore.search'),
    filters: t('explore.filters'),
    filtersActive: (count: number) => t('explore.filtersActive', { count }),
    city: t('field.city'),
    nearMe: (city: string) => t('explore.nearMe', { city }),
    workFromHome: t('explore.workFromHome'),
    type: t('explore.type'),
    hours: t('explore.hours'),
    pay: t('explore.pay'),
    posted: t('explore.posted'),
    any: t('explore.any'),
    payOption: (rupees: number) => t('explore.payOption', { amount: formatRupees(rupees) }),
    postedOption: (days: string) => t('explore.postedOption', { days: Number(days) }),
    sort: t('explore.sort'),
    newest: t('explore.newest'),
    earnings: t('explore.earnings'),
    apply: t('explore.apply'),
    clear: t('explore.clear'),
    loading: t('jobs.loading'),
    loadMore: t('jobs.loadMore'),
    loadingMore: t('jobs.loadingMore'),
    noMatch: t('explore.noMatch'),
    noneYet: t('explore.noneYet'),
  };
}

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
  const t = useT();
  const texts = exploreTexts(t);
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
  if (isLoading || (pages === undefined && !error)) list = <Loading label={texts.loading} />;
  else if (error && items.length === 0)
    list = <LoadProblem message={error.message} onRetry={() => void reload()} />;
  else if (items.length === 0 && !hasMore)
    list = filtered ? (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{texts.noMatch}</p>
        <Button appearance="primary" onClick={clear}>
          {texts.clear}
        </Button>
      </div>
    ) : (
      <p className={styles.emptyText}>{t('jobs.none')}</p>
    );
  else
    list = (
      <>
        {items.length === 0 ? <p className={styles.emptyText}>{texts.noneYet}</p> : null}
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
            {isLoadingMore ? texts.loadingMore : texts.loadMore}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className={styles.root}>
      {/* A new form for each URL: what the back button brings back is what the form shows. */}
      <SearchForm key={params.toString()} search={search} homeCity={homeCity} onShow={show} onClear={clear} />
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
  const t = useT();
  const texts = exploreTexts(t);
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
    <form className={styles.form} aria-label={texts.searchLabel} onSubmit={submit}>
      <div className={styles.searchRow}>
        <Field label={texts.searchLabel} className={styles.searchField}>
          <Input
            type="search"
            value={draft.q ?? ''}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            placeholder={texts.searchPlaceholder}
            onChange={(_event, data) => set({ q: data.value })}
          />
        </Field>
        <Button type="submit" appearance="primary">
          {texts.search}
        </Button>
        <Button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {active > 0 ? texts.filtersActive(active) : texts.filters}
        </Button>
      </div>
      <div id={panelId} className={mergeClasses(styles.panel, !open && styles.closed)} hidden={!open}>
        <div className={styles.city}>
          <Field label={texts.city}>
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
              {texts.nearMe(districtName(homeCity))}
            </Button>
          ) : null}
        </div>
        <Field label={texts.type}>
          <Select value={draft.type ?? ''} onChange={(_event, data) => set({ type: asType(data.value) })}>
            <option value="">{texts.any}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={TYPE_PARAMS[type]}>
                {t(`jobType.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={texts.hours}>
          <Select value={draft.hours ?? ''} onChange={(_event, data) => set({ hours: asHours(data.value) })}>
            <option value="">{texts.any}</option>
            {JOB_SCHEDULES.map((schedule) => (
              <option key={schedule} value={HOURS_PARAMS[schedule]}>
                {t(`jobSchedule.${schedule}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={texts.pay}>
          <Select value={draft.pay ?? ''} onChange={(_event, data) => set({ pay: data.value || undefined })}>
            <option value="">{texts.any}</option>
            {payOptions.map((rupees) => (
              <option key={rupees} value={String(rupees)}>
                {texts.payOption(rupees)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={texts.posted}>
          <Select
            value={draft.posted ?? ''}
            onChange={(_event, data) => set({ posted: asPosted(data.value) })}
          >
            <option value="">{texts.any}</option>
            <option value="7">{texts.postedOption('7')}</option>
            <option value="30">{texts.postedOption('30')}</option>
          </Select>
        </Field>
        <Checkbox
          label={texts.workFromHome}
          checked={draft.wfh === '1'}
          onChange={(_event, data) => set({ wfh: data.checked === true ? '1' : undefined })}
        />
        <div className={styles.panelActions}>
          <Button type="submit" appearance="primary">
            {texts.apply}
          </Button>
          <Button type="button" onClick={onClear}>
            {texts.clear}
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
