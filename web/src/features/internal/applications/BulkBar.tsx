import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useRef, useState } from 'react';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  labelOf,
  WITHDRAWN_STATUS,
} from '#shared/domain/codes';
import { REVIEW_DECISIONS, type ReviewDecision } from '#shared/domain/review';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { ApiError } from '#web/lib/api';
import { useSubmit } from '#web/lib/use-submit';
import type { Application } from '../api/get-applications';
import { type BulkReviewResult, reviewApplications } from '../api/review-applications';
import { moveWords } from './move-words';
import { useTakeFocus } from './take-focus';
import type { Chosen } from './use-chosen';

const useStyles = makeStyles({
  // Always the same height, chosen or not, so the list below never jumps under the pointer: the moves have
  // their line kept (beside the choice on a wide screen, under it on a phone) even when there are none.
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalS,
  },
  choice: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  moves: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    '@media (max-width: 600px)': { width: '100%' },
  },
  count: { color: tokens.colorNeutralForeground2 },
  result: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  resultText: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  lines: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  names: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    paddingLeft: tokens.spacingHorizontalL,
    maxHeight: '40vh',
    overflowY: 'auto',
  },
});

const plural = (count: number) => `${count} applicant${count === 1 ? '' : 's'}`;

/** What a bulk move did: how many moved, and each row not moved, by name, with why. */
interface Outcome {
  summary: string;
  notMoved: string[];
}

function outcomeOf(result: BulkReviewResult, chosen: readonly Application[], verb: string): Outcome {
  const nameOf = (userId: number, name?: string) =>
    name ?? chosen.find((row) => row.USER_ID === userId)?.NAME ?? `Applicant ${userId}`;
  const done = `${verb.replace(/e$/, '')}ed`;
  const summary =
    result.notMoved === 0
      ? `${done} ${plural(result.moved)}.`
      : `${done} ${result.moved} of ${plural(result.results.length)}.`;
  const notMoved = result.results.flatMap((row) => {
    if (row.outcome === 'moved') return [];
    const name = nameOf(row.userId, row.NAME);
    if (row.outcome === 'movedMeanwhile' && row.STATUS === WITHDRAWN_STATUS.code)
      return [`${name} was not moved: the applicant has withdrawn this application.`];
    if (row.outcome === 'movedMeanwhile' && row.STATUS)
      return [
        `${name} was not moved: someone else had already moved the application to ${labelOf(APPLICATION_STATUSES, row.STATUS)}.`,
      ];
    return [`${name} was not moved: the application is no longer there.`];
  });
  return { summary, notMoved };
}

interface BulkBarProps {
  jobId: number;
  /** The tab's status (an open one: New or Shortlisted). */
  status: ApplicationStatus;
  selection: Chosen;
  /** Any row on the page to choose. */
  hasRows: boolean;
  /** After a bulk move: the list and counts are read again. */
  onMoved: () => void;
}

/**
 * Bulk moves: "Choose all on this page", how many are chosen, and a button per move the tab allows
 * ("Shortlist 3", "Reject 3"), each confirmed by a dialog naming the count and the applicants. The move is one
 * call (reviewApplications), each row on condition of the status seen; the answer is told here, naming each
 * applicant someone else had moved meanwhile (left where they are). The bar keeps its height chosen or not.
 */
export function BulkBar({ jobId, status, selection, hasRows, onMoved }: BulkBarProps) {
  const styles = useStyles();
  const [asking, setAsking] = useState<ReviewDecision | null>(null);
  const { busy, submit } = useSubmit<never>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const allRef = useRef<HTMLInputElement>(null);
  useTakeFocus(resultRef, outcome);
  const { chosen } = selection;
  const count = chosen.length;
  const askingWords = asking ? moveWords(status, asking) : undefined;

  // The answer, a success or not, is told in the outcome below the bar.
  const move = (decision: ReviewDecision, verb: string) =>
    submit(undefined, async () => {
      const rows = [...chosen];
      try {
        const result = await reviewApplications(jobId, rows, decision);
        setOutcome(outcomeOf(result, rows, verb));
      } catch (error: unknown) {
        const reason =
          error instanceof ApiError || error instanceof Error ? error.message : 'Please try again.';
        setOutcome({
          summary: `The applicants may not have been moved: ${reason} The list shows where each one is now.`,
          notMoved: [],
        });
      } finally {
        setAsking(null);
        selection.clear();
        onMoved();
      }
    });

  return (
    <>
      <section className={styles.bar} aria-label="Bulk moves">
        <div className={styles.choice}>
          <Checkbox
            ref={allRef}
            label="Choose all on this page"
            checked={selection.all}
            disabled={!hasRows}
            onChange={(_, data) => selection.chooseAll(data.checked === true)}
          />
          <span className={styles.count}>{count > 0 ? `${count} chosen` : null}</span>
        </div>
        <div className={styles.moves}>
          {count > 0
            ? REVIEW_DECISIONS.map((decision) => {
                const words = moveWords(status, decision);
                return words ? (
                  <Button key={decision} onClick={() => setAsking(decision)}>
                    {words.verb} {count}
                  </Button>
                ) : null;
              })
            : null}
          {count > 0 ? (
            <Button
              appearance="subtle"
              aria-label="Clear the choice"
              onClick={() => {
                selection.clear();
                allRef.current?.focus();
              }}
            >
              Clear
            </Button>
          ) : null}
        </div>
      </section>
      {outcome ? (
        <div ref={resultRef} className={styles.result} role="status" tabIndex={-1}>
          <div className={styles.resultText}>
            {outcome.summary}
            {outcome.notMoved.length > 0 ? (
              <ul className={styles.lines}>
                {outcome.notMoved.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <Button
            appearance="transparent"
            size="small"
            icon={<DismissRegular />}
            aria-label="Dismiss the bulk move's result"
            onClick={() => setOutcome(null)}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={askingWords ? `${askingWords.verb} ${plural(count)}?` : null}
        confirmLabel={askingWords ? `${askingWords.verb} ${count}` : null}
        busy={busy}
        onConfirm={() => asking && askingWords && void move(asking, askingWords.verb)}
        onCancel={() => setAsking(null)}
      >
        {asking === 'reject'
          ? 'A rejected application is final. Each applicant is told by SMS:'
          : 'Each applicant is told by SMS:'}
        <ul className={styles.names}>
          {chosen.map((row) => (
            <li key={row.USER_ID}>{row.NAME}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
