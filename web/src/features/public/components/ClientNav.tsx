import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '#web/components/LanguageSwitch';
import { Logo } from '#web/components/Logo';
import { type MessageId, useT } from '#web/lib/i18n';
import { paths, withHash } from '#web/lib/paths';

/** The /client navigation: each item scrolls to the section with that id on the page. */
export const clientNavItems = [
  { label: 'client.navAbout', id: 'about' },
  { label: 'client.services', id: 'services' },
  { label: 'client.clients', id: 'clients' },
  { label: 'client.contact', id: 'contact' },
  { label: 'client.callNow', id: 'call-now' },
] as const satisfies readonly { label: MessageId; id: string }[];

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
  // The language switch beside the logo: in reach without opening the menu.
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  topRowWide: { gap: tokens.spacingHorizontalL },
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
  const t = useT();
  const [open, setOpen] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={mergeClasses(styles.topRow, styles.topRowWide)}>
          <Logo />
          <span className={styles.end}>
            <LanguageSwitch />
            <Button
              className={styles.toggle}
              appearance="subtle"
              size="large"
              icon={open ? <DismissRegular /> : <NavigationRegular />}
              aria-label={t('client.menu')}
              aria-expanded={open}
              aria-controls={NAV_ID}
              onClick={() => setOpen((wasOpen) => !wasOpen)}
            />
          </span>
        </div>
        <nav
          id={NAV_ID}
          aria-label={t('client.navLabel')}
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
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
