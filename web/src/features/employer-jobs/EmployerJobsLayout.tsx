import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PageTitle } from '#web/components/PageTitle';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '1280px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    boxSizing: 'border-box',
    width: '100%',
    '@media (max-width: 600px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
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
    '@media (max-width: 600px)': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  },
});

/** One of the employer's job screens: its h1 (also the document title, '... | Employer') and its content. */
export function EmployerJobsLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <PageTitle title={`${title} | Employer`} />
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  );
}
