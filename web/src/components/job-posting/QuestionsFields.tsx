/**
 * The posting form's screening questions: add up to five, each of a kind (yes/no, one choice, a number, a short
 * text), optionally a knock-out the server holds the worker's answer to. Native buttons, inputs and checkboxes
 * only, so every step is a Tab and a Space or Enter away; a question's controls are named after its number.
 */
import {
  Button,
  Checkbox,
  Field,
  Input,
  Label,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  MAX_SCREENING_QUESTIONS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_KINDS,
  QUESTION_TEXT_MAX_LENGTH,
  type QuestionKind,
} from '#shared/domain/screening-rules';
import {
  MAX_CHOICE_OPTIONS,
  MIN_CHOICE_OPTIONS,
  newQuestion,
  QUESTION_KIND_LABELS,
  type QuestionErrors,
  type QuestionValues,
} from './questions-form';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  question: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface QuestionsFieldsProps {
  questions: QuestionValues[];
  onChange: (questions: QuestionValues[]) => void;
  /** The schema's or the server's message of the list, and of each question by its index. */
  errors: Pick<QuestionErrors, 'list' | 'byQuestion'>;
}

export function QuestionsFields({ questions, onChange, errors }: QuestionsFieldsProps) {
  const styles = useStyles();
  const change = (index: number, next: Partial<QuestionValues>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...next } : question)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    const [taken] = next.splice(index, 1);
    if (taken) next.splice(index + by, 0, taken);
    onChange(next);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        <Label>{`Screening questions (optional, at most ${MAX_SCREENING_QUESTIONS})`}</Label>
      </legend>
      <Text className={styles.hint}>
        The worker answers them when applying. A knock-out refuses an applicant whose answer does not fit; the
        worker does not see what it accepts.
      </Text>
      {questions.map((question, index) => (
        <QuestionEditor
          // The id stays with the question when it moves.
          key={question.id}
          question={question}
          number={index + 1}
          count={questions.length}
          error={errors.byQuestion[index]}
          onChange={(next) => change(index, next)}
          onMove={(by) => move(index, by)}
          onRemove={() => onChange(questions.filter((_question, at) => at !== index))}
        />
      ))}
      {errors.list ? (
        <Text role="alert" className={styles.error}>
          {errors.list}
        </Text>
      ) : null}
      <div>
        <Button
          disabled={questions.length >= MAX_SCREENING_QUESTIONS}
          onClick={() => onChange([...questions, newQuestion(questions.map((question) => question.id))])}
        >
          Add a question
        </Button>
      </div>
    </fieldset>
  );
}

interface QuestionEditorProps {
  question: QuestionValues;
  number: number;
  count: number;
  error: string | undefined;
  onChange: (next: Partial<QuestionValues>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionEditor({ question, number, count, error, onChange, onMove, onRemove }: QuestionEditorProps) {
  const styles = useStyles();
  const name = `Question ${number}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of one question's controls, inside the list's fieldset.
    <div className={styles.question} role="group" aria-label={name}>
      <div className={styles.row}>
        <Field label={`${name}: kind`}>
          <Select
            value={question.kind}
            onChange={(_event, data) =>
              onChange({ kind: data.value as QuestionKind, knockOut: false, required: '', accepted: [] })
            }
          >
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {QUESTION_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          disabled={number === 1}
          onClick={() => onMove(-1)}
          aria-label={`Move ${name.toLowerCase()} up`}
        >
          Up
        </Button>
        <Button
          disabled={number === count}
          onClick={() => onMove(1)}
          aria-label={`Move ${name.toLowerCase()} down`}
        >
          Down
        </Button>
        <Button onClick={onRemove} aria-label={`Remove ${name.toLowerCase()}`}>
          Remove
        </Button>
      </div>
      <Field label={name} required validationMessage={error}>
        <Input
          value={question.text}
          maxLength={QUESTION_TEXT_MAX_LENGTH}
          onChange={(_event, data) => onChange({ text: data.value })}
        />
      </Field>
      {question.kind === 'choice' ? (
        <ChoiceOptions question={question} name={name} onChange={onChange} />
      ) : null}
      {question.kind === 'text' ? (
        <Text className={styles.hint}>
          A short text answer (at most 200 characters) is never a knock-out.
        </Text>
      ) : (
        <Checkbox
          label={`${name} is a knock-out`}
          checked={question.knockOut}
          onChange={(_event, data) => onChange({ knockOut: data.checked === true })}
        />
      )}
      {question.knockOut ? <KnockOut question={question} name={name} onChange={onChange} /> : null}
    </div>
  );
}

function ChoiceOptions({
  question,
  name,
  onChange,
}: {
  question: QuestionValues;
  name: string;
  onChange: (next: Partial<QuestionValues>) => void;
}) {
  const styles = useStyles();
  const remove = (index: number) =>
    onChange({
      options: question.options.filter((_option, at) => at !== index),
      // The accepted options after it move up one.
      accepted: question.accepted.filter((at) => at !== index).map((at) => (at > index ? at - 1 : at)),
    });
  return (
    <>
      {question.options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place in the list.
        <div key={index} className={styles.row}>
          <Field label={`${name}: option ${index + 1}`}>
            <Input
              value={option}
              maxLength={OPTION_TEXT_MAX_LENGTH}
              onChange={(_event, data) =>
                onChange({
                  options: question.options.map((value, at) => (at === index ? data.value : value)),
                })
              }
            />
          </Field>
          <Button
            disabled={question.options.length <= MIN_CHOICE_OPTIONS}
            onClick={() => remove(index)}
            aria-label={`Remove option ${index + 1} of ${name.toLowerCase()}`}
          >
            Remove option
          </Button>
        </div>
      ))}
      <div>
        <Button
          disabled={question.options.length >= MAX_CHOICE_OPTIONS}
          onClick={() => onChange({ options: [...question.options, ''] })}
        >
          {`Add an option to ${name.toLowerCase()}`}
        </Button>
      </div>
    </>
  );
}

function KnockOut({
  question,
  name,
  onChange,
}: {
  question: QuestionValues;
  name: string;
  onChange: (next: Partial<QuestionValues>) => void;
}) {
  const styles = useStyles();
  if (question.kind === 'yesNo') {
    return (
      <Field label={`${name}: the answer required`}>
        <RadioGroup
          layout="horizontal"
          value={question.required}
          onChange={(_event, data) => onChange({ required: data.value as 'yes' | 'no' })}
        >
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </RadioGroup>
      </Field>
    );
  }
  if (question.kind === 'choice') {
    return (
      // biome-ignore lint/a11y/useSemanticElements: the accepted options, inside the question's group.
      <div role="group" aria-label={`${name}: options accepted`}>
        <Label>Options accepted</Label>
        {question.options.map((option, index) => (
          <Checkbox
            // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place in the list.
            key={index}
            label={option || `Option ${index + 1}`}
            checked={question.accepted.includes(index)}
            onChange={(_event, data) =>
              onChange({
                accepted: data.checked
                  ? [...question.accepted, index]
                  : question.accepted.filter((at) => at !== index),
              })
            }
          />
        ))}
      </div>
    );
  }
  return (
    <div className={styles.row}>
      <Field label={`${name}: minimum (optional)`}>
        <Input
          value={question.min}
          inputMode="decimal"
          maxLength={12}
          onChange={(_event, data) => onChange({ min: data.value })}
        />
      </Field>
      <Field label={`${name}: maximum (optional)`}>
        <Input
          value={question.max}
          inputMode="decimal"
          maxLength={12}
          onChange={(_event, data) => onChange({ max: data.value })}
        />
      </Field>
    </div>
  );
}
