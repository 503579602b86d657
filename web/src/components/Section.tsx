import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  section: {
    padding: `${tokens.spacingVerticalXXXL} 0`,
    scrollMarginTop: '88px',
    '@media (min-width: 768px)': { padding: '64px 0' },
  },
  none: {},
  plain: { backgroundColor: tokens.colorNeutralBackground1 },
  tinted: { backgroundColor: tokens.colorBrandBackground2 },
  muted: { backgroundColor: tokens.colorNeutralBackground2 },
  inner: {
    boxSizing: 'border-box',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 600px)': { padding: `0 ${tokens.spacingHorizontalL}` },
  },
});

interface SectionProps {
  id?: string;
  /** id of the heading that names the section (makes it a landmark region). */
  labelledBy?: string;
  tone?: 'none' | 'plain' | 'tinted' | 'muted';
  className?: string;
  children: ReactNode;
}

/** A full-width band of a page with its content centred at a readable width. */
export function Section({ id, labelledBy, tone = 'plain', className, children }: SectionProps) {
  const styles = useStyles();
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={mergeClasses(styles.section, styles[tone], className)}
    >
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
