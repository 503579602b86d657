import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { type DocumentKind, type Profile, profileUpdateSchema } from '#shared/api/worker';
import { NAME_MAX_LENGTH } from '#shared/domain/constants';
import { educationNeedsCollege } from '#shared/domain/rules';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { CityCombobox } from '#web/components/fields/CityCombobox';
import {
  CollegeNameInput,
  DateOfBirthInput,
  EducationDropdown,
  GenderRadioGroup,
  LanguagesDropdown,
} from '#web/components/fields/PersonalFields';
import { SubmitProblem } from '#web/components/SubmitProblem';
import type { ApiInput } from '#web/lib/api';
import { errorsByField, useFormTouch } from '#web/lib/forms';
import { useT } from '#web/lib/i18n';
import { useSubmit } from '#web/lib/use-submit';
import { useUpdateProfile } from './api/update-profile';
import { DocumentUpload } from './DocumentUpload';
import {
  DOCUMENTS,
  type DocumentValue,
  FIELD_LABELS,
  type ProfileFieldName,
  type ProfileValues,
  toUpdateInput,
  valuesOf,
} from './values';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  fields: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
  },
  // Grid children may shrink below their content (long district names, dropdown text).
  field: { minWidth: 0 },
  documents: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingVerticalXL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  action: { minWidth: '120px' },
});

interface ProfileFormProps {
  profile: Profile;
  /** Saved and reloaded: back to view mode, which confirms the save. */
  onSaved: () => void;
  /** Cancel: back to view mode, the edits dropped. */
  onCancel: () => void;
}

/**
 * Edit mode: the fields start from the profile as read and validate with the server's schema. Save sends
 * `updateProfile` behind a 'Saving' overlay; a refused save keeps the worker's values and shows why.
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const styles = useStyles();
  const t = useT();
  const updateProfile = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [uploads, setUploads] = useState<Record<DocumentKind, boolean>>({ panCard: false, idCard: false });
  const { touch, shows, setSubmitted } = useFormTouch<ProfileFieldName>();
  const result = profileUpdateSchema.safeParse(toUpdateInput(values));
  const errors = errorsByField<ProfileFieldName>(result.success ? undefined : result.error.issues);
  const message = (field: ProfileFieldName) => (shows(field) ? errors[field] : undefined);
  const uploading = uploads.panCard || uploads.idCard;
  const { busy: saving, problem, submit } = useSubmit({ onAttempt: () => setSubmitted(true) });

  const set = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const save = async (input: ApiInput<'updateProfile'>) => {
    // The overlay stays until the saved profile has loaded again; then the page shows it in view mode.
    await updateProfile(input);
    onSaved();
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => submit(event, result.success && !uploading && (() => save(result.data)))}
      aria-label={t('profile.editForm')}
    >
      <div className={styles.fields}>
        <Field className={styles.field} label={t('field.name')} required validationMessage={message('name')}>
          <Input
            value={values.name}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
            onChange={(_event, data) => set('name', data.value)}
            onBlur={() => touch('name')}
          />
        </Field>
        <Field
          className={styles.field}
          label={t('field.gender')}
          required
          validationMessage={message('gender')}
        >
          <GenderRadioGroup
            value={values.gender}
            onChange={(gender) => {
              set('gender', gender);
              touch('gender');
            }}
          />
        </Field>
        <Field
          className={styles.field}
          label={t('field.dob')}
          hint={t('field.dobHint')}
          required
          validationMessage={message('dob')}
        >
          <DateOfBirthInput
            value={values.dob}
            onChange={(dob) => set('dob', dob)}
            onBlur={() => touch('dob')}
          />
        </Field>
        <Field
          className={styles.field}
          label={t('field.languages')}
          required
          validationMessage={message('languages')}
        >
          <LanguagesDropdown
            value={values.languages}
            onChange={(languages) => set('languages', languages)}
            onTouch={() => touch('languages')}
          />
        </Field>
        <Field
          className={styles.field}
          label={t('field.city')}
          required
          validationMessage={message('cityName')}
        >
          <CityCombobox
            value={values.cityName}
            onChange={(id) => set('cityName', id)}
            onBlur={() => touch('cityName')}
          />
        </Field>
        <Field
          className={styles.field}
          label={t('field.education')}
          required
          validationMessage={message('education')}
        >
          <EducationDropdown
            value={values.education}
            onChange={(education) => set('education', education)}
            onTouch={() => touch('education')}
          />
        </Field>
        {/* Asked only at a level with a college (decision 565); what was typed stays if the level comes back. */}
        {educationNeedsCollege(values.education) ? (
          <Field
            className={styles.field}
            label={t('field.collegeName')}
            required
            validationMessage={message('collegeName')}
          >
            <CollegeNameInput
              value={values.collegeName}
              onChange={(name) => set('collegeName', name)}
              onBlur={() => touch('collegeName')}
            />
          </Field>
        ) : null}
      </div>
      <div className={styles.documents}>
        {DOCUMENTS.map((document) => (
          <DocumentUpload
            key={document.kind}
            document={document}
            value={values[document.kind]}
            storedKey={profile[document.key]}
            storedUrl={profile[document.location]}
            disabled={saving}
            onChange={(value: DocumentValue) => set(document.kind, value)}
            onUploadingChange={(running) =>
              setUploads((current) => ({ ...current, [document.kind]: running }))
            }
          />
        ))}
      </div>
      {problem ? (
        <SubmitProblem
          title={t('profile.notSaved')}
          problem={problem}
          labelOf={(field) => (field in FIELD_LABELS ? t(FIELD_LABELS[field as ProfileFieldName]) : field)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          size="large"
          className={styles.action}
          disabled={uploading || saving}
        >
          {t('common.save')}
        </Button>
        <Button size="large" className={styles.action} disabled={saving} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
      {saving ? <BusyOverlay label={t('common.saving')} /> : null}
    </form>
  );
}
