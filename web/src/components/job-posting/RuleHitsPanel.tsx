/**
 * The rules against scam postings beside the form, as the poster types: each hit under the field it is in, with
 * what matched and why it matters, and the box the admin ticks once they checked them (the server refuses a
 * job with hits not acknowledged); an employer gets no box, a hit sends their job to review. The same
 * `moderate` the server runs.
 */
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { JOB_SCHEDULES, JOB_TYPES } from '#shared/domain/job-rules';
import type { ModeratedJob, RuleHit } from '#shared/domain/moderation/moderate';
import { eligibilityInput } from './eligibility-form';
import { earningsOf, fieldLabel, type JobFormValues, workHoursOf } from './job-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  hit: { overflowWrap: 'anywhere' },
});

/** What the rules read of the form as typed so far. */
export function moderatedJob(values: JobFormValues): ModeratedJob {
  const earnings = earningsOf(values);
  const eligibility = eligibilityInput(values.eligibility);
  const unsafe = eligibility.unsafeForMinors;
  return {
    title: values.title,
    companyName: values.companyName,
    workHours: workHoursOf(values),
    position: values.position,
    description: values.description,
    rolesAndResponsibilities: values.rolesAndResponsibilities,
    whatYouGet: values.whatYouGet,
    whoCanApply: values.whoCanApply,
    translations: values.translations,
    questions: values.questions.map((question) => ({
      text: question.text,
      ...(question.kind === 'choice' ? { options: question.options } : {}),
      translations: question.translations,
    })),
    type: JOB_TYPES.find((type) => type === values.type),
    schedule: JOB_SCHEDULES.find((schedule) => schedule === values.schedule),
    pay: earnings
      ? {
          unit: earnings.unit,
          amount: earnings.amount,
          ...(earnings.upTo !== undefined ? { upTo: earnings.upTo } : {}),
        }
      : undefined,
    monthlyEarnings: earnings?.monthly,
    eligibility:
      typeof eligibility.minimumAge === 'number' && Array.isArray(unsafe)
        ? { minimumAge: eligibility.minimumAge, unsafeForMinors: unsafe as string[] }
        : undefined,
  };
}

export const CONFIRM_LABEL = 'I checked each of these: the job is genuine';

export const REVIEW_NOTE =
  'A job with any of these goes to an Earnlearn admin for review before workers see it. Change the words named to avoid the wait.';

type RuleHitsPanelProps =
  | {
      hits: readonly RuleHit[];
      /** Whether the admin ticked the box for every rule of `hits`. */
      confirmed: boolean;
      onConfirmedChange: (confirmed: boolean) => void;
    }
  /** No box to tick (an employer): a hit sends the job to review, which the panel says. */
  | { hits: readonly RuleHit[]; confirmed?: undefined; onConfirmedChange?: undefined };

export function RuleHitsPanel({ hits, confirmed, onConfirmedChange }: RuleHitsPanelProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="rule-hits-heading">
      <h2 id="rule-hits-heading" className={styles.heading}>
        Checks against scam postings
      </h2>
      <div aria-live="polite">
        {hits.length === 0 ? (
          <p className={styles.note}>No rule holds for this job.</p>
        ) : (
          <ul className={styles.list}>
            {hits.map((hit) => (
              <li key={`${hit.rule}#${hit.field}`} className={styles.hit}>
                <strong>{fieldLabel(hit.field)}</strong>: "{hit.match}". {hit.explanation}
              </li>
            ))}
          </ul>
        )}
      </div>
      {hits.length > 0 && onConfirmedChange ? (
        <Checkbox
          checked={confirmed}
          label={CONFIRM_LABEL}
          onChange={(_event, data) => onConfirmedChange(data.checked === true)}
        />
      ) : null}
      {hits.length > 0 && !onConfirmedChange ? <p className={styles.note}>{REVIEW_NOTE}</p> : null}
    </section>
  );
}
