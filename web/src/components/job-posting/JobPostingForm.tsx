/**
 * The job posting form, one for the admin (/admin/post-new-job, the edit of a job) and the employer (their
 * "Post a job" and its edit): every field a job card and the job page show, each asked once, the three
 * language tabs, the worker's card previewed as the poster types, and the rules against scam postings run as
 * the server runs them. Checked with `jobPostingSchema` (the server's) over the posting worked out from the
 * fields; a refused submit puts the focus on the first field to fix, and a server's 400 shows on its fields.
 *
 * The admin types the company and uploads its logo, and acknowledges the rules' hits; an employer's job is
 * under their organisation's name and logo, and a hit sends it to review instead. Which buttons submit it, and
 * what a submit does, are the page's.
 */
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
import { CityCombobox } from '#web/components/fields/CityCombobox';
import { PngUpload, type PngUploadProps } from '#web/components/PngUpload';
import { SubmitProblem } from '#web/components/SubmitProblem';
import type { ApiError } from '#web/lib/api';
import { focusFirstError } from '#web/lib/focus-first-error';
import { useFormTouch } from '#web/lib/forms';
import { useSubmit } from '#web/lib/use-submit';
import { type EligibilityField, eligibilityErrors } from './eligibility-form';
import { JobDetailsFields } from './JobDetailsFields';
import { JobEligibilityFields } from './JobEligibilityFields';
import { JobPreview } from './JobPreview';
import { JobTextField } from './JobTextField';
import { detailErrorsOf } from './job-details-form';
import {
  asksMonthlyGuess,
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
} from './job-form';
import { QuestionsFields } from './QuestionsFields';
import { questionErrorsOf } from './questions-form';
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
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  tabs: { flexWrap: 'wrap' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  estimate: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

export const FIX_FIELDS = 'Please correct the fields marked above.';

/** The logo field's stand-in in an employer's form: the organisation's logo is the job's. */
const ORGANISATION_LOGO = 'organisation';

const POSITION_HINT =
  'The role the worker fills, for example "Delivery partner" or "Marketing intern": HR see it beside each applicant, and workers\' search finds the job by it. Not the number of openings.';
const HOURS_HINT =
  'For example "4 hours a day, weekends". Left empty, workers read the schedule chosen above ("Part-time").';

type TextField = 'title' | 'companyName' | 'hoursDetail' | 'position' | LongField;
type LongField = 'description' | 'rolesAndResponsibilities' | 'whatYouGet' | 'whoCanApply';

/** The company, by who posts: the admin types it and uploads its logo; an employer's is their organisation. */
export type JobCompany =
  | {
      kind: 'typed';
      upload: PngUploadProps['upload'];
      /** The logo the job has (an edit): kept unless another is uploaded. */
      storedLogo?: string | undefined;
    }
  | { kind: 'organisation'; name: string };

/** A button that submits the form, and what it is named to the page's `onSubmit`. */
export interface JobFormAction {
  action: string;
  label: string;
  primary?: boolean;
}

interface JobPostingFormProps {
  initial: JobFormValues;
  /** The form's accessible name ('New job'). */
  label: string;
  company: JobCompany;
  /** Whether the poster confirms they checked each hit (the admin) or is told a hit sends the job to review. */
  acknowledgesHits: boolean;
  actions: readonly JobFormAction[];
  /** What did not happen when a submit is refused ('The job was not posted.'). */
  problemTitle: string;
  /**
   * Sends the posting (`acknowledged`: the rules the poster confirmed, the admin only); an ApiError answered
   * is shown under the form, its fields' messages on the fields.
   */
  onSubmit: (
    posting: JobPosting,
    context: { action: string; acknowledged: string[] },
    // biome-ignore lint/suspicious/noConfusingVoidType: a send that returns nothing is an async function's Promise<void>.
  ) => Promise<ApiError | undefined | void>;
  /** Shown under the buttons (where the job went after a submit). */
  status?: ReactNode;
}

export function JobPostingForm({
  initial,
  label,
  company,
  acknowledgesHits,
  actions,
  problemTitle,
  onSubmit,
  status,
}: JobPostingFormProps) {
  const styles = useStyles();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<JobFormValues>(() =>
    company.kind === 'organisation'
      ? // The organisation's name and logo are the job's: the schema's fields are filled for the check only.
        { ...initial, companyName: company.name, logo: { key: ORGANISATION_LOGO } }
      : initial,
  );
  const [uploading, setUploading] = useState(false);
  // The button that submitted (Enter in a field submits as the first button does).
  const action = useRef(actions[0]?.action ?? 'submit');
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
  const { busy: saving, problem, submit } = useSubmit({ onAttempt: () => setSubmitted(true) });
  // A 400 names the fields by their input names, which are the form's for the fields asked as they are sent.
  const serverErrors = new Map((problem?.fieldErrors ?? []).map((entry) => [entry.field, entry.message]));
  const message = (field: FormField) => (shows(field) ? errors[field] : undefined) ?? serverErrors.get(field);
  const [tab, setTab] = useState<FormLanguage>('en');
  const translationErrors = translationErrorsOf(issues);
  const detailErrors = detailErrorsOf(issues);
  const questionErrors = questionErrorsOf(issues);
  const translationMessage = (key: TranslationKey) =>
    shows(key) || submitted ? translationErrors[key] : undefined;
  /** The first tab with an error (shown when a submit is refused, so the error is not hidden in another tab). */
  const tabWithErrors = (): FormLanguage | undefined => {
    if (
      Object.keys(errors).length > 0 ||
      Object.keys(eligibilityProblems).length > 0 ||
      questionErrors.list !== undefined ||
      Object.keys(questionErrors.byQuestion).length > 0
    )
      return 'en';
    return JOB_TEXT_LANGUAGES.find(
      (language) =>
        TRANSLATION_FIELDS.some((field) => translationErrors[`${language}.${field}`]) ||
        Object.keys(questionErrors.translated).some((key) => key.startsWith(`${language}.`)),
    );
  };
  // The rules against scam postings, as the server runs them; the rules the admin confirmed they checked.
  const hits = useMemo(() => moderate(moderatedJob(values)), [values]);
  const [checkedRules, setCheckedRules] = useState<readonly string[]>([]);
  const confirmed = hits.every((hit) => checkedRules.includes(hit.rule));

  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current);
  }, [focusRequest]);

  const set = <K extends keyof JobFormValues>(field: K, value: JobFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const send = (posting: JobPosting) => {
    const acknowledged = acknowledgesHits
      ? [...new Set(hits.map((hit) => hit.rule).filter((rule) => checkedRules.includes(rule)))]
      : [];
    return onSubmit(posting, { action: action.current, acknowledged });
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
    <>
      <form
        ref={formRef}
        className={styles.layout}
        noValidate
        onSubmit={(event) => {
          const failing = valid ? undefined : tabWithErrors();
          if (failing) setTab(failing);
          if (!valid) setFocusRequest((count) => count + 1);
          submit(event, valid && result.success && !uploading && (() => send(result.data)));
        }}
        aria-label={label}
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
              {company.kind === 'typed' ? (
                <>
                  {text('companyName', JOB_SHORT_TEXT_MAX_LENGTH)}
                  <PngUpload
                    label={FORM_FIELD_LABELS.logo}
                    value={values.logo}
                    upload={company.upload}
                    onChange={(logo) => {
                      set('logo', logo);
                      touch('logo');
                    }}
                    onUploadingChange={setUploading}
                    {...(company.storedLogo
                      ? { storedKey: company.storedLogo, storedUrl: company.storedLogo }
                      : {})}
                    error={message('logo')}
                    disabled={saving}
                  />
                </>
              ) : (
                <p className={styles.estimate}>Posted as {company.name}, with your organisation's logo.</p>
              )}
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
              <QuestionsFields
                questions={values.questions}
                onChange={(questions) => set('questions', questions)}
                errors={submitted ? questionErrors : { byQuestion: {} }}
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
              questionErrors={submitted ? questionErrors.translated : {}}
            />
          )}
        </div>
        <div className={styles.preview}>
          <JobPreview values={values} language={tab} />
          {acknowledgesHits ? (
            <RuleHitsPanel
              hits={hits}
              confirmed={confirmed}
              onConfirmedChange={(checked) => setCheckedRules(checked ? hits.map((hit) => hit.rule) : [])}
            />
          ) : (
            <RuleHitsPanel hits={hits} />
          )}
        </div>
        <div className={styles.actions}>
          {submitted && !valid ? (
            <MessageBar intent="warning">
              <MessageBarBody>{FIX_FIELDS}</MessageBarBody>
            </MessageBar>
          ) : null}
          {problem ? <SubmitProblem title={problemTitle} problem={problem} labelOf={fieldLabel} /> : null}
          <div className={styles.buttons}>
            {actions.map((entry) => (
              <Button
                key={entry.action}
                type="submit"
                appearance={entry.primary === false ? 'secondary' : 'primary'}
                size="large"
                className={styles.submit}
                disabled={uploading || saving}
                onClick={() => {
                  action.current = entry.action;
                }}
              >
                {entry.label}
              </Button>
            ))}
          </div>
          {status}
        </div>
      </form>
      {saving ? <BusyOverlay label="Saving" fullScreen /> : null}
    </>
  );
}

// The form's values from a job, and its labels, for the pages around it (the alias reaches .tsx modules only).
export {
  EMPTY_JOB,
  fieldLabel,
  type JobFormValues,
  LANGUAGE_TAB_NAMES,
  valuesFromJob,
} from './job-form';
