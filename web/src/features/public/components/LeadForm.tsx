import { makeStyles, tokens } from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons/svg/call';
import { ClockRegular } from '@fluentui/react-icons/svg/clock';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { useId } from 'react';
import { clientPage } from '#web/content/client';
import { clientLeadFormId, contact, leadFormUrl } from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  root: {
    boxSizing: 'border-box',
    width: '100%',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  frame: {
    display: 'block',
    width: '100%',
    height: '640px',
    border: 0,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
  },
  icon: { flexShrink: 0, fontSize: '24px', color: tokens.colorBrandForeground1 },
});

interface LeadFormProps {
  heading: string;
  /** The third-party form's id; defaults to the one in the content module. Empty: no form is embedded. */
  formId?: string;
}

/**
 * The client lead form (the spec embeds the same third-party form twice on /client). With a form id it embeds
 * the provider's form; without one it offers the client desk's phone, e-mail and hours, never an empty frame.
 */
export function LeadForm({ heading, formId = clientLeadFormId }: LeadFormProps) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const headingId = useId();
  const id = formId.trim();

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={type.cardTitle}>
        {heading}
      </h2>
      {id ? (
        <iframe
          className={styles.frame}
          src={leadFormUrl(id)}
          title={t('client.formTitle', { title: t(clientPage.leadFormTitle) })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <p className={type.body}>{t('client.leadFormText')}</p>
          <ul className={styles.list}>
            <li className={styles.item}>
              <CallRegular className={styles.icon} />
              <a className={type.link} href={contact.phone.href}>
                {contact.phone.display}
              </a>
            </li>
            <li className={styles.item}>
              <MailRegular className={styles.icon} />
              <a className={type.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li className={styles.item}>
              <ClockRegular className={styles.icon} />
              <span>{t(clientPage.hours)}</span>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
