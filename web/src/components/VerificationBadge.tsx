/**
 * An employer's verification level as a badge: its label (in the site's language) and an icon, the stronger
 * levels in stronger colours. The level itself is computed by the server (shared/domain/employer-verification.ts);
 * job cards, job pages and the admin's employer screens all show it with this one component.
 */
import { Badge, type BadgeProps } from '@fluentui/react-components';
import {
  DocumentCheckmarkRegular,
  GlobeShieldRegular,
  MailCheckmarkRegular,
  ShieldRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { VerificationLevel } from '#shared/domain/employer-verification';
import { useT } from '#web/lib/i18n';

const LOOKS: Record<VerificationLevel, { icon: ReactElement; color: BadgeProps['color'] }> = {
  none: { icon: <ShieldRegular />, color: 'informative' },
  emailConfirmed: { icon: <MailCheckmarkRegular />, color: 'brand' },
  domainMatches: { icon: <GlobeShieldRegular />, color: 'brand' },
  documentsChecked: { icon: <DocumentCheckmarkRegular />, color: 'success' },
};

export function VerificationBadge({ level }: { level: VerificationLevel }) {
  const t = useT();
  const { icon, color } = LOOKS[level];
  return (
    <Badge appearance="tint" color={color} icon={icon} shape="rounded">
      {t(`verification.level.${level}`)}
    </Badge>
  );
}
