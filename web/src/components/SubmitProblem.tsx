import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { ApiError } from '#web/lib/api';

const useStyles = makeStyles({
  fieldErrors: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

interface SubmitProblemProps {
  /** What did not happen ('The job was not posted.'). */
  title: string;
  problem: ApiError;
  /** The form's label of a field the server refused (a 400 names fields by their input names). */
  labelOf: (field: string) => string;
}

/** A refused submit under the form: the server's message and, for a 400, each refused field by its label. */
export function SubmitProblem({ title, problem, labelOf }: SubmitProblemProps) {
  const styles = useStyles();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle> {problem.message}
        {problem.fieldErrors.length ? (
          <ul className={styles.fieldErrors}>
            {problem.fieldErrors.map((fieldError) => (
              <li key={`${fieldError.field}:${fieldError.message}`}>
                {labelOf(fieldError.field)}: {fieldError.message}
              </li>
            ))}
          </ul>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
