import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { BookmarkFilled, BookmarkRegular } from '@fluentui/react-icons/svg/bookmark';
import { useState } from 'react';
import { useT } from '#web/lib/i18n';
import { isSaved, useSavedJobs } from '../api/get-saved-jobs';
import { useSaveJob } from '../api/save-job';
import { saveProblem } from './save-problems';

/** Narrow screens, where Section's side padding is spacingHorizontalL. */
const PHONE = '@media (max-width: 600px)';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
  },
  problem: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  // Compact, on a phone: the bookmark alone shows, its words stay the button's name (read, not seen).
  compact: { [PHONE]: { minWidth: 'auto', gap: 0 } },
  label: {
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
});

interface SaveJobButtonProps {
  jobId: number;
  /** The id of the job's title, read after the button's name ("Save", then the title). */
  describedBy?: string;
  size?: 'medium' | 'large';
  /** On a phone, the icon alone (the job page's action bar): the words stay its accessible name. */
  compact?: boolean;
}

/**
 * Save / Saved: the button says what the job is to the worker ("Saved" with a filled bookmark while it is in the
 * Saved tab, "Save" otherwise) and a tap changes it. A plain button, not a toggle: a toggle's name must not change
 * with its state, and "Save, pressed" was read by people as an offer to save. While the call is in flight it
 * shows the state asked for; a refusal puts it back and says why beside it.
 */
export function SaveJobButton({ jobId, describedBy, size = 'medium', compact = false }: SaveJobButtonProps) {
  const styles = useStyles();
  const t = useT();
  const saved = useSavedJobs();
  const toggle = useSaveJob();
  const [asked, setAsked] = useState<boolean>();
  const [problem, setProblem] = useState<string>();
  const pressed = asked ?? isSaved(jobId, saved.data);

  async function onClick() {
    if (asked !== undefined) return;
    const next = !pressed;
    setProblem(undefined);
    setAsked(next);
    try {
      await toggle(jobId, next);
    } catch (error: unknown) {
      setProblem(saveProblem(t, error));
    } finally {
      setAsked(undefined);
    }
  }

  return (
    <div className={styles.root}>
      <Button
        size={size}
        className={compact ? styles.compact : undefined}
        appearance={pressed ? 'primary' : 'secondary'}
        icon={pressed ? <BookmarkFilled /> : <BookmarkRegular />}
        aria-describedby={describedBy}
        onClick={onClick}
      >
        <span className={compact ? styles.label : undefined}>
          {pressed ? t('saved.saved') : t('saved.save')}
        </span>
      </Button>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
