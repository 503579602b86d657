import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { INTL_LOCALES, useLanguage, useT } from '#web/lib/i18n';
import { ageOf } from '#web/lib/offline-copy';

const useStyles = makeStyles({
  root: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0` },
});

/** The offline notice itself (OfflineCopyNotice fetches it only when a kept copy is shown). */
export function OfflineCopyBar({ savedAt }: { savedAt: number }) {
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
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('offline.title')}</MessageBarTitle>
          {t('offline.saved', { age })}
        </MessageBarBody>
      </MessageBar>
    </div>
  );
}
