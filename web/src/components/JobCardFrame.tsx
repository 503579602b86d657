import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import type { JobState } from '#shared/domain/job-lifecycle';
import type { JobStatus } from '#shared/domain/job-rules';
import { formatDate } from '#web/lib/format';
import { useT } from '#web/lib/i18n';
import { JOB_STATE_LABELS } from '#web/lib/job-states';
import { CompanyLogo } from './CompanyLogo';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  titles: { minWidth: 0, flexGrow: 1 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  company: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  position: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  actions: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: 'auto',
  },
});

/** The states a card names in their own words (live and closed are Open and Closed), with their colours. */
const NAMED_STATES: Partial<Record<JobState, 'subtle' | 'warning' | 'danger' | 'informative'>> = {
  draft: 'subtle',
  inReview: 'warning',
  rejected: 'danger',
  expired: 'informative',
};

/** What every job card shows in its head. */
export interface JobIdentity {
  TITLE: string;
  COMPANY_NAME: string;
  LOGO_LINK: string;
}

interface JobCardFrameProps {
  job: JobIdentity;
  /** The id of the title, which names the card (and describes its buttons: 'See Applications', 'Close'). */
  titleId: string;
  /** h2 where the cards are the page's content, h3 under a section heading. */
  headingLevel?: 2 | 3 | 4;
  logoSize?: number;
  /** A line under the company (the internal dashboard's position). */
  position?: string;
  /** A closed job is marked Closed; `markOpen` also marks an open one Open (the admin's list, which has both). */
  status?: JobStatus;
  markOpen?: boolean;
  /**
   * Where the job is in its lifecycle (the back office's lists): a draft, in review, rejected or expired job is
   * marked as such (in English, as the back office is) instead of Closed or Open.
   */
  state?: JobState;
  /** The card's body between its head and its actions: facts, counts. */
  children?: ReactNode;
  /** The bottom row, aligned right (a View Job link, a menu, Close or Reopen). */
  actions: ReactNode;
  /** The language of the job's texts where it differs from the page's (English texts in a Hindi page). */
  lang?: string | undefined;
}

/**
 * The frame every job card shares (the worker's lists, the admin's posted jobs, the internal dashboard): an
 * article named by its title, with the company's logo, the title, company and position, an Open / Closed badge,
 * the card's own body, and its actions at the bottom, so cards of one grid line up whatever their bodies.
 */
export function JobCardFrame({
  job,
  titleId,
  headingLevel = 2,
  logoSize = 48,
  position,
  status,
  markOpen = false,
  state,
  children,
  actions,
  lang,
}: JobCardFrameProps) {
  const t = useT();
  const styles = useStyles();
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4';
  const open = status === 'OPEN';
  const named = state !== undefined && state in NAMED_STATES ? state : undefined;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <CompanyLogo src={job.LOGO_LINK} company={job.COMPANY_NAME} size={logoSize} />
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title} lang={lang}>
            {job.TITLE}
          </Heading>
          <p className={styles.company}>{job.COMPANY_NAME}</p>
          {position ? <p className={styles.position}>{position}</p> : null}
        </div>
        {named ? (
          <Badge appearance="tint" shape="rounded" size="large" color={NAMED_STATES[named]}>
            {JOB_STATE_LABELS[named]}
          </Badge>
        ) : status === 'CLOSED' || (open && markOpen) ? (
          <Badge appearance="tint" shape="rounded" size="large" color={open ? 'success' : 'subtle'}>
            {open ? t('job.open') : t('job.closed')}
          </Badge>
        ) : null}
      </div>
      {children}
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}

interface JobFactsProps {
  /**
   * Term and text, in order ('Location', 'Hyderabad'); a third item is that value's own language where it is not
   * `valueLang` (a city in the page's script on a card whose texts are English: undefined).
   */
  facts: readonly (
    | readonly [term: string, value: string]
    | readonly [term: string, value: string, lang: string | undefined]
  )[];
  /** When the job was posted (ISO), the last fact. */
  posted: string;
  /** The language of the values where it differs from the page's (English texts in a Hindi page). */
  valueLang?: string | undefined;
}

/** A job's facts as a term / value list, ending with its posted date, in the frame's body. */
export function JobFacts({ facts, posted, valueLang }: JobFactsProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value, ...own]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value} lang={own.length > 0 ? own[0] : valueLang}>
            {value}
          </dd>
        </Fragment>
      ))}
      <dt className={styles.term}>{t('job.posted')}</dt>
      <dd className={styles.value}>
        <time dateTime={posted}>{formatDate(posted)}</time>
      </dd>
    </dl>
  );
}
