import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons/svg/call';
import { ClockRegular } from '@fluentui/react-icons/svg/clock';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { Link } from 'react-router-dom';
import { ButtonLink } from '#web/components/ButtonLink';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import {
  claims,
  clientLogos,
  contact,
  founderNote,
  howItWorks,
  mission,
  pressArticles,
  testimonials,
} from '#web/content/site';
import { paths, withHash } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import heroImage from '../../assets/hero-student.svg';
import { ClientLogos } from './components/ClientLogos';
import { PressList } from './components/PressList';

export const HOW_IT_WORKS_ID = 'how-it-works';

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
  heroImage: {
    width: '100%',
    height: 'auto',
    '@media (max-width: 900px)': { maxWidth: '420px', justifySelf: 'center' },
  },
  claims: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  },
  claim: {
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    textAlign: 'center',
  },
  claimValue: {
    display: 'block',
    fontSize: '56px',
    lineHeight: '64px',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  claimLabel: { fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  steps: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    counterReset: 'step',
  },
  step: {
    position: 'relative',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    borderTop: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  stepNumber: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    marginBottom: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  founder: {
    margin: 0,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderLeft: `6px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '860px',
  },
  signature: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  testimonials: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  },
  testimonial: {
    margin: 0,
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  quote: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  attribution: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
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

/** `/`: the mission, the two entry points (work / hire), and the marketing sections. */
export function HomePage() {
  const styles = useStyles();
  const type = useTypography();

  return (
    <>
      <PageTitle />
      <Section tone="tinted" labelledBy="home-title">
        <div className={styles.hero}>
          <div>
            <p className={styles.eyebrow}>Internships · Jobs · Gig work</p>
            <h1 id="home-title" className={mergeClasses(type.pageTitle, styles.heroTitle)}>
              {mission.headline}
            </h1>
            <p className={type.lead}>{mission.text}</p>
            <div className={styles.actions}>
              <ButtonLink to={withHash(paths.home, HOW_IT_WORKS_ID)}>Looking for Work</ButtonLink>
              <ButtonLink to={paths.client} appearance="secondary">
                Want to get the work done
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

      <Section labelledBy="claims-title">
        <h2 id="claims-title" className={type.sectionTitle}>
          Trusted by students and companies
        </h2>
        <ul className={styles.claims}>
          {claims.map((claim) => (
            <li key={claim.value} className={styles.claim}>
              <span className={styles.claimValue}>{claim.value}</span>
              <span className={styles.claimLabel}>{claim.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={HOW_IT_WORKS_ID} labelledBy="how-title">
        <h2 id="how-title" className={type.sectionTitle}>
          How it works for students
        </h2>
        <ol className={styles.steps}>
          {howItWorks.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={type.cardTitle}>{step.title}</h3>
              <p className={type.body}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="muted" labelledBy="founder-title">
        <h2 id="founder-title" className={type.sectionTitle}>
          {founderNote.heading}
        </h2>
        <figure className={styles.founder}>
          <blockquote className={styles.quote}>
            {founderNote.paragraphs.map((paragraph) => (
              <p key={paragraph} className={type.body}>
                {paragraph}
              </p>
            ))}
          </blockquote>
          <figcaption className={styles.signature}>{founderNote.signature}</figcaption>
        </figure>
      </Section>

      <Section labelledBy="testimonials-title">
        <h2 id="testimonials-title" className={type.sectionTitle}>
          What students say
        </h2>
        <ul className={styles.testimonials}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.quote}>
              <figure className={styles.testimonial}>
                <blockquote className={styles.quote}>“{testimonial.quote}”</blockquote>
                <figcaption className={styles.attribution}>{testimonial.attribution}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="press-title">
        <h2 id="press-title" className={type.sectionTitle}>
          In the press
        </h2>
        <PressList articles={pressArticles} />
      </Section>

      <Section labelledBy="clients-title">
        <h2 id="clients-title" className={type.sectionTitle}>
          Companies that work with us
        </h2>
        <ClientLogos logos={clientLogos} />
      </Section>

      <Section tone="tinted" labelledBy="contact-title">
        <h2 id="contact-title" className={type.sectionTitle}>
          Get in touch
        </h2>
        <ul className={styles.contactList}>
          <li className={styles.contactItem}>
            <CallRegular className={styles.contactIcon} />
            <span>
              <span className={styles.contactLabel}>Call us</span>
              <a className={type.link} href={contact.phone.href}>
                {contact.phone.display}
              </a>
            </span>
          </li>
          <li className={styles.contactItem}>
            <MailRegular className={styles.contactIcon} />
            <span>
              <span className={styles.contactLabel}>E-mail</span>
              <a className={type.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </span>
          </li>
          <li className={styles.contactItem}>
            <LocationRegular className={styles.contactIcon} />
            <span>
              <span className={styles.contactLabel}>Visit us</span>
              <span className={styles.contactValue}>{contact.address.lines.join(', ')}</span>
            </span>
          </li>
          <li className={styles.contactItem}>
            <ClockRegular className={styles.contactIcon} />
            <span>
              <span className={styles.contactLabel}>Hours</span>
              <span className={styles.contactValue}>{contact.hours.join(', ')}</span>
            </span>
          </li>
        </ul>
        <Link className={type.link} to={paths.contactUs}>
          More ways to reach us
        </Link>
      </Section>
    </>
  );
}
