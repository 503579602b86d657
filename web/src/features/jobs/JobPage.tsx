import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { BookmarkRegular } from '@fluentui/react-icons/svg/bookmark';
import { FlagRegular } from '@fluentui/react-icons/svg/flag';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Job } from '#shared/api/job-shapes';
import { placeName } from '#shared/domain/place-name';
import { KNOCKED_OUT_CODE } from '#shared/domain/screening-rules';
import { CompanyLogo } from '#web/components/CompanyLogo';
import { EmployerBadge } from '#web/components/EmployerBadge';
import { JobTextsSwitch, useJobInWorkerLanguage } from '#web/components/JobTextsSwitch';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { ApiError, type ApiOutput } from '#web/lib/api';
import { reasonOfError, reasonsFor, reasonText, useEligibilityWorker } from '#web/lib/eligibility';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { usePlaceName } from '#web/lib/place-names';
import { rememberReturnTo } from '#web/lib/return-to';
import { useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { type ApplyExtras, useApplyJob } from './api/apply-job';
import { isApplied, useAppliedJobs } from './api/get-applied-jobs';
import { isSaved, useSavedJobs } from './api/get-saved-jobs';
import { ApplyStep, type ApplyStepProps } from './components/ApplyStep';
import { Disclosure } from './components/Disclosure';
import { EligibilityFacts } from './components/EligibilityFacts';
import { JobDetailFacts } from './components/JobDetailFacts';
import { ReplyRecordFact } from './components/ReplyRecordFact';
import { ReportJobButton } from './components/ReportJobButton';
import { SafetyPanel } from './components/SafetyPanel';
import { SaveJobButton } from './components/SaveJobButton';
import { ShareJobButton } from './components/ShareJobButton';
import { isJobClosed, isWithdrawnBefore } from './components/save-problems';
import { splitAtFullStops } from './sentences';

/** Narrow screens, where Section's side padding is spacingHorizontalL. */
const PHONE = '@media (max-width: 600px)';

const useStyles = makeStyles({
  back: { display: 'inline-block', marginBottom: tokens.spacingVerticalL },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXL,
  },
  titles: { minWidth: 0 },
  switch: { marginTop: `calc(-1 * ${tokens.spacingVerticalL})`, marginBottom: tokens.spacingVerticalM },
  company: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  employer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: `${tokens.spacingVerticalXS} 0 0`,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  sectionText: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, lineHeight: tokens.lineHeightBase400 },
  actions: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalXL,
    ':empty': { display: 'none' },
  },
  apply: { minWidth: '160px', [PHONE]: { minWidth: 0, flexGrow: 1 } },
  // The action bar: Apply, Save, Share in one row. On a phone the sections run about 1000 px: the bar stays in
  // reach, stuck to the bottom of the window, one row of icons beside Apply (about 65 px of a 640 px screen);
  // its notices and "Apply with a note" stay in the page's flow. Sticky (not fixed) keeps the bar's own place
  // at the end of the page, so it hides no content there.
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
    [PHONE]: {
      position: 'sticky',
      bottom: 0,
      zIndex: 1,
      flexWrap: 'nowrap',
      alignItems: 'center',
      margin: `${tokens.spacingVerticalM} calc(-1 * ${tokens.spacingHorizontalL}) 0`,
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
      backgroundColor: tokens.colorNeutralBackground1,
      borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      boxShadow: tokens.shadow8,
    },
  },
  withNote: { marginTop: tokens.spacingVerticalM },
  compact: { [PHONE]: { minWidth: 'auto', gap: 0 } },
  compactLabel: {
    [PHONE]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
  report: { marginTop: tokens.spacingVerticalM },
  reportHint: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
});

/** getJobById answers `data: {}` when there is no such job. */
function isJob(data: Job | Record<string, never> | undefined): data is Job {
  return data !== undefined && 'ID' in data;
}

