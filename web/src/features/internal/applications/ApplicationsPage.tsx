import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { APPLICATION_PAGES, APPLICATION_STATUSES, type ApplicationPage } from '#shared/domain/codes';
import type { ReviewDecision } from '#shared/domain/review';
import { SKILL_CODES, type SkillCode } from '#shared/domain/skills';
import { BackLink } from '#web/components/back-office/BackLink';
import { DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { CompanyLogo } from '#web/components/CompanyLogo';
import { LoadProblem } from '#web/components/LoadState';
import { normalizeSearch, pageTable, usePager } from '#web/lib/pager';
import { paths, routeId } from '#web/lib/paths';
import { type Application, type InternshipCard, useApplications } from '../api/get-applications';
import { useHiringArea } from '../hiring-area';
import { InternalPage } from '../InternalPage';
import { ApplicationCards } from './ApplicationCards';
import { ApplicationsToolbar } from './ApplicationsToolbar';
import { useApplicationColumns } from './application-columns';
import { BulkBar } from './BulkBar';
import { InterviewAction } from './InterviewAction';
import { isOpen } from './move-words';
import { RejectDialog } from './RejectDialog';
import { useChosen } from './use-chosen';
import { usePendingMoves } from './use-pending-moves';
import { usePhoneLayout } from './use-phone-layout';
import { useReview, useSendNow } from './use-review';

/** The rows before the first deferred render: the table shows its loading rows. */
const NOT_YET_ROWS: readonly Application[] = [];

const useStyles = makeStyles({
  job: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  jobText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // The job card's height while its first answer is on the way (a 48 px logo's), so the tabs below do not move
  // down when it arrives (a layout shift of 0.068 on a phone).
  jobPending: { height: '48px' },
  jobTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  jobCompany: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  // On a phone the tabs scroll sideways inside their strip (the selected one brought into view), never the page.
  tabStrip: { position: 'relative', maxWidth: '100%', overflowX: 'auto', scrollbarWidth: 'none' },
  tabs: { flexWrap: 'nowrap', width: 'max-content' },
  // 'New (6)' on a phone; a screen reader still hears the spec's 'New Applications (6)'.
  longLabel: {
    '@media (max-width: 600px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  panel: {
    position: 'relative',
    minWidth: 0,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM },
  },
});

/** The tab the `page` query names; missing or unknown is New (spec section 9's values). */
function tabOf(page: string | null): ApplicationPage {
  return APPLICATION_PAGES.find((known) => known === page) ?? 'new';
}

function JobHeader({ job }: { job: InternshipCard }) {
  const styles = useStyles();
  return (
    <section className={styles.job} aria-label="Internship">
      <CompanyLogo src={job.LOGO_LINK} company={job.COMPANY_NAME} size={48} />
      <div className={styles.jobText}>
        <h2 className={styles.jobTitle}>{job.TITLE}</h2>
        <span className={styles.jobCompany}>
          {job.COMPANY_NAME} · {job.POSITION}
        </span>
      </div>
    </section>
  );
}

const isSkillCode = (text: string): text is SkillCode => (SKILL_CODES as readonly string[]).includes(text);

/**
 * /internal/applications/{id} (spec section 2): the job, and its applications in four tabs preselected from
 * `?page=` (changing the tab changes the query, so Back returns to the previous tab), each a paged table whose
 * labelled Shortlist / Select and Reject buttons move an application through the pipeline. Reject is confirmed
 * first; every move then waits a few seconds with Undo before it is sent (use-pending-moves.ts). On the open
 * tabs rows can be chosen and moved together (BulkBar); the final tabs show no actions. A failed load stops the
 * loading bar (spec section 8) and offers Try again. On a phone (600 px or less) each application is a card
 * with the same facts and buttons, and the tabs' labels shorten to 'New (6)' (their names do not).
 */
