/** The posting form's details: openings, apply-by date, start date and duration, and skills from the list. */
import { Checkbox, Field, Input, Label, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { MAX_JOB_SKILLS, SKILL_CODES, skillLabels } from '#shared/domain/skills';
import { DETAIL_LABELS, DURATION_UNITS, durationUnitLabels, type JobDetailValues } from './job-details-form';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  skills: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
  error: { color: tokens.colorPaletteRedForeground1 },
  fieldset: { border: 'none', margin: 0, padding: 0 },
});

export interface JobDetailsFieldsProps {
  values: JobDetailValues;
  onChange: (values: JobDetailValues) => void;
  /** The server's or the schema's message of each detail, by the posting's field name. */
  errors: Partial<Record<'openings' | 'applyBy' | 'startDate' | 'duration' | 'skills', string>>;
}

export function JobDetailsFields({ values, onChange, errors }: JobDetailsFieldsProps) {
  const styles = useStyles();
  const set = <K extends keyof JobDetailValues>(field: K, value: JobDetailValues[K]) =>
    onChange({ ...values, [field]: value });
  return (
    <>
      <div className={styles.row}>
        <Field label={DETAIL_LABELS.openings} validationMessage={errors.openings}>
          <Input
            value={values.openings}
            inputMode="numeric"
            maxLength={6}
            onChange={(_event, data) => set('openings', data.value)}
          />
        </Field>
        <Field label={DETAIL_LABELS.applyBy} validationMessage={errors.applyBy}>
          <Input type="date" value={values.applyBy} onChange={(_event, data) => set('applyBy', data.value)} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={DETAIL_LABELS.startDate} validationMessage={errors.startDate}>
          <Input
            type="date"
            value={values.startDate}
            onChange={(_event, data) => set('startDate', data.value)}
          />
        </Field>
        <Field label={DETAIL_LABELS.duration} validationMessage={errors.duration}>
          <div className={styles.row}>
            <Input
              aria-label="Duration, how many"
              value={values.durationAmount}
              inputMode="numeric"
              maxLength={3}
              onChange={(_event, data) => set('durationAmount', data.value)}
            />
            <Select
              aria-label="Duration, in"
              value={values.durationUnit}
              onChange={(_event, data) => set('durationUnit', data.value as JobDetailValues['durationUnit'])}
            >
              <option value="">Choose</option>
              {DURATION_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {durationUnitLabels[unit]}
                </option>
              ))}
            </Select>
          </div>
        </Field>
      </div>
      {/* A group, not a Field: a Field gives its one id to its child, and each checkbox needs its own. */}
      <fieldset className={styles.fieldset}>
        <legend>
          <Label>{`${DETAIL_LABELS.skills}, at most ${MAX_JOB_SKILLS}`}</Label>
        </legend>
        <div className={styles.skills}>
          {SKILL_CODES.map((code) => (
            <Checkbox
              key={code}
              label={skillLabels.en[code]}
              checked={values.skills.includes(code)}
              onChange={(_event, data) =>
                set(
                  'skills',
                  data.checked ? [...values.skills, code] : values.skills.filter((skill) => skill !== code),
                )
              }
            />
          ))}
        </div>
        {errors.skills ? (
          <Text role="alert" className={styles.error}>
            {errors.skills}
          </Text>
        ) : null}
      </fieldset>
    </>
  );
}
