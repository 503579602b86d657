import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '#web/lib/i18n';

/**
 * Set by features/profile/EraseAccount.tsx right before the sign-out that follows an erasure (which may move
 * to the landing page on its own, dropping any router state); the landing page shows the confirmation once.
 */
const ERASED_KEY = 'earnlearn:accountErased';

export function markAccountErased(): void {
  sessionStorage.setItem(ERASED_KEY, '1');
}

/** Whether the mark is there (read without taking it: main.tsx asks before it hydrates a prerendered page). */
export function accountErasedMarked(): boolean {
  return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(ERASED_KEY) === '1';
}

function takeErasedMark(): boolean {
  // Rendered at build time (web/src/prerender.tsx), where there is no browser storage: no mark.
  if (typeof sessionStorage === 'undefined') return false;
  const marked = sessionStorage.getItem(ERASED_KEY) === '1';
  sessionStorage.removeItem(ERASED_KEY);
  return marked;
}

const useStyles = makeStyles({
  notice: {
    boxSizing: 'border-box',
    margin: `0 auto ${tokens.spacingVerticalL}`,
    maxWidth: '880px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteGreenBorder1}`,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
});

/** The confirmation the landing page shows once, right after the worker erased their account. */
export function AccountErasedNotice() {
  const styles = useStyles();
  const t = useT();
  const [erased] = useState(takeErasedMark);
  if (!erased) return null;
  return (
    <p className={styles.notice} role="status">
      {t('eraseAccount.done')}
    </p>
  );
}
