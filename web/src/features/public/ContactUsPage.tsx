import { makeStyles, tokens } from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons/svg/call';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import type { ReactNode } from 'react';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { contact } from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  header: { textAlign: 'center' },
  cards: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalXXL} 0 0`,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    height: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  icon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '28px',
  },
  value: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  address: { fontStyle: 'normal' },
  hours: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    justifyContent: 'center',
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
  },
});

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const styles = useStyles();
  const type = useTypography();
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <h2 className={type.cardTitle}>{title}</h2>
      <div className={styles.value}>{children}</div>
    </li>
  );
}

/** `/contactus`: phone, address and support e-mail, then the support hours. */
export function ContactUsPage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  return (
    <>
      <PageTitle title={t('contact.title')} />
      <Section tone="tinted" labelledBy="contact-title">
        <div className={styles.header}>
          <h1 id="contact-title" className={type.pageTitle}>
            {t('contact.heading')}
          </h1>
          <p className={type.lead}>{t('contact.lead')}</p>
        </div>
        <ul className={styles.cards}>
          <ContactCard icon={<CallRegular />} title={t('contact.call')}>
            <a className={type.link} href={contact.phone.href}>
              {contact.phone.display}
            </a>
          </ContactCard>
          <ContactCard icon={<LocationRegular />} title={t('contact.office', { city: contact.address.city })}>
            <address className={styles.address}>
              {contact.address.lines.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </ContactCard>
          <ContactCard icon={<MailRegular />} title={t('contact.email')}>
            <a className={type.link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </ContactCard>
        </ul>
      </Section>

      <Section labelledBy="hours-title">
        <div className={styles.header}>
          <h2 id="hours-title" className={type.sectionTitle}>
            {t('contact.help')}
          </h2>
          <ul className={styles.hours} aria-label={t('contact.hours')}>
            {contact.hours.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}
