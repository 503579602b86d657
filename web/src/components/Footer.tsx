import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { footer, PRODUCT_NAME, socialLinks } from '#web/content/site';
import { type MessageId, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';

/**
 * The spec names the last five footer links without routes; each goes to the page that serves that need today
 * (jobs on the public jobs list, everything else through the contact page). The privacy notice and the terms, which
 * the sign-in dialog's note names, are linked under Support.
 */
const footerColumns: { heading: MessageId; links: { label: MessageId; to: string }[] }[] = [
  {
    heading: 'footer.company',
    links: [
      { label: 'footer.aboutUs', to: paths.aboutUs },
      { label: 'footer.contactUs', to: paths.contactUs },
      { label: 'footer.partners', to: paths.contactUs },
    ],
  },
  {
    heading: 'footer.students',
    links: [
      { label: 'footer.internships', to: paths.jobsOfType('internship') },
      { label: 'footer.jobOpenings', to: paths.jobsOfType('job') },
      { label: 'footer.campusAmbassador', to: paths.contactUs },
    ],
  },
  {
    heading: 'footer.support',
    links: [
      { label: 'footer.helpSupport', to: paths.contactUs },
      { label: 'footer.privacyPolicy', to: paths.privacy },
      { label: 'footer.terms', to: paths.terms },
    ],
  },
];

const useStyles = makeStyles({
  footer: {
    backgroundColor: '#072726',
    color: '#ffffff',
  },
  inner: {
    boxSizing: 'border-box',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `48px ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXL}`,
    display: 'grid',
    gap: tokens.spacingVerticalXXL,
    gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
    '@media (max-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 600px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXL}`,
    },
  },
  about: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    '@media (max-width: 900px)': { gridColumn: '1 / -1' },
  },
  blurb: {
    margin: 0,
    maxWidth: '420px',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: '#e1eeed',
  },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  link: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXXS} 0`,
    color: '#e1eeed',
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { color: '#ffffff', textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid #ffffff`, outlineOffset: '2px' },
  },
  bottom: {
    borderTop: '1px solid rgba(255, 255, 255, 0.25)',
    boxSizing: 'border-box',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 600px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
  },
  copyright: { margin: 0, fontSize: tokens.fontSizeBase200, color: '#e1eeed' },
});

/** The footer of public and worker pages: blurb, social links, site links and the copyright line. */
export function Footer() {
  const styles = useStyles();
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo tone="onDark" />
          <p className={styles.blurb}>{t(footer.blurb, { product: PRODUCT_NAME })}</p>
          <SocialLinks links={socialLinks} />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={t('footer.links', { column: t(column.heading) })}>
            <h2 className={styles.heading}>{t(column.heading)}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link className={styles.link} to={link.to}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t(footer.copyright, { product: PRODUCT_NAME })}</p>
      </div>
    </footer>
  );
}
