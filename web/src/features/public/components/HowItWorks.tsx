import { makeStyles, tokens } from '@fluentui/react-components';
import { Section } from '#web/components/Section';
import type { Point } from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';

/** The anchor 'Looking for Work' scrolls to. */
export const HOW_IT_WORKS_ID = 'how-it-works';

const useStyles = makeStyles({
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
});

/** How it works for students, as numbered steps. */
export function HowItWorks({ steps }: { steps: readonly Point[] }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  return (
    <Section id={HOW_IT_WORKS_ID} labelledBy="how-title">
      <h2 id="how-title" className={type.sectionTitle}>
        {t('site.howTitle')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={type.cardTitle}>{t(step.title)}</h3>
            <p className={type.body}>{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
