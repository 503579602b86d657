import { Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { districtName } from '#shared/domain/districts';
import { JOB_TYPES } from '#shared/domain/job-codes';
import {
  CERTIFICATE_TEXT_MAX_LENGTH,
  MAX_CERTIFICATES,
  MAX_HOURS_A_WEEK,
  MAX_PLACES,
  MAX_SPOKEN_LANGUAGES,
  type ProfileAvailability,
  type ProfileCertificate,
  type ProfilePreferences,
  SPOKEN_LANGUAGE_MAX_LENGTH,
  WEEK_DAYS,
} from '#shared/domain/profile-sections';
import { CityCombobox } from '#web/components/fields/CityCombobox';
import { useT } from '#web/lib/i18n';
import { usePlaceName } from '#web/lib/place-names';
import type { PartProps } from './editor-parts';
import { PartFieldset } from './PartFieldset';

const useStyles = makeStyles({
  entries: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  entry: {
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: '1fr',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    '@media (min-width: 768px)': { gridTemplateColumns: '2fr 2fr 1fr auto' },
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  grow: { flex: '1 1 200px', minWidth: 0 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0 },
  chip: { listStyleType: 'none', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  checks: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  checksLegend: { padding: 0, marginBottom: tokens.spacingVerticalXS, width: '100%' },
});

/** Certificates: up to MAX_CERTIFICATES, each a name, who gave it and the year. */
export function CertificatesEditor({ value, onChange, error, disabled }: PartProps<ProfileCertificate[]>) {
  const styles = useStyles();
  const t = useT();
  const set = (index: number, change: Partial<ProfileCertificate>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  return (
    <PartFieldset legend={t('sections.certificates')} error={error('certificates')}>
      <ol className={styles.entries}>
        {value.map((certificate, index) => {
          const at = (field: keyof ProfileCertificate) => error(`certificates.${index}.${field}`);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: certificates have no id
            <li key={index} className={styles.entry}>
              <Field label={t('sections.certificateName')} required validationMessage={at('name')}>
                <Input
                  value={certificate.name}
                  maxLength={CERTIFICATE_TEXT_MAX_LENGTH}
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { name: data.value })}
                />
              </Field>
              <Field label={t('sections.issuer')} validationMessage={at('issuer')}>
                <Input
                  value={certificate.issuer}
                  maxLength={CERTIFICATE_TEXT_MAX_LENGTH}
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { issuer: data.value })}
                />
              </Field>
              <Field label={t('sections.year')} required validationMessage={at('year')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1950}
                  max={2100}
                  value={Number.isNaN(certificate.year) ? '' : String(certificate.year)}
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { year: Number.parseInt(data.value, 10) })}
                />
              </Field>
              <Button
                disabled={disabled}
                onClick={() => onChange(value.filter((_entry, other) => other !== index))}
              >
                {t('sections.remove', { name: certificate.name || t('sections.certificateName') })}
              </Button>
            </li>
          );
        })}
      </ol>
      <div className={styles.row}>
        <Button
          disabled={disabled || value.length >= MAX_CERTIFICATES}
          onClick={() => onChange([...value, { name: '', issuer: '', year: new Date().getFullYear() }])}
        >
          {t('sections.addCertificate')}
        </Button>
      </div>
    </PartFieldset>
  );
}

/** When the worker can work: hours a week, the days, the first day. */
export function AvailabilityEditor({ value, onChange, error, disabled }: PartProps<ProfileAvailability>) {
  const styles = useStyles();
  const t = useT();
  return (
    <PartFieldset legend={t('sections.availability')}>
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t('sections.hoursPerWeek', { max: MAX_HOURS_A_WEEK })}
          validationMessage={error('availability.hoursPerWeek')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_HOURS_A_WEEK}
            value={value.hoursPerWeek === 0 ? '' : String(value.hoursPerWeek)}
            disabled={disabled}
            onChange={(_event, data) =>
              onChange({ ...value, hoursPerWeek: data.value === '' ? 0 : Number.parseInt(data.value, 10) })
            }
          />
        </Field>
        <Field
          className={styles.grow}
          label={t('sections.availableFrom')}
          validationMessage={error('availability.from')}
        >
          <Input
            type="date"
            value={value.from}
            disabled={disabled}
            onChange={(_event, data) => onChange({ ...value, from: data.value })}
          />
        </Field>
      </div>
      <fieldset className={styles.checks}>
        <legend className={styles.checksLegend}>{t('sections.days')}</legend>
        {WEEK_DAYS.map((day) => (
          <Checkbox
            key={day}
            label={t(`day.${day}`)}
            checked={value.days.includes(day)}
            disabled={disabled}
            onChange={(_event, data) =>
              onChange({
                ...value,
                days: data.checked
                  ? WEEK_DAYS.filter((other) => other === day || value.days.includes(other))
                  : value.days.filter((other) => other !== day),
              })
            }
          />
        ))}
      </fieldset>
    </PartFieldset>
  );
}

