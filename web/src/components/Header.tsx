import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { type Language, lazyPart, useT } from '#web/lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

// The menu (Fluent Menu with its positioning and focus code) is fetched only when a worker is signed in.
const UserMenu = lazyPart(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
// The bell (Popover, the list and its count's polling) likewise: a visitor never downloads it.
const NotificationBell = lazyPart(() =>
  import('./notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

/** The signed-in worker as the header shows them. */
export interface HeaderUser {
  name: string;
}

const useStyles = makeStyles({
  header: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    height: '150px',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 600px)': { height: '100px', padding: `0 ${tokens.spacingHorizontalL}` },
    // The logo keeps its size; on the narrowest phones the row's gaps narrow for the language switch.
    '& > :first-child': { flexShrink: 0 },
    '@media (max-width: 400px)': { gap: tokens.spacingHorizontalS },
  },
  login: { minWidth: '96px', fontWeight: tokens.fontWeightSemibold },
  // The language switch sits just before LOGIN or the name, both kept at the row's end.
  language: {
    marginLeft: 'auto',
    '@media (max-width: 600px)': { marginRight: `-${tokens.spacingHorizontalS}` },
  },
  // As the menu button shows it (UserMenu): whole, wrapping on a narrow phone.
  userName: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    maxWidth: '50%',
  },
});

interface HeaderProps {
  /** The known worker, or undefined for a visitor (who sees LOGIN). */
  user?: HeaderUser;
  onLogin: () => void;
  onSignOut: () => void;
  onLanguageChosen?: (language: Language) => void;
  /**
   * A signed-in worker's registration (or consent) dialog is open: no LOGIN behind it, as they are signed in
   * already.
   */
  registering?: boolean;
}

/**
 * The header of public and worker pages: the logo linking home, then LOGIN, or the worker's bell (notifications)
 * and name with a menu (Dashboard, Profile, Signout).
 */
export function Header({ user, onLogin, onSignOut, onLanguageChosen, registering = false }: HeaderProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <Logo />
        <span className={styles.language}>
          <LanguageSwitch onChosen={onLanguageChosen} />
        </span>
        {user ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        {user ? (
          <Suspense fallback={<span className={styles.userName}>{user.name}</span>}>
            <UserMenu name={user.name} onSignOut={onSignOut} />
          </Suspense>
        ) : registering ? null : (
          <Button appearance="primary" size="large" className={styles.login} onClick={onLogin}>
            {t('header.login')}
          </Button>
        )}
      </div>
    </header>
  );
}
