import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '#web/components/Logo';
import { paths, withHash } from '#web/lib/paths';

/** The /client navigation: each item scrolls to the section with that id on the page. */
export const clientNavItems = [
  { label: 'About', id: 'about' },
  { label: 'Our Services', id: 'services' },
  { label: 'Clients', id: 'clients' },
  { label: 'Contact', id: 'contact' },
  { label: 'Call Now', id: 'call-now' },
] as const;

const NAV_ID = 'client-nav';
const NARROW = '@media (max-width: 860px)';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 5,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  bar: {
    boxSizing: 'border-box',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    [NARROW]: { padding: `0 ${tokens.spacingHorizontalL}` },
  },
  topRow: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '80px',
    [NARROW]: { flexBasis: '100%', minHeight: '72px' },
  },
  toggle: { display: 'none', [NARROW]: { display: 'inline-flex' } },
  nav: {
    [NARROW]: { display: 'none', flexBasis: '100%', paddingBottom: tokens.spacingVerticalL },
  },
  navOpen: { [NARROW]: { display: 'block' } },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    [NARROW]: { flexDirection: 'column', alignItems: 'stretch' },
  },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  callNow: {
    marginLeft: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorBrandBackgroundHover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    [NARROW]: { marginLeft: 0, marginTop: tokens.spacingVerticalS, textAlign: 'center' },
  },
});

/** Sticky top bar of /client with the in-page navigation, collapsed behind a menu button on narrow screens. */
export function ClientNav() {
  const styles = useStyles();
  const [open, setOpen] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.topRow}>
          <Logo />
          <Button
            className={styles.toggle}
            appearance="subtle"
            size="large"
            icon={open ? <DismissRegular /> : <NavigationRegular />}
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          />
        </div>
        <nav
          id={NAV_ID}
          aria-label="Client page"
          className={mergeClasses(styles.nav, open && styles.navOpen)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <ul className={styles.list}>
            {clientNavItems.map((item) => (
              <li key={item.id}>
                <Link
                  className={mergeClasses(styles.link, item.id === 'call-now' && styles.callNow)}
                  to={withHash(paths.client, item.id)}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