/** The kinds of job and the districts the worker wants. */
export function PreferencesEditor({ value, onChange, error, disabled }: PartProps<ProfilePreferences>) {
  const styles = useStyles();
  const t = useT();
  const inLanguage = usePlaceName();
  // The combobox adds the district chosen, then starts empty again (its key).
  const [adding, setAdding] = useState(0);
  return (
    <PartFieldset legend={t('sections.preferences')} error={error('preferences', true)}>
      <fieldset className={styles.checks}>
        <legend className={styles.checksLegend}>{t('sections.jobTypes')}</legend>
        {JOB_TYPES.map((jobType) => (
          <Checkbox
            key={jobType}
            label={t(`jobType.${jobType}`)}
            checked={value.jobTypes.includes(jobType)}
            disabled={disabled}
            onChange={(_event, data) =>
              onChange({
                ...value,
                jobTypes: data.checked
                  ? JOB_TYPES.filter((other) => other === jobType || value.jobTypes.includes(other))
                  : value.jobTypes.filter((other) => other !== jobType),
              })
            }
          />
        ))}
      </fieldset>
      <ul className={styles.chips} aria-label={t('sections.places', { max: MAX_PLACES })}>
        {value.places.map((place) => (
          <li key={place} className={styles.chip}>
            {inLanguage(districtName(place))}
            <Button
              size="small"
              disabled={disabled}
              onClick={() => onChange({ ...value, places: value.places.filter((other) => other !== place) })}
            >
              {t('sections.remove', { name: inLanguage(districtName(place)) })}
            </Button>
          </li>
        ))}
      </ul>
      <Field label={t('sections.addPlace')} hint={t('sections.places', { max: MAX_PLACES })}>
        <CityCombobox
          key={adding}
          value=""
          disabled={disabled || value.places.length >= MAX_PLACES}
          onChange={(id) => {
            if (id === '' || value.places.includes(id)) return;
            onChange({ ...value, places: [...value.places, id] });
            setAdding((count) => count + 1);
          }}
          onBlur={() => undefined}
        />
      </Field>
    </PartFieldset>
  );
}

/** The languages the worker speaks beside the profile's three, typed in any script. */
export function SpokenLanguagesEditor({ value, onChange, error, disabled }: PartProps<string[]>) {
  const styles = useStyles();
  const t = useT();
  const [typed, setTyped] = useState('');
  const name = typed.trim();
  const canAdd =
    name !== '' &&
    value.length < MAX_SPOKEN_LANGUAGES &&
    !value.some((language) => language.toLowerCase() === name.toLowerCase());
  return (
    <PartFieldset legend={t('sections.spokenLanguages')} error={error('spokenLanguages', true)}>
      {value.length > 0 ? (
        <ul className={styles.chips}>
          {value.map((language) => (
            <li key={language} className={styles.chip}>
              {language}
              <Button
                size="small"
                disabled={disabled}
                onClick={() => onChange(value.filter((other) => other !== language))}
              >
                {t('sections.remove', { name: language })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.row}>
        <Field className={styles.grow} label={t('sections.languageName')}>
          <Input
            value={typed}
            maxLength={SPOKEN_LANGUAGE_MAX_LENGTH}
            disabled={disabled || value.length >= MAX_SPOKEN_LANGUAGES}
            onChange={(_event, data) => setTyped(data.value)}
          />
        </Field>
        <Button
          disabled={disabled || !canAdd}
          onClick={() => {
            onChange([...value, name]);
            setTyped('');
          }}
        >
          {t('sections.addLanguage')}
        </Button>
      </div>
    </PartFieldset>
  );
}
