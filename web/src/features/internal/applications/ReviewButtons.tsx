import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { ReactElement } from 'react';
import { APPLICATION_STATUSES, labelOf } from '#shared/domain/codes';
import { type ReviewDecision, refusedReviewMessage, reviewTarget } from '#shared/domain/review';
import type { Application } from '../api/get-applications';

const useStyles = makeStyles({
  buttons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  accept: { color: tokens.colorPaletteGreenForeground1 },
  reject: { color: tokens.colorPaletteRedForeground1 },
});

const DECISIONS: readonly {
  decision: ReviewDecision;
  verb: string;
  icon: ReactElement;
  style: 'accept' | 'reject';
}[] = [
  { decision: 'accept', verb: 'Accept', icon: <CheckmarkRegular />, style: 'accept' },
  { decision: 'reject', verb: 'Reject', icon: <DismissRegular />, style: 'reject' },
];

interface ReviewButtonsProps {
  application: Application;
  onDecide: (application: Application, decision: ReviewDecision) => void;
  /** Large on a phone's card, for a thumb. */
  size?: 'medium' | 'large';
}

/**
 * A row's accept (check) and reject (close) buttons, named after the applicant ('Accept Asha Verma'); the
 * tooltip says where the move takes the application, or why the pipeline (shared/domain/review.ts) refuses it,
 * in which case the button stays focusable but does nothing, so a keyboard user can read why.
 */
export function ReviewButtons({ application, onDecide, size = 'medium' }: ReviewButtonsProps) {
  const styles = useStyles();
  return (
    <div className={styles.buttons}>
      {DECISIONS.map(({ decision, verb, icon, style }) => {
        const target = reviewTarget(application.STATUS, decision);
        const hint = target
          ? `Moves the application to ${labelOf(APPLICATION_STATUSES, target)}`
          : refusedReviewMessage(application.STATUS, decision);
        return (
          <Tooltip key={decision} content={hint} relationship="description" withArrow>
            <Button
              appearance="subtle"
              size={size}
              aria-label={`${verb} ${application.NAME}`}
              icon={target ? <span className={styles[style]}>{icon}</span> : icon}
              disabledFocusable={!target}
              onClick={() => onDecide(application, decision)}
            />
          </Tooltip>
        );
      })}
    </div>
  );
}
