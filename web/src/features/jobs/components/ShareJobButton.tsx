import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons/svg/share';
import { useState } from 'react';
import { useT } from '#web/lib/i18n';

/** Narrow screens, where Section's side padding is spacingHorizontalL. */
const PHONE = '@media (max-width: 600px)';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  // Compact, on a phone: the icon alone shows, "Share" stays the button's name (read, not seen).
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

interface ShareJobButtonProps {
  title: string;
  company: string;
  /** The job's own address (`/jobs/{id}` on this site). */
  url: string;
  size?: 'medium' | 'large';
  /** On a phone, the icon alone (the job page's action bar): the word stays its accessible name. */
  compact?: boolean;
}

/**
 * Share: the phone's share sheet (`navigator.share`) where the browser has one, else the
 * link copied to the clipboard with a visible "Link copied"; where neither works, the link is shown to copy by
 * hand. Closing the share sheet without sharing is no problem and says nothing.
 */
export function ShareJobButton({
  title,
  company,
  url,
  size = 'medium',
  compact = false,
}: ShareJobButtonProps) {
  const styles = useStyles();
  const t = useT();
  const [note, setNote] = useState<string>();

  async function share() {
    setNote(undefined);
    const text = t('job.shareText', { title, company });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error: unknown) {
        // The person closed the sheet: nothing to say. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote(t('job.linkCopied'));
    } catch {
      setNote(t('job.copyThisLink', { url }));
    }
  }

  return (
    <div className={styles.root}>
      <Button
        size={size}
        className={compact ? styles.compact : undefined}
        icon={<ShareRegular />}
        onClick={() => void share()}
      >
        <span className={compact ? styles.label : undefined}>{t('job.share')}</span>
      </Button>
      <p className={styles.note} role="status">
        {note}
      </p>
    </div>
  );
}
