import { makeStyles, tokens } from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons/svg/call';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons/svg/clipboard-task-list-ltr';
import { ClockRegular } from '@fluentui/react-icons/svg/clock';
import { DataTrendingRegular } from '@fluentui/react-icons/svg/data-trending';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons/svg/shield-checkmark';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { SocialLinks } from '#web/components/SocialLinks';
import { clientPage } from '#web/content/client';
import { clientLogos, contact, footer, PRODUCT_NAME, pressArticles, socialLinks } from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { ClientLogos } from './components/ClientLogos';
import { ClientNav } from './components/ClientNav';
import { LeadForm } from './components/LeadForm';
import { PressList } from './components/PressList';

const serviceIcons: ReactNode[] = [
  <ShieldCheckmarkRegular key="d" />,
  <ClipboardTaskListLtrRegular key="a" />,
  <DataTrendingRegular key="n" />,
];

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  main: { flexGrow: 1 },
  hero: {
    backgroundColor: tokens.colorBrandBackgroundPressed,
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackgroundPressed} 0%, ${tokens.colorBrandBackground} 100%)`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  heroGrid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXXL,
    alignItems: 'center',
    gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  heroEyebrow: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '1px',
    textTransform: 'uppercase',
  },
  heroTitle: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    fontSize: '44px',
    lineHeight: '52px',
    fontWeight: tokens.fontWeightBold,
    '@media (max-width: 600px)': { fontSize: '32px', lineHeight: '40px' },
  },
  heroText: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  heroImage: {
    display: 'block',
    width: '100%',
    maxWidth: '360px',
    height: 'auto',
    marginTop: tokens.spacingVerticalXXL,
  },
  cards: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  },
  card: {
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  cardIcon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  steps: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  },
  step: { padding: tokens.spacingHorizontalL, borderLeft: `4px solid ${tokens.colorBrandStroke1}` },
  stepLabel: {
    display: 'block',
    marginBottom: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '1px',
    textTransform: 'uppercase',
    color: tokens.colorBrandForeground1,
  },
  subTitle: {
    margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalL}`,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  contactGrid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  hours: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase400,
  },
  callBand: { textAlign: 'center' },
  callLink: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase600,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '3px',
    },
    '@media (max-width: 600px)': { fontSize: tokens.fontSizeBase500 },
  },
  footer: { backgroundColor: '#072726', color: '#ffffff' },
  footerInner: {
    boxSizing: 'border-box',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalL,
    '@media (max-width: 600px)': { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  footerText: { margin: 0, fontSize: tokens.fontSizeBase300, color: '#e1eeed' },
  footerLink: {
    color: '#ffffff',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid #ffffff`, outlineOffset: '2px' },
  },
});

/** `/client`: the landing page for businesses, with its own navigation and the lead form twice. */
export function ClientPage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();

  return (
    <div className={styles.page}>
      <PageTitle title={t('client.pageTitle')} />
      <ClientNav />
      <main className={styles.main}>
        <Section tone="none" labelledBy="client-title" className={styles.hero}>
          <div className={styles.heroGrid}>
            <div>
              <p className={styles.heroEyebrow}>{t(clientPage.hero.eyebrow, { product: PRODUCT_NAME })}</p>
              <h1 id="client-title" className={styles.heroTitle}>
                {t(clientPage.hero.heading)}
              </h1>
              <p className={styles.heroText}>{t(clientPage.hero.text)}</p>
              <p className={styles.heroText}>
                <Link to={paths.employer}>{t('client.hireStudents')}</Link>
              </p>
              <img
                className={styles.heroImage}
                src="/images/client-hero.svg"
                alt=""
                width={360}
                height={240}
              />
            </div>
            <LeadForm heading={t('client.getWorkDone')} />
          </div>
        </Section>

        <Section id="about" labelledBy="client-about-title">
          <h2 id="client-about-title" className={type.sectionTitle}>
            {t(clientPage.about.heading)}
          </h2>
          <p className={type.lead}>{t(clientPage.about.text, { product: PRODUCT_NAME })}</p>
        </Section>

        <Section id="services" tone="muted" labelledBy="services-title">
          <h2 id="services-title" className={type.sectionTitle}>
            {t('client.services')}
          </h2>
          <ul className={styles.cards}>
            {clientPage.services.map((service, index) => (
              <li key={service.title} className={styles.card}>
                <span className={styles.cardIcon} aria-hidden="true">
                  {serviceIcons[index]}
                </span>
                <h3 className={type.cardTitle}>{t(service.title)}</h3>
                <p className={type.body}>{t(service.text)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section labelledBy="process-title">
          <h2 id="process-title" className={type.sectionTitle}>
            {t('client.process')}
          </h2>
          <ol className={styles.steps}>
            {clientPage.steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepLabel}>{t('client.step', { number: index + 1 })}</span>
                <h3 className={type.cardTitle}>{t(step.title)}</h3>
                <p className={type.body}>{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="clients" tone="muted" labelledBy="clients-title">
          <h2 id="clients-title" className={type.sectionTitle}>
            {t('client.clients')}
          </h2>
          <ClientLogos logos={clientLogos} />
          <h3 className={styles.subTitle}>{t('client.press')}</h3>
          <PressList articles={pressArticles} />
        </Section>

        <Section id="contact" tone="tinted" labelledBy="client-contact-title">
          <div className={styles.contactGrid}>
            <div>
              <h2 id="client-contact-title" className={type.sectionTitle}>
                {t('client.contact')}
              </h2>
              <p className={type.lead}>{t('client.contactText')}</p>
              <p className={styles.hours}>
                <ClockRegular aria-hidden="true" />
                <span>{t('client.openHours', { hours: t(clientPage.hours) })}</span>
              </p>
            </div>
            <LeadForm heading={t(clientPage.leadFormTitle)} />
          </div>
        </Section>

        <Section id="call-now" labelledBy="call-title" className={styles.callBand}>
          <h2 id="call-title" className={type.sectionTitle}>
            {t('client.callNow')}
          </h2>
          <p className={type.body}>{t('client.callText', { hours: t(clientPage.hours) })}</p>
          <a className={styles.callLink} href={contact.phone.href}>
            <CallRegular aria-hidden="true" />
            {contact.phone.display}
          </a>
        </Section>
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p className={styles.footerText}>
            {t(footer.copyright, { product: PRODUCT_NAME })}{' '}
            <Link className={styles.footerLink} to={paths.home}>
              {t('client.studentSite')}
            </Link>
          </p>
          <SocialLinks links={socialLinks} />
        </div>
      </footer>
    </div>
  );
}
