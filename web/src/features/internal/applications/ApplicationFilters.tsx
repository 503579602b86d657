import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { skillLabel } from '#shared/domain/skills';
import type { InternshipCard } from '../api/get-applications';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, minWidth: 0 },
  select: { maxWidth: '320px', minWidth: 0 },
});

export interface ApplicationFilterValues {
  /** `<question id>:<value>`, or '' for any answer. */
  answer: string;
  /** A listed skill's code, or '' for any. */
  skill: string;
}

/**
 * The filters of a job's applications beside the search (decision 610): one answer to a yes/no or one-choice
 * question, and one of the skills the job asks for. Each is one read of the job's index on the server; both
 * apply to every tab. Shown only when the job has such a question or skill (or a filter is on, so it can be
 * turned off).
 */
export function ApplicationFilters(props: {
  job: InternshipCard | undefined;
  value: ApplicationFilterValues;
  onChange: (value: ApplicationFilterValues) => void;
}) {
  const styles = useStyles();
  const answers = props.job?.ANSWER_FILTERS ?? [];
  const skills = props.job?.SKILLS ?? [];
  const { value, onChange } = props;
  if (answers.length === 0 && skills.length === 0 && !value.answer && !value.skill) return null;
  return (
    <div className={styles.root}>
      {answers.length > 0 || value.answer ? (
        <Field label="Answer">
          <Select
            className={styles.select}
            value={value.answer}
            onChange={(_event, data) => onChange({ ...value, answer: data.value })}
          >
            <option value="">Any answer</option>
            {answers.map((answer) => (
              <option key={answer.value} value={answer.value}>
                {answer.label}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {skills.length > 0 || value.skill ? (
        <Field label="Skill">
          <Select
            className={styles.select}
            value={value.skill}
            onChange={(_event, data) => onChange({ ...value, skill: data.value })}
          >
            <option value="">Any skill</option>
            {skills.map((code) => (
              <option key={code} value={code}>
                {skillLabel(code, 'en')}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </div>
  );
}
