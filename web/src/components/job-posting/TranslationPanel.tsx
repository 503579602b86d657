import { makeStyles, tokens } from '@fluentui/react-components';
import type { Dispatch, SetStateAction } from 'react';
import {
  JOB_LONG_TEXT_MAX_LENGTH,
  JOB_SHORT_TEXT_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
} from '#shared/domain/job-rules';
import type { JobTextLanguage } from '#shared/domain/job-texts';
import { JobTextField } from './JobTextField';
import {
  isStarted,
  type JobFormValues,
  TRANSLATION_FIELDS,
  TRANSLATION_LABELS,
  type TranslationField,
} from './job-form';
import { QuestionTranslationFields } from './QuestionTranslationFields';
import type { QuestionErrors } from './questions-form';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
});

const LANGUAGE_NOTE =
  "Optional. Write every text in this language, or leave all of them empty: a job posted on AWS then gets a machine translation, marked as such for workers until someone edits it. The company name stays as written in English, and the earnings are the English amount in this language's words.";

export const LIST_HINT =
  'Write each point as a sentence: the job page lists them one by one at each full stop.';

/** Fields not of the English tab, for field errors: `hi.title`. */
export type TranslationKey = `${JobTextLanguage}.${TranslationField}`;

/** The texts written as a list of points, one per sentence. */
export const LIST_FIELDS = new Set<TranslationField>([
  'rolesAndResponsibilities',
  'whatYouGet',
  'whoCanApply',
]);

const isLong = (field: TranslationField) => field === 'description' || LIST_FIELDS.has(field);

const maxOf = (field: TranslationField) =>
  field === 'title'
    ? JOB_TITLE_MAX_LENGTH
    : isLong(field)
      ? JOB_LONG_TEXT_MAX_LENGTH
      : JOB_SHORT_TEXT_MAX_LENGTH;

/** The Hindi and Telugu errors by language and field (the schema's path: translations, language, field). */
export function translationErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<TranslationKey, string>> {
  const errors: Partial<Record<TranslationKey, string>> = {};
  for (const issue of issues) {
    if (issue.path[0] !== 'translations' || issue.path.length < 3) continue;
    const key = `${String(issue.path[1])}.${String(issue.path[2])}` as TranslationKey;
    errors[key] ??= issue.message;
  }
  return errors;
}

interface TranslationPanelProps {
  language: JobTextLanguage;
  values: JobFormValues;
  setValues: Dispatch<SetStateAction<JobFormValues>>;
  message: (key: TranslationKey) => string | undefined;
  touch: (key: TranslationKey) => void;
  /** The messages of the questions' texts in this language, by language and question index. */
  questionErrors: QuestionErrors['translated'];
}

/** A Hindi or Telugu tab of the post-job form: every text of the job in that language, all or none. */
export function TranslationPanel({
  language,
  values,
  setValues,
  message,
  touch,
  questionErrors,
}: TranslationPanelProps) {
  const styles = useStyles();
  const change = (field: TranslationField, next: string) =>
    setValues((current) => ({
      ...current,
      translations: {
        ...current.translations,
        [language]: { ...current.translations[language], [field]: next },
      },
    }));
  return (
    <div className={styles.panel} role="tabpanel" aria-labelledby={`job-tab-${language}`}>
      <p className={styles.note}>{LANGUAGE_NOTE}</p>
      {TRANSLATION_FIELDS.map((field) => {
        const key: TranslationKey = `${language}.${field}`;
        return (
          <JobTextField
            key={key}
            label={TRANSLATION_LABELS[field]}
            value={values.translations[language][field]}
            max={maxOf(field)}
            multiline={isLong(field)}
            hint={LIST_FIELDS.has(field) ? LIST_HINT : undefined}
            required={isStarted(values.translations[language])}
            validationMessage={message(key)}
            lang={language}
            onChange={(next) => change(field, next)}
            onBlur={() => touch(key)}
          />
        );
      })}
      <QuestionTranslationFields
        language={language}
        questions={values.questions}
        onChange={(questions) => setValues((current) => ({ ...current, questions }))}
        errors={questionErrors}
      />
    </div>
  );
}
