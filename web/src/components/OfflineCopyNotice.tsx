import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { INTL_LOCALES, useLanguage, useT } from '#web/lib/i18n';
import { ageOf, oldestCopySavedAt, subscribeToOfflineCopies } from '#web/lib/offline-copy';

const useStyles = makeStyles({
  root: {
    margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorder2}`,
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    color: tokens.colorNeutralForeground1,
  },
  title: { fontWeight: tokens.fontWeightSemibold, marginRight: tokens.spacingHorizontalS },
});

/**
 * While the page shows answers the service worker kept (the network is away), a polite notice on every page
 * with the age of the oldest of them: "You are offline" and "Saved 2 hours ago" (decision 630). In the first
 * load and made of plain elements: offline, a part of the app not fetched before cannot be fetched now.
 */
export function OfflineCopyNotice() {
  const savedAt = useSyncExternalStore(subscribeToOfflineCopies, oldestCopySavedAt, () => null);
  if (savedAt === null) return null;
  return <OfflineCopyBar savedAt={savedAt} />;
}

function OfflineCopyBar({ savedAt }: { savedAt: number }) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  // The age moves on while the page stays open.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const { value, unit } = ageOf(savedAt, now);
  const age = new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'always' }).format(
    -Math.max(1, value),
    unit,
  );
  return (
    <div role="status" className={styles.root}>
      <span className={styles.title}>{t('offline.title')}</span>
      <span>{t('offline.saved', { age })}</span>
    </div>
  );
}
