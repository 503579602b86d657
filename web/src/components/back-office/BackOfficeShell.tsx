import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavigationRegular, SignOutRegular } from '@fluentui/react-icons';
import { type ReactElement, Suspense, useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { callApi } from '#web/lib/api';
import { clearStaffSession } from '#web/lib/staff-session';
import { PageLoading } from '../PageLoading';

/** Spec section 9: the admin and internal side menus are 200 px wide. */
export const MENU_WIDTH = '200px';
/** Below this width the menu is a bar across the top whose entries open under a Menu button. */
const NARROW = '@media (max-width: 767px)';
const CONTENT_ID = 'back-office-content';

/** One entry of the side menu: where it goes, its text and its icon. */
export interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
}

interface BackOfficeShellProps {
  /** The area's name at the top of the menu ('Earnlearn Admin'). */
  brand: string;
  /** Names the menu for screen readers ('Admin menu'). */
  menuLabel: string;
  entries: readonly MenuEntry[];
  /** Where Logout goes (the area's login). */
  loginPath: string;
  /** Ends the area's session on the server and in this tab; the back office's (staffSignOut) unless given. */
  signOut?: () => void;
}

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 20,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: tokens.spacingVerticalM },
  },
  menu: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    left: 0,
    zIndex: 10,
    width: MENU_WIDTH,
    display: 'flex',
    flexDirection: 'column',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [NARROW]: {
      position: 'sticky',
      bottom: 'auto',
      width: '100%',
      overflowY: 'visible',
      borderRight: 'none',
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalM} 0 ${tokens.spacingHorizontalL}`,
  },
  brand: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  toggle: { display: 'none', [NARROW]: { display: 'inline-flex' } },
  list: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} 0`,
    listStyleType: 'none',
  },
  // On a phone the entries show only while the menu is open.
  closed: { [NARROW]: { display: 'none' } },
  logoutItem: { marginTop: 'auto', [NARROW]: { marginTop: 0 } },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    border: 'none',
    borderLeft: `4px solid transparent`,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    textAlign: 'left',
    textDecorationLine: 'none',
    cursor: 'pointer',
    '& svg': { fontSize: '20px', flexShrink: 0 },
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  active: {
    borderLeftColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
  content: {
    marginLeft: MENU_WIDTH,
    minWidth: 0,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    ':focus': { outline: 'none' },
    [NARROW]: { marginLeft: 0, padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
});

/**
 * A back-office area's frame (spec section 2, admin and internal): a fixed 200 px menu on the left, with the
 * current entry highlighted and Logout (ends the session on the server, clears session storage, back to the
 * area's login), and the screen in
 * the content area. On a phone the menu is a bar across the top with a Menu button.
 */
function signOutOfBackOffice() {
  // The server ends the session too (staffSignOut: a copy of the token stops working). Started before the
  // storage is cleared, as the call reads the token at once, and not waited for: Logout happens here
  // whatever it answers.
  callApi('staffSignOut', {}, { keepalive: true }).catch(() => {
    // Refused or unreachable: the session is gone from this tab, and its token ends within the hour.
  });
  clearStaffSession();
}

export function BackOfficeShell({
  brand,
  menuLabel,
  entries,
  loginPath,
  signOut = signOutOfBackOffice,
}: BackOfficeShellProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);

  // Choosing an entry (or any navigation) folds the phone menu away again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => setOpen(false), [pathname]);

  function logout() {
    signOut();
    navigate(loginPath, { replace: true });
  }

  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${CONTENT_ID}`}>
        Skip to main content
      </a>
      <nav className={styles.menu} aria-label={menuLabel}>
        <div className={styles.bar}>
          <span className={styles.brand}>{brand}</span>
          <Button
            className={styles.toggle}
            appearance="subtle"
            icon={<NavigationRegular />}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((current) => !current)}
          >
            Menu
          </Button>
        </div>
        <ul id={listId} className={mergeClasses(styles.list, !open && styles.closed)}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                className={({ isActive }) => mergeClasses(styles.entry, isActive && styles.active)}
              >
                {entry.icon}
                {entry.label}
              </NavLink>
            </li>
          ))}
          <li className={styles.logoutItem}>
            <button type="button" className={styles.entry} onClick={logout}>
              <SignOutRegular />
              Logout
            </button>
          </li>
        </ul>
      </nav>
      <main id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