/** The job as `JobRoute` asked for it (getJobById for a signed-in worker, getPublicJob for anyone else). */
export interface JobAnswer {
  data: ApiOutput<'getJobById'> | undefined;
  /** A known worker (Apply and Save act), or a visitor (they ask to sign in first). */
  signedIn: boolean;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/**
 * `/jobs/{id}`: the whole job, and Apply (or a disabled 'Applied.'). Empty job data goes to /404. Anyone may
 * open it from a shared link; a visitor's Apply and Save ask to sign in, then bring them back here.
 */
export function JobPage({ data, error, isLoading, retry, signedIn }: JobAnswer) {
  const t = useT();
  if (isLoading) return <Loading label={t('job.loading')} />;
  if (error) {
    if (error.status === 400 || error.status === 404) return <Navigate to={paths.notFound} replace />;
    return (
      <Section>
        <LoadProblem message={error.message} onRetry={retry} />
      </Section>
    );
  }
  const job = data?.data;
  if (!isJob(job)) return <Navigate to={paths.notFound} replace />;
  return <JobDetails job={job} signedIn={signedIn} />;
}

function TextSection({ text, lang }: { text: string; lang: string | undefined }) {
  const styles = useStyles();
  return (
    <p className={styles.sectionText} lang={lang}>
      {text}
    </p>
  );
}

function ListSection({ text, lang }: { text: string; lang: string | undefined }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} lang={lang}>
      {splitAtFullStops(text).map((item, index) => (
        // Items may repeat, so the position is part of the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for the page's life
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function JobDetails({ job: posted, signedIn }: { job: Job; signedIn: boolean }) {
  const styles = useStyles();
  // The job in the worker's language where it has the texts, "Show in English" one tap away.
  const texts = useJobInWorkerLanguage(posted);
  const { job, lang } = texts;
  const type = useTypography();
  const t = useT();
  // The city in the page's script (unless the worker asked for the English texts).
  const place = usePlaceName();
  const location = texts.english ? placeName(job.LOCATION) : place(job.LOCATION);
  const locationLang = location === placeName(job.LOCATION) ? lang : undefined;

  const sections = [
    {
      value: 'description',
      title: t('job.description'),
      body: <TextSection text={job.DESCRIPTION} lang={lang} />,
    },
    {
      value: 'roles',
      title: t('job.roles'),
      body: <ListSection text={job.ROLES_AND_RESPONSIBILITIES} lang={lang} />,
    },
    { value: 'get', title: t('job.whatYouGet'), body: <ListSection text={job.WHAT_YOU_GET} lang={lang} /> },
    { value: 'who', title: t('job.whoCanApply'), body: <ListSection text={job.WHO_CAN_APPLY} lang={lang} /> },
  ];

  return (
    <Section labelledBy="job-title">
      <PageTitle title={job.TITLE} />
      {signedIn ? (
        <Link to={paths.dashboard} className={`${type.link} ${styles.back}`}>
          {t('job.backToDashboard')}
        </Link>
      ) : null}
      <div className={styles.head}>
        <CompanyLogo src={job.LOGO_LINK} company={job.COMPANY_NAME} size={80} />
        <div className={styles.titles}>
          <h1 id="job-title" className={type.pageTitle} lang={lang}>
            {job.TITLE}
          </h1>
          <p className={styles.company}>{job.COMPANY_NAME}</p>
          {job.EMPLOYER ? (
            <p className={styles.employer}>
              <EmployerBadge level={job.EMPLOYER.LEVEL} />
              <Link to={paths.employerPage(job.EMPLOYER.ID)} className={type.link}>
                {t('employer.about', { name: job.COMPANY_NAME })}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.switch}>
        <JobTextsSwitch state={texts} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('job.location')}</dt>
          <dd className={styles.value} lang={locationLang}>
            {location}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('job.workFromHome')}</dt>
          <dd className={styles.value}>
            {job.WORK_FROM_HOME === 1 ? t('job.available') : t('job.notAvailable')}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('job.workHours')}</dt>
          <dd className={styles.value} lang={lang}>
            {job.WORK_HOURS}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('job.earnings')}</dt>
          <dd className={styles.value} lang={lang}>
            {job.EARNINGS}
          </dd>
        </div>
        <JobDetailFacts job={job} classes={styles} />
        <EligibilityFacts job={job} classes={styles} />
        <ReplyRecordFact job={job} classes={styles} />
      </dl>
      {sections.map((section) => (
        <Disclosure key={section.value} title={section.title}>
          {section.body}
        </Disclosure>
      ))}
      <SafetyPanel />
      <div className={styles.report}>
        {signedIn ? <ReportJobButton target={{ job: job.ID }} describedBy="job-title" /> : <VisitorReport />}
      </div>
      {signedIn ? <WorkerActions job={job} /> : <VisitorActions job={job} />}
    </Section>
  );
}

/** Share, for everyone: the job's own address, its title and company as the shared text. */
function ShareJob({ job }: { job: Job }) {
  const url = new URL(paths.job(String(job.ID)), window.location.origin).href;
  return <ShareJobButton title={job.TITLE} company={job.COMPANY_NAME} url={url} size="large" compact />;
}

/**
 * The query a visitor's Apply leaves on the job's address for after the sign-in: the signed-in page opens the
 * apply step (its questions, if any, and the note) where the visitor started it (decision 618).
 */
export const CONTINUE_APPLY = 'apply';

/** The sign-in, bringing the visitor back to this job (with `apply` set: its application continues). */
function useSignInFirst(continueApply = false) {
  const session = useSession();
  const { pathname } = useLocation();
  return () => {
    rememberReturnTo(continueApply ? `${pathname}?${CONTINUE_APPLY}=1` : pathname);
    session.openLogin();
  };
}

/**
 * A visitor's "Report this job" opens the sign-in: a report counts once per person (and a few a day), which
 * only an account can hold to, so the page says why before asking.
 */
function VisitorReport() {
  const styles = useStyles();
  const t = useT();
  const signInFirst = useSignInFirst();
  return (
    <>
      <Button
        appearance="subtle"
        icon={<FlagRegular />}
        aria-describedby="report-sign-in"
        onClick={signInFirst}
      >
        {t('report.button')}
      </Button>
      <p id="report-sign-in" className={styles.reportHint}>
        {t('report.signInFirst')}
      </p>
    </>
  );
}

/**
 * A visitor's actions: Apply and Save open the sign-in, which brings them back to this job (a new
 * worker once registered); Share works as for a worker. A closed job says so and offers neither.
 */
function VisitorActions({ job }: { job: Job }) {
  const styles = useStyles();
  const t = useT();
  const signInFirst = useSignInFirst();
  const signInToApply = useSignInFirst(true);
  const closed = job.STATUS === 'CLOSED';

  return (
    <>
      <div className={styles.actions}>
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{closed ? t('job.closedNotice') : t('job.signInToApply')}</MessageBarBody>
        </MessageBar>
      </div>
      <div className={styles.buttons}>
        {closed ? null : (
          <>
            <Button className={styles.apply} appearance="primary" size="large" onClick={signInToApply}>
              {t('job.apply')}
            </Button>
            <Button
              size="large"
              className={styles.compact}
              icon={<BookmarkRegular />}
              aria-describedby="job-title"
              onClick={signInFirst}
            >
              <span className={styles.compactLabel}>{t('saved.save')}</span>
            </Button>
          </>
        )}
        <ShareJob job={job} />
      </div>
    </>
  );
}

/**
 * A signed-in worker's actions: Apply (or 'Applied.'), Save, Share. A job the rules do not let this worker
 * take (shared/domain/job-eligibility.ts) says why in place of Apply; the server refuses it too.
 */
function WorkerActions({ job }: { job: Job }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const applyJob = useApplyJob();
  const applied = useAppliedJobs();
  const [applying, setApplying] = useState(false);
  const [problem, setProblem] = useState<ApiError>();
  const alreadyApplied = isApplied(job.ID, applied.data);
  // An application the worker withdrew is not made again (the server refuses it too).
  const withdrawn = applied.data?.some((entry) => entry.ID === job.ID && entry.STATUS === 'WITHDRAWN');
  // A job the admin has closed stays readable, but takes no more applications (the server refuses them too):
  // closed meanwhile, the refusal shows the page as closed at once, while the job is asked again.
  const closed = job.STATUS === 'CLOSED' || isJobClosed(problem);
  const refusedFor = problem ? reasonOfError(problem) : undefined;
  const notEligible = reasonsFor(job, useEligibilityWorker())[0] ?? refusedFor;
  // Save on an open job; on a closed one only once it showed as saved (to take it out of Saved): kept for the
  // visit after unsaving, so the focus stays on it.
  const savedJobs = useSavedJobs();
  const savedClosed = useRef(false);
  if (closed && isSaved(job.ID, savedJobs.data)) savedClosed.current = true;

  // The step of the screening questions and the cover note; a job without questions applies in one tap.
  const [step, setStep] = useState(false);
  const [refused, setRefused] = useState<ApplyStepProps['refused']>();
  const asks = (job.QUESTIONS?.length ?? 0) > 0;

  // Back from the sign-in a visitor's Apply opened: the apply step opens once the applied list is known, unless
  // the rules (a minor's, a closed job, one applied to or withdrawn from) leave nothing to apply to.
  const [params, setParams] = useSearchParams();
  const continuing = params.get(CONTINUE_APPLY) === '1';
  const mayApply = !alreadyApplied && !withdrawn && !closed && !notEligible;
  useEffect(() => {
    if (!continuing || applied.isLoading) return;
    setParams(
      (current) => {
        current.delete(CONTINUE_APPLY);
        return current;
      },
      { replace: true },
    );
    if (mayApply) setStep(true);
  }, [continuing, applied.isLoading, mayApply, setParams]);

  async function apply(extras: ApplyExtras = {}) {
    setProblem(undefined);
    setRefused(undefined);
    setApplying(true);
    try {
      await applyJob(job.ID, extras);
      navigate(paths.dashboard, { state: { tab: 'applied' } });
    } catch (error: unknown) {
      setApplying(false);
      const failed = error instanceof ApiError ? error : new ApiError(0, String(error));
      // A refused answer stays on its question in the step; anything else closes it and shows above.
      const answer = answerRefusal(failed);
      if (step && answer) {
        setRefused({
          index: answer.index,
          message: t(answer.knockedOut ? 'apply.knockedOut' : 'apply.answerNeeded'),
        });
        return;
      }
      setStep(false);
      setProblem(failed);
    }
  }

  return (
    <>
      <div className={styles.actions}>
        {problem && !refusedFor && !isJobClosed(problem) ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              {isWithdrawnBefore(problem) ? t('job.withdrawnNotice') : problem.message}
            </MessageBarBody>
            {problem.status === 403 ? (
              <MessageBarActions>
                <Button onClick={() => session.openLogin({ step: 2 })}>{t('job.verifyMobile')}</Button>
              </MessageBarActions>
            ) : null}
          </MessageBar>
        ) : null}
        {closed && !alreadyApplied ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('job.closedNotice')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {!closed && !alreadyApplied && notEligible ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{reasonText(t, notEligible, job)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {withdrawn && !problem ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('job.withdrawnNotice')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <div className={styles.buttons}>
        {withdrawn ? null : alreadyApplied ? (
          <Button className={styles.apply} appearance="primary" size="large" disabled>
            {t('job.applied')}
          </Button>
        ) : closed || notEligible ? null : (
          <Button
            className={styles.apply}
            appearance="primary"
            size="large"
            disabled={applying || applied.isLoading}
            icon={applying && !step ? <Spinner size="tiny" /> : undefined}
            onClick={() => (asks ? setStep(true) : void apply())}
          >
            {t('job.apply')}
          </Button>
        )}
        {closed && !savedClosed.current ? null : (
          <SaveJobButton jobId={job.ID} describedBy="job-title" size="large" compact />
        )}
        <ShareJob job={job} />
      </div>
      {withdrawn || alreadyApplied || closed || notEligible || asks ? null : (
        <Button
          className={styles.withNote}
          size="large"
          disabled={applying || applied.isLoading}
          onClick={() => setStep(true)}
        >
          {t('apply.withNote')}
        </Button>
      )}
      {step ? (
        <ApplyStep
          job={job}
          open
          busy={applying}
          refused={refused}
          onSend={(extras) => void apply(extras)}
          onCancel={() => {
            setStep(false);
            setRefused(undefined);
          }}
        />
      ) : null}
    </>
  );
}

/** A refusal of one of the step's answers: the question's index, and whether it failed a knock-out. */
function answerRefusal(error: ApiError): { index: number; knockedOut: boolean } | undefined {
  const field = error.fieldErrors[0]?.field ?? '';
  const match = /^answers\.([0-9]+)$/.exec(field);
  if (!match) return undefined;
  return { index: Number(match[1]), knockedOut: error.code === KNOCKED_OUT_CODE };
}
