import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Completeness } from '#shared/domain/profile-completeness';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  meter: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

interface CompletenessMeterProps {
  completeness: Completeness;
  /** The heading's level where the meter stands (the profile card's h2 or My Office's h3). */
  headingLevel: 2 | 3;
  /** Below the list: a link to the profile (My Office), or nothing on the profile page. */
  action?: ReactNode;
  /** How many missing parts to name (My Office names the heaviest few); all by default. */
  shown?: number;
}

/**
 * How complete the worker's profile is (decision 581): the percentage as a bar, and each missing part with
 * why it helps, heaviest first (shared/domain/profile-completeness.ts).
 */
export function CompletenessMeter({ completeness, headingLevel, action, shown }: CompletenessMeterProps) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { percent, missing } = completeness;
  return (
    <section className={styles.meter} aria-labelledby="completeness-title">
      <Heading id="completeness-title" className={`${type.cardTitle} ${styles.title}`}>
        {t('completeness.title', { percent })}
      </Heading>
      <ProgressBar
        value={percent / 100}
        thickness="large"
        aria-label={t('completeness.meter')}
        aria-valuetext={`${percent}%`}
      />
      {missing.length === 0 ? (
        <p className={styles.text}>{t('completeness.done')}</p>
      ) : (
        <>
          <p className={styles.text}>{t('completeness.missing')}</p>
          <ul className={styles.list}>
            {missing.slice(0, shown).map((part) => (
              <li key={part}>{t(`completeness.part.${part}`)}</li>
            ))}
          </ul>
        </>
      )}
      {action}
    </section>
  );
}
