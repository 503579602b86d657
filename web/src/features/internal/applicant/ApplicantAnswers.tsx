/**
 * What the worker sent with the application: the answers to the job's screening questions (each question as it
 * was when they applied; a knock-out marked, which the answer passed, as the server refuses one that fails) and
 * the cover note. HR, OPS and the job's employer see it, as the rest of the panel.
 */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ApplicationDetails } from '../api/get-application-details';

const useStyles = makeStyles({
  list: { margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  question: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  answer: { margin: 0, overflowWrap: 'anywhere' },
  note: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  none: { margin: 0, color: tokens.colorNeutralForeground3 },
  heading: {
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase300,
  },
});

export function ApplicantAnswers({
  details,
}: {
  details: Pick<ApplicationDetails, 'ANSWERS' | 'COVER_NOTE'>;
}) {
  const styles = useStyles();
  const answers = details.ANSWERS ?? [];
  return (
    <>
      {answers.length === 0 ? (
        <p className={styles.none}>The job asked no screening questions when this worker applied.</p>
      ) : (
        <dl className={styles.list}>
          {answers.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the answers keep the questions' order.
            <div key={index}>
              <dt className={styles.question}>
                {entry.QUESTION}
                {entry.KNOCK_OUT ? (
                  <>
                    {' '}
                    <Badge appearance="tint" color="success">
                      Knock-out passed
                    </Badge>
                  </>
                ) : null}
              </dt>
              <dd className={styles.answer}>{entry.ANSWER}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className={styles.heading}>Cover note</h3>
      {details.COVER_NOTE ? (
        <p className={styles.note}>{details.COVER_NOTE}</p>
      ) : (
        <p className={styles.none}>No cover note.</p>
      )}
    </>
  );
}
