import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PageTitle } from '../PageTitle';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // Spec section 9: the login card is at least 350 px wide; on a 360 px phone it takes the width there is.
  card: {
    position: 'relative',
    width: '400px',
    minWidth: 'min(350px, 100%)',
    maxWidth: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    '@media (max-width: 400px)': { padding: tokens.spacingHorizontalL },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});

/** A back-office page of one card (a log-in, a password change) in the middle of the window, titled. */
export function StaffCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <PageTitle title={title} />
      {/* A plain card: Fluent's Card would pull shared code out of the first-load bundle into extra chunks. */}
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
