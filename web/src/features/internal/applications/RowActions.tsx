import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons/svg/arrow-undo';
import { useRef } from 'react';
import type { ReviewDecision } from '#shared/domain/review';
import type { Application } from '../api/get-applications';
import { moveWords } from './move-words';
import { ReviewButtons } from './ReviewButtons';
import { useTakeFocus } from './take-focus';
import { ACTIONS_ATTRIBUTE, applicationKey, type PendingMove } from './use-pending-moves';

const useStyles = makeStyles({
  waiting: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  countdown: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
});

/** What a row's actions need from the page: its moves, and the move of each row still waiting to be sent. */
export interface RowActionsProps {
  onDecide: (application: Application, decision: ReviewDecision) => void;
  pending: ReadonlyMap<string, PendingMove>;
  secondsLeft: (move: PendingMove) => number;
  onUndo: (key: string) => void;
}

/** The move waiting to be sent, its countdown and Undo, which takes the focus as it appears. */
function WaitingMove({
  move,
  seconds,
  onUndo,
  size,
}: {
  move: PendingMove;
  seconds: number;
  onUndo: () => void;
  /** The size of the buttons it stands in for, so the row keeps its height. */
  size: 'medium' | 'large';
}) {
  const styles = useStyles();
  const undo = useRef<HTMLButtonElement>(null);
  useTakeFocus(undo, true);
  const { application, decision } = move;
  const doing = moveWords(application.STATUS, decision)?.doing ?? 'Moving';
  return (
    <div className={styles.waiting}>
      <span className={styles.countdown}>
        {doing} in {seconds} s
      </span>
      <Button
        ref={undo}
        appearance="primary"
        size={size}
        icon={<ArrowUndoRegular />}
        aria-label={`Undo ${doing.toLowerCase()} ${application.NAME}`}
        onClick={onUndo}
      >
        Undo
      </Button>
    </div>
  );
}

/**
 * A row's actions (table cell or card): its move buttons, or, while a move waits to be sent, the countdown and
 * Undo in their place, so the row stays where it is until the move is sent. Marked with the application's key
 * (ACTIONS_ATTRIBUTE), for the focus to find the next row when this one leaves.
 */
export function RowActions({
  application,
  size = 'medium',
  onDecide,
  pending,
  secondsLeft,
  onUndo,
}: RowActionsProps & { application: Application; size?: 'medium' | 'large' }) {
  const key = applicationKey(application);
  const move = pending.get(key);
  return (
    <div {...{ [ACTIONS_ATTRIBUTE]: key }}>
      {move ? (
        <WaitingMove move={move} seconds={secondsLeft(move)} onUndo={() => onUndo(key)} size={size} />
      ) : (
        <ReviewButtons application={application} onDecide={onDecide} size={size} />
      )}
    </div>
  );
}
