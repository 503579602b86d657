/**
 * One job in the moderation queue: who submitted it and when, each rule hit explained (the rule, the field and
 * its language, the words matched), the job's texts to read before deciding, and the three decisions. A
 * suspended employer's job says so and cannot be approved until the employer is reinstated (decision 550).
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ModerationDecision } from '#shared/domain/moderation/decisions';
import { paths } from '#web/lib/paths';
import type { ModerationRow } from '../api/moderation-queue';
import { ViewLink } from '../components/ViewLink';
import { istDate } from '../privacy/grievance-values';
import {
  DECISION_LABELS,
  EMPLOYER_SUSPENDED_LABEL,
  LANGUAGE_NAMES,
  SUSPENDED_NOTE,
} from './moderation-values';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  meta: { margin: 0, color: tokens.colorNeutralForeground2 },
  suspended: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  hits: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  match: { fontWeight: tokens.fontWeightSemibold },
  clean: { margin: 0, color: tokens.colorNeutralForeground2 },
  texts: { margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalS },
  text: { margin: 0, whiteSpace: 'pre-line' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const DECISIONS: readonly ModerationDecision[] = ['approve', 'reject', 'requestChanges'];

/** The job's texts as the posting gives them, English first, then Hindi and Telugu where it has them. */
function previewTexts(job: ModerationRow['job']): [string, string][] {
  const english: [string, string][] = [
    ['Position', job.POSITION],
    ['Place', job.LOCATION],
    ['Work hours', job.WORK_HOURS],
    ['Earnings', job.EARNINGS],
    ['Description', job.DESCRIPTION],
    ['Roles and responsibilities', job.ROLES_AND_RESPONSIBILITIES],
    ['What you get', job.WHAT_YOU_GET],
    ['Who can apply', job.WHO_CAN_APPLY],
  ];
  const translated = (['hi', 'te'] as const).flatMap((language): [string, string][] => {
    const texts = job.TRANSLATIONS?.[language];
    if (!texts) return [];
    const name = LANGUAGE_NAMES[language];
    return [
      [`Title (${name})`, texts.TITLE],
      [`Description (${name})`, texts.DESCRIPTION],
      [`Roles and responsibilities (${name})`, texts.ROLES_AND_RESPONSIBILITIES],
      [`What you get (${name})`, texts.WHAT_YOU_GET],
      [`Who can apply (${name})`, texts.WHO_CAN_APPLY],
    ];
  });
  return [...english, ...translated];
}

export function ModerationJobCard({
  row,
  onDecide,
}: {
  row: ModerationRow;
  onDecide: (decision: ModerationDecision) => void;
}) {
  const styles = useStyles();
  const headingId = `moderation-job-${row.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {row.title}, {row.companyName}
      </h2>
      <p className={styles.meta}>
        Submitted {istDate(row.submittedAt)}
        {row.poster ? ` by ${row.poster.email}` : ''} · rules {row.rulesVersion}
      </p>
      {row.employerSuspended ? (
        <div className={styles.suspended}>
          <Badge appearance="filled" color="danger">
            {EMPLOYER_SUSPENDED_LABEL}
          </Badge>
          <span>{SUSPENDED_NOTE}</span>
          {row.organisationId ? (
            <ViewLink to={paths.adminEmployer(row.organisationId)} name={`employer ${row.companyName}`} />
          ) : null}
        </div>
      ) : null}
      {row.hits.length > 0 ? (
        <ul className={styles.hits} aria-label={`Rule hits of ${row.title}`}>
          {row.hits.map((hit) => (
            <li key={`${hit.rule}-${hit.field}`}>
              <span className={styles.match}>“{hit.match}”</span> in {hit.field} (
              {LANGUAGE_NAMES[hit.language]}), rule {hit.rule}: {hit.explanation}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.clean}>No rule held this job: it waits for review because of who posted it.</p>
      )}
      <Accordion collapsible>
        <AccordionItem value="texts">
          <AccordionHeader>Read the job</AccordionHeader>
          <AccordionPanel>
            <dl className={styles.texts}>
              {previewTexts(row.job).map(([term, text]) => (
                <div key={term}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.text}>{text}</dd>
                </div>
              ))}
            </dl>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
      <div className={styles.actions}>
        {DECISIONS.map((decision) => (
          <Button
            key={decision}
            appearance={decision === 'approve' ? 'primary' : 'secondary'}
            disabled={decision === 'approve' && row.employerSuspended}
            onClick={() => onDecide(decision)}
            aria-label={`${DECISION_LABELS[decision]}: ${row.title}`}
          >
            {DECISION_LABELS[decision]}
          </Button>
        ))}
        <ViewLink to={paths.adminJob(row.id)} name={`job ${row.title}`} />
      </div>
    </article>
  );
}
