import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { earningsUnitLabels } from '#shared/domain/job-earnings';
import {
  JOB_LONG_TEXT_MAX_LENGTH,
  JOB_SCHEDULES,
  JOB_SHORT_TEXT_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
  type JobPosting,
  jobPostingSchema,
  jobScheduleLabels,
  jobTypeLabels,
} from '#shared/domain/job-rules';
import { JOB_TEXT_LANGUAGES } from '#shared/domain/job-texts';
import { moderate } from '#shared/domain/moderation/moderate';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { CityCombobox } from '#web/components/fields/CityCombobox';
import { PngUpload } from '#web/components/PngUpload';
import { SubmitProblem } from '#web/components/SubmitProblem';
import { ApiError } from '#web/lib/api';
import { focusFirstError } from '#web/lib/focus-first-error';
import { useFormTouch } from '#web/lib/forms';
import { paths } from '#web/lib/paths';
import { useSubmit } from '#web/lib/use-submit';
import { AdminPage } from '../AdminPage';
import { useEditJob } from '../api/edit-job';
import type { AdminJob } from '../api/get-admin-job';
import { usePostJob } from '../api/post-job';
import { uploadLogo } from '../api/upload-logo';
import { type EligibilityField, eligibilityErrors } from './eligibility-form';
import { JobDetailsFields } from './JobDetailsFields';
import { JobEligibilityFields } from './JobEligibilityFields';
import { JobPreview } from './JobPreview';
import { JobTextField } from './JobTextField';
import { detailErrorsOf } from './job-details-form';
import {
  asksMonthlyGuess,
  EMPTY_JOB,
  estimateNote,
  FORM_EARNINGS_UNITS,
  FORM_FIELD_LABELS,
  type FormField,
  type FormLanguage,
  fieldLabel,
  formErrors,
  isStarted,
  type JobFormValues,
  LANGUAGE_TAB_NAMES,
  TRANSLATION_FIELDS,
  toPostingInput,
  valuesFromJob,
} from './job-form';
import { moderatedJob, RuleHitsPanel } from './RuleHitsPanel';
import { LIST_HINT, type TranslationKey, TranslationPanel, translationErrorsOf } from './TranslationPanel';

