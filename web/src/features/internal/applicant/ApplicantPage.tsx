import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ALL_APPLICATION_STATUSES, APPLICATION_STATUSES, GENDERS, labelOf } from '#shared/domain/codes';
import { APPLICANTS_LIMIT_CODE } from '#shared/domain/employer-jobs';
import { BackLink } from '#web/components/back-office/BackLink';
import { EmailText } from '#web/components/back-office/EmailText';
import { TableCard } from '#web/components/back-office/TableCard';
import { DetailList } from '#web/components/DetailList';
import { LoadProblem } from '#web/components/LoadState';
import { paths, routeId } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { type ApplicationDetails, useApplicationDetails } from '../api/get-application-details';
import { applicantFactItems } from '../applicant-facts';
import { type HiringArea, useHiringArea } from '../hiring-area';
import { InternalPage } from '../InternalPage';
import { ApplicantAnswers } from './ApplicantAnswers';
import { ApplicantNotes } from './ApplicantNotes';
import { ApplicantSections } from './ApplicantSections';
import { ApplicantThread } from './ApplicantThread';
import { staffDay, staffTime } from './staff-time';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  lead: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { overflowWrap: 'anywhere' },
  quiet: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  none: { margin: 0, color: tokens.colorNeutralForeground3 },
  documentLink: { display: 'inline-block', minHeight: '24px', paddingBlock: tokens.spacingVerticalXXS },
});

const DOCUMENT_NAMES = { panCard: 'PAN card', idCard: 'Student ID card', resume: 'resume (PDF)' } as const;

/** Where "back" goes: the list the applicant was opened from (its tab), else the tab of the status now. */
function listOf(
  area: HiringArea,
  details: ApplicationDetails | undefined,
  jobId: number,
  from: unknown,
): string {
  if (typeof from === 'string' && from.startsWith(area.applications(jobId))) return from;
  const page = APPLICATION_STATUSES.find((entry) => entry.code === details?.STATUS)?.page;
  return area.applications(jobId, page);
}

function registered(details: ApplicationDetails) {
  const { APPLICANT: worker } = details;
  return [
    { term: 'E-mail', value: worker.EMAIL && <EmailText email={worker.EMAIL} /> },
    { term: 'Mobile Number', value: worker.MOBILE_NUMBER },
    { term: 'City', value: worker.LOCATION },
    { term: 'College', value: worker.COLLEGE_NAME },
    // The age band and a minor's parent's consent, never the date of birth (decision 384).
    ...applicantFactItems({ ...worker, ...(details.MATCH ? { MATCH: details.MATCH } : {}) }),
    { term: 'Gender', value: worker.GENDER === null ? '' : labelOf(GENDERS, worker.GENDER) },
    { term: 'Mobile', value: worker.VERIFIED === 1 ? 'Verified' : 'Not verified' },
    { term: 'Account', value: worker.ACTIVE === 1 ? 'Active' : 'Deactivated' },
  ];
}

