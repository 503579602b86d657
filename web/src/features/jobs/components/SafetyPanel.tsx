import { makeStyles, tokens } from '@fluentui/react-components';
import { ShieldRegular } from '@fluentui/react-icons/svg/shield';
import { useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  panel: {
    margin: `${tokens.spacingVerticalXL} 0 0`,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  lead: { margin: `0 0 ${tokens.spacingVerticalS}`, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, lineHeight: tokens.lineHeightBase400 },
});

/**
 * What every worker reads before applying: no one here asks for money, and what to do when someone does. Fake
 * offers ask for a fee and move the person to a personal chat, so those are the two things it names.
 */
export function SafetyPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const styles = useStyles();
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.panel} aria-labelledby="safety-title">
      <Heading id="safety-title" className={styles.title}>
        <ShieldRegular aria-hidden />
        {t('safety.title')}
      </Heading>
      <p className={styles.lead}>{t('safety.noMoney')}</p>
      <ul className={styles.list}>
        <li>{t('safety.neverPay')}</li>
        <li>{t('safety.noPersonalChat')}</li>
        <li>{t('safety.report')}</li>
      </ul>
    </section>
  );
}
