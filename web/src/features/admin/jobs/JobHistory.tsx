/** A job's history of edits on the admin's job page: who, when, and each field's value before and after. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { fieldLabel } from '#web/components/job-posting/JobPostingForm';
import type { AdminJob, JobEditEntry } from '../api/get-admin-job';

type RuleCheck = NonNullable<AdminJob['RULE_CHECK']>;

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  entry: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  cell: {
    verticalAlign: 'top',
    padding: tokens.spacingVerticalXS,
    overflowWrap: 'anywhere',
    textAlign: 'start',
  },
  none: { color: tokens.colorNeutralForeground3 },
});

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The job's stored fields by the names the form gives them. */
const FIELD_NAMES: Record<string, string> = {
  TITLE: 'Job title',
  COMPANY_NAME: 'Company name',
  LOGO_LINK: 'Company logo',
  LOCATION: 'Location',
  CITY: 'District',
  WORK_FROM_HOME: 'Work From Home',
  WORK_HOURS: 'Work hours',
  EARNINGS: 'Earnings',
  PAY: 'Pay',
  MONTHLY_EARNINGS: 'Earnings a month (filters and sort)',
  POSITION: 'Position',
  DESCRIPTION: 'Description',
  ROLES_AND_RESPONSIBILITIES: 'Roles & Responsibilities',
  WHAT_YOU_GET: 'What you get',
  WHO_CAN_APPLY: 'Who can Apply',
  TYPE: 'Type of work',
  SCHEDULE: 'Schedule',
  OPENINGS: 'Openings',
  APPLY_BY: 'Apply by',
  START_DATE: 'Start date',
  DURATION: 'Duration',
  SKILLS: 'Skills',
  QUESTIONS: 'Screening questions',
};

/** A field's name as the history shows it: `TRANSLATIONS.hi.TITLE` is "Hindi: Job title". */
export function historyFieldName(field: string): string {
  const [first, language, text] = field.split('.');
  if (first === 'TRANSLATIONS' && language && text) {
    const tab = language === 'hi' ? 'Hindi' : language === 'te' ? 'Telugu' : language;
    return `${tab}: ${FIELD_NAMES[text] ?? text}`;
  }
  return FIELD_NAMES[field] ?? field;
}

/** The rule hits an admin acknowledged (rules against scam postings), each under its field. */
function AcknowledgedHits({ check, lead }: { check: RuleCheck; lead: string }) {
  return (
    <div>
      <p>
        {lead} (rules {check.RULES_VERSION}):
      </p>
      <ul>
        {check.HITS.map((hit) => (
          <li key={`${hit.RULE}#${hit.FIELD}`}>
            {fieldLabel(hit.FIELD)}: "{hit.MATCH}" ({hit.RULE})
          </li>
        ))}
      </ul>
    </div>
  );
}

export function JobHistory({
  edits,
  ruleCheck,
}: {
  edits: readonly JobEditEntry[];
  ruleCheck?: RuleCheck | undefined;
}) {
  const styles = useStyles();
  return (
    <section aria-labelledby="job-history-title">
      <h2 id="job-history-title">History of changes</h2>
      {ruleCheck ? (
        <AcknowledgedHits
          check={ruleCheck}
          lead={`Rule hits acknowledged for the job as it reads now, ${when.format(new Date(ruleCheck.AT))} IST by ${ruleCheck.BY.EMAIL}`}
        />
      ) : null}
      {edits.length === 0 ? (
        <p className={styles.none}>Not edited since it was posted.</p>
      ) : (
        <ol className={styles.list}>
          {edits.map((entry) => (
            <li key={`${entry.AT}#${entry.VERSION}`} className={styles.entry}>
              <p>
                <strong>{when.format(new Date(entry.AT))} IST</strong> by {entry.BY.EMAIL} (version{' '}
                {entry.VERSION})
              </p>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      Field
                    </th>
                    <th className={styles.cell} scope="col">
                      Before
                    </th>
                    <th className={styles.cell} scope="col">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entry.CHANGES.map((change) => (
                    <tr key={change.field}>
                      <th className={styles.cell} scope="row">
                        {historyFieldName(change.field)}
                      </th>
                      <td className={styles.cell}>{change.before ?? '(none)'}</td>
                      <td className={styles.cell}>{change.after ?? '(none)'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {entry.RULE_CHECK ? (
                <AcknowledgedHits check={entry.RULE_CHECK} lead="Rule hits acknowledged with this edit" />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
