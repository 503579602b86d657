import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { type Language, useT } from '#web/lib/i18n';
import { Footer } from './Footer';
import { Header, type HeaderUser } from './Header';

export const MAIN_CONTENT_ID = 'main-content';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // At least a screen tall: while a page or its data loads, the footer stays below the fold instead of
  // showing and then jumping down (a layout shift Lighthouse counts heavily).
  main: { flexGrow: 1, minHeight: '100vh', ':focus': { outline: 'none' } },
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 10,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: tokens.spacingVerticalM },
  },
});

interface PageLayoutProps {
  user?: HeaderUser;
  onLogin: () => void;
  onSignOut: () => void;
  onLanguageChosen?: (language: Language) => void;
  /** A signed-in worker's registration dialog is open (the header shows no LOGIN). */
  registering?: boolean;
  children: ReactNode;
}

/** Header, main landmark and footer around a public or worker page. */
export function PageLayout({
  user,
  onLogin,
  onSignOut,
  onLanguageChosen,
  registering,
  children,
}: PageLayoutProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <Header
        user={user}
        onLogin={onLogin}
        onSignOut={onSignOut}
        onLanguageChosen={onLanguageChosen}
        registering={registering}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
