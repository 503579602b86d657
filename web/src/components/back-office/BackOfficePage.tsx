import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PageTitle } from '../PageTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 600px)': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  },
});

interface BackOfficePageProps {
  /** The area, after the title in the document title ('Posted Jobs | Admin'). */
  area: 'Admin' | 'Internal';
  title: string;
  /** Links or buttons beside the title (e.g. 'Post New Job' on the posted jobs). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One back-office screen in the shell's content area: its h1 (also the document title) and its content. */
export function BackOfficePage({ area, title, actions, children }: BackOfficePageProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <PageTitle title={`${title} | ${area}`} />
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
