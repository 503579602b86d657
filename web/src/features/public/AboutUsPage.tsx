import { Avatar, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { mission, PRODUCT_NAME, team, whyWorkWithUs } from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  intro: { maxWidth: '760px' },
  team: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  },
  member: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  reasons: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  },
  reason: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  reasonIcon: { flexShrink: 0, fontSize: '28px', color: tokens.colorBrandForeground1 },
});

/** `/aboutus`: the mission, the team (by role) and six reasons to work with the company. */
export function AboutUsPage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  return (
    <>
      <PageTitle title={t('about.title')} />
      <Section tone="tinted" labelledBy="about-title">
        <div className={styles.intro}>
          <h1 id="about-title" className={type.pageTitle}>
            {t('about.heading', { product: PRODUCT_NAME })}
          </h1>
          <p className={type.lead}>{t('about.mission')}</p>
          <p className={type.body}>{t(mission.text, { product: PRODUCT_NAME })}</p>
        </div>
      </Section>

      <Section labelledBy="team-title">
        <h2 id="team-title" className={type.sectionTitle}>
          {t('about.team')}
        </h2>
        <ul className={styles.team}>
          {team.map((member) => (
            <li key={member.role} className={styles.member}>
              <Avatar size={96} color="brand" aria-hidden="true" />
              <h3 className={type.cardTitle}>{t(member.role)}</h3>
              <p className={type.body}>{t(member.about, { product: PRODUCT_NAME })}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="why-title">
        <h2 id="why-title" className={type.sectionTitle}>
          {t('about.why')}
        </h2>
        <ol className={styles.reasons}>
          {whyWorkWithUs.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <CheckmarkCircleRegular className={styles.reasonIcon} />
              <div>
                <h3 className={type.cardTitle}>{t(reason.title)}</h3>
                <p className={type.body}>{t(reason.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