function Documents({ documents }: { documents: ApplicationDetails['DOCUMENTS'] }) {
  const styles = useStyles();
  const type = useTypography();
  if (documents.length === 0) return <p className={styles.none}>No documents uploaded.</p>;
  return (
    <>
      <ul className={styles.list}>
        {documents.map((document) => (
          <li key={document.KIND} className={styles.item}>
            <a
              className={`${type.link} ${styles.documentLink}`}
              href={document.LINK}
              target="_blank"
              rel="noreferrer"
            >
              Open {DOCUMENT_NAMES[document.KIND]} (opens in a new tab)
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.quiet}>
        Each link works until {staffTime(documents[0]?.EXPIRES_AT ?? '')}; open the applicant again for new
        ones.
      </p>
    </>
  );
}

function Moves({ details }: { details: ApplicationDetails }) {
  const styles = useStyles();
  return (
    <ol className={styles.list}>
      <li className={styles.item}>Applied, {staffTime(details.APPLIED_AT)}</li>
      {details.REVIEWS.map((review) => (
        <li key={`${review.AT}:${review.TO}`} className={styles.item}>
          {labelOf(APPLICATION_STATUSES, review.TO)} by {review.BY_NAME.trim() || review.BY_EMAIL} (
          {review.BY_TYPE}), {staffTime(review.AT)}
        </li>
      ))}
    </ol>
  );
}

function OtherApplications({ details }: { details: ApplicationDetails }) {
  const styles = useStyles();
  if (details.OTHER_APPLICATIONS.length === 0) return <p className={styles.none}>No other applications.</p>;
  return (
    <>
      <ul className={styles.list}>
        {details.OTHER_APPLICATIONS.map((other) => (
          <li key={other.ID} className={styles.item}>
            {other.TITLE} at {other.COMPANY_NAME}: {labelOf(ALL_APPLICATION_STATUSES, other.STATUS)}, applied{' '}
            {staffDay(other.APPLIED_AT)}
          </li>
        ))}
      </ul>
      {details.MORE_APPLICATIONS ? (
        <p className={styles.quiet}>The latest {details.OTHER_APPLICATIONS.length} are shown.</p>
      ) : null}
    </>
  );
}

/**
 * `/internal/applications/{jobId}/{userId}`: one applicant of a job, to judge from what they
 * submitted: the worker's registered details, their skills and experience, their documents (links that work for a few minutes), this
 * application's moves, the staff's notes (added here), and their other applications. Each open is a staff access
 * on the worker's record (the server writes it). Back returns to the list it was opened from, on its tab.
 */
export function ApplicantPage() {
  const styles = useStyles();
  const params = useParams();
  const location = useLocation();
  const area = useHiringArea();
  const jobId = routeId(params.id);
  const userId = routeId(params.userId);
  const details = useApplicationDetails(jobId, userId);
  // The link that opened the page is gone: focus starts at the top of the content (then Tab reaches the way
  // back), not on the page's body.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each applicant opened
  useEffect(() => {
    document.querySelector<HTMLElement>('main[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [jobId, userId]);

  if (jobId === null || userId === null) return <Navigate to={paths.notFound} replace />;
  const data = details.data;
  const back = (
    <BackLink to={listOf(area, data, jobId, (location.state as { from?: unknown } | null)?.from)}>
      Applications
    </BackLink>
  );
  const notFound = details.error?.status === 404;
  // An unverified employer past its applicants today (decision 540): trying again only helps tomorrow.
  const overLimit = details.error?.code === APPLICANTS_LIMIT_CODE;

  return (
    <InternalPage title={data ? data.APPLICANT.NAME || data.APPLICANT.EMAIL : 'Applicant'} actions={back}>
      {details.isLoading ? <ProgressBar aria-label="Loading the applicant" thickness="medium" /> : null}
      {notFound ? <p className={styles.none}>This application was not found.</p> : null}
      {overLimit ? (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Today's limit of applicants is reached</MessageBarTitle> {details.error?.message}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {details.error && !notFound && !overLimit && !details.isLoading ? (
        <LoadProblem message={details.error.message} onRetry={() => void details.mutate()} />
      ) : null}
      {data ? (
        <>
          <p className={styles.lead}>
            {data.TITLE} at {data.COMPANY_NAME} · {data.POSITION} ·{' '}
            <strong>{labelOf(ALL_APPLICATION_STATUSES, data.STATUS)}</strong>
          </p>
          <div className={styles.grid}>
            <div className={styles.column}>
              <TableCard headingId="applicant-details" title="Registered Details">
                <DetailList items={registered(data)} missing="Not provided" />
              </TableCard>
              <TableCard headingId="applicant-answers" title="Answers and Cover Note">
                <ApplicantAnswers details={data} />
              </TableCard>
              <TableCard headingId="applicant-sections" title="Skills and Experience">
                <ApplicantSections sections={data.SECTIONS} />
              </TableCard>
              <TableCard headingId="applicant-documents" title="Documents">
                <Documents documents={data.DOCUMENTS} />
              </TableCard>
              <TableCard headingId="applicant-other" title="Other Applications">
                <OtherApplications details={data} />
              </TableCard>
            </div>
            <div className={styles.column}>
              <TableCard headingId="applicant-notes" title="Notes">
                <ApplicantNotes
                  application={data}
                  onAdded={(notes) =>
                    void details.mutate((current) => (current ? { ...current, NOTES: notes } : current), {
                      revalidate: false,
                    })
                  }
                />
              </TableCard>
              <TableCard headingId="applicant-messages" title="Messages">
                <ApplicantThread application={data} />
              </TableCard>
              <TableCard headingId="applicant-moves" title="Moves">
                <Moves details={data} />
              </TableCard>
            </div>
          </div>
        </>
      ) : null}
    </InternalPage>
  );
}
