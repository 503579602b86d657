import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons/svg/call';
import { ClockRegular } from '@fluentui/react-icons/svg/clock';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { Link } from 'react-router-dom';
import { ButtonLink } from '#web/components/ButtonLink';
import { PageTitle } from '#web/components/PageTitle';
import { AccountErasedNotice } from '#web/components/privacy/AccountErasedNotice';
import { Section } from '#web/components/Section';
import {
  claims,
  clientLogos,
  contact,
  founderNote,
  howItWorks,
  mission,
  PRODUCT_NAME,
  pressArticles,
  testimonials,
} from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import heroImage from '../../assets/hero-student.svg';
import { Claims } from './components/Claims';
import { ClientLogos } from './components/ClientLogos';
import { HowItWorks } from './components/HowItWorks';
import { PressList } from './components/PressList';
import { FounderNote, Testimonials } from './components/Voices';

const useStyles = makeStyles({
  hero: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXXL,
    alignItems: 'center',
    gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  eyebrow: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '1px',
    textTransform: 'uppercase',
    color: tokens.colorBrandForeground2,
  },
  heroTitle: {
    fontSize: '52px',
    lineHeight: '60px',
    '@media (max-width: 600px)': { fontSize: '36px', lineHeight: '44px' },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalXL,
  },
  // As tall as the ButtonLink beside it.
  lookForWork: { minHeight: '44px' },
  heroImage: {
    width: '100%',
    height: 'auto',
    '@media (max-width: 900px)': { maxWidth: '420px', justifySelf: 'center' },
  },
  contactList: {
    listStyleType: 'none',
    margin: `0 0 ${tokens.spacingVerticalL}`,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  },
  contactItem: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  contactIcon: { flexShrink: 0, fontSize: '24px', color: tokens.colorBrandForeground1 },
  contactLabel: {
    display: 'block',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  contactValue: { color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

/**
 * `/`: the mission and the two entry points (work: sign in, or Explore Jobs once signed in; hire) first, how to reach us last, and between them the
 * marketing sections (components/). The contact block stays here: moving it out too made the build (Rolldown
 * 1.2, rolldown#10731) split the site content into a chunk of its own on the first load.
 */
export function HomePage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const session = useSession();

  return (
    <>
      <PageTitle />
      <Section tone="tinted" labelledBy="home-title">
        <AccountErasedNotice />
        <div className={styles.hero}>
          <div>
            <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
            <h1 id="home-title" className={mergeClasses(type.pageTitle, styles.heroTitle)}>
              {t(mission.headline)}
            </h1>
            <p className={type.lead}>{t(mission.text, { product: PRODUCT_NAME })}</p>
            <div className={styles.actions}>
              {session.user ? (
                <ButtonLink to={paths.dashboardTab('explore')}>{t('home.lookingForWork')}</ButtonLink>
              ) : (
                // A visitor signs in (or registers) first; the dialog knows an unfinished registration's step.
                <Button
                  appearance="primary"
                  size="large"
                  className={styles.lookForWork}
                  onClick={() => session.openLogin()}
                >
                  {t('home.lookingForWork')}
                </Button>
              )}
              <ButtonLink to={paths.client} appearance="secondary">
                {t('home.wantWorkDone')}
              </ButtonLink>
            </div>
          </div>
          <img
            className={styles.heroImage}
            src={heroImage}
            alt=""
            width={480}
            height={380}
            fetchPriority="high"
          />
        </div>
      </Section>

      <Claims claims={claims} />

      <HowItWorks steps={howItWorks} />

      <FounderNote note={founderNote} />

      <Testimonials testimonials={testimonials} />

      <Section tone="muted" labelledBy="press-title">
        <h2 id="press-title" className={type.sectionTitle}>
          {t('home.press')}
        </h2>
        <PressList articles={pressArticles} />
      </Section>

      <Section labelledBy="clients-title">
        <h2 id="clients-title" className={type.sectionTitle}>
          {t('home.clients')}
        </h2>
        <ClientLogos logos={clientLogos} />
      </Section>

      <Section tone="tinted" labelledBy="contact-title">
        <h2 id="contact-title" className={type.sectionTitle}>
          {t('home.contact')}
        </h2>
        <ul className={styles.contactList}>
          <li className={styles.contactItem}>
            <CallRegular className={styles.contactIcon} />
            <span>
              <span className={styles.contactLabel}>{t('home.call')}</span>
              <a className={type.link} href={contact.phone.href}>
                {contact.phone.display}
              </a>
            </span>
          </li>
          <li className={styles.contactItem}>
            <MailRegular className={styles.contactIcon} />
            <span>
              <span className={styles.contactLabel}>{t('home.email')}</span>
              <a className={type.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </span>
          </li>
          <li className={styles.contactItem}>
            <LocationRegular className={styles.contactIcon} />
            <span>
              <span className={styles.contactLabel}>{t('home.visit')}</span>
              <span className={styles.contactValue}>{contact.address.lines.join(', ')}</span>
            </span>
          </li>
          <li className={styles.contactItem}>
            <ClockRegular className={styles.contactIcon} />
            <span>
              <span className={styles.contactLabel}>{t('home.hours')}</span>
              <span className={styles.contactValue}>{contact.hours.map((line) => t(line)).join(', ')}</span>
            </span>
          </li>
        </ul>
        <Link className={type.link} to={paths.contactUs}>
          {t('home.moreWays')}
        </Link>
      </Section>
    </>
  );
}
