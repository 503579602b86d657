import { Checkbox, Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { EDUCATION_LEVELS, LANGUAGE_LABELS, LANGUAGES } from '#shared/domain/codes';
import { MINIMUM_AGES, UNSAFE_FOR_MINORS, unsafeForMinorsLabels } from '#shared/domain/job-eligibility-rules';
import type { EligibilityField, EligibilityValues } from './eligibility-form';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, padding: 0 },
  boxes: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  classes: { display: 'flex', flexDirection: 'column' },
  group: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  groupLegend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
  hint: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  error: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorPaletteRedForeground1 },
});

const AGE_LABELS: Record<string, string> = { '14': '14 and over', '16': '16 and over', '18': '18 and over' };

const UNSAFE_HINT =
  'Workers under 18 may not do this work by law: answering "Yes" makes the job 18 and over, and the site refuses younger workers.';

interface JobEligibilityFieldsProps {
  values: EligibilityValues;
  onChange: (values: EligibilityValues) => void;
  /** The message to show under each field (once touched or submitted). */
  message: (field: EligibilityField) => string | undefined;
  touch: (field: EligibilityField) => void;
}

/**
 * Checkboxes under one name: a fieldset with its legend (a Fluent Field gives every checkbox inside it the
 * same id, so it holds one control only), the hint and the error below.
 */
function CheckboxGroup({
  label,
  hint,
  error,
  column = false,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  column?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>{label}</legend>
      <div className={column ? styles.classes : styles.boxes}>{children}</div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((known) => known !== item), item] : list.filter((known) => known !== item);
}

/**
 * Who may take the job, in the post-job form: whether any of the work is unsafe for workers under 18 (the
 * poster must answer; "Yes" with the kinds that apply fixes the minimum age at 18), the minimum age, the
 * education levels accepted and the languages of the work (none ticked: any).
 */
export function JobEligibilityFields({ values, onChange, message, touch }: JobEligibilityFieldsProps) {
  const styles = useStyles();
  const set = <K extends keyof EligibilityValues>(field: K, value: EligibilityValues[K]) =>
    onChange({ ...values, [field]: value });
  const unsafe = values.unsafe === 'yes';
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>Who may take this job</legend>
      <Field
        label="Is any of this work unsafe for workers under 18?"
        hint={UNSAFE_HINT}
        required
        validationMessage={message('unsafe')}
      >
        <RadioGroup
          layout="horizontal"
          value={values.unsafe}
          onChange={(_event, data) => {
            set('unsafe', data.value as EligibilityValues['unsafe']);
            touch('unsafe');
          }}
        >
          <Radio value="no" label="No, none of it" />
          <Radio value="yes" label="Yes" />
        </RadioGroup>
      </Field>
      {unsafe ? (
        <CheckboxGroup label="Which kinds apply" column>
          {UNSAFE_FOR_MINORS.map((kind) => (
            <Checkbox
              key={kind}
              label={unsafeForMinorsLabels[kind]}
              checked={values.unsafeClasses.includes(kind)}
              onChange={(_event, data) => {
                set('unsafeClasses', toggled(values.unsafeClasses, kind, data.checked === true));
                touch('unsafe');
              }}
            />
          ))}
        </CheckboxGroup>
      ) : null}
      <Field
        label="Minimum age"
        required
        hint={unsafe ? '18 and over: the work is unsafe for workers under 18.' : undefined}
        validationMessage={unsafe ? undefined : message('minimumAge')}
      >
        <RadioGroup
          layout="horizontal"
          value={unsafe ? '18' : values.minimumAge}
          disabled={unsafe}
          onChange={(_event, data) => {
            set('minimumAge', data.value);
            touch('minimumAge');
          }}
        >
          {MINIMUM_AGES.map((age) => (
            <Radio key={age} value={String(age)} label={AGE_LABELS[String(age)]} />
          ))}
        </RadioGroup>
      </Field>
      <CheckboxGroup
        label="Education levels accepted"
        hint="None ticked: any level."
        error={message('education')}
      >
        {EDUCATION_LEVELS.map((level) => (
          <Checkbox
            key={level.code}
            label={level.label}
            checked={values.education.includes(level.code)}
            onChange={(_event, data) =>
              set('education', toggled(values.education, level.code, data.checked === true))
            }
          />
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label="Languages of the work"
        hint="None ticked: any language."
        error={message('languages')}
      >
        {LANGUAGES.map((language) => (
          <Checkbox
            key={language}
            label={LANGUAGE_LABELS[language]}
            checked={values.languages.includes(language)}
            onChange={(_event, data) =>
              set('languages', toggled(values.languages, language, data.checked === true))
            }
          />
        ))}
      </CheckboxGroup>
    </fieldset>
  );
}
