import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { REVIEW_DECISIONS, type ReviewDecision } from '#shared/domain/review';
import type { Application } from '../api/get-applications';
import { moveWords } from './move-words';

const useStyles = makeStyles({
  buttons: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  accept: { color: tokens.colorPaletteGreenForeground1 },
  reject: { color: tokens.colorPaletteRedForeground1 },
  // A thumb-wide pair on a phone's card.
  wide: { flexGrow: 1 },
});

interface ReviewButtonsProps {
  application: Application;
  onDecide: (application: Application, decision: ReviewDecision) => void;
  /** Large on a phone's card, for a thumb, each button sharing the width. */
  size?: 'medium' | 'large';
}

/**
 * A row's moves as labelled buttons (no hover-only icons, a phone shows them too): Shortlist or Select
 * (where accept takes the application) and Reject, each named after the applicant ('Shortlist Asha Verma').
 * Only the moves the pipeline allows (shared/domain/review.ts) are shown: a final application shows none.
 */
export function ReviewButtons({ application, onDecide, size = 'medium' }: ReviewButtonsProps) {
  const styles = useStyles();
  return (
    <div className={styles.buttons}>
      {REVIEW_DECISIONS.map((decision) => {
        const words = moveWords(application.STATUS, decision);
        if (!words) return null;
        const icon = decision === 'accept' ? <CheckmarkRegular /> : <DismissRegular />;
        return (
          <Button
            key={decision}
            appearance="secondary"
            size={size}
            className={size === 'large' ? styles.wide : undefined}
            aria-label={`${words.verb} ${application.NAME}`}
            icon={<span className={styles[decision]}>{icon}</span>}
            onClick={() => onDecide(application, decision)}
          >
            {words.verb}
          </Button>
        );
      })}
    </div>
  );
}
