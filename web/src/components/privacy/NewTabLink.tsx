import { Link, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  // Read by screen readers, not shown: the link leaves this tab open (a form half filled in stays).
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** A link that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children} <span className={styles.hidden}>{t('common.opensInNewTab')}</span>
    </Link>
  );
}
