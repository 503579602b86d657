import { makeStyles, tokens } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons/svg/globe';
import { MailCheckmarkRegular } from '@fluentui/react-icons/svg/mail-checkmark';
import { ShieldCheckmarkFilled } from '@fluentui/react-icons/svg/shield-checkmark';
import { ShieldQuestionRegular } from '@fluentui/react-icons/svg/shield-question';
import type { VerificationLevel } from '#shared/domain/employer-verification';
import { useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  checked: { color: tokens.colorPaletteGreenForeground1 },
  none: { color: tokens.colorPaletteDarkOrangeForeground1 },
  icon: { flexShrink: 0, fontSize: '16px' },
});

const ICONS = {
  none: ShieldQuestionRegular,
  emailConfirmed: MailCheckmarkRegular,
  domainMatches: GlobeRegular,
  documentsChecked: ShieldCheckmarkFilled,
} as const;

/**
 * How far Earnlearn verified the employer that posted a job itself, in the worker's language: on its job cards,
 * its job page and its own page. The level is the server's (shared/domain/employer-verification.ts).
 */
export function EmployerBadge({ level }: { level: VerificationLevel }) {
  const styles = useStyles();
  const t = useT();
  const Icon = ICONS[level];
  const tone = level === 'documentsChecked' ? styles.checked : level === 'none' ? styles.none : undefined;
  return (
    <span className={tone ? `${styles.badge} ${tone}` : styles.badge}>
      <Icon className={styles.icon} aria-hidden />
      {t(`employer.level.${level}`)}
    </span>
  );
}
