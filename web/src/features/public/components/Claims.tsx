import { makeStyles, tokens } from '@fluentui/react-components';
import { Section } from '#web/components/Section';
import type { Claim } from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
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
});

/** The marketing claims: how many students found work, how many companies hire them. */
export function Claims({ claims }: { claims: readonly Claim[] }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  return (
    <Section labelledBy="claims-title">
      <h2 id="claims-title" className={type.sectionTitle}>
        {t('site.claimsTitle')}
      </h2>
      <ul className={styles.claims}>
        {claims.map((claim) => (
          <li key={claim.value} className={styles.claim}>
            <span className={styles.claimValue}>{claim.value}</span>
            <span className={styles.claimLabel}>{t(claim.label)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
