/**
 * A Hindi or Telugu tab's screening questions: each question's text (and a one-choice question's options) in
 * that language, optional; a worker who reads the site in it sees these, the rest as the poster wrote them.
 */
import { Field, Input, Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  type QuestionLanguage,
} from '#shared/domain/screening-rules';
import type { QuestionErrors, QuestionValues } from './questions-form';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
});

const LANGUAGE_NAMES: Record<QuestionLanguage, string> = { hi: 'Hindi', te: 'Telugu' };

export function QuestionTranslationFields({
  language,
  questions,
  onChange,
  errors,
}: {
  language: QuestionLanguage;
  questions: QuestionValues[];
  onChange: (questions: QuestionValues[]) => void;
  errors: QuestionErrors['translated'];
}) {
  const styles = useStyles();
  if (questions.length === 0) return null;
  const name = LANGUAGE_NAMES[language];
  const change = (index: number, texts: Partial<QuestionValues['translations'][QuestionLanguage]>) =>
    onChange(
      questions.map((question, at) =>
        at === index
          ? {
              ...question,
              translations: {
                ...question.translations,
                [language]: { ...question.translations[language], ...texts },
              },
            }
          : question,
      ),
    );
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        <Label>{`Screening questions in ${name} (optional)`}</Label>
      </legend>
      <Text className={styles.note}>
        {`A worker who reads the site in ${name} sees these; a text left empty shows as written in the English tab.`}
      </Text>
      {questions.map((question, index) => {
        const texts = question.translations[language];
        return (
          <div key={question.id} className={styles.fieldset}>
            <Field
              label={`Question ${index + 1} in ${name}`}
              hint={question.text}
              validationMessage={errors[`${language}.${index}`]}
            >
              <Input
                lang={language}
                value={texts.text}
                maxLength={QUESTION_TEXT_MAX_LENGTH}
                onChange={(_event, data) => change(index, { text: data.value })}
              />
            </Field>
            {question.kind === 'choice'
              ? question.options.map((option, at) => (
                  <Field
                    // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place in the list.
                    key={at}
                    label={`Question ${index + 1} in ${name}: option ${at + 1}`}
                    hint={option}
                  >
                    <Input
                      lang={language}
                      value={texts.options[at] ?? ''}
                      maxLength={OPTION_TEXT_MAX_LENGTH}
                      onChange={(_event, data) =>
                        change(index, {
                          options: question.options.map((_each, each) =>
                            each === at ? data.value : (texts.options[each] ?? ''),
                          ),
                        })
                      }
                    />
                  </Field>
                ))
              : null}
          </div>
        );
      })}
    </fieldset>
  );
}