export function ApplicationsPage() {
  const area = useHiringArea();
  const styles = useStyles();
  const id = routeId(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = tabOf(searchParams.get('page'));
  const search = normalizeSearch(searchParams.get('search') ?? '');
  const passedOnly = searchParams.get('knockOuts') === 'passed';
  const filters = { answer: searchParams.get('answer') ?? '', skill: searchParams.get('skill') ?? '' };
  const pager = usePager();
  // Another tab, search or filter is another list: its pages start again from the first (cursors are its own).
  const list = `${page}\n${search}\n${passedOnly}\n${filters.answer}\n${filters.skill}`;
  const [pagerList, setPagerList] = useState(list);
  if (pagerList !== list) {
    setPagerList(list);
    pager.first();
  }
  const request = pagerList === list ? pager.request : { limit: pager.request.limit };
  const applications = useApplications(id, page, {
    ...request,
    ...(search ? { search } : {}),
    ...(passedOnly ? { knockOuts: 'passed' as const } : {}),
    ...(filters.answer ? { answer: filters.answer } : {}),
    ...(isSkillCode(filters.skill) ? { skill: filters.skill } : {}),
  });
  // The search lives in the URL beside the tab (replaced, not pushed: typing adds no history entries).
  const setSearch = useCallback(
    (text: string) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (text) next.set('search', text);
          else next.delete('search');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setPassedOnly = (only: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (only) next.set('knockOuts', 'passed');
        else next.delete('knockOuts');
        return next;
      },
      { replace: true },
    );
  const setFilters = (next: { answer: string; skill: string }) =>
    setSearchParams(
      (params) => {
        const changed = new URLSearchParams(params);
        for (const [name, value] of Object.entries(next)) {
          if (value) changed.set(name, value);
          else changed.delete(name);
        }
        return changed;
      },
      { replace: true },
    );
  const review = useReview(applications.mutate);
  const sendNow = useSendNow(applications.mutate);
  // Another tab or page of the list sends the moves still waiting, and starts with no row chosen.
  const scope = `${id}:${page}:${request.cursor ?? ''}`;
  const waiting = usePendingMoves({ commit: review, sendNow, scope });
  const rows = applications.data?.data ?? [];
  const selection = useChosen(rows, scope);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const decide = (application: Application, decision: ReviewDecision) => {
    if (decision === 'reject') setRejecting(application);
    else waiting.start(application, decision);
  };
  const status = APPLICATION_STATUSES.find((entry) => entry.page === page) ?? APPLICATION_STATUSES[0];
  const moves = isOpen(status.code)
    ? {
        onDecide: decide,
        pending: waiting.pending,
        secondsLeft: waiting.secondsLeft,
        onUndo: waiting.undo,
        selection,
      }
    : null;
  // Shortlisted applicants can be invited to an interview: under the row's moves in the table (a
  // column of its own left the spec's Job Details column no width at 1280 px), a line of each phone card.
  const interview =
    page === 'shortlisted'
      ? (row: Application) => (
          <InterviewAction application={row} onScheduled={() => void applications.mutate()} />
        )
      : undefined;
  const columns = useApplicationColumns(moves, interview);
  const phone = usePhoneLayout();
  const tabStrip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = tabStrip.current;
    const tab = strip?.querySelector<HTMLElement>(`#applications-tab-${page}`);
    if (!strip || !tab) return;
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < strip.scrollLeft || right > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = left - (strip.clientWidth - tab.offsetWidth) / 2;
  }, [page]);
  // The job stays on screen while another tab or page loads.
  const [job, setJob] = useState<InternshipCard>();
  const loadedJob = applications.data?.JOB;
  if (loadedJob && loadedJob !== job) setJob(loadedJob);

  const live = pageTable(pager, applications);
  // The rows render in a transition, as the job grids' cards do (PagedJobGrid): React slices a page of rows
  // into short tasks instead of one long one on a phone's main thread. Until then the table shows the rows
  // before, or its loading rows; what the rows' buttons do is the list as it is now.
  const shownRows = useDeferredValue(live.rows, NOT_YET_ROWS);
  const table =
    shownRows === live.rows
      ? live
      : { ...live, rows: shownRows, loading: live.loading || shownRows === NOT_YET_ROWS };

  if (id === null) return <Navigate to={paths.notFound} replace />;
  const tableLabel = `${status.label} applications`;
  const passing = `${passedOnly ? ' that pass every knock-out' : ''}${filters.answer || filters.skill ? ' with the answer or skill chosen' : ''}`;
  const emptyText = search
    ? `No ${status.label.toLowerCase()} applications${passing} match “${search}”.`
    : `No ${status.label.toLowerCase()} applications${passing}.`;

  return (
    <InternalPage title="Applications" actions={<BackLink to={area.home.to}>{area.home.label}</BackLink>}>
      {job ? (
        <JobHeader job={job} />
      ) : applications.error ? null : (
        <div className={styles.job} aria-hidden="true" data-testid="job-pending">
          <div className={styles.jobPending} />
        </div>
      )}
      <ApplicationsToolbar
        jobId={id}
        search={search}
        onSearch={setSearch}
        // Offered while the job has a knock-out (and kept while it is on, so it can be turned off).
        knockOuts={
          (job?.KNOCK_OUTS ?? 0) > 0 || passedOnly ? { passedOnly, onChange: setPassedOnly } : undefined
        }
        job={job}
        filters={filters}
        onFilters={setFilters}
      />
      <div className={styles.tabStrip} ref={tabStrip}>
        <TabList
          className={styles.tabs}
          selectedValue={page}
          onTabSelect={(_, data) =>
            setSearchParams({
              page: String(data.value),
              ...(search ? { search } : {}),
              ...(passedOnly ? { knockOuts: 'passed' } : {}),
              ...(filters.answer ? { answer: filters.answer } : {}),
              ...(filters.skill ? { skill: filters.skill } : {}),
            })
          }
        >
          {APPLICATION_STATUSES.map((entry) => (
            <Tab key={entry.page} id={`applications-tab-${entry.page}`} value={entry.page}>
              {entry.label} <span className={styles.longLabel}>Applications</span>
              {job ? ` (${job.APPLICANTS[entry.code]})` : ''}
            </Tab>
          ))}
        </TabList>
      </div>
      <div className={styles.panel} role="tabpanel" aria-labelledby={`applications-tab-${page}`}>
        {applications.error && !applications.isLoading ? (
          <LoadProblem message={applications.error.message} onRetry={() => void applications.mutate()} />
        ) : null}
        {moves ? (
          <BulkBar
            jobId={id}
            status={status.code}
            selection={selection}
            hasRows={rows.length > 0}
            onMoved={() => void applications.mutate()}
          />
        ) : null}
        {phone ? (
          <ApplicationCards
            label={tableLabel}
            {...table}
            emptyText={emptyText}
            moves={moves}
            extra={interview}
          />
        ) : (
          <DataTable
            label={tableLabel}
            columns={columns}
            {...table}
            rowKey={(row) => `${row.ID}:${row.USER_ID}`}
            emptyText={emptyText}
            minWidth={moves ? '760px' : '560px'}
          />
        )}
        <Paginator label={tableLabel} pager={pager} page={applications} />
      </div>
      <RejectDialog
        application={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(application) => {
          setRejecting(null);
          waiting.start(application, 'reject');
        }}
      />
    </InternalPage>
  );
}
