import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import type { EducationLevel, Language } from '#shared/domain/codes';
import {
  educationNeedsCollege,
  type RegistrationDetails,
  registrationDetailsSchema,
} from '#shared/domain/rules';
import { CityCombobox } from '#web/components/fields/CityCombobox';
import {
  CollegeNameInput,
  DateOfBirthInput,
  EducationDropdown,
  GenderRadioGroup,
  LanguagesDropdown,
} from '#web/components/fields/PersonalFields';
import { errorsByField, useFormTouch } from '#web/lib/forms';
import { useT } from '#web/lib/i18n';
import { readStoredUser } from '#web/lib/worker-storage';
import { getPrivacy } from '../api/get-privacy';
import { StepSubmit } from './StepSubmit';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type FieldName = keyof RegistrationDetails;

interface Values {
  name: string;
  /** '' until chosen; the radio values are the codes as text ('1', '0', '2'). */
  gender: string;
  dob: string;
  languages: Language[];
  cityName: string;
  education: EducationLevel | '';
  collegeName: string;
}

const empty: Values = {
  name: '',
  gender: '',
  dob: '',
  languages: [],
  cityName: '',
  education: '',
  collegeName: '',
};

function toInput(values: Values) {
  return {
    ...values,
    gender: values.gender === '' ? undefined : Number(values.gender),
    education: values.education || undefined,
    // Sent only at a level with a college, as the profile form does.
    collegeName: educationNeedsCollege(values.education) ? values.collegeName : undefined,
  };
}

interface PersonalDetailsStepProps {
  /** The date of birth given at the consent step ('' for none). */
  initialDob?: string;
  onSubmit: (details: RegistrationDetails) => void;
}

/** Step 1 'Personal Details'. SUBMIT stays disabled while any field is invalid. */
export function PersonalDetailsStep({ initialDob = '', onSubmit }: PersonalDetailsStepProps) {
  const styles = useStyles();
  const t = useT();
  // The name starts as the one the sign-in provider gave; the worker may change it. The date of birth is the
  // one given at the consent step.
  const [values, setValues] = useState<Values>(() => ({
    ...empty,
    name: readStoredUser()?.name ?? '',
    dob: initialDob,
  }));
  // A worker who signed in again since the consent step (a minor whose parent has consented, say) has no date
  // of birth kept in this browser: the one on the account is filled in, unless the worker typed one meanwhile.
  useEffect(() => {
    if (initialDob) return;
    let live = true;
    getPrivacy()
      .then(({ dob }) => {
        if (live && dob) setValues((current) => (current.dob ? current : { ...current, dob }));
      })
      // Only a convenience: on failure the field stays empty for the worker to fill.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [initialDob]);
  const { touch, shows, submitted, setSubmitted } = useFormTouch<FieldName>();
  const result = registrationDetailsSchema.safeParse(toInput(values));
  const errors = errorsByField<FieldName>(result.success ? undefined : result.error.issues);
  const message = (field: FieldName) => (shows(field) ? errors[field] : undefined);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setSubmitted(true);
    if (result.success) onSubmit(result.data);
  }

  // Enter in a field is a submit attempt even while SUBMIT is disabled, so every message shows.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'radio') {
      if (!result.success) {
        event.preventDefault();
        setSubmitted(true);
      }
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} onKeyDown={onKeyDown}>
      <Field label={t('auth.name')} required validationMessage={message('name')}>
        <Input
          value={values.name}
          autoComplete="name"
          maxLength={100}
          onChange={(_e, data) => set('name', data.value)}
          onBlur={() => touch('name')}
        />
      </Field>
      <Field label={t('field.gender')} required validationMessage={submitted ? errors.gender : undefined}>
        <GenderRadioGroup value={values.gender} onChange={(gender) => set('gender', gender)} />
      </Field>
      <Field label={t('field.dob')} hint={t('field.dobHint')} required validationMessage={message('dob')}>
        <DateOfBirthInput
          value={values.dob}
          onChange={(dob) => set('dob', dob)}
          onBlur={() => touch('dob')}
        />
      </Field>
      <Field label={t('auth.languagesQuestion')} required validationMessage={message('languages')}>
        <LanguagesDropdown
          value={values.languages}
          onChange={(languages) => set('languages', languages)}
          onTouch={() => touch('languages')}
        />
      </Field>
      <Field label={t('field.city')} required validationMessage={message('cityName')}>
        <CityCombobox
          value={values.cityName}
          onChange={(id) => set('cityName', id)}
          onBlur={() => touch('cityName')}
        />
      </Field>
      <Field label={t('field.education')} required validationMessage={message('education')}>
        <EducationDropdown
          value={values.education}
          onChange={(education) => set('education', education)}
          onTouch={() => touch('education')}
        />
      </Field>
      {/* Asked only at a level with a college, as the profile asks it (decision 565). */}
      {educationNeedsCollege(values.education) ? (
        <Field label={t('field.collegeName')} required validationMessage={message('collegeName')}>
          <CollegeNameInput
            value={values.collegeName}
            onChange={(name) => set('collegeName', name)}
            onBlur={() => touch('collegeName')}
          />
        </Field>
      ) : null}
      <StepSubmit disabled={!result.success}>{t('auth.submit')}</StepSubmit>
    </form>
  );
}