const useStyles = makeStyles({
  // Eight units of pay do not fit one row of a phone: the choices go on as many rows as they need.
  choices: { flexWrap: 'wrap' },
  // One column on a phone: the fields, the preview, then Submit; on a desktop the preview stays beside them.
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"fields" "preview" "actions"',
    gap: tokens.spacingVerticalXL,
    alignItems: 'start',
    '@media (min-width: 1100px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 340px',
      gridTemplateAreas: '"fields preview" "actions preview"',
      columnGap: tokens.spacingHorizontalXXL,
    },
  },
  fields: {
    gridArea: 'fields',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 700px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  preview: {
    gridArea: 'preview',
    minWidth: 0,
    '@media (min-width: 1100px)': { position: 'sticky', top: tokens.spacingVerticalXXL },
  },
  actions: { gridArea: 'actions', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start', minWidth: '120px' },
  tabs: { flexWrap: 'wrap' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  estimate: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

export const POSTED_TOAST = 'Job posted';
export const EDITED_TOAST = 'Job saved';

interface PostJobPageProps {
  /** The job to edit: the form is filled from it, Submit saves the edit (with the version read). */
  editing?: AdminJob;
  /** The job to copy: the form is filled from it (but the logo), Submit posts a new job. */
  copyOf?: AdminJob;
  /** What the page shows after the form (the job page's history). */
  children?: ReactNode;
}
export const FIX_FIELDS = 'Please correct the fields marked above.';

const POSITION_HINT =
  'The role the worker fills, for example "Delivery partner" or "Marketing intern": HR see it beside each applicant, and workers\' search finds the job by it. Not the number of openings.';
const HOURS_HINT =
  'For example "4 hours a day, weekends". Left empty, workers read the schedule chosen above ("Part-time").';

type TextField = 'title' | 'companyName' | 'hoursDetail' | 'position' | LongField;
type LongField = 'description' | 'rolesAndResponsibilities' | 'whatYouGet' | 'whoCanApply';

/**
 * /admin/post-new-job: every field a job card and the job page show, each asked once: the
 * earnings as an amount and how often it is paid, the type of work, the schedule and the hours in detail, a
 * Position explained. Checked with `jobPostingSchema` (the server's) over the posting worked out from them;
 * the logo uploaded as a png; the worker's job card previewed as the admin types, beside the form on a desktop
 * and before Submit on a phone. A refused submit puts the focus on the first field to fix. Submit posts the job
 * under 'Saving', then the posted jobs list opens with a toast; a refusal keeps the form and says why.
 */
export function PostJobPage({ editing, copyOf, children }: PostJobPageProps = {}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const toast = useToast();
  const postJob = usePostJob();
  const editJob = useEditJob();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<JobFormValues>(() =>
    editing ? valuesFromJob(editing, true) : copyOf ? valuesFromJob(copyOf, false) : EMPTY_JOB,
  );
  // The version the form was filled from, never a newer one read meanwhile: a change by someone else since is
  // then refused (409), not silently overwritten.
  const [version, setVersion] = useState(editing?.VERSION ?? 0);
  const [uploading, setUploading] = useState(false);
  // Bumped by a refused submit: once the errors are on screen, the first field with one takes the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const { touch, shows, submitted, setSubmitted } = useFormTouch<
    FormField | TranslationKey | `eligibility.${EligibilityField}`
  >();
  const result = jobPostingSchema.safeParse(toPostingInput(values));
  const issues = result.success ? [] : result.error.issues;
  const errors = formErrors(values, issues);
  const eligibilityProblems = eligibilityErrors(values.eligibility, issues);
  const valid =
    result.success && Object.keys(errors).length === 0 && Object.keys(eligibilityProblems).length === 0;
  const message = (field: FormField) => (shows(field) ? errors[field] : undefined);
  const [tab, setTab] = useState<FormLanguage>('en');
  const translationErrors = translationErrorsOf(issues);
  const detailErrors = detailErrorsOf(issues);
  const translationMessage = (key: TranslationKey) =>
    shows(key) || submitted ? translationErrors[key] : undefined;
  /** The first tab with an error (shown when a submit is refused, so the error is not hidden in another tab). */
  const tabWithErrors = (): FormLanguage | undefined => {
    if (Object.keys(errors).length > 0 || Object.keys(eligibilityProblems).length > 0) return 'en';
    return JOB_TEXT_LANGUAGES.find((language) =>
      TRANSLATION_FIELDS.some((field) => translationErrors[`${language}.${field}`]),
    );
  };
  // The rules against scam postings, as the server runs them; the rules the admin confirmed they checked.
  const hits = useMemo(() => moderate(moderatedJob(values)), [values]);
  const [checkedRules, setCheckedRules] = useState<readonly string[]>([]);
  const confirmed = hits.every((hit) => checkedRules.includes(hit.rule));
  const { busy: saving, problem, submit } = useSubmit({ onAttempt: () => setSubmitted(true) });

  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current);
  }, [focusRequest]);

  const set = <K extends keyof JobFormValues>(field: K, value: JobFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const post = async (posting: JobPosting) => {
    const acknowledged = hits.map((hit) => hit.rule).filter((rule) => checkedRules.includes(rule));
    const input =
      acknowledged.length > 0 ? { ...posting, acknowledgedRuleHits: [...new Set(acknowledged)] } : posting;
    if (editing) {
      const edited = await editJob(editing.ID, version, input);
      if (!edited.success) return new ApiError(0, 'The server did not accept the edit. Please try again.');
      setVersion(edited.version);
      toast(EDITED_TOAST, 'success');
      return undefined;
    }
    const answer = await postJob(input);
    if (!answer.success) return new ApiError(0, 'The server did not accept the job. Please try again.');
    toast(POSTED_TOAST, 'success');
    navigate(paths.adminPostedJobs);
  };

  const choice = (
    field: 'type' | 'schedule' | 'earningsUnit',
    options: readonly { value: string; label: string }[],
  ) => (
    <Field label={FORM_FIELD_LABELS[field]} required validationMessage={message(field)}>
      <RadioGroup
        layout="horizontal"
        className={styles.choices}
        value={values[field]}
        onChange={(_event, data) => {
          set(field, data.value as JobFormValues[typeof field]);
          touch(field);
        }}
      >
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Field>
  );

  const text = (
    field: TextField,
    max: number,
    options: { multiline?: boolean; hint?: string; optional?: boolean } = {},
  ) => (
    <JobTextField
      label={FORM_FIELD_LABELS[field]}
      value={values[field]}
      max={max}
      multiline={options.multiline}
      hint={options.hint}
      required={!options.optional}
      validationMessage={message(field)}
      onChange={(value) => set(field, value)}
      onBlur={() => touch(field)}
    />
  );

  /** An amount in whole rupees: the pay, the month's estimate, the top of a range. */
  const rupees = (
    field: 'earningsAmount' | 'monthlyGuess' | 'earningsUpTo',
    options: { optional?: boolean } = {},
  ) => (
    <Field label={FORM_FIELD_LABELS[field]} required={!options.optional} validationMessage={message(field)}>
      <Input
        value={values[field]}
        maxLength={12}
        inputMode="numeric"
        contentBefore="₹"
        onChange={(_event, data) => set(field, data.value)}
        onBlur={() => touch(field)}
      />
    </Field>
  );

  const estimate = estimateNote(values);
  return (
    <AdminPage title={editing ? 'Edit Job' : 'Post New Job'}>
      <form
        ref={formRef}
        className={styles.layout}
        noValidate
        onSubmit={(event) => {
          const failing = valid ? undefined : tabWithErrors();
          if (failing) setTab(failing);
          if (!valid) setFocusRequest((count) => count + 1);
          submit(event, valid && result.success && !uploading && (() => post(result.data)));
        }}
        aria-label={editing ? 'Edit job' : 'New job'}
      >
        <div className={styles.fields}>
          <TabList
            className={styles.tabs}
            selectedValue={tab}
            onTabSelect={(_event, data) => setTab(data.value as FormLanguage)}
            aria-label="Language of the job's texts"
          >
            {(['en', ...JOB_TEXT_LANGUAGES] as const).map((language) => (
              <Tab key={language} value={language} id={`job-tab-${language}`}>
                {language === 'en'
                  ? 'English'
                  : `${LANGUAGE_TAB_NAMES[language]}${isStarted(values.translations[language]) ? '' : ' (optional)'}`}
              </Tab>
            ))}
          </TabList>
          {tab === 'en' ? (
            <div className={styles.panel} role="tabpanel" aria-labelledby="job-tab-en">
              {text('title', JOB_TITLE_MAX_LENGTH)}
              {text('companyName', JOB_SHORT_TEXT_MAX_LENGTH)}
              <PngUpload
                label={FORM_FIELD_LABELS.logo}
                value={values.logo}
                upload={uploadLogo}
                onChange={(logo) => {
                  set('logo', logo);
                  touch('logo');
                }}
                onUploadingChange={setUploading}
                {...(editing ? { storedKey: editing.LOGO_LINK, storedUrl: editing.LOGO_LINK } : {})}
                error={message('logo')}
                disabled={saving}
              />
              <div className={styles.pair}>
                <Field label={FORM_FIELD_LABELS.location} required validationMessage={message('location')}>
                  <CityCombobox
                    value={values.location}
                    onChange={(id) => set('location', id)}
                    onBlur={() => touch('location')}
                  />
                </Field>
                <Field
                  label={FORM_FIELD_LABELS.workFromHome}
                  required
                  validationMessage={message('workFromHome')}
                >
                  <RadioGroup
                    layout="horizontal"
                    value={values.workFromHome}
                    onChange={(_event, data) => {
                      set('workFromHome', data.value);
                      touch('workFromHome');
                    }}
                  >
                    <Radio value="1" label="Available" />
                    <Radio value="0" label="Not Available" />
                  </RadioGroup>
                </Field>
              </div>
              {choice(
                'type',
                JOB_TYPES.map((type) => ({ value: type, label: jobTypeLabels[type] })),
              )}
              <div className={styles.pair}>
                {choice(
                  'schedule',
                  JOB_SCHEDULES.map((schedule) => ({ value: schedule, label: jobScheduleLabels[schedule] })),
                )}
                {text('hoursDetail', JOB_SHORT_TEXT_MAX_LENGTH, { hint: HOURS_HINT, optional: true })}
              </div>
              <div className={styles.pair}>
                {rupees('earningsAmount')}
                {choice(
                  'earningsUnit',
                  FORM_EARNINGS_UNITS.map((unit) => ({ value: unit, label: earningsUnitLabels[unit] })),
                )}
                {asksMonthlyGuess(values) ? rupees('monthlyGuess') : null}
                {rupees('earningsUpTo', { optional: true })}
              </div>
              {estimate ? (
                <p className={styles.estimate} aria-live="polite">
                  {estimate}
                </p>
              ) : null}
              {text('position', JOB_SHORT_TEXT_MAX_LENGTH, { hint: POSITION_HINT })}
              {text('description', JOB_LONG_TEXT_MAX_LENGTH, { multiline: true })}
              {text('rolesAndResponsibilities', JOB_LONG_TEXT_MAX_LENGTH, {
                multiline: true,
                hint: LIST_HINT,
              })}
              {text('whatYouGet', JOB_LONG_TEXT_MAX_LENGTH, { multiline: true, hint: LIST_HINT })}
              {text('whoCanApply', JOB_LONG_TEXT_MAX_LENGTH, { multiline: true, hint: LIST_HINT })}
              <JobDetailsFields
                values={values.details}
                onChange={(details) => set('details', details)}
                errors={detailErrors}
              />
              <JobEligibilityFields
                values={values.eligibility}
                onChange={(eligibility) => set('eligibility', eligibility)}
                message={(field) => (shows(`eligibility.${field}`) ? eligibilityProblems[field] : undefined)}
                touch={(field) => touch(`eligibility.${field}`)}
              />
            </div>
          ) : (
            <TranslationPanel
              key={tab}
              language={tab}
              values={values}
              setValues={setValues}
              message={translationMessage}
              touch={touch}
            />
          )}
        </div>
        <div className={styles.preview}>
          <JobPreview values={values} language={tab} />
          <RuleHitsPanel
            hits={hits}
            confirmed={confirmed}
            onConfirmedChange={(checked) => setCheckedRules(checked ? hits.map((hit) => hit.rule) : [])}
          />
        </div>
        <div className={styles.actions}>
          {submitted && !valid ? (
            <MessageBar intent="warning">
              <MessageBarBody>{FIX_FIELDS}</MessageBarBody>
            </MessageBar>
          ) : null}
          {problem ? (
            <SubmitProblem
              title={editing ? 'The job was not saved.' : 'The job was not posted.'}
              problem={problem}
              labelOf={fieldLabel}
            />
          ) : null}
          <Button
            type="submit"
            appearance="primary"
            size="large"
            className={styles.submit}
            disabled={uploading || saving}
          >
            Submit
          </Button>
        </div>
      </form>
      {children}
      {saving ? <BusyOverlay label="Saving" fullScreen /> : null}
    </AdminPage>
  );
}
