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
import { type FormEvent, useId, useState } from 'react';
import { JOB_SCHEDULES, JOB_TYPES } from '#shared/domain/job-rules';
import {
  HOURS_PARAMS,
  JOB_SEARCH_NAMES,
  type JobSearch,
  SEARCH_TEXT_MAX_LENGTH,
  TYPE_PARAMS,
} from '#shared/domain/job-search';
import { CityCombobox } from '#web/components/fields/CityCombobox';
import { useT } from '#web/lib/i18n';
import { exploreTexts } from './explore-texts';

const useStyles = makeStyles({
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
  panelActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
});

/** The minimum earnings offered, in rupees a month. */
const PAY_STEPS = [5_000, 10_000, 15_000, 20_000, 30_000];
const FILTER_NAMES = JOB_SEARCH_NAMES.filter((name) => name !== 'q' && name !== 'sort');

interface JobSearchFormProps {
  search: JobSearch;
  onShow: (search: JobSearch) => void;
  onClear: () => void;
}

/** The search box and the filters panel, as a draft the worker applies ('Search' or 'Show jobs'). */
export function JobSearchForm({ search, onShow, onClear }: JobSearchFormProps) {
  const t = useT();
  const texts = exploreTexts(t);
  const styles = useStyles();
  const [draft, setDraft] = useState<JobSearch>(search);
  const [open, setOpen] = useState(false);
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
              value={draft.city ?? ''}
              onChange={(city) => set({ city: city || undefined })}
              onBlur={() => undefined}
            />
          </Field>
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
